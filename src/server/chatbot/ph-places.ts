/**
 * Where a visitor comes from or travels through ('we came from Nueva Vizcaya', 'pauwi ng Santiago', 'our house in
 * Cauayan', 'malakas ang ulan dito sa San Mariano') tells their story, never the thing asked: the kiosk answers
 * the same whatever town the visitor left. The Philippines' regions, provinces, cities and municipalities said
 * after a word of origin, route or place are set aside before the question is read, so an unknown town neither
 * makes an answer doubtful nor is respelled into a word the records use ('Mariano': 'marino').
 *
 * The provinces, cities and municipalities are those of the MIT-licensed `philippines` package (Roy Evan Sia),
 * written out here so nothing loads at run time; the regions are written by their common names.
 */

/** The regions by their names and the short names people use ('Region 2', 'Cordillera', 'Bicol'). */
const REGIONS = [
  "metro manila|national capital region|cordillera|cordillera administrative region|ilocos|ilocos region",
  "cagayan valley|central luzon|calabarzon|mimaropa|bicol|bicol region|western visayas|central visayas|eastern visayas",
  "zamboanga peninsula|northern mindanao|davao region|soccsksargen|caraga|barmm|armm|bangsamoro|luzon|visayas|mindanao",
  "the visayas|northern luzon|southern luzon|southern tagalog|the cordilleras|cordilleras|the provinces|the province",
  "probinsya|probinsiya|the philippines|philippines|quezon city|quezon province|roxas city|rizal province",
];

/** The provinces. */
const PROVINCES = [
  "abra|agusan del norte|agusan del sur|aklan|albay|antique|apayao|aurora|basilan|bataan|batanes|batangas|benguet",
  "biliran|bohol|bukidnon|bulacan|cagayan|camarines norte|camarines sur|camiguin|capiz|catanduanes|cavite|cebu",
  "compostela valley|cotabato|davao del norte|davao del sur|davao occidental|davao oriental|dinagat islands",
  "eastern samar|guimaras|ifugao|ilocos norte|ilocos sur|iloilo|isabela|kalinga|la union|laguna|lanao del norte",
  "lanao del sur|leyte|maguindanao|marinduque|masbate|metro manila|misamis occidental|misamis oriental",
  "mountain province|negros occidental|negros oriental|northern samar|nueva ecija|nueva vizcaya",
  "occidental mindoro|oriental mindoro|palawan|pampanga|pangasinan|quezon|quirino|rizal|romblon|samar|sarangani",
  "siquijor|sorsogon|south cotabato|southern leyte|sultan kudarat|sulu|surigao del norte|surigao del sur|tarlac",
  "tawi-tawi|zambales|zamboanga del norte|zamboanga del sur|zamboanga sibugay",];

