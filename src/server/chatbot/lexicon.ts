/**
 * A bilingual lexicon of campus situations and nouns: words a visitor uses for a thing (in English, Filipino
 * or Taglish) mapped to the concept words the records are written in. It is organised by concept, not by
 * question: a word belongs here when it always means that concept on a campus, so questions nobody wrote yet
 * reach the same record ('nahimatay', 'collapsed' and 'seizure' are all a medical emergency).
 * Keys are single normalised words (lower case, no accents, no punctuation); values are canonical words of
 * the language tables, several when the concept needs them.
 */

/** A concept and every word that names a case of it. */
interface Concept {
  /** Canonical words the records use (after the synonym table: 'clinic' is the health services). */
  means: string;
  words: string;
}

/**
 * Emergencies by class of situation: each class reaches the contact that handles it (the nurse on duty, the
 * guards, the crisis line, the emergency hotline), however the visitor describes what happened.
 */
export const EMERGENCY_SITUATIONS: readonly Concept[] = [
  {
    means: "clinic emergency",
    words:
      "fainted faint fainting collapsed collapse collapsing unconscious unresponsive seizure seizures convulsion " +
      "convulsing nahimatay hinimatay himatay nahilo hilo dizzy bleeding dugo duguan sugat sugatan injured injury " +
      "injuries wounded wound fracture fractured bali nabalian sprain choking nabulunan asthma hika allergic allergy " +
      "anaphylaxis poisoned poisoning nalason lason heatstroke stroke electrocuted nakuryente burned burn napaso " +
      "unwell vomiting nagsusuka",
  },
  {
    means: "security",
    words:
      "fight fighting fights brawl brawling aaway nagaaway suntukan rambol gulo nanggugulo riot intruder " +
      "intruders stranger strangers trespasser trespassing suspicious kahina hinala snake snakes ahas stray " +
      "bees wasps putakti harassment harassed harassing harass bastos threat threats threatened " +
      "banta stalker stalkers stalking stalked weapon weapons gun guns baril knife knives kutsilyo bomb bomba drunk lasing vandalism vandal trespass " +
      "guardhouse",
  },
  {
    means: "crisis guidance",
    words:
      "panic anxiety anxious suicidal suicide magpakamatay selfharm breakdown overwhelmed hopeless nalulungkot malungkot " +
      "depression lungkot nababalisa balisa",
  },
  {
    means: "disaster",
    words: "disaster disasters calamity kalamidad typhoon bagyo landslide gumuho smoke usok leak tagas tsunami flooding binaha nasusunog",
  },
];

/**
 * Campus nouns and verbs in Filipino and Taglish (and a few English ones) for concepts the records hold in
 * other words: health, work, study, money, places and documents.
 */
export const CAMPUS_NOUNS: readonly Concept[] = [
  { means: "dental", words: "ngipin dentist dentista bunot teeth tooth toothache" },
  { means: "clinic", words: "doktor duktor doctora ospital nars magpatingin patingin nagpapatingin lagnat fever ubo cough trangkaso flu sakit" },
  { means: "job", words: "hanapbuhay empleyo" },
  { means: "apply", words: "aplikasyon magapply" },
  { means: "engineering", words: "inhinyeriya inhinyeriyang inhenyeriya" },
  { means: "civil", words: "sibil" },
  { means: "program", words: "kursong programa" },
  { means: "second", words: "ikalawa ikalawang pangalawa pangalawang ikadalawang" },
  { means: "first", words: "una unang ikauna" },
  { means: "floor", words: "palapag floors storey storeys stories" },
  { means: "room", words: "kwarto kuwarto" },
  { means: "dormitory", words: "dormitoryo tirahan" },
  { means: "library", words: "aklat libro" },
  { means: "gradeverify", words: "pagpapatunay patunayan" },
  { means: "cost", words: "bayarin singil" },
  { means: "free", words: "libre" },
  { means: "print photocopying", words: "photocopy photocopies photocopied photocopying xerox print printing printed magpaprint" },
  { means: "enrollment", words: "magparehistro parehistro pagpaparehistro" },
  { means: "thesis", words: "theses thesis tesis" },
  { means: "christmas", words: "pasko" },
  { means: "female", words: "girls girl babae kababaihan ladies lady" },
  { means: "male", words: "boys boy lalaki kalalakihan" },
  { means: "nursing", words: "narsing" },
  { means: "helpdesk", words: "lms" },
  // Shortenings visitors type on a phone.
  { means: "office", words: "ofc ofis opis" },
  { means: "when", words: "wen" },
  { means: "education", words: "educ" },
  { means: "offer", words: "ofer" },
  { means: "emergency", words: "emerhensiya emergensi" },
];

/** Situations and things named by more than one word, rewritten to one word of the lexicon before the words are mapped. */
export const LEXICON_PHRASES: Readonly<Record<string, string>> = {
  "panic attack": "panic",
  "anxiety attack": "anxiety",
  "heart attack": "collapsed",
  "asthma attack": "asthma",
  "self harm": "selfharm",
  "gas leak": "leak",
  "stray dog": "stray",
  "stray dogs": "stray",
  "asong gala": "stray",
  "nag aaway": "fight",
  "hindi makahinga": "choking",
  "can not breathe": "choking",
  "cannot breathe": "choking",
  "hurting myself": "selfharm",
  "hurt myself": "selfharm",
  "kill myself": "suicide",
  "end my life": "suicide",
  "saktan ang sarili": "selfharm",
  "following me": "stalker",
  "sinusundan ako": "stalker",
  "money back": "refund",
  "student loan": "scholarship",
  "student loans": "scholarship",
  "peer facilitator": "guidance",
  "peer facilitators": "guidance",
  "psychological test": "guidance",
  "huling pagsusulit": "final exam",
  "bakasyon ng pasko": "christmas break",
};

/** The lexicon as one table of word → canonical words; the later concept wins a word listed twice. */
export function lexiconEntries(): [string, string][] {
  const out = new Map<string, string>();
  for (const c of [...EMERGENCY_SITUATIONS, ...CAMPUS_NOUNS]) for (const w of c.words.split(/\s+/).filter(Boolean)) out.set(w, c.means);
  return [...out];
}
