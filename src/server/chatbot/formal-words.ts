/**
 * The formal register's words for the everyday verbs and connectives a question is framed with: a formal writer
 * asks where a form may be 'obtained', where a building is 'situated', under which college a program 'belongs',
 * which college 'administers' it, how many days 'remain', when a term 'commences'. They name no topic: each is read
 * as the plain word the kiosk's questions and records use ('get', 'located', 'is under', 'handles', 'are left',
 * 'starts'), so the question is weighed as the plain question would be.
 *
 * Only words whose formal sense is the only one a visitor's question gives them are listed: 'secure' (safe) and
 * 'commencement' (graduation rites) are not.
 */

/** Formal word (any of its listed forms) to the plain words read in its place. */
const FORMAL: ReadonlyArray<[RegExp, string]> = [
  // Getting, buying, using, giving.
  [/\b(?:obtain|acquire|procure a copy of)\b/gi, "get"],
  [/\b(?:obtains|acquires)\b/gi, "gets"],
  [/\b(?:obtained|acquired)\b/gi, "gotten"],
  [/\b(?:obtaining|acquiring)\b/gi, "getting"],
  [/\bavail (?:myself |ourselves |themselves |himself |herself )?of\b/gi, "get"],
  [/\bavail\b/gi, "get"],
  [/\bpurchase\b(?= (?:a|an|the|my|our|some|one|tickets?|copies|copy)\b)/gi, "buy"],
  [/\b(?:utilize|utilise)\b/gi, "use"],
  [/\b(?:utilized|utilised)\b/gi, "used"],
  [/\bfurnish (?:me|us) (?:with )?\b/gi, "give me "],
  [/\b(?:assist)\b(?= (?:me|us|students?|visitors?|applicants?|with)\b)/gi, "help"],
  // Where something is.
  [/(?<=\b(?:is|are|be|been|being)\s)(?:situated|housed|found|positioned)\b/gi, "located"],
  [/\bsituated\b/gi, "located"],
  [/\b(?:reside|resides)\b(?= (?:at|in|inside|within)\b)/gi, "is"],
  // Belonging to a unit: 'X belongs (to|under) college Y', 'which college administers X'.
  [/\bbelongs? (?:to|under|with)\b/gi, "is under"],
  [/\bbelongs?\b(?=\s*(?:[?.!,;]|$))/gi, "is under"],
  [/\b(?:administers|oversees|supervises)\b/gi, "handles"],
  [/\b(?:administer|oversee|supervise)\b/gi, "handle"],
  [/\b(?:is|are) administered by\b/gi, "is handled by"],
  // Time: beginning, ending, remaining.
  [/\bcommences?\b(?! exercises?)/gi, "starts"],
  [/\bcommencing\b/gi, "starting"],
  [/\b(?:concludes|terminates)\b/gi, "ends"],
  [/\b(?:conclude|terminate)\b/gi, "end"],
  [/(?<=\b(?:days?|weeks?|months?|hours?|time)\s)remains?\b/gi, "are left"],
  [/\bprior to\b/gi, "before"],
  [/\bsubsequent to\b/gi, "after"],
  [/\bin the event (?:that|of)\b/gi, "if"],
  // Costs.
  [/\bincurs?\b(?= (?:any|a|an|the|some|additional|extra)\b)/gi, "has"],
  // An example's marker ('for instance at night') names nothing; 'emergency cases' are emergencies ('cases' alone
  // may be someone's: 'pending admin cases').
  [/,?\s*\b(?:for instance|for example|e\.g\.)(?=[\s,])/gi, ""],
  [/\bemergency cases?\b/gi, "emergencies"],
  // Connectives.
  [/\b(?:pertaining to|with regard to|in regard to|with respect to|in relation to)\b/gi, "about"],
  [/\bsufficient\b/gi, "enough"],
];

/**
 * `text` with its formal words read as the plain ones; the same string when it has none. A formal word the
 * records use themselves (`recordsUse`: a budget's 'Utilized') is their word and stays.
 */
export function withPlainWords(text: string, recordsUse: (word: string) => boolean = () => false): string {
  let out = text;
  for (const [formal, plain] of FORMAL) {
    // The formal words of what was said: not the plain words kept in it ('emergency' of 'emergency cases').
    const kept = plain.toLowerCase().split(/\s+/).map((w) => w.slice(0, 6));
    const formalWords = (said: string) => said.toLowerCase().split(/\s+/).filter((w) => w.length >= 5 && !kept.includes(w.slice(0, 6)));
    out = out.replace(formal, (said) => (formalWords(said).some(recordsUse) ? said : plain));
  }
  return out;
}
