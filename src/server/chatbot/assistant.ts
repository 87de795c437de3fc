/**
 * One reply to one message, from everything the kiosk knows: refusals first (never a neighbouring topic's
 * answer), then the records (the fact asked for, in the visitor's language), then the staff's knowledge items
 * (their placeholders filled from the records), then the fallback with suggestions related to the question.
 * Pure: the service hands in the indexes, configuration and clock.
 */
import { withHolidayOfDay } from "./holiday-hours.ts";
import { answer, limitLength, type EngineConfig, type EngineReply, type KnowledgeIndex } from "./engine.ts";
import { FactIndex, announcementDetail, answerFromFacts, detectLang, suggestionFor, type FactReply } from "./facts.ts";
import { refusal } from "./refusals.ts";
import { STOP_WORDS, mapWord, stem, tokenize } from "./language.ts";
import { fillPlaceholders } from "./placeholders.ts";
import { EXCLUSION, focusRecord } from "./record-focus.ts";
import { feeTotal } from "./fee-total.ts";
import { itemRecords } from "./item-records.ts";
import { withListCount } from "./list-count.ts";
import { yesNoAnswer } from "./yes-no.ts";
import { withRecordName } from "./record-name.ts";
import type { Entity, Lang } from "./catalog.ts";
import { newsDetail } from "./news-details.ts";
import { namedFormSentence } from "./named-forms.ts";
import { examOnDay, dateOfNamed, daysLeft, nextAfter, openNow, todayIs } from "./date-status.ts";
import { ACT_TIME_ASKED, durationPassage, namedStep, stepDuration } from "./step-durations.ts";
import { withoutPhilippinePlaces } from "./ph-places.ts";
import { askingClauses } from "./visitor-context.ts";
import { framingTerms, termsOf, usedByRecords, unexplainedWords, vocabularyOfEntity, vocabularyOfItem } from "./explained.ts";
import { recordNamed } from "./name-asked.ts";
import { DURATION, actTimeAnswer, askedValues, holdsValue, passageAnswer, questionCoverage, spreadAnswer, type PassageReply, type ValueKind } from "./passages.ts";
import { recordInitialisms, vocabularyOf } from "./spelling.ts";
import { calendarYears, withoutTermYears } from "./term-years.ts";
import { asksOnlyWho, postHolder, roleInRecord } from "./post-holder.ts";
import { collegeDean, ownedByPost } from "./college-dean.ts";
import { detectIntents, withoutDescribingClauses, withoutRelativeWho } from "./intents.ts";
import { withProgramCodes } from "./program-initials.ts";
import { nextStep } from "./next-step.ts";
import { complaintAsked } from "./complaint-asked.ts";
import { besidesPaper } from "./besides-paper.ts";
import { withoutWhereabouts } from "./whereabouts.ts";
import { withoutRefusedStory } from "./story-refusals.ts";
import { withDescribedPapers } from "./described-papers.ts";
import { withoutAskingGroup } from "./asking-group.ts";
import { withoutFormalFraming } from "./formal-framing.ts";
import { withoutFormalAsides } from "./formal-asides.ts";
import { paperDestination } from "./paper-destination.ts";
import { windowAsked } from "./window-asked.ts";
import { requirementItem, statesItems } from "./requirement-item.ts";
import { KNOWLEDGE_OVER_PARTIAL, PASSAGE_CONFIDENCE, RECORD_CONFIDENCE, decide, passageOverRecord } from "./confidence.ts";
import { isTaglish, withEnglishValues } from "./taglish.ts";
import { withProgramShortNames } from "./program-short-names.ts";
import { withDegreeWords } from "./program-degree-words.ts";
import { withPaperInitials } from "./paper-initials.ts";
import { withoutFormsOfAddress } from "./forms-of-address.ts";
import { withClippedPrograms } from "./program-clipped.ts";
import { programMajors } from "./program-majors.ts";
import { fragmentQuestion } from "./fragment-value.ts";
import { ROOM_ASKED, officePlace, roomAsked } from "./room-asked.ts";
import { officeContact } from "./office-contact.ts";
import { otherOffers, serviceNeed, needReply, type NeedMatch } from "./service-need.ts";
import { withoutBuildingWord } from "./building-word.ts";
import { nearPlace } from "./near-place.ts";
import { buildingDetail } from "./building-details.ts";
import { portalByFeature } from "./portal-feature.ts";
import { NOT_OFFERED_REPLY, unofferedDetail, unofferedDetailReply } from "./unoffered-detail.ts";
import { SCORE_ASKED, keepsWords, unheldValue } from "./unheld-values.ts";
import { promiseAsked } from "./service-promises.ts";
import { freeAsked } from "./free-asked.ts";
import { askedThing, unstatedThing } from "./asked-thing.ts";


export interface AssistantReply extends EngineReply {
  /** Building code for the campus-map link. */
  building?: string;
  /** The campus-plan office for the map link (/campus-map?office=ID), when the answer is about one. */
  office?: { id: string; name: string };
  /** Record ids the reply states (the console shows them). */
  records: string[];
}

export function respond(knowledge: KnowledgeIndex, facts: FactIndex, config: EngineConfig, asked: string, now: Date, random: () => number = Math.random): AssistantReply {
  const first = respondTo(knowledge, facts, config, asked, now, random);
  // A fragment naming the kind of value it wants last ('entrance exam duration'), when the reply as typed holds
  // no such value: the question its last word stands for, if that reply holds it.
  const fragment = config.enabled && !first.records.some((r) => r.startsWith("refusal:")) ? fragmentQuestion(asked) : undefined;
  const second = fragment && !(first.category !== "fallback" && fragment.answers.test(first.message)) ? respondTo(knowledge, facts, config, fragment.question, now, random) : undefined;
  const chosen = second && second.category !== "fallback" && fragment!.answers.test(second.message) ? second : first;
  // A reply that leaves the asked value unanswered (says no record holds it, predicts, states no rate, count,
  // price or graduate degree asked) counts as the fallback: its honest words kept, or the fallback's.
  const unheld = config.enabled && chosen.category !== "fallback" && !chosen.records.some((r) => r.startsWith("refusal:")) ? unheldValue(asked, chosen.message) : undefined;
  const reply: AssistantReply = !unheld
    ? chosen
    : keepsWords(unheld)
      ? { ...chosen, category: "fallback", confidence: 0, records: [...chosen.records, `unheld:${unheld}`] }
      : fallbackReply(knowledge, facts, config, asked, `unheld:${unheld}`);
  // The thing a value is asked of ('the Sunday Mass', 'the graduation fee') that neither the reply nor its records' names say: a neighbour's answer.
  const unstated = config.enabled && reply.category !== "fallback" && !reply.records.some((r) => r.startsWith("refusal:")) ? thingUnstated(knowledge, facts, asked, reply) : undefined;
  if (unstated) return fallbackReply(knowledge, facts, config, asked, `unstated:${unstated}`);
  // A detail (dean, phone, date, tuition, place, grade) asked of a program MVSU does not offer: nothing asked is
  // answered, so the reply counts as the fallback, saying the program is not offered.
  const unoffered = config.enabled && reply.category !== "fallback" ? unofferedDetail(asked, reply.message) : undefined;
  if (!unoffered) {
    // An office's hours asked for a day the calendar holds a holiday on: the holiday first, then the usual hours.
    const holiday = config.enabled && reply.category !== "fallback" ? withHolidayOfDay(asked, reply.message, facts, now, detectLang(asked)) : undefined;
    return holiday ? { ...reply, message: limitLength(holiday, config.maxResponseLength) } : reply;
  }
  const message = NOT_OFFERED_REPLY.test(reply.message) ? reply.message : limitLength(unofferedDetailReply(unoffered, detectLang(asked)), config.maxResponseLength);
  return { ...reply, message, category: "fallback", confidence: 0, building: undefined, office: undefined, records: [...reply.records, `unoffered-detail:${unoffered}`] };
}

