/**
 * A program asked by the career it leads to or by an interest ('my son wants to be a land surveyor', 'gusto
 * maging pulis ng pamangkin ko', 'mahilig mag-drawing', 'loves sports', 'wants to study the human mind'): the
 * worker or interest is read as the field a Filipino family would name for it, and the field is looked up in
 * the program records (a title, then a description) or, failing that, among the programs MVSU does not offer.
 * The table is general vocabulary (workers, activities and subjects in English, Filipino and Taglish), not the
 * lines of any question set.
 */

import { ASKS } from "./visitor-context.ts";

/** A worker or interest and the field it is studied in (a program title's or description's words, or an unoffered program's name). */
interface FieldEntry {
  said: string[];
  field: string;
}

/** Workers a family names as a goal ('be a', 'maging'), each with the field it is studied in. */
const WORKERS: FieldEntry[] = [
  { said: ["nurse", "nurses", "nars", "narses"], field: "nursing" },
  { said: ["doctor", "doktor", "duktor", "physician", "surgeon", "pediatrician", "manggagamot", "doc"], field: "medicine" },
  { said: ["dentist", "dentista"], field: "dentistry" },
  { said: ["pharmacist", "parmasyutiko"], field: "pharmacy" },
  { said: ["midwife", "komadrona", "kumadrona"], field: "midwifery" },
  { said: ["medical technologist", "medtech", "med tech"], field: "medical technology" },
  { said: ["physical therapist", "therapist"], field: "physical therapy" },
  { said: ["caregiver", "caregivers"], field: "caregiving" },
  { said: ["policeman", "policemen", "policewoman", "police officer", "police", "pulis", "cop", "detective", "investigator", "jail officer", "jail guard", "bumbero", "firefighter", "fireman"], field: "criminology" },
  { said: ["lawyer", "lawyers", "attorney", "abogado", "abogada", "abugado", "abugada", "judge", "huwes", "prosecutor", "paralegal"], field: "law" },
  { said: ["social worker"], field: "social work" },
  { said: ["politician", "mayor", "congressman", "senator"], field: "political science" },
  { said: ["diplomat", "ambassador", "consul"], field: "foreign service" },
  { said: ["seaman", "seafarer", "marino", "sailor", "ship captain", "ship officer"], field: "marine transportation" },
  { said: ["pilot", "piloto"], field: "aviation" },
  { said: ["architect", "arkitekto"], field: "architecture" },
  { said: ["chef", "cook", "kusinero", "kusinera", "baker", "panadero"], field: "culinary arts" },
  { said: ["hotelier", "hotel manager", "hotel staff", "receptionist"], field: "hospitality" },
  { said: ["tour guide", "travel agent", "flight attendant", "stewardess", "steward", "cabin crew"], field: "tourism" },
  { said: ["teacher", "teachers", "guro", "titser", "teacher's", "maestra", "maestro", "educator", "professor", "propesor", "instructor"], field: "education" },
  { said: ["coach", "athlete", "trainer", "atleta", "varsity player"], field: "physical education" },
  { said: ["engineer", "engineers", "inhinyero", "inhenyero", "enhinyero", "engr"], field: "engineering" },
  { said: ["surveyor", "land surveyor", "geodetic engineer", "mapmaker"], field: "surveying" },
  { said: ["electrician"], field: "electrical engineering" },
  { said: ["mechanic"], field: "mechanical engineering" },
  { said: ["programmer", "software developer", "developer", "coder", "software engineer", "web developer", "app developer", "data scientist"], field: "computer science" },
  { said: ["it specialist", "it professional", "network administrator", "technician"], field: "information technology" },
  { said: ["game developer"], field: "game development" },
  { said: ["accountant", "cpa", "bookkeeper", "auditor"], field: "accountancy" },
  { said: ["banker", "financial analyst", "investor"], field: "financial management" },
  { said: ["businessman", "businesswoman", "business owner", "negosyante", "entrepreneur", "manager"], field: "business administration" },
  { said: ["salesman", "saleslady", "salesperson", "sales agent", "ahente", "marketer", "advertiser"], field: "marketing" },
  { said: ["psychologist", "counselor", "counsellor", "guidance counselor", "psychiatrist"], field: "psychology" },
  { said: ["journalist", "reporter", "news anchor", "newscaster", "broadcaster", "announcer", "mamamahayag", "writer"], field: "journalism" },
  { said: ["farmer", "magsasaka", "agriculturist", "agronomist", "rancher"], field: "agriculture" },
  { said: ["forester", "forest ranger", "ranger"], field: "forestry" },
  { said: ["veterinarian", "vet", "beterinaryo"], field: "veterinary medicine" },
  { said: ["food technologist", "food scientist"], field: "food technology" },
  { said: ["biologist", "scientist", "microbiologist", "researcher"], field: "biology" },
  { said: ["mathematician", "statistician", "actuary"], field: "mathematics" },
  { said: ["librarian", "archivist"], field: "library" },
  { said: ["chemist"], field: "chemistry" },
  { said: ["physicist", "astronomer"], field: "physics" },
  { said: ["economist"], field: "economics" },
  { said: ["dietitian", "nutritionist"], field: "nutrition" },
  { said: ["artist", "painter", "illustrator", "pintor"], field: "fine arts" },
  { said: ["animator"], field: "animation" },
  { said: ["musician", "singer", "mang-aawit", "composer"], field: "music" },
  { said: ["fashion designer"], field: "fashion design" },
  { said: ["interior designer"], field: "interior design" },
  { said: ["geologist"], field: "geology" },
];

