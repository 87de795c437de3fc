/**
 * A bilingual lexicon of campus situations and nouns: words a visitor uses for a thing (in English, Filipino
 * or Taglish) mapped to the concept words the records are written in. It is organised by concept, not by
 * question: a word belongs here when it always means that concept on a campus, so questions nobody wrote yet
 * reach the same record ('nahimatay', 'collapsed' and 'seizure' are all a medical emergency).
 * Keys are single normalised words (lower case, no accents, no punctuation); values are canonical words of
 * the language tables, several when the concept needs them.
 */
import { FILIPINO_NOUNS } from "./filipino-words.ts";
import { SITUATION_PHRASES, SITUATION_WORDS } from "./situation-words.ts";

/** A concept and every word that names a case of it. */
interface Concept {
  /** Canonical words the records use (after the synonym table: 'clinic' is the health services). */
  means: string;
  words: string;
}

/** The emergency records a situation reaches (keys of the catalogue's emergency entities). */
export type EmergencyRecord = "emergency:medical" | "emergency:security" | "emergency:crisis" | "emergency:hotline";

/** A class of emergency: the words that describe a case of it and the contact that answers it. */
export interface SituationClass extends Concept {
  /** The emergency record whose number helps (the nurse on duty, the guards, the crisis line, 911). */
  record: EmergencyRecord;
  /** Canonical words of the word table that also describe a case of the class ('theft' for 'stolen', 'fire'). */
  cues: string;
  /** Descriptions that take more than one word ('a child is missing', 'hurting herself'), on normalised text. */
  patterns: readonly RegExp[];
}

/** People a visitor may describe as lost or missing. */
const PERSON = "(?:child|children|kid|kids|bata|batang|anak|baby|toddler|boy|girl|student|students|person|someone|somebody|classmate|kaklase|friend|kaibigan|kapatid|sister|brother|daughter|son|roommate|dormmate|mother|father|nanay|tatay|lola|lolo|grandmother|grandfather|grandma|grandpa|mom|dad|mama|papa|cousin|pinsan|pamangkin|nephew|niece|estudyante|elderly|visitor|tao|parent|parents|magulang|family|pamilya|group|grupo)\\b(?! (?:id|ids|card|number|portal|account|records?|grades?|permit|bag|wallet|phone|laptop))";

/**
 * Emergencies by class of situation: each class reaches the contact that handles it (the nurse on duty, the
 * guards, the crisis line, the emergency hotline), however the visitor describes what happened. Listed in the
 * order a situation is weighed when it has cues of two classes: a crisis, then harm to a body (bitten by a
 * snake is medical, a snake in the dorm is security), then a disaster, then security.
 */