/** The cities and municipalities. */
const TOWNS = [
  "aborlan|abra de ilog|abucay|abulug|abuyog|adams|agdangan|aglipay|agno|agoncillo|agoo|aguilar|aguinaldo|agutaya",
  "ajuy|akbar|al-barka|alabat|alabel|alamada|alaminos|alangalang|albuera|alburquerque|alcala|alcantara|alcoy",
  "alegria|aleosan|alfonso|alfonso castaneda|alfonso lista|aliaga|alicia|alilem|alimodian|alitagtag|allacapan",
  "allen|almagro|almeria|aloguinsan|aloran|altavas|alubijid|amadeo|ambaguio|amlan|ampatuan|amulung|anahawan|anao",
  "anda|angadanan|angat|angeles|angono|anilao|anini-y|antequera|antipas|antipolo|apalit|aparri|araceli|arakan",
  "arayat|argao|aringay|aritao|aroroy|arteche|asingan|asipulo|asturias|asuncion|atimonan|atok|ayungon|baao",
  "babatngon|bacacay|bacarra|baclayon|bacnotan|baco|bacolod|bacolod-kalawi|bacolor|bacong|bacoor|bacuag|badian",
  "badiangan|badoc|bagabag|bagac|bagamanoc|baganga|baggao|bago|baguio|bagulin|bagumbayan|bais|bakun|balabac",
  "balabagan|balagtas|balamban|balanga|balangiga|balangkayan|balaoan|balasan|balatan|balayan|balbalan|baleno",
  "baler|balete|baliangao|baliguian|balilihan|balindong|balingasag|balingoan|baliuag|ballesteros|baloi|balud",
  "balungao|bamban|bambang|banate|banaue|banaybanay|banayoyo|banga|bangar|bangued|bangui|banguingui|bani",
  "banisilan|banna|bansalan|bansud|bantay|bantayan|banton|baras|barbaza|barcelona|barili|barira|barlig|barobo",
  "barotac nuevo|barotac viejo|baroy|barugo|basay|basco|basey|basilisa|basista|basud|batac|batad|batan|bataraza",
  "bato|batuan|bauan|bauang|bauko|baungon|bautista|bay|bayabas|bayambang|bayang|bayawan|baybay|bayog|bayombong",
  "bayugan|belison|benito soliven|besao|bien unido|bilar|binalbagan|binalonan|binan|binangonan|bindoy|bingawan",
  "binidayan|binmaley|binuangan|biri|bislig|boac|bobon|bocaue|bogo|bokod|bolinao|boliney|boljoon|bombon|bongabon",
  "bongabong|bongao|bonifacio|bontoc|borbon|borongan|boston|botolan|braulio e. dujali|brookes point",
  "buadiposo-buntong|bubong|bucay|bucloc|buenavista|bugallon|bugasong|buguey|buguias|buhi|bula|bulakan|bulalacao",
  "bulan|buldon|buluan|bulusan|bumbaran|bunawan|burauen|burdeos|burgos|buruanga|bustos|busuanga|butig|butuan|buug",
  "caba|cabadbaran|cabagan|cabanatuan|cabangan|cabanglasan|cabarroguis|cabatuan|cabiao|cabucgayan|cabugao|cabusao",
  "cabuyao|cadiz|cagayan de oro|cagayancillo|cagdianao|cagwait|caibiran|cainta|cajidiocan|calabanga|calaca",
  "calamba|calanasan|calanogas|calapan|calape|calasiao|calatagan|calatrava|calauag|calauan|calayan|calbayog",
  "calbiga|calinog|calintaan|caloocan|calubian|calumpit|caluya|camalaniugan|camalig|camaligan|camiling|can-avid",
  "canaman|candaba|candelaria|candijay|candon|candoni|canlaon|cantilan|caoayan|capalonga|capas|capoocan|capul",
  "caraga|caramoan|caramoran|carasi|carcar|cardona|carigara|carles|carmen|carmona|carranglan|carrascal|casiguran",
  "castilla|castillejos|cataingan|catanauan|catarman|catbalogan|cateel|catigbian|catmon|catubig|cauayan|cavinti",
  "cawayan|cervantes|clarin|claver|claveria|columbio|compostela|concepcion|conner|consolacion|corcuera|cordoba",
  "cordon|corella|coron|cortes|cuartero|cuenca|culaba|culasi|culion|currimao|cuyapo|cuyo|daanbantayan|daet|dagami",
  "dagohoy|daguioman|dagupan|dalaguete|damulog|danao|dangcagan|danglas|dao|dapa|dapitan|daraga|daram|dasmarinas",
  "dasol|datu abdullah sangki|datu anggal midtimbang|datu blah t. sinsuat|datu hoffer ampatuan|datu montawal",
  "datu odin sinsuat|datu paglas|datu piang|datu salibo|datu saudi-ampatuan|datu unsay|dauin|dauis|davao",
  "del carmen|del gallego|delfin albano|diadi|diffun|digos|dilasag|dimasalang|dimataling|dimiao|dinagat",
  "dinalungan|dinalupihan|dinapigue|dinas|dingalan|dingle|dingras|dipaculao|diplahan|dipolog|ditsaan-ramain",
  "divilacan|dolores|don carlos|don marcelino|don victoriano chiongbian|dona remedios trinidad|donsol|duenas",
  "duero|dulag|dumaguete|dumalag|dumalinao|dumalneg|dumangas|dumanjug|dumaran|dumarao|dumingag|dupax del norte",
  "dupax del sur|echague|el nido|el salvador|enrile|enrique b. magalona|enrique villanueva|escalante|esperanza",
  "estancia|famy|ferrol|flora|floridablanca|gabaldon|gainza|galimuyod|gamay|gamu|ganassi|gandara|gapan",
  "garchitorena|garcia hernandez|gasan|gattaran|general emilio aguinaldo|general luna|general macarthur",
  "general mamerto natividad|general mariano alvarez|general nakar|general salipada k. pendatun|general santos",
  "general tinio|general trias|gerona|getafe|gigaquit|gigmoto|ginatilan|gingoog|giporlos|gitagum|glan|gloria|goa",
  "godod|gonzaga|governor generoso|gregorio del pilar|guagua|gubat|guiguinto|guihulngan|guimba|guimbal",
  "guinayangan|guindulman|guindulungan|guinobatan|guinsiliban|guipos|guiuan|gumaca|gutalac|hadji mohammad ajul",
  "hadji muhtamad|hadji panglima tahil|hagonoy|hamtic|hermosa|hernani|hilongos|himamaylan|hinabangan|hinatuan",
  "hindang|hingyon|hinigaran|hinoba-an|hinunangan|hinundayan|hungduan|iba|ibaan|ibajay|igbaras|iguig|ilagan",
  "iligan|ilog|imelda|impasugong|imus|inabanga|indanan|indang|infanta|initao|inopacan|ipil|iriga|irosin|isabel",
  "isulan|itbayat|itogon|ivana|ivisan|jabonga|jaen|jagna|jalajala|jamindan|janiuay|jaro|jasaan|javier|jiabong",
  "jimalalud|jimenez|jipapad|jolo|jomalig|jones|jordan|jose abad santos|jose dalman|jose panganiban|josefina",
  "jovellar|juban|julita|kabacan|kabankalan|kabasalan|kabayan|kabugao|kabuntalan|kadingilan|kalamansig|kalawit",
  "kalayaan|kalibo|kalilangan|kalingalan caluang|kananga|kapai|kapalong|kapangan|kapatagan|kasibu|katipunan",
  "kauswagan|kawayan|kawit|kayapa|kiamba|kiangan|kibawe|kiblawan|kibungan|kidapawan|kinoguitan|kitaotao|kitcharao",
  "kolambugan|koronadal|kumalarang|la carlota|la castellana|la libertad|la paz|la trinidad|laak|labangan|labason",
  "labo|labrador|lacub|lagangilang|lagawe|lagayan|lagonglong|lagonoy|laguindingan|lake sebu|lakewood|lal-lo|lala",
  "lambayong|lambunao|lamitan|lamut|langiden|languyan|lantapan|lantawan|lanuza|laoac|laoag|laoang|lapinig",
  "lapu-lapu|lapuyan|larena|las navas|las nieves|las pinas|lasam|laua-an|laur|laurel|lavezares|lawaan|lazi|lebak",
  "leganes|legazpi|lemery|leon|leon b. postigo|lezo|lian|lianga|libacao|libagon|libertad|libjo|libmanan|libon",
  "libona|libungan|licab|licuan-baay|lidlidda|ligao|lila|liliw|liloan|liloy|limasawa|limay|linamon|linapacan",
  "lingayen|lingig|lipa|llanera|llorente|loay|lobo|loboc|looc|loon|lope de vega|lopez|lopez jaena|loreto",
  "los banos|luba|lubang|lubao|lubuagan|lucban|lucena|lugait|lugus|luisiana|lumba-bayabao|lumbaca-unayan|lumban",
  "lumbatan|lumbayanague|luna|lupao|lupi|lupon|lutayan|luuk|maasim|maasin|maayon|mabalacat|mabinay|mabini|mabitac",
  "mabuhay|macabebe|macalelon|macarthur|maco|maconacon|macrohon|madalag|madalum|madamba|maddela|madrid|madridejos",
  "magalang|magallanes|magarao|magdalena|magdiwang|magpet|magsaysay|magsingal|maguing|mahaplag|mahatao|mahayag",
  "mahinog|maigo|maimbung|mainit|maitum|majayjay|makati|makato|makilala|malabang|malabon|malabuyoc|malalag",
  "malangas|malapatan|malasiqui|malay|malaybalay|malibcong|malilipot|malimono|malinao|malita|malitbog|mallig",
  "malolos|malungon|maluso|malvar|mamasapano|mambajao|mamburao|mambusao|manabo|manaoag|manapla|manay|mandaluyong",
  "mandaon|mandaue|mangaldan|mangatarem|mangudadatu|manila|manito|manjuyod|mankayan|manolo fortich|mansalay",
  "manticao|manukan|mapanas|mapandan|mapun|marabut|maragondon|maragusan|maramag|marantao|marawi|marcos",
  "margosatubig|maria|maria aurora|maribojoc|marihatag|marikina|marilao|maripipi|mariveles|marogong|masantol",
  "masinloc|masiu|maslog|mataasnakahoy|matag-ob|matalam|matalom|matanao|matanog|mati|matnog|matuguinao|matungao",
  "mauban|mawab|mayantoc|maydolong|mayorga|mayoyao|medellin|medina|mendez|mercedes|merida|mexico|meycauayan",
  "miagao|midsalip|midsayap|milagros|milaor|mina|minalabac|minalin|minglanilla|mlang|moalboal|mobo|mogpog",
  "moises padilla|molave|moncada|mondragon|monkayo|monreal|montevista|morong|motiong|mulanay|mulondo|munai|munoz",
  "muntinlupa|murcia|mutia|naawan|nabas|nabua|nabunturan|naga|nagbukel|nagcarlan|nagtipunan|naguilian|naic",
  "nampicuan|narra|narvacan|nasipit|nasugbu|natividad|natonin|naujan|naval|navotas|new bataan|new corella",
  "new lucena|new washington|norala|northern kabuntalan|norzagaray|noveleta|nueva era|nueva valencia|numancia",
  "nunungan|oas|obando|ocampo|odiongan|old panamao|olongapo|olutanga|omar|opol|orani|oras|orion|ormoc|oroquieta",
  "oslob|oton|ozamiz|padada|padre burgos|padre garcia|paete|pagadian|pagalungan|pagayawan|pagbilao|paglat",
  "pagsanghan|pagsanjan|pagudpud|pakil|palanan|palanas|palapag|palauig|palayan|palimbang|palo|palompon|paluan",
  "pambujan|pamplona|panabo|panaon|panay|pandag|pandami|pandan|pandi|panganiban|pangantucan|pangil|panglao",
  "panglima estino|panglima sugala|pangutaran|paniqui|panitan|pantabangan|pantao ragat|pantar|pantukan|panukulan",
  "paoay|paombong|paracale|paracelis|paranaque|paranas|parang|pasacao|pasay|pasig|pasil|passi|pastrana|pasuquin",
  "pata|pateros|patikul|patnanungan|patnongon|pavia|payao|penablanca|penaranda|penarrubia|perez|piagapo|piat",
  "picong|piddig|pidigan|pigcawayan|pikit|pila|pilar|pili|pililla|pinabacdao|pinamalayan|pinamungajan|pinan",
  "pinili|pintuyan|pinukpuk|pio duran|pio v. corpuz|pitogo|placer|plaridel|pola|polanco|polangui|polillo",
  "polomolok|pontevedra|poona bayabao|poona piagapo|porac|poro|pototan|pozzorubio|presentacion",
  "president carlos p. garcia|president manuel a. roxas|president quirino|president roxas|prieto diaz|prosperidad",
  "pualas|pudtol|puerto galera|puerto princesa|pugo|pulilan|pulupandan|pura|quinapondan|ragay|rajah buayan|ramon",
  "ramon magsaysay|ramos|rapu-rapu|real|reina mercedes|remedios t. romualdez|rodriguez|ronda|rosales|rosario",
  "roseller lim|roxas|sabangan|sablan|sablayan|sabtang|sadanga|sagada|sagay|sagbayan|sagnay|saguday|saguiaran",
  "saint bernard|salay|salcedo|sallapadan|salug|salvador|salvador benedicto|samal|samboan|sampaloc|san agustin",
  "san andres|san antonio|san benito|san carlos|san clemente|san dionisio|san emilio|san enrique|san esteban",
  "san fabian|san felipe|san fernando|san francisco|san gabriel|san guillermo|san ildefonso|san isidro",
  "san jacinto|san joaquin|san jorge|san jose|san jose de buan|san jose del monte|san juan|san julian",
  "san leonardo|san lorenzo|san lorenzo ruiz|san luis|san manuel|san marcelino|san mariano|san mateo|san miguel",
  "san narciso|san nicolas|san pablo|san pascual|san pedro|san policarpo|san quintin|san rafael|san remigio",
  "san ricardo|san roque|san sebastian|san simon|san teodoro|san vicente|sanchez-mira|santa|santa ana",
  "santa barbara|santa catalina|santa cruz|santa elena|santa fe|santa ignacia|santa josefa|santa lucia",
  "santa magdalena|santa marcela|santa margarita|santa maria|santa monica|santa praxedes|santa rita|santa rosa",
  "santa teresita|santander|santiago|santo domingo|santo nino|santo tomas|santol|sapa-sapa|sapad|sapang dalaga",
  "sapian|sara|sariaya|sarrat|sasmuan|sebaste|senator ninoy aquino|sergio osmena sr.|sevilla|shariff aguak",
  "shariff saydona mustapha|siasi|siaton|siay|siayan|sibagat|sibalom|sibonga|sibuco|sibulan|sibunag|sibutad",
  "sibutu|sierra bullones|sigay|sigma|sikatuna|silago|silang|silay|silvino lobos|simunul|sinacaban|sinait",
  "sindangan|siniloan|siocon|sipalay|sipocot|sirawai|siruma|sison|sitangkai|socorro|sofronio espanola|sogod",
  "solana|solano|solsona|sominot|south ubian|south upi|sual|subic|sudipen|sugbongcogon|sugpon|sulat|sulop",
  "sultan dumalondong|sultan mastura|sultan naga dimaporo|sultan sa barongis|sultan sumagka|sumilao|sumisip",
  "surallah|surigao|suyo|taal|tabaco|tabango|tabina|tabogon|tabontabon|tabuan-lasa|tabuelan|tabuk|tacloban",
  "tacurong|tadian|taft|tagana-an|tagapul-an|tagaytay|tagbilaran|tagbina|tagkawayan|tago|tagoloan|tagoloan ii",
  "tagudin|taguig|tagum|talacogon|talaingod|talakag|talalora|talavera|talayan|talibon|talipao|talisay|talisayan",
  "talugtug|talusan|tambulig|tampakan|tamparan|tampilisan|tanauan|tanay|tandag|tandubas|tangalan|tangcal|tangub",
  "tanjay|tantangan|tanudan|tanza|tapaz|tapul|taraka|tarangnan|tarragona|tayabas|tayasan|taysan|taytay|tayug",
  "tayum|tboli|teresa|ternate|tiaong|tibiao|tigaon|tigbao|tigbauan|tinambac|tineg|tinglayan|tingloy|tinoc",
  "tipo-tipo|titay|tiwi|tobias fornier|toboso|toledo|tolosa|tomas oppus|torrijos|trece martires|trento|trinidad",
  "tuao|tuba|tubajon|tubao|tubaran|tubay|tubigon|tublay|tubo|tubod|tubungan|tuburan|tudela|tugaya|tuguegarao",
  "tukuran|tulunan|tumauini|tunga|tungawan|tupi|turtle islands|tuy|ubay|umingan|ungkaya pukan|unisan|upi",
  "urbiztondo|urdaneta|uson|uyugan|valderrama|valencia|valenzuela|valladolid|vallehermoso|veruela|victoria",
  "victorias|viga|vigan|villaba|villanueva|villareal|villasis|villaverde|villaviciosa|vincenzo a. sagun|vintar",
  "vinzons|virac|wao|zamboanga|zamboanguita|zaragoza|zarraga|zumarraga",];