/** Activities and subjects a family names as an interest ('mahilig mag-drawing', 'loves sports', 'study the human mind'). */
const INTERESTS: FieldEntry[] = [
  { said: ["teach", "teaching", "magturo", "pagtuturo", "turuan"], field: "education" },
  { said: ["sports", "sport", "basketball", "volleyball", "athletics", "palakasan", "isports", "coaching"], field: "physical education" },
  { said: ["drawing", "draw", "magdrawing", "drowing", "pagguhit", "gumuhit", "guhit", "painting", "paint", "magpinta", "pagpipinta", "sketching", "art", "arts", "sining"], field: "fine arts" },
  { said: ["singing", "sing", "kumanta", "pagkanta", "music", "musika"], field: "music" },
  { said: ["cooking", "cook", "magluto", "pagluluto", "baking", "bake"], field: "culinary arts" },
  { said: ["computers", "computer", "kompyuter", "coding", "code", "programming", "gadgets"], field: "computer science" },
  { said: ["human mind", "the mind", "mind", "human behavior", "human behaviour", "behavior", "behaviour", "isip ng tao", "pag-iisip"], field: "psychology" },
  { said: ["sales", "selling", "magbenta", "pagbebenta", "advertising", "advertisement", "marketing"], field: "marketing" },
  { said: ["business", "negosyo", "magnegosyo"], field: "business administration" },
  { said: ["numbers", "math", "mathematics", "numero"], field: "mathematics" },
  { said: ["accounting", "bookkeeping"], field: "accountancy" },
  { said: ["farming", "pagsasaka", "magsaka", "plants", "halaman", "crops"], field: "agriculture" },
  { said: ["trees", "forest", "forests", "puno", "kagubatan"], field: "forestry" },
  { said: ["animals", "hayop", "mga hayop", "pets"], field: "veterinary medicine" },
  { said: ["news", "balita", "broadcasting", "writing", "pagsusulat"], field: "journalism" },
  { said: ["machines", "makina", "engines", "cars", "sasakyan"], field: "mechanical engineering" },
  { said: ["electricity", "kuryente"], field: "electrical engineering" },
  { said: ["building bridges", "bridges", "roads", "construction"], field: "civil engineering" },
  { said: ["maps", "mapping", "surveying"], field: "surveying" },
  { said: ["books", "reading", "libro", "pagbabasa"], field: "library" },
  { said: ["food", "pagkain"], field: "food technology" },
  { said: ["travel", "traveling", "travelling", "pamamasyal"], field: "tourism" },
  { said: ["hotels", "hotel"], field: "hospitality" },
  { said: ["nature", "kalikasan", "environment"], field: "environmental science" },
  { said: ["crime", "krimen", "investigation"], field: "criminology" },
  { said: ["justice", "batas"], field: "law" },
  { said: ["helping sick people", "sick people", "patients", "pasyente"], field: "nursing" },
  { said: ["dancing", "dance", "sayaw", "sumayaw"], field: "physical education" },
];

