/**
 * Everyday words of English, Filipino and Taglish that carry no campus topic: particles and adverbs ('ulit',
 * 'agad', 'ago'), times of day ('umaga', 'gabi'), pronouns, common adjectives ('mahirap', 'wrong') and common verbs ('binigay',
 * 'kausapin'). A visitor wraps any question in them, so they frame a question like the words of asking do and
 * are never the reason to doubt an answer; a noun naming a thing ('helicopter', 'passport') never belongs here,
 * since an unknown thing is what tells a question the kiosk cannot answer.
 */
const FILIPINO = [
  // Particles and adverbs: again, at once, only, also, really, maybe, because, then, even, until, always, sometimes.
  "ulit uli muli agad kaagad lamang naman talaga sana siguro baka kasi kaya pero tapos parang yata pala lalo medyo",
  "pareho parehas sobra masyado halos lahat kahit basta habang hanggang mula simula tuwing palagi lagi minsan madalas kanina mamaya",
  "sandali saglit matagal mabilis mabagal maaga agaran iba ibang isa isang",
  "marami maraming kaunti konti konting tuloy salamat pakisabi",
  // Times of day and of the week.
  "umaga tanghali hapon gabi madaling kagabi mamayang araw-araw gabi-gabi",
  // Pronouns and demonstratives.
  "akin aking ikaw iyo iyong siya niya kanya kaniya kanyang kami namin amin aming tayo natin atin ating kayo ninyo",
  "nyo inyo inyong sila nila kanila kanilang ito itong iyan iyon yan yun yung yang ganito ganyan ganoon ganun diyan",
  "doon dyan",
  // Kin a visitor asks for: cousin, in-laws, godparents, elder brother and sister, youngest.
  "pinsan bayaw hipag biyenan manugang ninong ninang inaanak kuya ate bunso panganay",
  // Where, beside a place: behind, in front of, across from.
  "likod likuran harap harapan tapat",
  // Common adjectives: hard, easy, high, low, big, small, right, wrong, true, sure, near, far.
  "mahirap madali mataas mababa malaki maliit mura maganda mabuti masama tama mali totoo sigurado malapit malayo",
  "mabait magaling ligtas",
  // Common verbs: know (a person), give, send, receive, answer, ask, talk to, leave, arrive, return, wait,
  // want, act on, do, try, say, see, look for, finish, begin (not the verbs a record's topic is: losing, moving,
  // submitting, entering).
  "kilala kilalanin makilala binigay ibigay bigay magbigay binigyan ipadala padala magpadala pinadala natanggap",
  "tanggap tanggapin sagot sagutin sumagot nasagot tanong magtanong tinanong kausap kausapin makausap usap",
  "lumabas labas umalis alis dumating bumalik balik hintay hintayin maghintay tulong tulungan tumulong makatulong",
  "gusto ayaw nais aksyon aksyunan gawa ginawa nagawa subukan sinubukan sabi sinabi sabihin",
  // Asking for something: ask for, will ask for, begging.
  "humingi hingi hihingi manghingi humihingi",
  // Joining something: join, will join.
  "sumali sasali sumasali makasali",
  "tingnan tignan nakita hanap nahanap bagay pauwi pauwing uuwi umuwi",
  "diretso deretso direkta sabay natapos matapos magsimula nagsimula",
  // Going in (not 'pasok', which is a class day): kept whole so it is never read as its root.
  "pumasok nakapasok pumapasok",
  // Family a visitor asks for: grandchild, spouse, household, in-laws.
  "apo asawa pamangkin magulang anak bata mag-anak",
  // Feelings and manners of doing: well, properly, strongly, happy, fond of, dream, worried, shy.
  "maayos mahusay malakas mahina masaya mahilig pangarap nangangarap mahiyain nahihiya nag-aalala kinakabahan",
  // Watching, carrying, counting as ('bilang nurse'): verbs of any visit.
  "manood nanood panoorin napanood dala dinala bilang",
  // What happens in a family's story: to happen, to finish.
  "mangyari nangyari mangyayari nangyayari natapos",
  // What a relative does for a living: it tells who they are, never what is asked.
  "magsasaka mangingisda tindera tindero karpintero kasambahay",
  // Money said plainly: what any fee, fund or budget is.
  "pera",
  // Particles of emphasis: itself, exactly, really ('saan mismo', 'ano ba talaga').
  "mismo mismong talagang",
].join(" ");