/**
 * Town names that are also everyday words of English or Filipino ('oras' hour, 'bago' new, 'pila' queue, 'bato'
 * stone, 'real', 'union'): never read as a place, since the visitor more likely means the word.
 */
const EVERYDAY_NAMES = new Set(
  (
    "oras bago pila bato ilog tubo real bay sara lala mina leon anda taft pili tago bula labo buhi lupi tupi mobo " +
    "union progreso esperanza libertad kalayaan victoria mercedes dolores rosario pilar magallanes trinidad concepcion " +
    "general luna luna jones president quezon rizal mabini bonifacio burgos aurora magsaysay roxas laurel del pilar " +
    "banaybanay balete tanza naic bagac alabel santa cruz san jose san juan santa maria santa rosa sta san isidro " +
    "baybay pandan manay ipil talisay carmen alicia lourdes angeles dapa pura suyo poro opol loon wao upi siay " +
    "bantay bubong iba lupon makilala palapag parang sulat bautista josefina ramon pinili silang santol angat bayang " +
    "pikit banga maasim sigma maayon mabuhay kapatagan baras"
  ).split(/\s+/),
);

/** Every place name, lower case, mapped to itself; the longest names are tried first. */
const PLACES: ReadonlySet<string> = new Set(
  [...REGIONS, ...PROVINCES, ...TOWNS]
    .flatMap((line) => line.split("|"))
    .map((name) => name.trim())
    .filter((name) => name.length >= 4 && !EVERYDAY_NAMES.has(name)),
);
/** The most words a place name has. */
const LONGEST = Math.max(...[...PLACES].map((p) => p.split(" ").length));