/**
 * The word of the thing asked (asked-thing.ts) that the reply does not speak of: the reply's words and its records'
 * names must say it; a price's thing must be the charging record's name or its stated fee.
 */
function thingUnstated(knowledge: KnowledgeIndex, facts: FactIndex, question: string, reply: AssistantReply): string | undefined {
  const thing = askedThing(question);
  if (!thing) return undefined;
  const entities = facts.entities.filter((e) => e.records.some((r) => reply.records.includes(r)));
  const items = knowledge.items.filter((i) => reply.records.includes(`knowledge:${i.item.id}`)).map((i) => i.item);
  if (!entities.length && !items.length) return undefined;
  const names = entities.flatMap((e) => [e.title, ...e.aliases, e.key.replace(/[^a-z]+/gi, " ")]);
  const fees = entities.flatMap((e) => (e.facts.fee ? [e.facts.fee("en"), e.facts.fee("fil")] : []));
  const itemWords = items.flatMap((it) => [it.canonicalQuestion, ...it.keywords, ...it.entities]);
  // A price is said by the sentence stating an amount, not by a circumstance beside it ('free of charge after graduation').
  const amounts = reply.message.split(/(?<=[.;:])\s+/).filter((s) => /(₱|\bphp\b|\bpesos?\b)\s?\d|\d\s?(pesos?|php)\b/i.test(s));
  const said = termsOf(thing.price && entities.length ? [...names, ...fees, ...amounts, ...itemWords] : [reply.message, ...names, ...itemWords]);
  // A part of a service the question names besides ('the photocopies of an FOI request'): the record's own words say it.
  const asked = new Set(tokenize(question).map((t) => t.term));
  const thingTerms = new Set(tokenize(thing.words.join(" ")).map((t) => t.term));
  const named = thing.price && [...termsOf(names)].some((t) => t.length >= 3 && asked.has(t) && !thingTerms.has(t) && !STOP_WORDS.has(t) && !framingTerms().has(t));
  const whole = named ? entities.map(vocabularyOfEntity) : [];
  return unstatedThing(thing, (t) => said.has(t) || whole.some((v) => v.has(t)), (w) => facts.terms(w), (w) => facts.knows(w) || usedByRecords(facts, w) || knowledge.idf.has(w));
}

const calendarYearsByIndex = new WeakMap<FactIndex, Set<string>>();

/** The years of the calendar's dated records, once per index. */
function calendarYearsOf(facts: FactIndex): Set<string> {
  let years = calendarYearsByIndex.get(facts);
  if (!years) calendarYearsByIndex.set(facts, (years = calendarYears(facts.entities)));
  return years;
}

