/**
 * The visitor's situation names the service. A visitor tells what happened to them ('my ID cracked', 'a staff
 * member was rude to me', 'I live far away', 'I'm not sure what career fits me') and asks for the form, office,
 * fee or number; the records state the same case in their own words: a lost or DAMAGED ID is replaced, a
 * COMPLAINT goes to the complaints desk, on-campus HOUSING is the dormitories', CAREER guidance and psychological
 * testing are the counselors', a REFUND returns fees paid. Each class below is every common way, in English and
 * Filipino, to describe a case of the concept the records name, so the record is reached by the case described.
 * The emergency cases (a theft, a fire, a crisis) are classes of `lexicon.ts`'s EMERGENCY_SITUATIONS; these are
 * the everyday ones. A word joins a class only when on a campus it always describes that case.
 */

/** A case the records name by one concept, and every word describing a case of it. */
export interface SituationConcept {
  /** Canonical words of the word table ('replacement' is what a lost or damaged paper or card asks). */
  means: string;
  words: string;
}

/**
 * Ways to say one was treated badly by someone who serves the public: rude, discourteous, insulting, shouted at,
 * ignored, neglected, discriminated against, asked for a bribe. Told beside a clause asking where to report it,
 * they make the visitor's complaint (`complaint-asked.ts`). They are not in the word table: the kiosk's own
 * answers use 'rude' of other things, and reading it as 'complaint' there moved answers about complaints.
 */
export const MISTREATED_WORDS =
  "rude rudely rudeness impolite discourteous disrespectful disrespected unprofessional unprofessionally mistreated mistreatment " +
      "maltreated insulted insulting shouted yelled sinigawan sumigaw pinagsigawan masungit sungit sinungitan suplado suplada " +
      "bastusin binastos nambastos walanghiya pabaya negligent negligence inattentive unhelpful arrogant mayabang " +
      "bribe bribes suhol kotong overcharged discriminated discrimination dinedma deadma binalewala " +
      "pinabayaan inisnab snubbed";

export const SITUATION_WORDS: readonly SituationConcept[] = [
  // Damage to a card or paper: the records say 'lost or damaged', and a damaged card or paper is replaced.
  {
    means: "replacement",
    words:
      "cracked crack cracks basag nabasag basak nabasak bent baluktot nabaluktot nabali snapped chipped " +
      "faded fading kupas kumupas nakupas lumabo peeling peeled natuklap tuklap scratched gasgas nagasgas " +
      "crumpled lukot nalukot gusot nagusot warped melted natunaw tattered sirang nasira nasirang defaced mutilated " +
      "unreadable illegible waterlogged nalunod",
  },
  // Staying where one studies, for a visitor who lives far: the records' on-campus housing (the dormitories).
  {
    means: "housing dormitory",
    words:
      "staying stays lodging lodge accommodation accommodations tumira tumutira makatira matitirhan " +
      "matutuluyan tutuluyan tuluyan tumuloy tutuloy makituloy boarders boarder bedspace bedspacer bedspacers",
  },
  // Buying something on campus: the store that sells it (the cooperative store's supplies and uniforms).
  {
    means: "buy",
    words: "bumili bibili bumibili makabili mabibili nabibili binibili bilhin bibilhin pambili mamili namili pinamili",
  },
  // Not knowing which way to go: the counselors' career guidance and psychological testing.
  { means: "guidance", words: "clueless lito naguguluhan nagdadalawang" },
  // A complaint not settled by the office is elevated (the records name where, outside the university).
  { means: "satisfied elevate", words: "unsatisfied dissatisfied unresolved escalate escalated escalating" },
  // Something taken from a person is a theft ('stolen'), an emergency class of lexicon.ts: the guards answer it.
  { means: "theft", words: "snatch nasnatch masnatch inagawan hinablutan nanakawan" },
];

/**
 * Situations told in more than one word, rewritten to the concept word before the words are mapped: a complaint
 * not acted on is elevated (the records: 'if you are not satisfied, you may elevate the complaint'), wanting one's
 * money back is a refund, not being sure is being unsure.
 * Keys are normalised text ('doesn't' is 'does not').
 */
export const SITUATION_PHRASES: Readonly<Record<string, string>> = {
  "money back": "refund",
  "pera ko pabalik": "refund",
  "ibalik ang bayad": "refund",
  "ibalik yung bayad": "refund",
  "ibalik ang pera": "refund",
  "ibalik yung pera": "refund",
  "not sure": "unsure",
  "hindi sigurado": "unsure",
  "di sigurado": "unsure",
  "hindi ako sigurado": "unsure",
  "di ako sigurado": "unsure",
  "not satisfied": "satisfied elevate",
  "not resolved": "satisfied elevate",
  "does not fix": "satisfied elevate",
  "do not fix": "satisfied elevate",
  "did not fix": "satisfied elevate",
  "does not act": "satisfied elevate",
  "did not act": "satisfied elevate",
  "does not resolve": "satisfied elevate",
  "did not resolve": "satisfied elevate",
  "hindi naayos": "satisfied elevate",
  "hindi inaksyunan": "satisfied elevate",
  "walang aksyon": "satisfied elevate",
  "higher office": "elevate",
};