/** Is `name` (lower case, words single-spaced) a Philippine region, province, city or municipality? */
export function isPhilippinePlace(name: string): boolean {
  return PLACES.has(name);
}

/** Words after which a place is where the visitor comes from or goes through: set aside whatever the records hold. */
const ORIGIN = /^(?:from|mula|galing|taga|taga-|via|through|thru|pauwi|pauwing|papunta|papuntang|pabalik|pabalikng|uuwi)$/;
/** Words after which a place is where something is or happened ('in Cauayan', 'sa Santiago', 'ng Tabuk', 'to Manila'). */
const WHERE = /^(?:in|at|sa|ng|near|around|outside)$/;
/** A word that joins a second place to the first ('Tabuk, Kalinga', 'Santiago or Cauayan'). */
const JOIN = /^(?:,|or|and|o|at)$/;
/** A word after a place's name that belongs to it ('Santiago City', 'Isabela province'). */
const PLACE_NOUN = /^(?:city|province|town|proper|poblacion|area|region|prov)$/;
/** A word after a place that makes it part of a name ('Tarlac State University', 'Cagayan Valley Medical Center'). */
const NAMED_AFTER = /^(?:state|university|college|colleges|school|schools|hospital|medical|national|high|academy|institute|polytechnic|campus|branch|district|provincial|regional|general|capitol|airport|terminal|station|church|cathedral|mall)$/;
/** A question about the trip itself (its fare, distance, drive or route): the places are what is asked. */
const TRIP_ASKED = /\b(?:fare|fares|pamasahe|plete|drive|driving|distance|how far|far is|gaano kalayo|kalayo|route|routes|directions?|how (?:do|can|to) (?:i |we )?(?:get|go|travel|commute)|paano (?:pumunta|makarating|pupunta))\b/i;
/** An event held at a place ('a seminar in Manila', 'training sa Baguio'): its place is the trip a form is for. */
const EVENT = /\b(?:seminars?|trainings?|conferences?|workshops?|conventions?|meetings?|competitions?|contests?|tournaments?|field ?trips?|ojt|internships?|official (?:business|travel)|travel orders?|pass slips?|cash advance)\b/i;
/** Words before 'in X' that make X the thing asked ('a campus in Cauayan', 'branch sa Tuguegarao'). */
const ASKED_PLACE = /^(?:campus|campuses|branch|branches|extension|annex|satellite|office|offices|school|schools|university|college|colleges)$/;