function respondTo(knowledge: KnowledgeIndex, facts: FactIndex, config: EngineConfig, message: string, now: Date, random: () => number): AssistantReply {
  // A clause of the visitor's story that alone reads as another place, time, school or person's records ('my son
  // graduated last year', 'a driver's family from ...'), beside a question the rest asks: the story is set aside.
  const asked = (config.enabled ? withoutRefusedStory(message, detectLang(message), (rest) => namesHeld(facts, rest)) : undefined) ?? message;
  // Misspelt and shortened words are rewritten to the words the kiosk holds before any step reads the question.
  // A program said by its field's initials in capitals ('HM students') is read as its code ('BSHM').
  // A Philippine town, province or region the visitor comes from or travels through tells no topic: set aside first.
  const travelled = (config.enabled ? withoutPhilippinePlaces(asked, (w) => facts.knows(w) || framingTerms().has(w) || Boolean(mapWord(w))) : undefined) ?? asked;
  // A program by its degree letters and a field word ('ab psych', 'BS Math') is its code or its name.
  // A paper by its name's initials ('COG'), when the kiosk reads the word no other way, is the paper's name.
  const vocabulary = config.enabled ? vocabularyOf(facts, knowledge) : undefined;
  // A form of address right before a person's name ('mam Balolong', 'prof Lagasca') says nothing asked.
  const addressed = config.enabled ? withoutFormsOfAddress(facts.entities, travelled) : travelled;
  const initialled = vocabulary ? withPaperInitials(facts.entities, addressed, (w) => vocabulary.holds(w) || facts.knows(w)) : addressed;
  // A program's field word clipped and said bare ('psych anong college') in a question about a program is the program.
  const clipped = vocabulary ? withClippedPrograms(facts.entities, initialled, (w) => facts.knows(w)) : initialled;
  const respelt = vocabulary ? withProgramCodes(facts, vocabulary.respell(withDegreeWords(facts.entities, clipped)), knowledge) : asked;
  // Where or how to complain, asked about someone: the complaint alone is the question.
  // A paper the visitor already has ('besides the clearance form'): the rest of what its procedure needs is asked.
  // Where the visitor is ('while I'm in Dubai'), when no record knows the place: their situation, not the question.
  // A document described by what it says or shows ('the card that shows she is enrolled') is read as its name.
  // A formal question's greeting, courtesy and lead-in ('Good day. May I know whether ...') ask nothing: the embedded question is asked.
  // The writer's role ('As an exchange student,') and their reason after the question ('..., as I need it for my
  // promotion papers') name nothing asked, when the rest names something the records hold.
  const formal = (config.enabled ? withoutFormalFraming(respelt, (w) => usedByRecords(facts, w)) : undefined) ?? respelt;
  const framed = (config.enabled ? withoutFormalAsides(formal, (rest) => namesHeld(facts, rest)) : undefined) ?? formal;
  const located = (config.enabled ? withoutWhereabouts(framed, (w) => facts.knows(stem(w)) || facts.knows(w)) : undefined) ?? framed;
  // An outside group that wants something ('the barangay youth council wants to borrow ...') is the one asking: read as 'we'.
  const grouped = (config.enabled ? withoutAskingGroup(located) : undefined) ?? located;
  const placed = config.enabled ? withDescribedPapers(grouped) : grouped;
  const asking = (config.enabled ? complaintAsked(placed) ?? besidesPaper(placed) : undefined) ?? placed;
  // A year said of a school term ('2nd sem 2025', 'school year 2025 to 2026') says which term, not which record.
  const plain = (config.enabled ? withoutTermYears(asking, calendarYearsOf(facts)) : undefined) ?? asking;
  // A program's short name in capitals ('taking HM') is the program, not text-speak.
  // A place named and then 'building' ('the CICS building') is the place: the word pairs with no other building.
  const text = config.enabled ? withoutBuildingWord(facts.entities, withProgramShortNames(facts.entities, plain)) : plain;
  const chosen = askedAlone(knowledge, facts, config, text, asked, now, random, choose(knowledge, facts, config, text, asked, now, random));
  // How long an act takes or when its result comes, when the reply states no time: the sentence stating it.
  const actTime = config.enabled && !chosen.records[0]?.startsWith("refusal:") && ACT_TIME_ASKED.test(text) && !STATES_TIME.test(chosen.category === "fallback" ? "" : chosen.message) ? actTimeAnswer(facts, knowledge, text, detectLang(text)) : undefined;
  if (actTime) return { message: limitLength(actTime.message, config.maxResponseLength), category: categoryOf(actTime.source.kind), suggestions: [], confidence: actTime.coverage, building: actTime.source.building, office: actTime.source.office, records: actTime.source.records };
  // Where a building stands or what it holds inside, asked of it by an office, a college or its own name.
  const inBuilding = chosen.records[0]?.startsWith("refusal:") ? undefined : buildingDetail(facts.entities, text, chosen.category === "fallback" ? { message: "", records: [] } : chosen, detectLang(text));
  // The building must explain every other word of the question, as any record's answer must ('for my pet hamster').
  if (inBuilding && !unexplainedWords(inBuilding.asking ? text.toLowerCase().replace(inBuilding.asking, " ") : text, (t) => vocabularyOfEntity(inBuilding.entity).has(t) || inBuilding.named.some((e) => vocabularyOfEntity(e).has(t)), facts, knowledge).length) return { message: limitLength(`${inBuilding.message}${inBuilding.entity.href ? ` ${detectLang(text) === "fil" ? "Tingnan ang" : "More on"} ${inBuilding.entity.href}.` : ""}`, config.maxResponseLength), category: "facilities", suggestions: [], confidence: RECORD_CONFIDENCE, building: inBuilding.entity.building, records: inBuilding.entity.records };
  // A student portal asked for by what it shows ('which portal shows my GWA', 'the url to request documents online').
  const portal = chosen.records.some((r) => r.startsWith("refusal:")) || (chosen.category === "fallback" && chosen.records.length) ? undefined : portalByFeature(facts.entities, text, chosen.category === "fallback" ? { message: "", records: [] } : chosen, detectLang(text));
  if (portal && !unexplainedWords(text, (t) => vocabularyOfEntity(portal.entity).has(t), facts, knowledge).length) return { message: limitLength(`${portal.message} ${detectLang(text) === "fil" ? "Tingnan ang" : "More on"} /portal.`, config.maxResponseLength), category: "services", suggestions: [], confidence: RECORD_CONFIDENCE, records: portal.entity.records };
  // A room asked of an office the question names ('which room is accounting'): its room, floor and building.
  const room = chosen.records[0]?.startsWith("refusal:") ? undefined : roomAsked(text, chosen, facts.entities);
  if (room && !room.append) {
    const by = facts.entities.find((e) => e.office?.id === room.office.id && e.kind !== "building");
    const place = officePlace(room.office, detectLang(text));
    const office = { id: room.office.id, name: room.office.name };
    return { message: limitLength(place, config.maxResponseLength), category: "facilities", suggestions: [], confidence: RECORD_CONFIDENCE, building: by?.building, office, records: by?.records ?? [`campus-office:${room.office.id}`] };
  }
  // What is near a building it names: what the building stands by, then its nearest buildings on the plan.
  const near = chosen.records[0]?.startsWith("refusal:") ? undefined : nearPlace(facts.entities, text, detectLang(text));
  if (near) return { message: limitLength(`${near.message}${near.entity.href ? ` ${detectLang(text) === "fil" ? "Tingnan ang" : "More on"} ${near.entity.href}.` : ""}`, config.maxResponseLength), category: "facilities", suggestions: [], confidence: RECORD_CONFIDENCE, building: near.entity.building, records: near.entity.records };
  const others = chosen.records[0]?.startsWith("refusal:") ? undefined : othersAsked(facts, text, chosen);
  if (others) return { ...chosen, message: limitLength(others, config.maxResponseLength) };
  // An office's e-mail or phone asked when nothing answered: the office the question names whole.
  const contact = chosen.category === "fallback" && !chosen.records.some((r) => r.startsWith("refusal:") || r.startsWith("unexplained:")) ? officeContact(facts, text, askedValues(text), detectLang(text)) : undefined;
  // The office must explain every other word of the question, as any record's answer must ('for my pet hamster').
  // A place's own answer: its map link and office, the records it read.
  const placeReply = (message: string, place: Entity, records: string[]): AssistantReply => ({
    message: limitLength(message, config.maxResponseLength),
    category: "campus_life",
    suggestions: [],
    confidence: RECORD_CONFIDENCE,
    building: place.building,
    office: place.office && { id: place.office.id, name: place.office.name },
    records,
  });
  if (contact && !unexplainedWords(text, (t) => vocabularyOfEntity(contact.entity).has(t), facts, knowledge).length) return placeReply(contact.message, contact.entity, contact.entity.records);
  const need = needAsked(facts, knowledge, text, chosen);
  if (need) return placeReply(needReply(need, detectLang(text)), need.entities[0]!, need.entities.flatMap((e) => e.records));
  if (room?.append) return { ...chosen, message: limitLength(`${chosen.message} ${officePlace(room.office, detectLang(text))}`, config.maxResponseLength), office: { id: room.office.id, name: room.office.name } };
  // What a service promises in the situation the question describes ('while my ID is printed', 'IDs nobody claims'): its commitment.
  const refused = chosen.records.some((r) => r.startsWith("refusal:")) || ["small_talk", "clarification", "unavailable"].includes(chosen.category);
  // Whether a thing costs anything ('do students pay for the campus Wi-Fi', 'may bayad ba'): the record saying it is free.
  const free = refused ? undefined : freeAsked(facts, text, chosen.category === "fallback" ? { message: "", records: [] } : chosen, detectLang(text));
  if (free) return { message: limitLength(free.message, config.maxResponseLength), category: categoryOf(free.entity.kind), suggestions: [], confidence: RECORD_CONFIDENCE, building: free.entity.building, office: free.entity.office && { id: free.entity.office.id, name: free.entity.office.name }, records: free.entity.records };
  const promise = refused ? undefined : promiseAsked(facts, text, chosen.category === "fallback" ? { message: "", records: [] } : chosen, detectLang(text));
  if (promise) return { message: limitLength(promise.message, config.maxResponseLength), category: "services", suggestions: [], confidence: RECORD_CONFIDENCE, records: promise.entity.records };
  if (["fallback", "small_talk", "clarification", "unavailable"].includes(chosen.category)) return chosen;
  // The chosen record's part the question asks (its row, item or sentence), when the reply states another part.
  const lang = detectLang(text);
  // Whether a named record's attribute has a value ('does the athletic scholarship cover full tuition'): its value, yes or no.
  const yesNo = yesNoAnswer(facts.entities, facts.pages, text, lang);
  const focusedRecord = yesNo ? undefined : focusRecord(facts, knowledge, text, chosen, lang);
  const focused = yesNo ?? (focusedRecord ? { message: focusedRecord, records: chosen.records } : focusItem(facts, knowledge, text, chosen, lang));
  const stated = focused ? { ...chosen, message: focused.message, records: focused.records } : chosen;
  // A fee per page or copy with the number asked: the total comes first ('2 pages' of a transcript), then the
  // fee it is counted from, stated by the reply or by its record.
  const feeStated = [stated.message, ...facts.entities.filter((e) => e.records.some((r) => stated.records.includes(r))).flatMap((e) => (e.facts.fee ? [e.facts.fee(lang)] : []))];
  const fee = feeStated.map((said) => ({ said, total: feeTotal(text, said, lang) })).find((x) => x.total);
  // 'How many steps': the count of the list the reply states comes first; 'what is it called': its full name.
  const counted = fee ? `${fee.total} ${fee.said}` : withListCount(text, stated.message, lang) ?? withRecordName(facts.entities, text, stated, lang);
  // A Taglish question reads its dates and durations in English words ('November 29', '5 years').
  const said = counted ?? stated.message;
  const reply = { ...stated, message: limitLength(isTaglish(text) ? withEnglishValues(said) : said, config.maxResponseLength) };
  const missing = decide(reply.confidence, config.confidenceThreshold) === "answer" ? unheldAsked(text, reply.message, facts) : "below-threshold";
  if (!missing) return reply;
  return fallbackReply(knowledge, facts, config, text, `unheld:${missing}`);
}

