/**
 * Where the visitor is while asking ('while I'm in Dubai', 'I'm based in Canada', 'nasa Riyadh ako ngayon') tells
 * their situation, not what they ask: when no record knows the place, the phrase is set aside before the question
 * is read, so an unknown city does not make the answer doubtful. A place the kiosk knows ('while I'm in the
 * library') is part of the question and stays.
 */

/** 'while I'm in X', 'I'm currently based in X', 'we are staying abroad in X', with up to three words of place. */
const WHILE_THERE =
  /\b(?:while|since|as|because|coz|kasi)?\s*(?:i'?m|im|i am|we'?re|we are|i live|we live|i work|we work|i'?m living|i'?m working|i'?m staying|i'?m based|i am based|i am working|i am living)\s+(?:still |currently |now |presently |right now |temporarily )?(?:based |working |living |staying |studying )?(?:in|at|abroad in|overseas in)\s+((?:the )?[a-z]+(?: [a-z]+){0,2}?)(?=\s*(?:[,.;?!]|$|\b(?:and|but|so|what|how|where|when|who|can|could|do|does|is|are|will|pwede|paano|saan|ano|magkano|kailan)\b))/gi;

/** 'nasa Dubai ako ngayon', 'nasa abroad kami': where the visitor is, in Filipino. */
const NASA_AKO = /\bnasa\s+((?:[a-z]+ ){0,2}?[a-z]+)\s+(?:po\s+)?(?:ako|kami)\b(?:\s+(?:ngayon|nagtatrabaho|nakatira|nag-?aaral|naka-?base|nakatambay))*/gi;

/**
 * Where the visitor or the one they speak for comes from or is based ('a grade 12 student from ilocos sur', 'we
 * are a bank in santiago city', 'a nursing job in the uk', 'visiting from california'), with up to three words of place.
 */
const FROM_THERE =
  /\b(?:student|students|graduate|graduates|applicant|applicants|freshman|freshmen|transferee|transferees|parent|parents|mother|father|family|relatives?|teacher|teachers|journalist|reporter|researcher|researchers|visitor|visitors|visiting|alumn(?:a|us|i)|ofw|nurse|engineer|we|i|i'?m|im|we'?re|am|are|coming|came|come|comes|there|travel|travels|travelling|traveling|commute|commuting|here|po|ako|kami|bank|company|agency|firm|employer|hospital|school|office|job|work)\s+(?:all the way\s+)?from\s+((?:the )?[a-z]+(?: [a-z]+){0,2}?)(?=\s*(?:[,.;?!]|$|\b(?:and|but|so|who|that|what|how|where|when|which|can|could|do|does|is|are|will|wants?|needs?|would|asking|verifying|pwede|paano|saan|ano|magkano|kailan)\b))|\b(?:bank|company|agency|firm|employer|hospital|job)\s+(?:abroad\s+)?in\s+((?:the )?[a-z]+(?: [a-z]+){0,2}?)(?=\s*(?:[,.;?!]|$|\b(?:and|but|so|who|that|what|how|where|when|which|can|could|do|does|is|are|will|wants?|needs?|would|asking|verifying|pwede|paano|saan|ano|magkano|kailan)\b))/gi;

/** The question without where the visitor is, when `known` knows none of that place's words; undefined when nothing is set aside. */
export function withoutWhereabouts(text: string, known: (word: string) => boolean): string | undefined {
  let changed = false;
  const drop = (phrase: string, place: string) => {
    const words = place.toLowerCase().split(/\s+/).filter((w) => w.length >= 3 && w !== "the");
    if (!words.length || words.some(known)) return phrase;
    changed = true;
    return " ";
  };
  // Where someone comes from keeps the person said before it ('a student from ilocos sur': 'a student').
  const from = (phrase: string, fromPlace: string | undefined, inPlace: string | undefined) => {
    const place = fromPlace ?? inPlace ?? "";
    const kept = drop(phrase, place);
    return kept === phrase ? phrase : ` ${phrase.slice(0, phrase.lastIndexOf(place)).replace(/\s+(?:all the way\s+)?(?:from|(?:abroad\s+)?in)\s+$/i, "")} `;
  };
  const out = text.replace(WHILE_THERE, (phrase, place: string) => drop(phrase, place)).replace(NASA_AKO, (phrase, place: string) => drop(phrase, place)).replace(FROM_THERE, (phrase, a: string | undefined, b: string | undefined) => from(phrase, a, b));
  return changed ? out.replace(/\s+([,.;?!])/g, "$1").replace(/\s+/g, " ").replace(/^[\s,]+/, "").trim() : undefined;
}