/**
 * `text` without the Philippine places it names after a word of origin, route or place, with that word: 'we came
 * from Kalinga to the office' reads 'we came to the office'. A place after 'in', 'sa', 'at' or 'to' stays when a
 * record knows its words (`known`: a building may bear a hero's name) or it follows a campus or branch ('is there a
 * campus in Cauayan' asks about that place). Undefined when nothing is set aside.
 */
export function withoutPhilippinePlaces(text: string, known: (word: string) => boolean): string | undefined {
  if (TRIP_ASKED.test(text)) return undefined;
  const event = EVENT.test(text);
  const tokens = text.replace(/\btaga-(?=[a-z])/gi, "taga ").split(/(\s+|,)/).filter((t) => t !== "" && !/^\s+$/.test(t));
  const lower = tokens.map((t) => t.toLowerCase().replace(/[.?!;:]+$/, ""));
  const drop = new Array<boolean>(tokens.length).fill(false);
  /** The length in tokens of the place starting at `i`, with its place noun, or 0. */
  const placeAt = (i: number): number => {
    for (let n = Math.min(LONGEST, tokens.length - i); n >= 1; n--) {
      const words = lower.slice(i, i + n);
      if (words.includes(",")) continue;
      if (PLACES.has(words.join(" "))) {
        // A sentence's end closes the place ('... Tabuk. What time').
        if (words.slice(0, -1).some((w, k) => tokens[i + k] !== w && /[.?!]$/.test(tokens[i + k]))) continue;
        return n + (i + n < tokens.length && PLACE_NOUN.test(lower[i + n]) && !/[.?!;:]$/.test(tokens[i + n - 1]) ? 1 : 0);
      }
    }
    return 0;
  };
  for (let i = 0; i < tokens.length; i++) {
    const w = lower[i].replace(/-$/, "");
    const origin = ORIGIN.test(w) || ORIGIN.test(lower[i]);
    if (!origin && !WHERE.test(w)) continue;
    // 'mula sa', 'galing sa', 'papunta sa', 'pauwi ng': the linker goes with the word of origin.
    let at = i + 1;
    if (origin && at < tokens.length && /^(?:sa|ng|the)$/.test(lower[at])) at++;
    const n = placeAt(at);
    if (!n) continue;
    const words = lower.slice(at, at + n);
    if (!origin && (event || ASKED_PLACE.test(lower[i - 1] ?? "") || ASKED_PLACE.test(lower[i - 2] ?? "") || words.every((x) => known(x)))) continue;
    let end = at + n;
    if (end < tokens.length && NAMED_AFTER.test(lower[end]) && !/[.?!;:,]$/.test(tokens[end - 1])) continue;
    // A second place joined to the first goes with it ('from Tabuk, Kalinga').
    for (;;) {
      if (end < tokens.length && JOIN.test(lower[end])) {
        const m = placeAt(end + 1);
        if (m) {
          end += 1 + m;
          continue;
        }
      }
      break;
    }
    // The sentence's end mark stays ('... Tabuk?').
    const last = tokens[end - 1];
    const mark = /[.?!;:]+$/.exec(last)?.[0];
    // The word of origin is a verb of going home ('pauwi'): it stays, the place goes.
    const from = /^(?:pauwi|pauwing|uuwi|papunta|papuntang|pabalik)$/.test(w) ? i + 1 : i;
    for (let k = from; k < end; k++) drop[k] = true;
    if (mark) tokens[end - 1] = mark;
    if (mark) drop[end - 1] = false;
    i = end - 1;
  }
  if (!drop.some(Boolean)) return undefined;
  const out = tokens.filter((_, k) => !drop[k]).join(" ");
  return out.replace(/\s+([,.;?!])/g, "$1").replace(/,(\s*,)+/g, ",").replace(/^[\s,]+/, "").replace(/\s+/g, " ").trim();
}