/**
 * The fallback for `text`, its suggestions first the records sharing a word with the question, then the starter
 * questions; `record` says in the test console why the answer was withheld ('unheld:fee', 'unexplained:...').
 */
function fallbackReply(knowledge: KnowledgeIndex, facts: FactIndex, config: EngineConfig, text: string, record: string): AssistantReply {
  return {
    message: limitLength(config.fallbackMessage, config.maxResponseLength),
    category: "fallback",
    suggestions: config.enableSuggestions ? [...new Set([...facts.related(text).slice(0, 3).map(suggestionFor), ...knowledge.starterQuestions(3)])].slice(0, 3) : [],
    confidence: 0,
    records: [record],
  };
}

/** Whether `text` names something the records hold: a word of a record that is not a word of asking. */
function namesHeld(facts: FactIndex, text: string): boolean {
  const frame = framingTerms();
  return tokenize(text).some((t) => t.source.length >= 3 && !STOP_WORDS.has(t.term) && !frame.has(t.term) && !frame.has(t.source) && facts.knows(t.term));
}

/** A reply stating a length of time or a date. */
const STATES_TIME = new RegExp(`${DURATION.source}|\\b(January|February|March|April|June|July|August|September|October|November|December) \\d`, "i");

/** Whether something is free or costs money, or which form: the record's fee or form answers, not a feature. */
const PRICE_WORDS = /\b(free|libre|bayad|pay|paid|cost|costs|charge|charged|fee|fees|how much|magkano|form|forms|porma)\b/i;

/** 'Who helps / handles / can help with': the place that does, not a person. */
const WHO_HELPS = /\bwho (?:can |will |could |do i ask to |should )?(?:help|helps|handle|handles|assist|assists|support|supports)\b|\bsino (?:ang )?(?:tutulong|tumutulong|makakatulong)\b/i;

/** What a place does asked as a whole ('what does the help desk help with', 'anong serbisyo ng clinic'). */
const LIST_ASKED = /\bwhat (?:\w+ )?(?:does|do|can)\b.*\b(?:offer|offers|provide|provides|help (?:\w+ )?with|do for)\b|\bwhat (?:services|help)\b|\bano(?:ng| ang| po ang)? (?:mga )?(?:serbisyo|tulong|inaalok)\b/i;

/** Values a feature's reply does not state: a price, a length of time, a date, a person, a list to bring, a count. */
const NOT_IN_FEATURE: ReadonlySet<ValueKind> = new Set(["money", "duration", "date", "person", "requirements", "count"]);

/**
 * The service feature or housed thing a question needs: with no answer found, any place's feature it names with
 * the place or by two of its words; with a place's own record chosen, the feature of that place it names when
 * the reply does not state it and nothing the feature lacks (a fee, a time) is asked.
 */
function needAsked(facts: FactIndex, knowledge: KnowledgeIndex, text: string, chosen: AssistantReply): NeedMatch | undefined {
  if (chosen.records.some((r) => r.startsWith("refusal:"))) return undefined;
  // 'Who helps with the LMS' asks which place helps, not a person.
  const asked = askedValues(text).filter((k) => !(k === "person" && WHO_HELPS.test(text)));
  if (asked.some((k) => NOT_IN_FEATURE.has(k)) || ROOM_ASKED.test(text) || PRICE_WORDS.test(text)) return undefined;
  // The university's own record is what a question naming nothing else gets: a need it names is more specific.
  // A word no record explains ('my pet snake') tells a question about something else: no feature answers it.
  // With such a word, only a feature named by two of its words and its place named answers ('absent three days
  // with fever, can the clinic give a medical certificate').
  if (chosen.category === "fallback") {
    // Asked where, with nothing else unexplained: a word only one place offers is enough ('saan ang dentista').
    // The place must explain every other word of the question ('curtains in the board room' is no need).
    const one = !serviceNeed(facts, text) && detectIntents(text).includes("where") && !chosen.records.length ? serviceNeed(facts, text, undefined, true) : undefined;
    if (one && !unexplainedWords(text, (t) => one.entities.some((e) => vocabularyOfEntity(e).has(t)), facts, knowledge).length) return one;
    const m = serviceNeed(facts, text);
    return m && (!chosen.records.some((r) => r.startsWith("unexplained:")) || (m.hits >= 2 && m.placeNamed)) ? m : undefined;
  }
  if (chosen.records.length === 1 && chosen.records[0] === "university") return serviceNeed(facts, text);
  // The chosen place's own reply stands when a contact detail of it is asked ('the scholarship office's e-mail').
  if (asked.some((k) => k !== "place")) return undefined;
  const sharing = facts.entities.filter((e) => (e.offers || e.kind === "building") && e.records.length && e.records.every((r) => chosen.records.includes(r)));
  if (!sharing.length) return undefined;
  // A service chosen: the feature of it the question names, by two of its words or one with the service named.
  // Only a reply that is one of the place's own general sentences is replaced, never a detail found for the question.
  // A feature named by two of its words with its service named is asked whatever detail was found beside it.
  const general = sharing.some((e) => [e.summary, ...Object.values(e.facts)].some((say) => say && (["en", "fil"] as const).some((l) => chosen.message.startsWith(say(l).slice(0, 40)))));
  const local = serviceNeed(facts, text, sharing);
  // 'What does the help desk help students with': everything the service offers, unless two words name one feature.
  const service = sharing.find((e) => e.offers);
  if (general && service && LIST_ASKED.test(text) && !EXCLUSION.test(text) && !(local && local.hits >= 2)) return { entities: [service], line: service.offers!.slice(0, -1).join("; "), placeNamed: true, hits: 0 };
  if (!general && !(local && local.hits >= 2 && local.placeNamed && local.entities.some((e) => e.offers))) return undefined;
  if (sharing.some((e) => e.offers)) return local && !chosen.message.toLowerCase().includes(local.line.toLowerCase()) ? local : undefined;
  // A building chosen for one thing it houses, another place offering what is asked by more of the visitor's
  // words ('a parking permit' is the security office's, not the parking area's 'staff parking').
  const global = serviceNeed(facts, text);
  // The building's own housed thing named by two of the visitor's words is its answer.
  // A building that houses nothing asked was chosen for a word of the story ('while in the dorm'): another
  // place's feature named by two of the visitor's words is the need ('her teeth checked').
  // A building whose reply already says a word of that feature ('printing' at the cooperative store) is kept.
  const said = termsOf([chosen.message]);
  const elsewhere = global && !global.entities.some((e) => sharing.includes(e)) && global.hits >= 2;
  const unsaid = elsewhere && ![...termsOf([global.line])].some((t) => said.has(t));
  const better = local && elsewhere && global.hits > local.hits ? global : local && local.hits >= 2 ? local : !local && unsaid ? global : undefined;
  return better && !chosen.message.toLowerCase().includes(better.line.toLowerCase()) ? better : undefined;
}

