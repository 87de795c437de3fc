/**
 * A formal or long polite question ('Good day. May I know whether MVSU offers BS Pharmacy?', 'Kindly advise how
 * much the replacement will cost me, thank you in advance', 'Nais ko pong malaman kung magkano ...') wraps the
 * question it asks in courtesy and a lead-in of asking. Neither names a topic: the greeting, the courtesy
 * phrases ('if I may ask', 'for my guidance') and the lead-in ('may I know', 'kindly advise me on', 'I would like
 * to inquire regarding', 'respectfully asking', 'maaari po bang malaman kung') are set aside, and the embedded
 * question after them is read as the question ('whether' is read as 'if', 'if there is' as 'is there'), its
 * formal words as the plain ones the records use (`formal-words.ts`).
 *
 * Only lead-ins of asking, knowing and being told are set aside: a request for an act ('may I request that you
 * e-mail', 'may I ask you to print') is the question itself, and the refusals read the message as written.
 */
import { withPlainWords } from "./formal-words.ts";

/** A greeting or salutation opening the message, closed by punctuation ('Good day!', 'Magandang araw po.', 'Dear Sir/Madam,'). */
const GREETING =
  /^\s*(?:(?:a |a very )?good (?:day|morning|afternoon|evening|noon)|greetings(?: of peace)?|hello|hi|dear (?:sir|madam|ma'?am|sir\/madam|sir or madam|registrar|admissions office|mvsu)|magandang (?:araw|umaga|tanghali|hapon|gabi))(?: (?:po|sa inyo|to you|everyone|sir|ma'?am|madam|sir\/madam|mvsu))*\s*[!.,;:]+\s*/i;

/**
 * Courtesy said beside the question, set off by a comma or ending the message: 'if I may ask', 'if you don't
 * mind', 'for my guidance', 'for your reference', 'thank you in advance', 'maraming salamat po'.
 */
const COURTESY =
  /(?:^|[,;]\s*|\s+)(?:if i may (?:ask|inquire|add)|if (?:you )?(?:don'?t|do not) mind|if (?:it is|it's) (?:not too much|alright|okay)|for (?:my|our|your) (?:guidance|reference|information|perusal|consideration)|at your (?:earliest )?convenience|thank you (?:very much |so much )?(?:in advance|po)?|thanks (?:in advance|po)|(?:maraming )?salamat(?: po)?(?: nang marami)?|god bless(?: po)?)(?=\s*(?:[,;.!?]|$))/gi;

/** Words a formal writer puts before a verb of asking or telling: 'kindly', 'please', 'respectfully', 'humbly'. */
const POLITE = String.raw`(?:(?:kindly|please|pls|respectfully|humbly|politely|may i|can i|could i|might i)\s+)*`;

/** What may follow a lead-in before the question itself: whom it is told to, what it is about, whether. */
const ABOUT = String.raw`(?:\s+(?:me|us|the undersigned))?(?:\s+(?:on|of|about|regarding|concerning|as to|with regard to|in regard to|pertaining to|re))?(?:\s+(?:po\s+)?kung)?`;

/**
 * A lead-in of asking at the start of a clause: 'may I know', 'may I ask', 'kindly advise (me) (on)', 'please
 * inform us', 'I would like to inquire (about)', 'I am writing to ask', 'respectfully asking', 'could you tell
 * me', and the Filipino 'nais/gusto ko pong malaman/itanong', 'maaari/puwede po bang malaman', 'itatanong ko lang po'.
 * A verb of asking followed by 'you to' or 'that you' asks for an act and is not a lead-in.
 */
const LEAD_IN = new RegExp(
  String.raw`(^|[.;:!?]\s+|,\s+|\s(?:and|at|but|pero)\s+)` +
    "(?:" +
    [
      String.raw`${POLITE}(?:may|might|can|could) i (?:please |kindly )?(?:know|ask|inquire|enquire|be informed|be advised|be told|seek clarification|request information|(?:clarify|confirm|verify|learn|find out)(?= (?:if|whether|what|which|how|when|where|who|about|regarding)\b))`,
      String.raw`(?:(?:kindly|please|pls|respectfully|humbly)\s+|(?:would|could|can|will) you (?:please |kindly )?)(?:advise|advice|inform|tell|let (?:me|us) know|enlighten|indicate|specify|share|provide|give|state|explain|(?:confirm|clarify|verify)(?= (?:if|whether|what|which|how|when|where|who|about|regarding)\b))`,
      String.raw`${POLITE}(?:i|we) (?:would|'d|wish|want|wanted|am writing|am|are writing|write|humbly|respectfully|would just|just want|would also)(?: like| wish)? ?(?:to )?(?:kindly |respectfully |humbly )?(?:ask|inquire|enquire|know|request information|seek (?:information|clarification)|be informed|be advised|(?:clarify|confirm|verify|learn|find out)(?= (?:if|whether|what|which|how|when|where|who|about|regarding)\b))`,
      String.raw`${POLITE}(?:respectfully|humbly|politely|kindly) (?:asking|inquiring|enquiring|requesting information|seeking (?:information|clarification))`,
      String.raw`${POLITE}(?:this is to (?:ask|inquire|enquire)|(?:i am|i'm) (?:writing|asking|inquiring|enquiring)(?: to (?:ask|inquire|enquire|know))?|(?:my|our) (?:question|inquiry|query) is)`,
      String.raw`(?:nais|gusto|ibig|hangad) (?:ko|kong|namin|naming) (?:po |pong |sana |lang |lamang |po sanang |po sana |pong sana )*(?:malaman|itanong|ipagtanong|magtanong|alamin|usisain|linawin|kumpirmahin)`,
      String.raw`(?:maaari|maari|puwede|pwede|pede|maaaring) (?:po |ko |ko po |ko pong |po ba |po bang |bang |ba |ko bang |ko po bang |ko po ba )*(?:malaman|itanong|magtanong|ipagtanong|alamin|makita)`,
      String.raw`(?:itatanong|itanong|tatanungin|magtatanong) (?:ko |lang |lamang |po |sana |ko lang |ko po |ko lang po |ko po sana )*`,
      String.raw`(?:tanong|katanungan) (?:ko |lang |lamang |po |ko lang |ko po |ko lang po )+`,
    ].join("|") +
    ")" +
    ABOUT +
    // A verb of asking that asks someone to act ('may I ask you to print', 'kindly advise them to') is not set aside.
    String.raw`(?!\s+(?:you|that you|for you|if you could|if you can|them|him|her)\b)` +
    // Nor is one whose object is only a pronoun ('kindly confirm it', 'please advise me'): nothing is embedded.
    String.raw`(?!\s*(?:it|this|that|them|so|the same|po)?\s*(?:[.,;!?]|$))` +
    String.raw`(?:\s*[,:]\s*|\s+)`,
  "gi",
);

