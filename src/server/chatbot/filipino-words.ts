/**
 * Formal and everyday Filipino words for campus things, the ones a textbook, a form or a grandparent uses instead
 * of the English loanword ('pamantasan' for the university, 'pangalawang pangulo' for a vice president, 'sahod' for a
 * salary, 'bulwagan' for the hall). Like the lexicon, it is organised by concept: a word belongs here when it always
 * names that thing on a campus, so a question asked wholly in Filipino reaches the record its English twin reaches.
 * Keys are single normalised words; phrases are rewritten before the words are mapped.
 */

/** A concept and the Filipino words that name it. */
interface FilipinoConcept {
  /** Canonical words the records use (after the synonym table). */
  means: string;
  words: string;
}

export const FILIPINO_NOUNS: readonly FilipinoConcept[] = [
  // The institution, its parts and its people.
  { means: "university", words: "pamantasan pamantasang" },
  { means: "college", words: "dalubhasaan dalubhasaang" },
  { means: "research", words: "pananaliksik saliksik pagsasaliksik mananaliksik" },
  { means: "extension", words: "ekstensyon ekstensiyon" },
  { means: "secretary", words: "kalihim" },
  { means: "director", words: "direktor tagapamahala namamahala" },
  { means: "registrar", words: "rehistrador" },
  { means: "head", words: "namumuno pinuno pinunong" },
  { means: "record", words: "talaan rekord" },
  { means: "board", words: "lupon" },
  { means: "regents", words: "rehente rehenteng" },
  { means: "meeting", words: "pulong pagpupulong pulungan" },
  // Buildings and rooms.
  { means: "auditorium", words: "bulwagan awditoryum auditoryum" },
  { means: "gymnasium", words: "himnasyo gimnasyo dyim" },
  { means: "clinic", words: "pagamutan klinik manggagamot mediko magpagamot pagamot nagpapagamot magpapagamot ipagamot pagpapagamot magpatingin nilalagnat nilagnat" },
  { means: "cafeteria", words: "kantina kapiterya karinderya" },
  { means: "chapel", words: "simbahan" },
  { means: "laboratory", words: "laboratoryo laboratoryong" },
  { means: "chemistry", words: "kimika" },
  { means: "parking", words: "paradahan" },
  // Where students are housed: the housing office is the dormitories' office.
  { means: "dormitory", words: "pabahay dormitoryo" },
  { means: "gate", words: "tarangkahan" },
  { means: "security", words: "pulis pulisya" },
  { means: "classroom", words: "silidaralan" },
  // Money.
  { means: "salary", words: "sahod sahuran suweldo sweldo pasahod pasweldo" },
  { means: "penalty", words: "multa parusa kaparusahan" },
  // A stamp on a paper (the documentary stamp, 'dokumentaryong selyo').
  { means: "stamp", words: "selyo selyong" },
  { means: "scholarship", words: "iskolarsyip" },
  // Documents.
  { means: "certificate", words: "katibayan katunayan" },
  { means: "certified", words: "sertipikado sertipikadong" },
  { means: "copy", words: "kopya kopyang" },
  { means: "contract", words: "kontrata kasunduan" },
  { means: "permit", words: "pahintulot" },
  // Asking for a paper is requesting it; what one must carry along, or what is asked of one ('hinihingi'), are the requirements.
  { means: "request", words: "humingi hihingi humihingi manghingi paghingi hingi" },
  { means: "requirement", words: "dadalhin dalhin magdala hinihingi hiningi" },
  // Putting a paper together with another ('ilakip', 'isama sa form') is attaching it.
  { means: "attach", words: "ilakip ilalakip inilakip ikalakip isama isasama isinama" },
  // Academic life: enrolling, graduating, a course named by the profession it trains ('pagkanars').
  { means: "enrollment", words: "pagpapatala patala magpatala nagpatala magpapatala pagpapalista" },
  { means: "graduation", words: "makapagtapos nakapagtapos nagtapos magsisipagtapos nagsisipagtapos nagsipagtapos gradweyt" },
  { means: "nursing", words: "pagkanars pagnanars" },
  { means: "medicine", words: "medisina pagdodoktor pagkadoktor" },
  { means: "law", words: "abogasya pagaabogado pagkaabogado" },
  { means: "accountancy", words: "akawntansi pagaakawntant" },
  { means: "student", words: "magaaral" },
  // A school subject ('asignatura') and stepping back from one ('umatras', 'pag-atras'): a withdrawal.
  { means: "subject", words: "asignatura asignaturang" },
  { means: "withdrawal", words: "umatras aatras umaatras atras" },
  { means: "training", words: "pagsasanay" },
  // What the whole country keeps ('pambansang holiday').
  { means: "national", words: "pambansa pambansang" },
  // A festival's things.
  { means: "lantern", words: "parol parola" },
  { means: "parade", words: "parada" },
  // How many fit in a place is its capacity.
  { means: "capacity", words: "kasya magkasya makakasya kakasya kasyang kapasidad" },
];