/** The chosen place's features besides the one the visitor excluded ('what else besides counseling'), with how to reach it. */
function othersAsked(facts: FactIndex, text: string, chosen: AssistantReply): string | undefined {
  const place = facts.entities.find((e) => (e.offers || e.kind === "building") && e.records.length && e.records.every((r) => chosen.records.includes(r)));
  const rest = place && otherOffers(facts, place, text);
  if (!place || !rest) return undefined;
  return needReply({ entities: [place], line: rest.join("; "), placeNamed: true, hits: 0 }, detectLang(text));
}

/**
 * A knowledge item's reply focused on the detail a question asks of a record the item speaks of (by placeholder
 * or by name) when the item does not state it: the detail, and the records it came from.
 */
function focusItem(facts: FactIndex, knowledge: KnowledgeIndex, text: string, reply: AssistantReply, lang: Lang): { message: string; records: string[] } | undefined {
  const id = /^knowledge:(\d+)$/.exec(reply.records[0] ?? "")?.[1];
  const item = id ? knowledge.items.find((i) => String(i.item.id) === id)?.item : undefined;
  if (!item) return undefined;
  for (const e of itemRecords(item, facts.entities)) {
    const message = focusRecord(facts, knowledge, text, { message: reply.message, records: e.records }, lang);
    if (message) return { message, records: [...reply.records, ...e.records] };
  }
  return undefined;
}

const DATES_AND_TIMES = /\b(January|February|March|April|May|June|July|August|September|October|November|December|Enero|Pebrero|Marso|Abril|Mayo|Hunyo|Hulyo|Agosto|Setyembre|Oktubre|Nobyembre|Disyembre) \d{1,2}(, \d{4})?|\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2} ?(AM|PM)?|\b\d{4}\b/g;

/**
 * A question whose ask is a price ('how much is X', 'what is the fee', 'rent per month'), narrower than the money
 * passages weigh ('refund of fees' names a form, 'where do I pay fees' asks a place).
 */
const FEE_ASKED = /\b(how much|hm|magkano)\b(?!.*\b(cover|covers|coverage|sakop|still owe|utang|balance)\b)|\b(what|ano|anong)( is| ang| po ang)? (the )?(fee|cost|price|presyo|rate)\b|\b(fee|cost|price|presyo|rental) (to|for|of|sa|ng|para)\b|\b(fee|fees|price|presyo|cost|rate|rent|rental|upa) per (hour|day|night|week|month|sem|semester|term|year|page|copy|person|head|unit|subject)\b/;