/**
 * Every word the career and interest tables name ('cooking', 'surveyor'): words a family uses to tell what their
 * child likes or wants to become, which the speller must hold as written ('cooking' is never 'choking').
 */
export function careerWords(): string[] {
  return [...WORKERS, ...INTERESTS].flatMap((f) => f.said.flatMap((s) => s.split(/\s+/)));
}

/** Words that say a goal of becoming a worker: 'be a', 'become', 'maging', 'future', 'aspiring', 'work as'. */
const BECOME = /\b(?<!\b(?:there|it) )(?:be|being|become|becomes|becoming|maging|magiging|future|aspiring|work as|working as|works as|magtrabaho bilang|trabaho bilang|magtrabahong)\s+(?:an?\s+|isang\s+|na\s+|ng\s+)?/g;

/** Words that say an interest: 'loves', 'into', 'interested in', 'mahilig (mag-)', 'wants to', 'study', 'work in'. */
const INTEREST = /\b(?:loves?|loving|likes?|enjoys?|into|interested in|interest in|interests? (?:is|are)|passionate about|passion (?:is|for)|good at|magaling (?:sa|mag)|mahilig(?: siya| sya| ako)?(?: sa| mag| ng)?|hilig(?: niya| nya| ko)?(?: ay| sa| ang| mag)?|gusto(?:ng)?(?: niya| nya| ko| daw)?(?: mag| ng)?|wants? to|wanted to|would like to|dreams? (?:is |of )?|study|studying|studies|mag aral ng|mag aral sa|pag aralan|learn about|learning about|learn|work in|working in|work with|magtrabaho sa)\s+(?:the\s+|about\s+|ng\s+|sa\s+|pag\s+|mag\s+|mga\s+|ang\s+)?/g;

