/**
 * What a calendar question asks of the holidays beyond the word 'holiday': the kind the government proclaims
 * ('the next national holiday', 'public holiday', 'pista opisyal': not the university's own Foundation Day or its
 * semestral break), a break of several days ('our next long break', 'mahabang bakasyon'), and the words asking what
 * takes place on a day ('what happens on', 'what is going on', 'ano ang gaganapin').
 */

/** A holiday asked as one the whole country keeps. */
export const NATIONAL_ASKED = /\b(national|public|legal|government|nationwide|pambansang?)\s+(holidays?|non-working days?)\b|\bpista opisyal\b/;

/** A holiday kind ('University Holiday', 'Semestral Break') that is the university's own, not the country's. */
export const universityOwnKind = (kind: string | undefined): boolean => !!kind && /\b(university|semestral|break)\b/i.test(kind);

/** A break asked as a long one. */
export const LONG_BREAK = /\b(long|longer|longest|mahabang?|extended)\s+(breaks?|vacations?|bakasyon|holidays?)\b/;

/** The shortest break, in days, that is a long one: more than a weekend. */
export const LONG_BREAK_DAYS = 3;

/** The words asking what takes place: an event, or what happens or goes on. */
export const TAKES_PLACE = /\b(events?|activity|activities|happen|happens|happening|going on|takes? place|taking place|ganap|gaganapin|mangyayari|nangyayari)\b/;