/** A graduate degree or its school named ('phd', 'doctoral program', 'master's', 'graduate school'). */
const GRADUATE_DEGREE = /\b(phd|ph\.d|doctoral|doctorate|masters?|master's|masteral|graduate (school|program|programs|studies|degree)|post-?graduate)\b/;

/**
 * A fragment of a few words closing on its price word ('uniform price', 'chapel wedding fee', 'locker rent po'):
 * the price is asked. A price word after 'of', 'for' or a verb of paying is the object ('refund of fees').
 */
const PRICE_FRAGMENT = /(?<!\b(of|ng|sa|for|the|my|our|mga|ang|yung|bayad|pay|paying|magbayad|cover|covers)\s)\b(fee|fees|price|presyo|cost|rate|rates|rent|rental|upa)( (po|ba|pls|please|magkano|how much))*\s*[?.!]*\s*$/;


/** Every length of time in a reply ('4 years', '3-5 working days'). */
const DURATIONS = new RegExp(DURATION.source, "gi");

/** 'Who is the dean of ...', 'sino ang presidente ng ...': the holder of a post, a person, is asked. */
const POST_HOLDER_ASKED = /\bwho(?:'s| is| are)? (?:the )?(?:dean|president|vice president|director|head|chair(?:person)?|registrar|librarian|principal|coordinator|adviser)s? of\b|\bsino (?:po )?(?:ang )?(?:dean|presidente|president|direktor|director|head|pinuno|namumuno) (?:ng|sa)\b/;
/** A person's name as replies state it ('Dr. Ernesto P. Galang', 'Engr. Dennis V. Maddela', 'Liza B. Ancheta'). */
const PERSON_NAMED = /\b(Dr|Mr|Ms|Mrs|Engr|Atty|Prof)\.? [A-Z]|\b[A-Z][a-z]+ [A-Z]\. [A-Z][a-z]+/;

/** A question asking which form to use ('what form for', 'is there a form', 'anong form'), not a detail of a form it names. */
const FORM_ASKED = /\b(what|which|anong|aling|ano ang|is there a|are there|may|meron bang?)\s+(?:\w+\s+)?(forms?|porma)\b|\b(forms?|porma)\s+(for|to|para)\b/i;

/** What a place is asked whatever the visitor's plan or story: where it is, when it is open, how big it is. */
const PLACE_ASKS: ReadonlySet<string> = new Set(["where", "hours", "size"]);

/** A count written in words ('Four-floor main library'). */
const NUMBER_WORDS = /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred|dalawa|tatlo|apat|lima|anim|pito|walo|siyam|sampu)\b/i;

/**
 * What the question asks that the reply cannot hold: a count the answer has no number for ('how many students
 * are enrolled'), or a college, school or department the university does not have ('the dean of the college
 * of law'). Either means the reply is a neighbouring record's, not the answer.
 */
function unheldAsked(text: string, message: string, facts: FactIndex): string | undefined {
  const lower = text.toLowerCase();
  // A length of time counts only time ('how many books': not 'a 4 years program').
  const timeAsked = /\b(how many|ilan|ilang)\s+(\w+\s+)?(years?|days?|hours?|minutes?|weeks?|months?|semesters?|taon|araw|oras|minuto|linggo|buwan)\b/.test(lower);
  const withoutDates = message.replace(DATES_AND_TIMES, " ");
  const counted = timeAsked ? withoutDates : withoutDates.replace(DURATIONS, " ");
  // A program the university lacks answers any count asked of it ('ilang taon ang criminology').
  const lacking = NOT_OFFERED_REPLY.test(message);
  if (!lacking && /\b(how many|ilan|ilang)\b/.test(lower) && !/\b(until|before|bago|hanggang)\b/.test(lower) && !/\d/.test(counted) && !NUMBER_WORDS.test(counted)) return "count";
  // A post's holder asked ('who is the dean of ...'): a reply naming no person is another record's.
  if (POST_HOLDER_ASKED.test(lower) && !PERSON_NAMED.test(message)) return "person";
  // Someone a post's holder has asked ('sino ang asawa ng dean'): a reply naming the holder answers another question.
  if (/\b(who|whos|sino|sinong)\b/.test(lower) && ownedByPost(text) && PERSON_NAMED.test(message)) return "owned";
  // A price asked: the reply states an amount, or that there is none ('free', 'no fee'); else it is another record's.
  // A score or grade asked as a value ('passing score', 'grade needed', 'minimum average'): the reply states a figure.
  if (SCORE_ASKED.test(lower) && !/\d/.test(withoutDates)) return "score";
  const priceFragment = lower.trim().split(/\s+/).length <= 5 && PRICE_FRAGMENT.test(lower);
  if ((FEE_ASKED.test(lower) || priceFragment) && !holdsValue("money", message, text)) return "fee";
  // Free tuition under the law the records cite covers undergraduates: it is no graduate degree's tuition ('phd tuition fee').
  if (GRADUATE_DEGREE.test(lower) && /\b(tuition|fees?|how much|magkano|cost|bayad|matrikula)\b/.test(lower) && /\bRA 10931\b/.test(message)) return "fee:graduate";
  // A reply that says the program is not offered answers a college of it ('is there a college of medicine').
  // A possessive pronoun is no unit's name ('which college of yours').
  const unit = NOT_OFFERED_REPLY.test(message) ? null : /\b(college|school|department|institute|faculty) of (the )?(?!(?:yours|ours|mine|theirs|his|hers|you|your|us|ninyo|nyo|niyo)\b)([a-z]+)/.exec(lower);
  if (unit) {
    const phrase = `${unit[1]} of ${unit[3]}`;
    const held = facts.entities.some((e) => [e.title, ...e.aliases].some((n) => n.toLowerCase().includes(phrase)));
    if (!held && !facts.knows(unit[3]) && !/\b(mvsu|magat)\b/.test(unit[3])) return `unit:${phrase}`;
    if (!held) {
      // 'College of Engineering' is held as 'College of Engineering and Technology' or by its short name: only a word no college uses is a missing unit.
      const colleges = facts.entities.filter((e) => e.kind === "college" || e.kind === "program");
      if (!colleges.some((e) => [e.title, ...e.aliases].some((n) => n.toLowerCase().includes(unit[3])))) return `unit:${phrase}`;
    }
  }
  return undefined;
}

/**
 * A story told before or after the question (clauses that ask nothing: 'my daughter will finish grade 12 in
 * March, what documents does a freshman need') that left the message with no answer at all: the clauses that ask
 * are asked alone. A refusal or a word nothing explains (a doubted answer) stands.
 */
function askedAlone(knowledge: KnowledgeIndex, facts: FactIndex, config: EngineConfig, text: string, asked: string, now: Date, random: () => number, chosen: AssistantReply): AssistantReply {
  if (!config.enabled || chosen.category !== "fallback" || chosen.records.length) return chosen;
  const asking = askingClauses(text);
  if (!asking?.length) return chosen;
  const question = asking.join(", ");
  if (question === text || question.split(/\s+/).length < 3) return chosen;
  // A clause whose thing is the story's person's ('what are her subjects') is the story's: it is not asked alone.
  if (/\b(?:her|his|their|him|them|niya|nya|nila|kanya|kanyang)\b/i.test(question)) return chosen;
  // The clauses that ask must name a thing records hold and say more of it ('which gate should we use' is too bare).
  const frame = framingTerms();
  const held = tokenize(question).filter((t) => facts.knows(t.term));
  if (!held.some((t) => !frame.has(t.term) && !frame.has(t.source)) || new Set(held.map((t) => t.term)).size < 2) return chosen;
  const again = choose(knowledge, facts, config, question, asked, now, random);
  return again.category === "fallback" ? chosen : again;
}

function choose(knowledge: KnowledgeIndex, facts: FactIndex, config: EngineConfig, text: string, asked: string, now: Date, random: () => number): AssistantReply {
  const trim = (s: string) => limitLength(s, config.maxResponseLength);
  const suggest = (list: string[]) => (config.enableSuggestions ? [...new Set(list)].slice(0, 3) : []);
  if (!config.enabled) return { ...answer(knowledge, config, text, random), records: [] };
  const lang = detectLang(text);
  // A question refused as written or as respelled is refused: a correction never turns a refusal into an answer.
  const refused = refusal(asked, lang) ?? (text !== asked ? refusal(text, lang) : undefined);
  if (refused) return { message: refused.message, category: "fallback", suggestions: suggest(knowledge.starterQuestions(3)), confidence: 1, records: [`refusal:${refused.reason}`] };
  // A degree's majors asked as a whole ('bsba majors'): every major of it, not the first program found.
  const majors = programMajors(facts.entities, text, lang);
  if (majors) return { message: trim(majors.message), category: "academics", suggestions: [], confidence: RECORD_CONFIDENCE, building: majors.entities[0]!.building, records: majors.entities.flatMap((e) => e.records) };

  const fact = answerFromFacts(facts, text, now);
  // Doubt: a word of the question that the answering records do not explain means it asks about something else.
  // Before the fallback: one sentence of some record that explains every content word of the question.
  const fromPassage = (): AssistantReply | undefined => {
    const p = durationPassage(facts, knowledge, text, lang) ?? passageAnswer(facts, knowledge, text, lang) ?? spreadAnswer(facts, knowledge, text, lang);
    if (p) return { message: trim(p.message), category: categoryOf(p.source.kind), suggestions: [], confidence: p.coverage, building: p.source.building, office: p.source.office, records: p.source.records };
    const news = announcementDetail(facts, text);
    if (news && !factDoubt(news).length) return { message: trim(news.message), category: categoryOf("announcement"), suggestions: [], confidence: PASSAGE_CONFIDENCE, records: news.entities.flatMap((e) => e.records) };
    return undefined;
  };
  const doubt = (unexplained: string[]): AssistantReply => fromPassage() ?? fallbackReply(knowledge, facts, config, text, `unexplained:${unexplained.join(",")}`);
  const factDoubt = (f: FactReply, main = false) => {
    const vocabs = f.entities.map(vocabularyOfEntity);
    // A word the answering record spells out as a phrase ('ctc': certified true copy) is explained by it.
    const extra = new Set([...(f.explains ?? []), ...f.entities.flatMap((e) => [...recordInitialisms(e)])]);
    // A place asked where, when open or how big is the answer whatever the visitor's plan or story beside it.
    const placeAsked = f.entities[0]?.kind === "building" && f.intents.every((i) => PLACE_ASKS.has(i));
    return unexplainedWords(text, (t) => extra.has(t) || vocabs.some((v) => v.has(t)), facts, knowledge, main && f.strong === true, placeAsked);
  };
  const fromFact = (f: FactReply): AssistantReply => {
    // The record answering as named by the question: the visitor's reason and situation beside it are not weighed.
    const unexplained = factDoubt(f, true);
    if (unexplained.length) return doubt(unexplained);
    return factReply(f);
  };
  // A passage is doubted as a record's answer is: a word nothing the kiosk holds explains is another topic.
  const passageDoubt = (p: PassageReply) => {
    const said = termsOf([p.message, p.source.title, ...p.source.aliases]);
    return unexplainedWords(text, (t) => said.has(t), facts, knowledge);
  };
  // The kind of value asked decides between a record's structured answer and the sentence holding that value.
  const typedPassage = (f: FactReply): AssistantReply | undefined => {
    const kinds = askedValues(text);
    if (!kinds.length || f.emergency) return undefined;
    // A record is named: the topic may be one many passages speak of ('what do I submit for an FOI request').
    const p = durationPassage(facts, knowledge, text, lang) ?? passageAnswer(facts, knowledge, text, lang, { commonTopic: true });
    if (!p) return undefined;
    // The record's requirements answer is a list of what to bring, however it is worded; its size answers how many fit.
    const recordHolds = kinds.filter((k) => holdsValue(k, f.message, text) || (k === "requirements" && f.intents.includes("requirements")) || (k === "count" && f.intents.includes("size")));
    // The structured answer speaks for its records: their names and what the catalogue states of them count.
    const recordStatement = [f.message, ...f.entities.flatMap((e) => [e.title, ...e.aliases, e.summary("en"), ...Object.values(e.facts).flatMap((say) => (say ? [say("en")] : []))])];
    const over = passageOverRecord({
      asked: kinds.length,
      recordHolds: recordHolds.length,
      passageHolds: kinds.filter((k) => holdsValue(k, p.sentence, text)).length,
      recordCoverage: questionCoverage(facts, knowledge, text, recordStatement),
      passageCoverage: p.coverage,
      person: kinds.length === 1 && kinds[0] === "person",
    });
    if (!over) return undefined;
    if (passageDoubt(p).length) return undefined;
    // A passage that says none of the words naming the person or post asked ('the president's office') is about another thing.
    const personAsked = ["official", "person", "faculty", "college"].includes(f.entities[0]?.kind ?? "") && kinds.some((k) => k === "email" || k === "phone");
    const asked = new Set(tokenize(text).map((t) => t.term));
    const naming = [...termsOf(f.entities.flatMap((e) => [e.title, ...e.aliases]))].filter((t) => asked.has(t) && !STOP_WORDS.has(t) && t.length >= 3);
    const passageWords = termsOf([p.message, p.source.title, ...p.source.aliases]);
    if (personAsked && naming.length && !naming.some((t) => passageWords.has(t))) return undefined;
    return { message: trim(p.message), category: categoryOf(p.source.kind), suggestions: [], confidence: p.coverage, building: p.source.building, office: p.source.office, records: p.source.records };
  };
  const factReply = (f: FactReply): AssistantReply => ({
    message: trim(f.message),
    category: categoryOf(f.entities[0]?.kind),
    suggestions: suggest(f.entities.length ? facts.related(text).filter((e) => !f.entities.includes(e)).map(suggestionFor) : []),
    confidence: RECORD_CONFIDENCE,
    building: f.building,
    office: f.office,
    records: f.entities.flatMap((e) => e.records),
  });
  // A college's dean asked by the college's initials or short name ('cics dean po'): the college's dean.
  const dean = collegeDean(facts, text, lang);
  if (dean && !factDoubt(dean).length) return factReply(dean);
  // A person asked by the words of the post they hold, unless the record chosen already names them.
  const holder = postHolder(facts, text, lang);
  // A program the university lacks, named as its college ('college of medicine') or asked after ('may medicine
  // po ba kayo'), is no post's words ('medicine' is not the University Physician).
  const lacksProgram = NOT_OFFERED_REPLY.test(fact?.message ?? "");
  // A program asked whether offered ('may hospitality management ba kayo') is the program, not a teacher of it.
  const programOffered = fact?.entities[0]?.kind === "program" && fact.intents.includes("offered") && !/\b(who|whom|sino|sinong|name|pangalan)\b/i.test(withoutRelativeWho(text));
  if (holder && !lacksProgram && !programOffered && !ownedByPost(text) && !!postHolder(facts, withoutDescribingClauses(text), lang) && !(fact?.message.includes(holder.holder) && !factDoubt(fact).length)) return factReply(holder);
  // A post named inside the record asked about ('Recommendation of the University Sports Director'): its holder.
  const role = fact?.entities[0] && asksOnlyWho(text) ? roleInRecord(facts, text, fact.entities[0], fact.message, lang) : undefined;
  if (role && !factDoubt(role).length) return factReply(role);
  // A dated record against today: the days left to it, whether it is open now, what comes after it.
  const status = todayIs(text, now) ?? examOnDay(facts, text, now) ?? daysLeft(facts, text, now) ?? openNow(facts, text, now) ?? nextAfter(facts, text) ?? dateOfNamed(facts, text);
  if (status && !factDoubt(status).length) return factReply(status);
  // 'After X, what comes next': the step after X in the procedure that lists it.
  const next = nextStep(facts, text, lang);
  if (next && !factDoubt(next).length) return factReply(next);
  // A detail asked of one requirement item: the item as its record states it, unless the reply already does.
  // Asked for a form ('what form for a certified true copy of my grades'), the form found is the answer, not an item another record lists.
  const formFound = fact?.entities[0]?.kind === "form" && FORM_ASKED.test(text);
  const item = formFound ? undefined : requirementItem(facts, text, lang);
  if (item && !statesItems(fact?.message ?? "", item) && !factDoubt(item).length && !!requirementItem(facts, withoutDescribingClauses(text), lang)) return factReply(item);
  // Where a paper is handed in: the step of its service that takes it at a place.
  const destination = paperDestination(facts, text, lang);
  if (destination && !factDoubt(destination).length) return factReply(destination);
  // Which window a service is at: its step taken at a window.
  const window = windowAsked(facts, text, lang);
  if (window && !factDoubt(window).length) return factReply(window);
  // An announcement naming more of the question than the record chosen answers with the sentence holding the detail.
  const news = newsDetail(facts, text, fact?.entities ?? []);
  // Naming three of its words or more, the question may hold one word the announcement does not explain ('i walk back').
  if (news && factDoubt(news).length <= (news.named >= 3 ? 1 : 0)) return { ...factReply(news), confidence: PASSAGE_CONFIDENCE };
  // One step of the service named, asked by its own words: that step's time beside the whole service's.
  // Asked with something else (its price too), the whole service's answer states both.
  const alsoAsked = fact?.intents.some((i) => i !== "time" && i !== "duration");
  const step = fact?.entities[0] && !alsoAsked ? namedStep(fact.entities[0], text, lang) : undefined;
  if (step && !factDoubt(step).length) return factReply(step);
  // A record asked by what it is called: its full name first.
  const named = recordNamed(fact, text, lang);
  if (named && !factDoubt(named).length) return factReply(named);
  // A record named outright, or asked something specific, is the answer: the knowledge items need not be searched.
  // A program the university lacks is the answer to its length or requirements asked: no passage holds them.
  const lacksAsked = lacksProgram && detectIntents(text).every((i) => ["duration", "time", "requirements", "eligibility", "offered"].includes(i));
  if (fact && (fact.strong !== false || fact.intents.length > 0)) return (lacksAsked ? undefined : typedPassage(fact)) ?? fromFact(fact);

  // A form the kiosk's text names without a record of its own ('the Client Complaint Form'), asked for when no record fits.
  const namedForm = fact ? undefined : namedFormSentence(facts, text);
  if (namedForm && !unexplainedWords(text, (t) => termsOf([namedForm.message]).has(t), facts, knowledge).length) {
    return { message: trim(namedForm.message), category: "services", suggestions: [], confidence: PASSAGE_CONFIDENCE, records: namedForm.records };
  }

  const base = answer(knowledge, config, text, random);
  if (base.category === "small_talk") return { ...base, records: [] };
  const knowledgeWins =
    base.itemId !== undefined &&
    (!fact || (base.confidence >= KNOWLEDGE_OVER_PARTIAL && tokenize(text).some((t) => !facts.knows(t.term) && knowledge.idf.has(t.term))));
  if (fact && !knowledgeWins) return typedPassage(fact) ?? fromFact(fact);
  // An announcement named by two words of its title or more ('blood letting requirements') beats an item that matched weakly.
  if (base.itemId !== undefined && base.confidence < KNOWLEDGE_OVER_PARTIAL) {
    const news = announcementDetail(facts, text);
    const question = new Set(tokenize(text).map((t) => t.term));
    const titled = news && tokenize(news.entities[0].title).filter((t) => t.term.length >= 3 && question.has(t.term) && !STOP_WORDS.has(t.term)).length >= 2;
    if (news && titled && !factDoubt(news).length) return { message: trim(news.message), category: categoryOf("announcement"), suggestions: [], confidence: PASSAGE_CONFIDENCE, records: news.entities.flatMap((e) => e.records) };
  }
  if (base.itemId !== undefined && !strangeQualifier(text, knowledge, facts)) {
    const item = knowledge.items.find((i) => i.item.id === base.itemId)?.item;
    // The time of the step the question names, when its sentence covers more of the question than the item.
    const step = item ? stepDuration(facts, knowledge, text, lang, [item.canonicalQuestion, ...item.questionVariations, fillPlaceholders(item.canonicalAnswer, facts.entities)]) : undefined;
    if (step && !passageDoubt(step).length) return { message: trim(step.message), category: categoryOf(step.source.kind), suggestions: [], confidence: step.coverage, building: step.source.building, office: step.source.office, records: step.source.records };
    // A price asked that the item does not state ('is the campus wifi free'): the sentence holding it answers.
    const priced = item ? pricedPassage(facts, knowledge, text, lang, fillPlaceholders(base.message, facts.entities)) : undefined;
    if (priced && !passageDoubt(priced).length) return { message: trim(priced.message), category: categoryOf(priced.source.kind), suggestions: [], confidence: priced.coverage, building: priced.source.building, office: priced.source.office, records: priced.source.records };
    const unexplained = item ? unexplainedWords(text, (t) => vocabularyOfItem(item).has(t), facts, knowledge) : [];
    if (unexplained.length) return doubt(unexplained);
    return { ...base, message: trim(fillPlaceholders(base.message, facts.entities)), records: [`knowledge:${base.itemId}`] };
  }
  if (base.itemId !== undefined) {
    // A word after 'for' or 'under' that no item knows may still be a record's own word ('a complex transaction under the charter').
    const passage = fromPassage();
    if (passage) return passage;
    return { message: trim(config.fallbackMessage), category: "fallback", suggestions: suggest(facts.related(text).slice(0, 3).map(suggestionFor)), confidence: base.confidence, records: [] };
  }
  if (base.category === "fallback") {
    const passage = fromPassage();
    if (passage) return passage;
    const related = facts.related(text).slice(0, 3).map(suggestionFor);
    return { ...base, suggestions: suggest([...related, ...base.suggestions]), records: [] };
  }
  return { ...base, records: [] };
}

/** The sentence holding the price a question asks (an amount, 'free'), when a knowledge item's answer states none. */
function pricedPassage(facts: FactIndex, knowledge: KnowledgeIndex, text: string, lang: Lang, itemAnswer: string): PassageReply | undefined {
  if (!askedValues(text).includes("money") || holdsValue("money", itemAnswer, text)) return undefined;
  const p = passageAnswer(facts, knowledge, text, lang);
  return p && holdsValue("money", p.sentence, text) ? p : undefined;
}

/**
 * A word no record and no knowledge item knows, right after 'for', 'at', 'in', 'of' or 'from' ('how to apply
 * for a passport'): the question is about something else, however well its other words match an item.
 */
function strangeQualifier(text: string, knowledge: KnowledgeIndex, facts: FactIndex): boolean {
  const words = text.toLowerCase().replace(/[^a-z0-9 ]+/g, " ").split(/\s+/).filter(Boolean);
  return words.some(
    (w, i) =>
      ["for", "at", "in", "of", "from"].includes(w) &&
      words.slice(i + 1, i + 4).some((next) => {
        if (next.length < 5 || /(ing|ed|ly)$/.test(next)) return false;
        if ([...facts.terms(next)].some((t) => facts.knows(t))) return false;
        return !knowledge.queryTerms(next).some((t) => t.known);
      }),
  );
}

/** The reply category analytics group by: one of the knowledge categories. */
function categoryOf(kind: string | undefined): string {
  switch (kind) {
    case "service": case "form": case "portal": return "services";
    case "program": case "college": case "date": return "academics";
    case "exam": case "admission": case "scholarship": return "admissions";
    case "emergency": case "office": return "campus_life";
    case "building": return "facilities";
    default: return "general";
  }
}