export const EMERGENCY_SITUATIONS: readonly SituationClass[] = [
  {
    means: "crisis guidance",
    record: "emergency:crisis",
    words:
      "panic anxiety anxious suicidal suicide magpakamatay selfharm breakdown overwhelmed hopeless nalulungkot malungkot " +
      "depression lungkot nababalisa balisa worthless helpless despair desperate nagpapakamatay pagpapakamatay " +
      "selfharming laslas trauma traumatized traumatised",
    cues: "",
    patterns: [
      /\b(?:hurt|hurting|hurts|harm|harming|harms|kill|killing|cut|cutting|cuts|injure|injuring|end)\w* (?:my|him|her|them|your|one|our|it)?sel(?:f|ves)\b/,
      /\b(?:want|wants|wanted|wanna|going|plan|plans|planning|thinking|thinks|talking|talks)\w* (?:to |of |about )?(?:die|dying|end(?:ing)? it|end(?:ing)? (?:my|his|her|their) (?:own )?life|tak(?:e|ing) (?:my|his|her|their) (?:own )?life|not (?:be|wake)|disappear)\b/,
      /\b(?:saktan|sinasaktan|sasaktan|patayin|pinapatay|papatayin) (?:(?:ang|niya|nya|ko|raw|daw|na|nang) )*(?:sarili|sariling)\b/,
      /\b(?:do not|not|no longer|never) (?:want|wanna|wish) to (?:live|be alive|wake up|exist)\b/,
      /\b(?:gusto|gustong|ayaw|ayoko)(?: ko| niya| nya| na| nang| ng| raw| daw| po| rin| din| lang| nalang| talaga)* (?:mamatay|mabuhay|magpakamatay)\b/,
      // Feeling worthless about oneself, or wanting to disappear ('wala akong silbi', 'gusto ko nang mawala').
      /\bwala (?:na )?(?:ako|akong|kami|kaming) (?:silbi|kwenta|kuwenta)\b|\b(?:gusto|gustong)(?: ko| kong| na| nang| po)+ (?:mawala|maglaho)(?: na)?(?: lang| nalang)?\s*$/,
      /\b(?:no reason to live|better off dead|give up on life|(?:can|ca) ?not go on|(?:can|ca) ?not take it anymore|nobody cares|walang silbi)\b/,
      // Giving up on everything, and the crisis line asked by the name of who runs it ('is the NCMH hotline free').
      /\b(?:giving|give|gave) up on (?:everything|life|myself|living)\b|\b(?:susuko|sumuko|gusto nang sumuko) na\b|\bncmh\b/,
    ],
  },
  {
    means: "clinic emergency",
    record: "emergency:medical",
    words:
      "fainted faint fainting unconscious unresponsive seizure seizures convulsion " +
      "convulsing nahimatay hinimatay himatay nahilo hilo dizzy bleeding bloody dumudugo nagdudugo duguan sugat sugatan injured injury " +
      "injuries wounded wound fracture fractured bali nabalian sprain choking nabulunan asthma hika allergic allergy " +
      "anaphylaxis poisoned poisoning nalason lason heatstroke stroke electrocuted nakuryente burned burn napaso " +
      "unwell vomiting nagsusuka overdosed bite bites bitten kagat nakagat kinagat sting stung stings bleed bleeds bled " +
      "nosebleed sprained dislocated concussion unconsciously breathless hyperventilating overdose " +
      "nadulas nahulog tumba natumba suffocating nalunod drowning drowned diabetic hypoglycemia " +
      "highfever dehydrated dehydration lacerated laceration cramps cramping nangingisay kumbulsyon nahiwa hiniwa nahiwaan nasugatan",
    cues: "ambulance accident",
    patterns: [
      /\b(?:(?:can|ca|could) not|cannot|unable to|(?:hindi|di) (?:maka|na maka|makaka)?) ?(?:stand|walk|move|breathe|wake|get up|tumayo|makatayo|makalakad|lumakad|gumalaw|makagalaw|huminga|makahinga|magising)\w*/,
      /\b(?:chest|dibdib) (?:pain|pains|hurts|sakit)|\b(?:sakit|masakit|pananakit) (?:ng |sa |ang )?dibdib\b/,
      /\b(?:dog|dogs|cat|cats|snake|rat|monkey|spider|insect|stray|aso|pusa|ahas|daga|unggoy) (?:bit|has bitten)\b|\bbit by (?:a |an )?\w+/,
      // A person collapsing (a ceiling or a stage collapsing is a disaster).
      /(?<!\b(?:ceiling|roof|building|wall|bridge|stage|tent|floor|bubong|kisame|pader|gusali)s? )\b(?:collapsed|collapse|collapses|collapsing|nagcollapse)\b/,
      /\b(?:not|hindi|stopped|no longer) (?:breathing|humihinga|responding|moving|gumagalaw)\b|\bno pulse\b|\bwalang malay\b/,
      /\b(?:too many|too much|sobrang daming|maraming|overdosed? on|nag-?overdose) (?:\w+ )?(?:pills|tablets|gamot|medicine|medicines|meds|sleeping pills)\b/,
      // Hurt is harm done ('someone got hurt'), not a threat ('threatening to hurt me').
      // A body part cut, burned or broken ('cut his hand', 'sliced her finger', 'broke his arm').
      /\b(?:cut|cuts|sliced|slashed|burned|burnt|broke|broken|twisted|injured|hurt|sprained|scraped|crushed)\s+(?:his|her|their|my|a|the|our)\s+(?:hand|hands|finger|fingers|arm|arms|leg|legs|foot|feet|head|face|eye|eyes|ankle|knee|wrist|thumb|toe|toes|neck|back|lip)\b/,
      /\b(?:got|is|was|are|were|been|badly|seriously|accidentally)\s+hurt\b|\bhurt (?:his|her|their|my|a) (?:head|back|leg|arm|neck|ankle|knee|hand|foot|eye)\b|\bnasaktan\b/,
      /\b(?:hit|struck|run over|ran over|sideswiped) by (?:a |an |the )?(?:car|motorcycle|motor|vehicle|tricycle|jeep|jeepney|bus|truck|van|bike)\b|\b(?:nabangga|nasagasaan|sinagasaan|nadisgrasya|naaksidente)\b|\b(?:car|motorcycle|motor|vehicle|tricycle|jeep|bus|truck|van) (?:crash|crashed|accident|collided|overturned)\b/,
      /\b(?:lot of|losing|lost|covered in|full of|so much|much|pouring) blood\b|\bblood (?:everywhere|all over|is pouring|will not stop)\b/,
      /\b(?:passed out|blacked out|fell down|fell off|fell from|hit (?:his|her|their|my) head|nawalan ng malay)\b/,
      // A vehicle that hits a person, told in the active voice ('a car hit a student').
      /\b(?:car|cars|motorcycle|motor|vehicle|tricycle|trike|jeep|jeepney|bus|truck|van|kotse|trak|habal-habal)\b (?:\w+ )?(?:hit|hits|struck|ran over|runs over|bumped|rammed|sideswiped|binangga|bumangga sa|sinagasaan|sumagasa sa)\b/,
      // Someone who can no longer talk or see, or a health worker sought at any hour ('a nurse i can call anytime').
      /\b(?:(?:can|ca) ?not|cannot|unable to|(?:hindi|di) (?:maka|makapag))\s?(?:talk|speak|see|salita|magsalita|makapagsalita|makakita)\b/,
      /\b(?:nurse|nurses|doctor|doctors|doktor|physician|medic|medics|ambulance)\b.{0,40}\b(?:anytime|any time|24\/7|24 7|24 hours|24 oras|round the clock|around the clock|at night|midnight|hatinggabi|after hours|after office hours|kahit anong oras)\b/,
      /\b(?:call|tawagan|contact)\b.{0,25}\b(?:midnight|at night|hatinggabi|anytime|any time)\b.{0,30}\b(?:sick|ill|hurt|injured|unwell|nagkasakit|may sakit|masama ang pakiramdam)\b/,
    ],
  },
  {
    means: "disaster",
    record: "emergency:hotline",
    words:
      "disaster disasters calamity kalamidad typhoon bagyo landslide gumuho smoke usok leak tagas tsunami flooding binaha nasusunog " +
      "flood floods flooded baha bumabaha earthquake earthquakes lindol lumilindol aftershock tremor burning ablaze " +
      "explosion exploded sumabog pagsabog gasleak sparking umuusok leaking flame flames apoy nagliliyab storm storms unos overflowing overflow umaapaw tornado buhawi ashfall eruption",
    cues: "fire",
    patterns: [
      /\b(?:ceiling|roof|building|wall|bridge|stage|bubong|kisame|pader|gusali)s? (?:\w+ )?(?:collapsed|caved in|fell|gumuho|bumagsak)\b|\bwater (?:is )?(?:rising|entering|coming in)\b|\b(?:fallen|fell) trees?\b|\btrees? (?:fell|fallen|toppled)\b/,
      /\b(?:on fire|caught fire|may sunog)\b|\b(?:smell|smells|smelling|amoy|naaamoy|leaking|tumatagas) (?:of |like |ng )?(?:gas|lpg|gasul|chemicals?)\b/,
      // The smell named first ('a gas smell'), and a structure coming down as it is told ('the ceiling is falling').
      /\b(?:gas|lpg|gasul|chemical|chemicals|burning)\s(?:smell|smells|odor|odour|amoy)\b|\b(?:ceiling|roof|wall|building|bridge|stage|bubong|kisame|pader|gusali)s? (?:\w+ ){0,4}(?:is |are )?(?:falling|cracking|caving in|coming down|bumabagsak|nahuhulog|gumuguho)\b/,
    ],
  },
  {
    means: "security",
    record: "emergency:security",
    words:
      "fight fighting fights brawl brawling aaway nagaaway suntukan rambol gulo nanggugulo riot intruder " +
      "intruders stranger strangers trespasser trespassing suspicious kahina hinala snake snakes ahas stray " +
      "bees wasps putakti harassment harassed harassing harass bastos threat threats threatened " +
      "banta stalker stalkers stalking stalked weapon weapons gun guns baril knife knives kutsilyo bomb bomba drunk lasing vandalism vandal trespass " +
      "guardhouse nagkaaway stole stealing nagnakaw nagnanakaw thief threatening cyberbullied cyberbullying cyberbully thieves snatcher snatchers snatched snatching magnanakaw nanakaw " +
      "pickpocket pickpocketed mandurukot nandurukot dukot nadukutan dinukutan ninakawan nanakawan nagsusuntukan nagsuntukan strange estranghero estrangherong blackmailing blackmailed dinukot holdup holdap naholdap robbed mugged mugging burglar burglary " +
      "kidnap kidnapped kidnapping kidnapper kidnappers gunshot gunshots gunfire bully bullied bullying binubully hazing " +
      "assault assaulted attacked attack binugbog bugbog sinuntok manyak molested groped catcalled catcalling " +
      "peeping voyeur exhibitionist nanghihipo hinipuan extortion blackmail vandalized graffiti",
    cues: "theft",
    patterns: [
      // Something taken from someone, said without 'stolen' ('someone took my bag', 'hinablot ang cellphone ko').
      /\b(?:took|taken|grabbed|swiped|snatched|kinuha|inagaw|hinablot|dinampot)\b (?:\w+ ){0,2}(?:bag|bags|wallet|phone|cellphone|cp|laptop|bike|bicycle|motorcycle|motor|helmet|money|pera|gamit|things|belongings|pitaka)\b/,
      // Someone breaking in, or a person nobody knows getting in ('may pumasok na di kilala', 'someone we don't know got in').
      /\b(?:broke|broken|breaking|break) in(?:to)?\b|\bbreak-?in\b|\bpinasok (?:ng|ang)\b|\bnilooban\b|\b(?:pumasok|nakapasok|pumapasok|pasok)\b.{0,25}\b(?:di|hindi) (?:namin |ko |po )?kilala\b|\b(?:di|hindi) (?:namin |ko |po )?kilala(?:ng)?\b.{0,20}\b(?:pumasok|nakapasok|pasok|tao|lalaki|babae)\b|\b(?:someone|somebody|a man|a woman|a person|people) (?:we|i) (?:do not|don't|dont) know\b.{0,25}\b(?:got in|got into|came in|entered|is inside|went in)\b/,
      // Someone following the visitor.
      /\b(?:following|follows|followed|sumusunod|sinusundan|sinundan|tailing)\b (?:(?:sa|po) )?(?:me|ako|akin|us|kami|her|him|them|siya)\b/,
      // Someone filming or photographing people without consent, or using or selling drugs on campus.
      /\b(?:taking|took|takes|kumukuha|kinukunan|recording|filming|videoing)\b (?:\w+ )?(?:pictures?|photos?|videos?|litrato|picture|video|ng litrato|ng video)? ?(?:of )?(?:girls|women|students|people|us|me|them|her|mga babae|babae)\b|\b(?:smoking|selling|using|sells|sold|pushing|nagbebenta|gumagamit ng|humihithit ng|nagtutulak ng)\s(?:weed|marijuana|drugs|droga|shabu)\b/,
      // A person who is lost or missing (not a person who lost something: 'my friend lost her ID' is the ID).
      new RegExp(`\\b${PERSON}\\b(?: \\w+){0,3} (?:is|are|got|was|were|been|went|gone|ay|still|naka) (?:lost|missing)\\b|\\b(?:lost|missing|nawawalang|nawalang) ${PERSON}\\b`),
      new RegExp(`\\b(?:separated from|nahiwalay sa|napahiwalay sa|humiwalay sa) (?:\\w+ )?${PERSON}|\\b${PERSON}(?: \\w+){0,3} (?:got|was|were|is|are|became|has been|have been) separated\\b|\\b(?:nahiwalay|napahiwalay|humiwalay) (?:ang |yung |ung |si |po )?(?:\\w+ )?${PERSON}\\b|\\b(?:nawawala|nawala) (?:ang |yung |ung |si |po )?(?:\\w+ )?${PERSON}\\b|\\b${PERSON} (?:\\w+ ){0,2}(?:na )?nawawala\\b`),
    ],
  },
];

/**
 * Things named after an emergency that are not one ('fire exit', 'earthquake drill', 'first aid kit', the
 * anti-bullying policy, a suicide prevention seminar): a visitor asking about them is not describing a situation.
 */
export const NOT_A_SITUATION =
  /\banti \w+|\b\w+ (?:policy|policies|rules|code|law|act|program|programme|seminar|orientation|committee|campaign|awareness|prevention|month|week|training|office|desk|unit|council|webinar|lecture|module|poster|film|movie|song|story|stories|game|case|cases|statistics|rate|rates)\b|\b(?:fire|earthquake|flood|disaster|typhoon|calamity|emergency|evacuation|safety|first aid|bomb|lindol|sunog|baha)\s+(?:exits?|drills?|extinguishers?|alarms?|safety|escape|plans?|code|trucks?|stations?|department|hydrants?|insurance|zones?|maps?|preparedness|seminars?|trainings?|kits?|protocols?|procedures?|routes?|areas?|assembly|walls?|doors?|suits?)\b/g;

/**
 * Campus nouns and verbs in Filipino and Taglish (and a few English ones) for concepts the records hold in
 * other words: health, work, study, money, places and documents.
 */
export const CAMPUS_NOUNS: readonly Concept[] = [
  // A person collapsing is a medical emergency (read as one by a description in EMERGENCY_SITUATIONS).
  { means: "clinic emergency", words: "collapsed collapse collapsing nagcollapse" },
  { means: "dental", words: "ngipin dentist dentista bunot teeth tooth toothache molar molars bunutan magpabunot pabunot cavity cavities gilagid" },
  // Devices a visitor brings to campus: the records speak of computers (Wi-Fi registration, repairs).
  { means: "helpdesk", words: "laptop laptops notebook gadget gadgets device devices tablet tablets ipad macbook chromebook pc" },
  // Tests of aptitude and personality: the guidance office's psychological testing.
  { means: "psychological", words: "psych psycho personality aptitude" },
  // Support among students: the guidance office's peer facilitators.
  { means: "guidance", words: "peer peers confused undecided unsure nalilito" },
  // Mental health professionals outside the university: the guidance office refers students to them.
  { means: "guidance referral professional", words: "psychologist psychologists psychiatrist psychiatrists therapist therapists psychotherapist" },
  // Laws: the records name them by number ('RA 10931', 'Republic Act No. 11032').
  { means: "ra", words: "law laws batas legislation statute" },
  // Things visitors lose on campus: the security office's lost and found keeps them.
  { means: "lostfound", words: "umbrella umbrellas payong wallet wallets pitaka tumbler tumblers jacket jackets charger chargers calculator calculators earphones headphones" },
  // Gatherings a group holds: the records call them activities (the facility reservation form, activity proposals).
  { means: "activity", words: "event events gathering gatherings seminar seminars workshop workshops conference conferences convention conventions concert concerts party parties okasyon pagtitipon" },
  // Reserving a place for an activity is the facility reservation (the venue named is what is reserved).
  { means: "facility reservation", words: "reserve reserving reserved booking magpareserve ireserve mareserve venue" },
  { means: "organization", words: "org orgs organisations organisation" },
  { means: "use", words: "magamit gamitin gagamitin gumamit" },
  { means: "contact", words: "makontak kontakin kontak makokontak" },
  { means: "university telephone", words: "trunkline" },
  // Those who teach are the faculty (a leave, a service record, a personal data sheet are theirs).
  { means: "faculty", words: "teaches teaching nagtuturo" },
  // A document that proves something is a certificate or a certified record.
  { means: "certificate", words: "proof patunay" },
  { means: "clinic", words: "doktor duktor doctora ospital nars magpatingin patingin nagpapatingin lagnat fever ubo cough trangkaso flu sakit" },
  { means: "job", words: "hanapbuhay empleyo" },
  { means: "employee", words: "empleyado empleyadong kawani" },
  { means: "apply", words: "aplikasyon magapply aplay magaplay pagaplay nagaplay" },
  // Filipino and everyday names of places, services and people the records name in English.
  { means: "chapel", words: "kapilya" },
  { means: "guidance", words: "pagpapayo tagapayo" },
  // Missing home and feeling alone are what a student brings to the counselors.
  { means: "guidance", words: "homesick homesickness nangungulila" },
  { means: "result", words: "resulta" },
  { means: "freshman", words: "freshie freshies" },
  // A question put to an office is an inquiry, the records' word ('admission questions': admission inquiries).
  { means: "inquiry", words: "questions katanungan" },
  { means: "engineering", words: "inhinyeriya inhinyeriyang inhenyeriya inhinyero inhenyero" },
  { means: "physics", words: "pisika" },
  { means: "civil", words: "sibil" },
  // Filipino names of the university's parts and people that no spelling rule reaches (Spanish 'colegio').
  { means: "college", words: "kolehiyo kolehiyong" },
  { means: "athletic", words: "manlalaro manlalarong" },
  { means: "forestry", words: "kagubatan pangkagubatan panggugubat" },
  { means: "program", words: "kursong programa" },
  { means: "second", words: "ikalawa ikalawang pangalawa pangalawang ikadalawang" },
  { means: "first", words: "una unang ikauna" },
  { means: "floor", words: "palapag floors storey storeys stories" },
  { means: "room", words: "kwarto kuwarto" },
  // Everyday words for what the records name otherwise: a ride, a wedding, a repair, a thing left behind, an
  // average, a whole amount, a class that did not open, a pension, a vehicle.
  { means: "jeepney", words: "jeep jeeps dyip" },
  // Where a ride lets passengers off or picks them up: the records say where vehicles stop and where their terminal is.
  { means: "stop", words: "dropoff babaan bumaba bumababa bababa ibaba ibinababa" },
  { means: "terminal", words: "sakayan sumakay pickup" },
  { means: "stop", words: "abang abangan aabang" },
  { means: "pedestrian", words: "naglalakad maglalakad walking walkers pedestrians" },
  { means: "jeepney tricycle", words: "passenger passengers pasahero commuter commuters commute" },
  { means: "tricycle", words: "trike trikes traysikel" },
  { means: "vehicle", words: "driver drivers tsuper drayber" },
  { means: "demonstration", words: "demo demos" },
  { means: "track", words: "takbuhan" },
  // Worship: the chapel's prayer and Mass.
  { means: "prayer", words: "pray praying magdasal dasal magdarasal manalangin panalangin" },
  { means: "mass", words: "misa" },
  // A visitor's faith, named to ask whether the chapel is theirs too: the records call the chapel interfaith.
  { means: "interfaith", words: "catholic catholics katoliko christian christians kristiyano muslim muslims iglesia protestant protestants adventist adventists aglipayan evangelical" },
  { means: "visitor", words: "bisita bisitang panauhin" },
  // A visitor's partner is one of their people, like a relative (never the finance office by a typo).
  { means: "relative", words: "fiance fiancee" },
  // Rooms and grounds a visitor names in Filipino or short: a kitchen, a farm, the chemistry and biology labs.
  // Cooking is done in a kitchen ('where do HM students cook', 'saan nagluluto').
  { means: "kitchen", words: "kusina cook cooks cooking luto magluto nagluluto magluluto" },
  { means: "farm", words: "bukid bukirin sakahan" },
  { means: "chemistry", words: "chem kemistri" },
  { means: "biology", words: "bio biyolohiya" },
  { means: "vehicle", words: "motor motorbike motorbikes scooter" },
  { means: "wedding", words: "married marry marrying kasal ikasal magpakasal kasalan" },
  { means: "repair", words: "ayos ayusin magpaayos ipaayos" },
  { means: "roof", words: "bubong bubungan atip" },
  // Money set aside for an item is its budget (the procurement plan's approved budget, a budget line's allocation).
  { means: "budget", words: "allotted allotment allot inilaan nakalaan pondo" },
  { means: "lost", words: "iniwan" },
  { means: "average", words: "avg ave" },
  { means: "full", words: "buo buong" },
  { means: "vehicle", words: "truck trucks motorcycle motorcycles motorsiklo car cars kotse sasakyan" },
  { means: "dormitory", words: "dormitoryo tirahan" },
  { means: "library", words: "aklat libro" },
  { means: "seat", words: "upuan silya" },
  { means: "employer", words: "company companies kumpanya kompanya" },
  { means: "water", words: "tubig" },
  { means: "blood", words: "dugo" },
  { means: "approve", words: "apruba aprubahan inaprubahan naaprubahan" },
  { means: "graduation", words: "pagtatapos gradwasyon" },
  { means: "new", words: "bagong" },
  { means: "gradeverify", words: "pagpapatunay patunayan" },
  // What an office promises the public about its service times is its service pledge.
  { means: "pledge", words: "promise promises promised pangako ipinangako" },
  { means: "cost", words: "bayarin singil" },
  // Getting back what one paid ('mabawi ang bayad') is a refund.
  { means: "refund", words: "bawi mabawi bawiin binawi mababawi" },
  { means: "free", words: "libre" },
  // A trip taken for the university is its travel (a travel order, a cash advance for travel).
  { means: "travel", words: "trip trips biyahe byahe" },
  { means: "signature", words: "pirma pipirma pumirma pirmahan lagda pirmado pinirmahan napirmahan napapirmahan" },
  // Handing a paper in (the i- forms of 'pasa'; the -um- forms, 'pumasa', are passing a test).
  { means: "submit", words: "ipasa ipapasa naipasa ipinasa maipasa pinasa isinumite isumite" },
  { means: "print photocopying", words: "photocopy photocopies photocopied photocopying xerox print printing printed magpaprint" },
  { means: "enrollment", words: "magparehistro parehistro pagpaparehistro" },
  { means: "thesis", words: "theses thesis tesis" },
  { means: "christmas", words: "pasko" },
  // The first days of November, for the dead ('undas break'): All Saints' and All Souls' Day.
  { means: "saints souls", words: "undas" },
  { means: "female women", words: "girls girl babae babaeng kababaihan ladies lady" },
  { means: "male men", words: "boys boy lalaki lalaking kalalakihan" },
  { means: "nursing", words: "narsing" },
  { means: "donor", words: "donate donates donating donated donation donations magdonate nagdonate" },
  { means: "weigh", words: "heavy weight weighs weighing bigat timbang" },
  { means: "pass", words: "pumasa nakapasa pasado pumapasa" },
  { means: "letter", words: "sulat liham" },
  { means: "cashier", words: "kahera kahero" },
  { means: "fill", words: "napuno punan pinunan sinagutan" },
  // Everyday Filipino nouns and verbs for what the records call by their campus words: meals are the
  // cafeteria's, borrowing a room or a book is reserving or borrowing it, the staff ('tauhan') are the human
  // resource office's, heavy rain is the storm that suspends classes.
  { means: "cafeteria breakfast", words: "almusal agahan" },
  { means: "cafeteria lunch", words: "tanghalian" },
  { means: "cafeteria dinner", words: "hapunan" },
  { means: "cafeteria snack", words: "meryenda merienda" },
  { means: "borrow reservation", words: "hiram humiram hihiram manghiram nanghiram hiniram hiramin pahiram makahiram" },
  { means: "hr", words: "tauhan" },
  { means: "rain storm", words: "ulan maulan umuulan uulan ulanan" },
  { means: "accident", words: "aksidente naaksidente maaksidente nadisgrasya disgrasya" },
  { means: "helpdesk", words: "lms" },
  // An account someone else got into is the help desk's to secure.
  { means: "helpdesk", words: "hacked nahack compromised" },
  // A time of day named in a question asks the hours of the place named ('the clinic at midnight').
  { means: "hours", words: "midnight hatinggabi lunchtime noontime tanghali dawn anytime" },
  // Shortenings visitors type on a phone.
  { means: "office", words: "ofc ofis opis" },
  { means: "when", words: "wen" },
  { means: "education", words: "educ" },
  { means: "offer", words: "ofer" },
  // Filipino words a parent uses for what the records say in English: offering, information, per page, a notarized
  // paper, a slot left, the months.
  { means: "offer", words: "alok aalok inaalok iniaalok nagaalok" },
  { means: "information", words: "impormasyon" },
  // A family's means, said to ask for help with the cost of school: the records' financial assistance.
  { means: "financial", words: "poor needy underprivileged" },
  { means: "per", words: "kada bawat" },
  { means: "notarized", words: "notaryado notaryadong notaryo notaryohan ipanotaryo pinanotaryo nakanotaryo" },
  { means: "slots", words: "puwesto pwesto" },
  { means: "january", words: "enero" },
  { means: "february", words: "pebrero" },
  { means: "march", words: "marso" },
  { means: "april", words: "abril" },
  { means: "june", words: "hunyo" },
  { means: "july", words: "hulyo" },
  { means: "august", words: "agosto" },
  { means: "september", words: "setyembre" },
  { means: "october", words: "oktubre" },
  { means: "november", words: "nobyembre" },
  { means: "december", words: "disyembre" },
  { means: "emergency", words: "emerhensiya emergensi" },
  { means: "crisis", words: "krisis" },
  // Domain shortenings and plain words a visitor uses for what records spell out.
  { means: "training", words: "ojt internship internships practicum" },
  { means: "technology", words: "tech" },
  { means: "university", words: "skul iskul skwela skwelahan" },
  { means: "employer", words: "company companies kompanya firm" },
  { means: "read", words: "magbasa basahin nagbabasa mabasa pagbabasa" },
  { means: "study", words: "aral aaral nagaaral magaaral pagaaral" },
  { means: "mobile", words: "cellphone cellphones celphone cellular text texting txt sms" },
  { means: "service", words: "serbisyo serbisyong" },
  { means: "personal data sheet", words: "pds" },
  // Money matters a form is asked by: a pension is the retirement a service record is for; paying in parts is an
  // installment; a subject dissolved (too few enrolled) is cancelled; paying 'ng buo' is paying in full.
  { means: "retirement", words: "pension pensions pensyon retiree retirees retiring" },
  { means: "installment", words: "hulugan hulog installments instalment instalments staggered" },
  { means: "cancelled", words: "dissolved dissolve" },
  // The government's insurer of its employees (Government Service Insurance System): loans and pensions on a service record.
  { means: "government service", words: "gsis" },
  // Assisting with something is helping with it (the records say what each office helps with).
  { means: "help", words: "assist assisting" },
  // A paper that proves payment, a representative, anything medical: the words records use.
  { means: "receipt", words: "resibo resibu" },
  { means: "undergraduate", words: "undergrad undergrads" },
  { means: "representative", words: "rep reps" },
  { means: "clinic", words: "med meds" },
  // A town's or province's government is its LGU (the scholarship office helps with LGU-sponsored grants).
  { means: "lgu", words: "munisipyo munisipalidad kapitolyo municipality" },
  // The government named short or in Filipino (government scholarships, a government-issued ID).
  { means: "government", words: "govt gobyerno pamahalaan" },
];

/** Situations and things named by more than one word, rewritten to one word of the lexicon before the words are mapped. */
export const LEXICON_PHRASES: Readonly<Record<string, string>> = {
  // Paying in parts said in everyday words is paying by installment.
  "little by little": "installment",
  "bit by bit": "installment",
  "paunti unti": "installment",
  "pautay utay": "installment",
  // Paying a sum in parts, by parts, in portions or partially.
  "in parts": "installment",
  "by parts": "installment",
  "in portions": "installment",
  "partial payment": "installment",
  "partial payments": "installment",
  "pay partially": "installment",
  "paying partially": "installment",
  // A plan or scheme of paying in parts is paying by installments (the plural: 'installment' alone stems as 'installed').
  "installment plan": "installments",
  "installment plans": "installments",
  "installment basis": "installments",
  "payment plan": "installments",
  "payment plans": "installments",
  "payment scheme": "installments",
  "staggered payment": "installments",
  // The Civil Service Commission's (CSC) forms are numbered as 'CS Form' ('CSC Form 212' is CS Form 212).
  "csc form": "cs form",
  "csc forms": "cs form",
  "civil service commission form": "cs form",
  "drop off point": "dropoff",
  "drop off": "dropoff",
  "drop offs": "dropoff",
  "pick up point": "pickup",
  "pickup point": "pickup",
  "panic attack": "panic",
  "anxiety attack": "anxiety",
  "heart attack": "collapsed",
  "asthma attack": "asthma",
  "self harm": "selfharm",
  "self harming": "selfharm",
  "self harmed": "selfharm",
  "gas leak": "leak",
  "high fever": "highfever",
  "very high fever": "highfever",
  "mataas na lagnat": "highfever",
  "mataas ang lagnat": "highfever",
  "stray dog": "stray",
  "stray dogs": "stray",
  "asong gala": "stray",
  "nag aaway": "fight",
  "may away": "fight",
  "nag away": "fight",
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
  "kalusugang pangkaisipan": "mental",
  "kalusugan pangkaisipan": "mental",
  "kalusugang mental": "mental",
  // Registering a device or an account on the campus network is the help desk's, not enrollment.
  "wifi registration": "wifi helpdesk",
  "wifi account": "wifi helpdesk",
  "device registration": "helpdesk",
  // Access to the government's records and information is the FOI program.
  "public records": "foi",
  "public record": "foi",
  "public documents": "foi",
  "public information": "foi",
  "government records": "foi",
  "access to information": "foi",
  "money back": "refund",
  // What was paid given back ('ibalik ang bayad', 'ibalik ang pera') is a refund; 'ibalik' alone returns a book.
  "ibalik ang bayad": "refund",
  "ibalik yung bayad": "refund",
  "ibalik ung bayad": "refund",
  "ibalik ang pera": "refund",
  "ibalik yung pera": "refund",
  "maibalik ang bayad": "refund",
  "maibalik ang pera": "refund",
  // An organisation's main telephone number is its trunk line.
  "trunk line": "university telephone",
  // The government's health insurance is PhilHealth, by whatever description.
  "government health insurance": "philhealth",
  "national health insurance": "philhealth",
  // Health insurance a student or a parent asks about is PhilHealth, the insurance the clinic helps with.
  "health insurance": "philhealth",
  "health insurance ng gobyerno": "philhealth",
  // A new student organization is a new organization, not a freshman's.
  "new student organization": "new student affairs organization",
  "new student organizations": "new student affairs organization",
  "new student org": "new student affairs organization",
  "new student orgs": "new student affairs organization",
  // The dean's list (normalised without its apostrophe) is the honour the word table reads 'deans list' as.
  "dean list": "deanlist",
  // A family's income is shown by its income tax return (ITR) or, without one, a certificate of indigency.
  // Giving blood is what a blood letting drive is for, however it is said.
  "donate blood": "blood letting donor",
  "blood donation": "blood letting donor",
  "blood donor": "blood letting donor",
  "blood donors": "blood letting donor",
  "donate ng dugo": "blood letting donor",
  "magdonate ng dugo": "blood letting donor",
  "mag donate ng dugo": "blood letting donor",
  "proof of income": "itr indigency",
  "income tax return": "itr",
  "patunay ng kita": "itr indigency",
  // A city's or province's government is its local government unit.
  "local government": "lgu",
  "local government unit": "lgu",
  "student loan": "scholarship",
  "student loans": "scholarship",
  "peer facilitator": "guidance peer facilitator",
  "peer facilitators": "guidance peer facilitators",
  // Students helping students, however it is said, is the guidance office's peer facilitators program.
  "peer support": "guidance peer facilitators",
  "peer counseling": "guidance peer facilitators",
  "peer counselor": "guidance peer facilitators",
  "peer counselors": "guidance peer facilitators",
  "peer mentor": "guidance peer facilitators",
  "peer mentors": "guidance peer facilitators",
  "peer helper": "guidance peer facilitators",
  "peer helpers": "guidance peer facilitators",
  "fellow students": "guidance peer facilitators",
  "fellow student": "guidance peer facilitators",
  "student volunteers": "guidance peer facilitators",
  "student volunteer": "guidance peer facilitators",
  "kapwa estudyante": "guidance peer facilitators",
  "kapwa mag aaral": "guidance peer facilitators",
  "kapwa magaaral": "guidance peer facilitators",
  // Settling into college, personal problems and wanting someone to talk to are what guidance counseling is for.
  "adjusting to college": "guidance adjustment",
  "adjust to college": "guidance adjustment",
  "adjusting to university": "guidance adjustment",
  "adjustment to college": "guidance adjustment",
  "personal problems": "guidance",
  "personal problem": "guidance",
  "someone to talk to": "guidance",
  "talk to someone": "guidance",
  "may makausap": "guidance",
  // A session with a counselor is counseling.
  "counseling session": "counseling",
  "counseling sessions": "counseling",
  "counselling session": "counseling",
  "counseling appointment": "counseling",
  "psychological test": "guidance",
  "pull out a tooth": "dental extraction",
  "pull a tooth": "dental extraction",
  "pull out my tooth": "dental extraction",
  "tooth pulled": "dental extraction",
  "tooth extraction": "dental extraction",
  "teeth pulled": "dental extraction",
  "tooth removed": "dental extraction",
  "how early": "hours",
  "how late": "hours",
  "any time": "hours",
  "lunch break": "hours noon",
  "noon break": "hours noon",
  // Closing over lunch asks about a noon break, not the cafeteria.
  "close for lunch": "close hours noon",
  "closed for lunch": "close hours noon",
  "close at lunch": "close hours noon",
  "closed at lunch": "close hours noon",
  "close at lunchtime": "close hours noon",
  "closed at lunchtime": "close hours noon",
  "close during lunch": "close hours noon",
  "closed during lunch": "close hours noon",
  "sarado tuwing tanghali": "close hours noon",
  // Lunch as a time of day (after a word of time, or as 'lunch time'): the noon hour asked of a place's hours.
  "lunch time": "hours noon",
  "lunch hour": "hours noon",
  "during lunch": "hours noon",
  "at lunch": "hours noon",
  "over lunch": "hours noon",
  "pag lunch": "hours noon",
  "kapag lunch": "hours noon",
  "tuwing lunch": "hours noon",
  "pag tanghali": "hours noon",
  "tuwing tanghali": "hours noon",
  "madaling araw": "hours",
  "huling pagsusulit": "final exam",
  // The Filipino names of the term's last and middle examinations.
  "pangwakas na pagsusulit": "final exam",
  "panghuling pagsusulit": "final exam",
  "pagsusulit sa katapusan ng semestre": "final exam",
  "pagsusulit sa pagtatapos ng semestre": "final exam",
  "panggitnang pagsusulit": "midterm exam",
  "huling araw": "last day",
  "unang araw": "first day",
  "katapusan ng semestre": "end of semester",
  "katapusan ng klase": "end of classes",
  // Hearing back is getting a reply.
  "hear back": "response",
  "hear from you": "response",
  "field trip": "activity",
  "field trips": "activity",
  "pagsusulit sa pagpasok": "entrance exam",
  "pagsusulit pampasok": "entrance exam",
  "bakasyon ng pasko": "christmas break",
  // The everyday situations told in more than one word (wanting one's money back is a refund).
  ...SITUATION_PHRASES,
};

/** The lexicon as one table of word → canonical words; the later concept wins a word listed twice. */
export function lexiconEntries(): [string, string][] {
  const out = new Map<string, string>();
  for (const c of [...EMERGENCY_SITUATIONS, ...SITUATION_WORDS, ...CAMPUS_NOUNS, ...FILIPINO_NOUNS]) for (const w of c.words.split(/\s+/).filter(Boolean)) out.set(w, c.means);
  return [...out];
}