/** Filipino phrases rewritten to the words of the tables before the words are mapped. */
export const FILIPINO_PHRASES: Readonly<Record<string, string>> = {
  // A vice president in formal Filipino ('pangalawang pangulo', 'ikalawang pangulo', 'bise presidente').
  "pangalawang pangulo": "vp",
  "ikalawang pangulo": "vp",
  "bise presidente": "vp",
  "bise pangulo": "vp",
  "punong tagapamahala": "president",
  "ingat yaman": "treasurer",
  "silid aralan": "classroom",
  "lupon ng mga rehente": "board of regents",
  "lupon ng rehente": "board of regents",
  // The mind's health in Filipino ('krisis sa isip', 'kalusugan ng isip', 'problema sa isip').
  "krisis sa isip": "crisis mental",
  "sakit sa isip": "mental",
  "problema sa isip": "mental",
  "kalusugan ng isip": "mental",
  "kalusugang pangisip": "mental",
  // Feeling unwell is a visit to the clinic.
  "masama ang pakiramdam": "sick",
  "masama ang aking pakiramdam": "sick",
  "masama pakiramdam": "sick",
  "masamang pakiramdam": "sick",
  "sumama ang pakiramdam": "sick",
  "masakit ang ulo": "sick",
  "sakit ng ulo": "sick",
  "may sakit": "sick",
  // Handing an application in is submitting it; passing a test is passing.
  "pagpasa ng": "submit",
  "pagpasa sa pagsusulit": "pass exam",
  "sertipikadong tunay na kopya": "certified true copy",
  "sertipikadong kopya": "certified true copy",
  "tunay na kopya": "true copy",
  // The entrance test in its Filipino names.
  "pagsusulit na pampasukan": "entrance exam",
  "pagsusulit na pampasok": "entrance exam",
  "pagsusulit pampasukan": "entrance exam",
  "katibayan ng pagkakatala": "coe",
  "katibayan ng pagpapatala": "coe",
  // A student in formal Filipino ('mag-aaral'), a new one is a freshman.
  "bagong mag aaral": "freshman",
  "bagong estudyante": "freshman",
  "mga mag aaral": "student",
  "mag aaral": "student",
  // The university 'looking for' someone is hiring ('hinahanap ninyo', 'naghahanap ba kayo ng').
  "hinahanap ninyo": "hiring",
  "hinahanap nyo": "hiring",
  "hinahanap niyo": "hiring",
  "naghahanap ba kayo": "hiring",
  "naghahanap kayo": "hiring",
  // Stepping back from a subject is withdrawing from it.
  "pag atras": "withdrawal",
  "pagatras": "withdrawal",
  // A good moral certificate in Filipino: good conduct ('mabuting asal', 'mabuting ugali', 'magandang asal').
  "mabuting asal": "good moral",
  "magandang asal": "good moral",
  "mabuting ugali": "good moral",
  "mabuting pag uugali": "good moral",
  "mabuting karakter": "good moral",
  // The calendar's holidays and breaks by their Filipino names.
  "kalinis linisang paglilihi": "immaculate conception",
  "malinis na paglilihi": "immaculate conception",
  "pista ng": "feast of",
  "kapistahan ng": "feast of",
  "araw ng mga bayani": "national heroes day",
  "araw ng pambansang bayani": "national heroes day",
  "araw ng mga patay": "all saints day",
  "araw ng mga santo": "all saints day",
  "todos los santos": "all saints day",
  "araw ni bonifacio": "bonifacio day",
  "araw ni ninoy aquino": "ninoy aquino day",
  "araw ni ninoy": "ninoy aquino day",
  "araw ng pagkakatatag": "foundation day",
  "bakasyong pampasko": "christmas break",
  "tulong pinansiyal": "scholarship",
};