/**
 * 'Please be informed that ...', 'I wish to inform you that ...': what follows is the visitor's situation, told
 * before a clause that asks; set aside only when another clause asks something (a lead-in or a question word).
 */
const BE_INFORMED = /^\s*(?:(?:please|kindly)\s+)?(?:be (?:informed|advised)|(?:i|we) (?:wish|would like|want) to inform you|this is to inform you) that\s+/i;

/** A clause asking something: a question mark or a question word opening it (a lead-in of asking is read too). */
const ASKING_CLAUSE = /\?|[;.,]\s*(?:what|which|where|when|who|how|is|are|does|do|can|could)\b/i;

/** Attitude adverbs a formal writer adds that name nothing: 'unfortunately', 'regrettably', 'respectfully'. */
const ATTITUDE = /\b(?:unfortunately|fortunately|regrettably|sadly|inadvertently|hopefully|respectfully|humbly|sincerely|politely)\s+(?=[a-z])/gi;

/** 'Kindly direct me to X', 'please point us to X': where X is. */
const DIRECT_ME = /\b(?:(?:kindly|please|pls)\s+)+(?:direct|guide|point|refer|lead)\s+(?:me|us)\s+to\b/gi;

/**
 * A formal request for an act ('may I request that you e-mail my transcript', 'may I ask you to print my COR',
 * 'I would like to request you to cancel my slot'): the plain imperative 'please ...', as the refusals read it.
 */
const ACT_REQUESTED = /\b(?:(?:may|can|could|might) i (?:kindly |please )?|(?:i|we) (?:would like to|wish to|want to|am writing to|humbly|respectfully|kindly) )?(?:request|ask|asking|requesting|beg)\s+(?:(?:that|if|whether) )?(?:you|u|your office|the office|the university|mvsu)\s+(?:(?:to|will|would|could|can|kindly|please)\s+)*(?=[a-z])/gi;

/** The lead-in found anywhere (not global: one test reads no state). */
const HAS_LEAD_IN = new RegExp(LEAD_IN.source, "i");

/** 'whether' opening an embedded question is 'if'; 'if there is/are' is the direct 'is/are there'. */
const WHETHER = /\bwhether\b(?: or not\b)?/gi;
const IF_THERE = /\b(?:if|kung) there (is|are|will be|would be|was|were)\b/gi;

/**
 * `text` with its greeting, courtesy phrases and lead-ins of asking set aside, the embedded question asked
 * plainly; undefined when the message has none of them.
 */
export function withoutFormalFraming(text: string, recordsUse?: (word: string) => boolean): string | undefined {
  let out = text.replace(GREETING, "");
  if (ASKING_CLAUSE.test(out) || HAS_LEAD_IN.test(out.replace(BE_INFORMED, ""))) out = out.replace(BE_INFORMED, "");
  out = out.replace(COURTESY, "");
  out = out.replace(ACT_REQUESTED, "please ");
  out = out.replace(DIRECT_ME, "where is");
  out = out.replace(LEAD_IN, (_whole, before: string) => before);
  out = out.replace(ATTITUDE, "");
  out = out.replace(IF_THERE, (_m, verb: string) => (/ be$/i.test(verb) ? `${verb.split(" ")[0]} there be` : `${verb} there`));
  out = out.replace(WHETHER, "if");
  // The formal register's verbs ('obtain', 'situated', 'belongs to') are read as the plain ones.
  out = withPlainWords(out, recordsUse);
  out = out.replace(/\s+([,.;?!])/g, "$1").replace(/([,;])\s*([,;.?!])/g, "$2").replace(/^[\s,;:.]+/, "").replace(/\s+/g, " ").trim();
  if (!out || out === text.trim()) return undefined;
  // Nothing but the courtesy and the lead-in: the message as written.
  if (!/[a-z]{3,}/i.test(out)) return undefined;
  return out;
}