/** Words that close the phrase naming a worker or interest ('a math teacher in high school', 'sports, is there'). */
const PHRASE_END = /^(in|at|for|of|on|with|what|which|where|how|when|who|do|does|can|could|is|are|was|so|ano|anong|saan|sa|ng|po|ba|kaya|someday|soon|later|too|also|din|rin|please|pls|pero|but|if|kung|dito|here|there|mvsu|your|you|kayo|nyo|ninyo|niyo|what's|whats)$/;

/** A verb of doing or a particle before an interest ('playing sports', 'ng mga hayop'). */
const LEADING = /^(playing|doing|making|watching|taking|maglaro|naglalaro|laro|ng|mga|pag|mag|about)$/;

/** A goal or interest the question names: the field it leads to, the words that said it, and the worker's modifiers ('civil' in 'civil engineer'). */
export interface CareerGoal {
  /** The worker or interest as said ('land surveyor', 'sports'). */
  said: string;
  /** The field it is studied in ('surveying', 'physical education'). */
  field: string;
  /** The phrase naming the worker or interest ('land surveyor', 'teach math'). */
  phrase: string[];
  /** Every word of the goal phrase and of the rest of its clause ('in hotels'), to be explained by the answer. */
  words: string[];
  /** Words before the worker that may narrow the field ('civil', 'math', 'pe'). */
  modifiers: string[];
  /** An interest (an activity or subject), not a worker. */
  interest: boolean;
}

/** Words that open what is asked: the goal's clause ends before them. */
const ASKING_WORD = /^(what|whats|what's|which|where|who|when|how|do|does|did|can|could|is|are|should|will|would|saan|san|ano|anong|sino|kailan|paano|pano|magkano|ilan|ilang|may|meron|mayroon|pwede|puwede)$/;

/** The words of the goal's clause from its frame on ('to cook and work in hotels'), up to a comma or the words that ask. */
function clauseFrom(text: string, at: number): string[] {
  const rest = text.slice(at).split(/[,;.?!]/)[0];
  const words: string[] = [];
  for (const w of plain(rest).trim().split(" ")) {
    if (!w || ASKING_WORD.test(w)) break;
    words.push(w);
  }
  return words;
}

const plain = (text: string) => ` ${text.toLowerCase().replace(/[’`]/g, "'").replace(/[^a-z' ]+/g, " ").replace(/-/g, " ").replace(/\s+/g, " ").trim()} `;

/** The words after a frame, up to the word that closes the phrase (at most `max`). */
function phraseAfter(s: string, at: number, max: number): string[] {
  const words: string[] = [];
  for (const w of s.slice(at).trim().split(" ")) {
    if (!w || PHRASE_END.test(w) || words.length === max) break;
    words.push(w);
  }
  return words;
}

/** The entry whose said form is the longest run of `words` ending at `end` (exclusive), if any. */
function entryEndingAt(table: FieldEntry[], words: string[], end: number): { entry: FieldEntry; said: string; start: number } | undefined {
  for (let start = 0; start < end; start++) {
    const said = words.slice(start, end).join(" ");
    const entry = table.find((e) => e.said.includes(said));
    if (entry) return { entry, said, start };
  }
  return undefined;
}

/**
 * The career or interest a question names as a goal: a worker after a goal frame ('be a civil engineer',
 * 'maging pulis'), or an activity or subject after an interest frame ('mahilig mag-drawing', 'loves sports',
 * 'wants to teach math', 'work in sales and advertising', 'study the human mind'). A worker said after 'want to'
 * without 'be' ('i want to see the nurse') is no goal.
 */
export function careerGoal(text: string): CareerGoal | undefined {
  // Read clause by clause, so the goal's clause is known: its words are the visitor's story, explained by the answer.
  for (const clause of text.toLowerCase().split(/[,;.?!]+/)) {
    const goal = goalIn(plain(clause));
    if (goal) return goal;
  }
  return undefined;
}

/** The words of a frame ('interested in', 'mahilig sa'): the goal's words too. */
const frameWords = (frame: string) => frame.trim().split(" ").filter(Boolean);

function goalIn(s: string): CareerGoal | undefined {
  for (const m of s.matchAll(BECOME)) {
    const at = m.index + m[0].length;
    const words = phraseAfter(s, at, 4);
    // The worker is the last word or words of the phrase ('a land surveyor', 'a math teacher'); a worker said
    // first ('a nurse abroad') is one too.
    for (let end = words.length; end > 0; end--) {
      const hit = entryEndingAt(WORKERS, words, end);
      if (hit) return { said: hit.said, field: hit.entry.field, phrase: words.slice(0, end), words: [...new Set([...frameWords(m[0]), ...words.slice(0, end), ...clauseFrom(s, at)])], modifiers: words.slice(0, hit.start), interest: false };
    }
  }
  for (const m of s.matchAll(INTEREST)) {
    const at = m.index + m[0].length;
    const words = phraseAfter(s, at, 5);
    // The interest opens the phrase, after a verb of doing it at most ('playing sports', 'maglaro ng basketball').
    const first = LEADING.test(words[0] ?? "") ? 1 : 0;
    for (let end = first + 1; end <= words.length; end++) {
      const hit = entryEndingAt(INTERESTS, words, end);
      if (hit && hit.start === first) {
        // The phrase goes on past the interest ('sales and advertising', 'teach math'): every word of it is the goal.
        return { said: hit.said, field: hit.entry.field, phrase: words, words: [...new Set([...frameWords(m[0]), ...words, ...clauseFrom(s, at)])], modifiers: words.filter((_, i) => i < hit.start || i >= end), interest: true };
      }
    }
  }
  return undefined;
}

/**
 * The clauses of a message that only tell a goal ('my son wants to be an engineer', 'mahilig mag-drawing ang
 * anak ko') beside a clause that asks: the person's story, not the thing asked. Clauses are cut at commas and
 * semicolons.
 */
export function goalClauses(text: string): string[] {
  const clauses = text.split(/\s*[,;]\s*/).filter((c) => c.trim());
  if (clauses.length < 2 || !clauses.some((c) => ASKS.test(c))) return [];
  return clauses.filter((c) => !ASKS.test(c) && careerGoal(c));
}