/**
 * Text-speak around a question: sighs, laughs and cries ('huhu', 'hays', 'hehe') and the words a student calls a
 * friend or an elder by ('beh', 'sis', 'pre', 'lods'). They tell a mood or a listener, never a topic, so beside a
 * record the question names whole they are not weighed. They are matched whole, never as a near spelling (short
 * words such as 'brad' and 'hala' sit one letter from 'brand' and 'halal'), and they explain nothing by
 * themselves: a question that names no record ('paano mag-move on huhu') is still doubted.
 */
export const TEXT_SPEAK: ReadonlySet<string> = new Set(
  [
    "huhu huhuhu hehe hihi haha hahaha hays haysss hay haay naku nako hala grabe charot char omg ugh",
    "beh bes besh bhie bhe sis sizt mare pare pre tol tsong brad bro lods lodi dre",
  ].join(" ").split(/\s+/),
);

const ENGLISH = [
  // Time and degree: two days ago, an extra charge, the wrong grade, in a hurry.
  "ago extra wrong different same similar other others certain unsure urgent urgently asap rush",
  "rushed hurry faster fastest slow slower later earlier sooner lately recently anyway maybe perhaps probably",
  "almost enough several few lot lots bit together alongside meanwhile according",
  // Family a visitor asks for: children and grandchildren, spouses, the household.
  "son sons daughter daughters child children kid kids grandson grandsons granddaughter granddaughters grandchild",
  "grandchildren grandkid grandkids grandparent grandparents granny nephew nephews niece nieces husband wife spouse",
  "stepson stepdaughter stepfather stepmother sibling siblings twin twins",
  // Which child of a family: the eldest, the middle one, the youngest.
  "eldest oldest elder older middle youngest younger",
  // Feelings and manners of doing: loves sports, did badly, is shy, dreams of becoming.
  "love loves loved loving enjoy enjoys enjoyed fond dream dreams dreamed dreaming passion passionate hate hates",
  "happy sad shy nervous worried worry worries afraid scared proud excited badly someday elsewhere curious curiosity",
  // How a visitor is doing or would rather do it: a bad tooth, prefers to write first, wants advice.
  "bad prefer prefers preferred rather advice",
  // Everyday verbs and states around a visit: watch, bought (buy).
  "watch watches watched watching bought",
  // What happened in a family's story: finished school, a message texted.
  "finished finish finishes texted messaged",
  // A family's means and a relative's work: it tells who they are, never what is asked.
  "journalist reporter farmer farmers fisherman fishermen vendor housewife carpenter laborer labourer businessman seaman seafarer",
  // How someone behaved, as any complaint or praise of a person tells it: conduct, attitude, rude, ugali.
  "conduct behavior behaviour attitude manner manners rude rudeness impolite unprofessional ugali asal",
  // Money said plainly: what any fee, fund or budget is; whether a family can afford it tells their means.
  "money afford affords afforded",
  // A thing said again ('where can we buy one', 'the blue ones').
  "one ones",
].join(" ");

/**
 * Words for a household that tell whose case it is only when the visitor says it is theirs ('our whole family
 * wants to watch', 'ng buong pamilya'); someone else's family ('their family income') is still weighed.
 */
const OWN_HOUSEHOLD = /\b(?:my|our|my whole|our whole|the whole|whole|buong|aming|ming|ng buong)\s+(?:family|families|household|pamilya)\b|\b(?:pamilya|family)\s+(?:ko|namin|natin)\b/;

/** Is `word` (a household word) said of the visitor's own household in `text`? */
export function ownHousehold(text: string, word: string): boolean {
  if (!/^(?:family|families|household|pamilya)$/.test(word)) return false;
  return OWN_HOUSEHOLD.test(text.toLowerCase());
}

/** Every everyday word, lower case. */
export const EVERYDAY_WORDS: readonly string[] = [FILIPINO, ENGLISH].join(" ").split(/\s+/).filter(Boolean);
