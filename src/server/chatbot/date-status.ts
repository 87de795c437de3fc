/**
 * Where a dated record stands against today in Manila (the injected clock), for any record with a date: a
 * calendar entry, an event, a holiday, a job posting's or a bid's deadline, the next entrance exam day.
 * - 'How many days left to file for graduation': the days from today to the record's date, with the date.
 * - 'Is enrollment open right now': yes until its last day, not yet before its first, and once it is over
 *   the newest announcement naming it (the next round is announced, not yet on the calendar).
 * - 'What's the next event after foundation week': the first calendar entry that starts after it ends.
 * - 'Until when is the application for graduation': the calendar entry whose name holds the form's.
 * - 'What's the date today': today itself.
 */
import { formatDay, type Entity, type Lang } from "./catalog.ts";
import { compose, detectLang, GENERIC, manilaDay, relativeWindow, type FactIndex, type FactReply } from "./facts.ts";
import { STOP_WORDS, WEAK_WORDS, tokenize } from "./language.ts";
import { detectIntents } from "./intents.ts";

/** Days from `from` to `to` (both YYYY-MM-DD). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400_000);
const dayOf = (iso: string) => iso.slice(0, 10);

/** A record with a date a visitor can count to (announcements are dated by when they were posted, not by what they announce). */
const dated = (e: Entity) => !!e.start && e.kind !== "announcement" && e.key !== "term";

const specific = (index: FactIndex, text: string) => [...index.terms(text)].filter((t) => (t.length >= 3 || t === "id") && !STOP_WORDS.has(t) && !WEAK_WORDS.has(t) && !GENERIC.has(t) && !/\d/.test(t));

/**
 * The dated record the question names: the best match naming a dated record whole, else the one dated record whose
 * name (or an alias) shares the most of the question's specific words ('file for graduation': the deadline
 * for application for graduation).
 */
function namedDated(index: FactIndex, text: string, today: string): Entity | undefined {
  const matched = index.match(text, ["when"]).find((m) => dated(m.entity) && m.coverage >= 0.999);
  if (matched) return matched.entity;
  // Named in part, only a date still ahead is meant ('before my new id is printed' is not a past bid's deadline).
  const q = specific(index, text);
  if (!q.length) return undefined;
  let best: { e: Entity; n: number } | undefined;
  let tie = false;
  for (const e of index.entities) {
    if (!dated(e) || dayOf(e.end ?? e.start!) < today) continue;
    const names = new Set([e.title, ...e.aliases].flatMap((n) => tokenize(n).map((t) => t.term)));
    const n = q.filter((t) => names.has(t)).length;
    if (!n) continue;
    if (!best || n > best.n) [best, tie] = [{ e, n }, false];
    else if (n === best.n && best.e.start !== e.start) tie = true;
  }
  if (!best || tie) return undefined;
  // A word the record's names lack that names another, undated record is that record's question ('ilang araw bago
  // ma-release ang id': the ID's processing, not the release of grades).
  const names = new Set([best.e.title, ...best.e.aliases].flatMap((n) => tokenize(n).map((t) => t.term)));
  const other = q.filter((t) => !names.has(t)).some((t) => index.entities.some((e) => !dated(e) && tokenize(e.title).some((w) => w.term === t)));
  return other ? undefined : best.e;
}

/**
 * The entrance exam named whole, dated by its next exam day (its records are one per exam date, 'exam:exam-2025-01-15'),
 * so 'how many days until the next entrance exam' counts to it.
 */
function nextExamDay(index: FactIndex, text: string, today: string): Entity | undefined {
  const exam = index.match(text, ["when"]).find((m) => m.entity.kind === "exam" && m.coverage >= 0.999)?.entity;
  const next = exam?.records.map((r) => /(\d{4}-\d{2}-\d{2})$/.exec(r)?.[1]).filter((d): d is string => !!d && d >= today).sort()[0];
  return exam && next ? { ...exam, start: next, end: undefined } : undefined;
}

/** What the record says of its date ('Deadline for Application for Graduation: Friday, November 29, 2024'). */
const whenOf = (e: Entity, lang: Lang) => (e.facts.when ?? e.summary)(lang);

/** Asking what remains, not how long something takes ('how many days does verification take' is a duration). */
const COUNTDOWN = /\b(how many (more )?(days?|weeks?) (left|remaining|until|till|before|to go|away|more|(?:do|does) (?:i|we|he|she|they|my \w+) (?:still )?have|are left)|how many more (days?|weeks?)|ilang (araw|linggo) (na lang|na lng|pa|bago)|(days?|weeks?) (left|remaining|to go)|count ?down)\b/;

/** 'How many days left to X', 'ilang araw na lang bago ang X': the days from today to X's date, with the date. */
export function daysLeft(index: FactIndex, text: string, now: Date): FactReply | undefined {
  const lower = text.toLowerCase();
  if (!COUNTDOWN.test(lower)) return undefined;
  const today = manilaDay(now);
  const e = namedDated(index, text, today) ?? nextExamDay(index, text, today);
  if (!e) return undefined;
  const lang = detectLang(text);
  const start = dayOf(e.start!);
  const end = dayOf(e.end ?? e.start!);
  const n = daysBetween(today, start);
  const todayIs = lang === "fil" ? `ngayon ay ${formatDay(today, "fil")}` : `today is ${formatDay(today)}`;
  let line: string;
  if (n > 0) line = lang === "fil" ? `${n} araw pa hanggang ${formatDay(start, "fil")} (${todayIs}).` : `${n} ${n === 1 ? "day" : "days"} left until ${formatDay(start)} (${todayIs}).`;
  else if (today <= end) {
    const left = daysBetween(today, end);
    line = lang === "fil" ? `Nagsimula na; ${left} araw pa bago matapos (${todayIs}).` : left ? `It is under way: ${left} ${left === 1 ? "day" : "days"} left until it ends (${todayIs}).` : `Today is its last day (${formatDay(today)}).`;
  } else line = lang === "fil" ? `Lumipas na ito (${todayIs}).` : `It has passed (${todayIs}).`;
  return { message: compose([line, whenOf(e, lang)], lang, e.href), entities: [e], intents: ["when"], explains: ["countdown", "count", "down"] };
}

const OPEN = /\b(open|opened|ongoing|on-?going|going on|underway|under way|started|bukas|nagsimula)\b/;
/** Asked the other way round: is it over. */
const OVER = /\b(over|done|finished|ended|tapos|natapos)\b/;
const NOW = /\b(now|right now|today|currently|still|yet|already|ngayon|na ba|pa ba)\b/;

/**
 * 'Is enrollment open right now', 'is the midterm exam over': whether today falls within the record's dates;
 * once they are over, the newest announcement since whose title names the record (the next round is announced
 * before the calendar lists it).
 */
export function openNow(index: FactIndex, text: string, now: Date): FactReply | undefined {
  const lower = text.toLowerCase();
  const over = OVER.test(lower);
  if (!(over || (OPEN.test(lower) && NOW.test(lower))) || !/^(is|are|has|have|bukas|open|ongoing|nagsimula|may|tapos|natapos)\b/.test(lower.trim())) return undefined;
  const today = manilaDay(now);
  // Named in part is enough here ('adding and dropping' for 'Adding, Dropping and Changing of Subjects'): only a period of the calendar is read.
  const e = index.match(text, ["when"]).find((m) => m.entity.kind === "date" && m.entity.end && m.coverage >= 0.5)?.entity;
  if (!e || e.kind !== "date" || !e.end) return undefined;
  const lang = detectLang(text);
  const start = dayOf(e.start!);
  const end = dayOf(e.end);
  const lines: string[] = [];
  const entities = [e];
  if (today < start) lines.push(lang === "fil" ? `Hindi pa; magsisimula ito sa ${formatDay(start, "fil")}.` : over ? `No, it has not started: it starts on ${formatDay(start)}.` : `Not yet: it opens on ${formatDay(start)}.`, whenOf(e, lang));
  else if (today <= end) lines.push(lang === "fil" ? `${over ? "Hindi pa" : "Oo"}, hanggang ${formatDay(end, "fil")}.` : over ? `Not yet: it runs until ${formatDay(end)}.` : `Yes, until ${formatDay(end)}.`, whenOf(e, lang));
  else {
    lines.push(lang === "fil" ? `${over ? "Oo" : "Hindi na"}; tapos na ito: ${whenOf(e, lang)}` : over ? `Yes, it is over: ${whenOf(e, lang)}` : `No, it is closed: ${whenOf(e, lang)}`);
    // The next round, announced after the calendar entry ended.
    const words = new Set(tokenize(e.title).map((t) => t.term).filter((t) => !GENERIC.has(t) && !WEAK_WORDS.has(t) && !/^(period|deadline|date|start|end)$/.test(t)));
    const next = index.entities
      .filter((a) => a.kind === "announcement" && a.start && dayOf(a.start) > end && tokenize(a.title).some((t) => words.has(t.term)))
      .sort((a, b) => b.start!.localeCompare(a.start!))[0];
    if (next) {
      const posted = formatDay(manilaDay(new Date(next.start!)), lang);
      lines.push(lang === "fil" ? `Inanunsyo mula noon: ${next.title} (${posted}): ${next.purpose ?? ""}` : `Announced since: ${next.title} (posted ${posted}): ${next.purpose ?? ""}`);
      entities.push(next);
    }
  }
  return { message: compose(lines, lang, e.href), entities, intents: ["when"] };
}

const AFTER = /\b(after|pagkatapos|kasunod)(?: ng)?\b/;

/** 'What's the next event after foundation week': the first calendar entry (of the kind asked) that starts after the one named ends. */
export function nextAfter(index: FactIndex, text: string): FactReply | undefined {
  const lower = text.toLowerCase();
  const at = AFTER.exec(lower);
  // 'When do classes resume after the break': the first start of classes after it.
  const resume = !!at && /\b(resume|resumes|start again|back to school|balik|bumalik|magbabalik)\b/.test(lower.slice(0, at.index));
  if (!at || (!resume && !/\b(next|susunod|what comes|what'?s|what is|anong|ano ang)\b/.test(lower))) return undefined;
  const named = index.match(lower.slice(at.index + at[0].length), ["when"]).find((m) => m.entity.kind === "date" && m.entity.start)?.entity;
  if (!named) return undefined;
  const lang = detectLang(text);
  const end = dayOf(named.end ?? named.start!);
  const before = lower.slice(0, at.index);
  const kind = /\b(events?|activit\w+|ganap)\b/.test(before) ? "event:" : /\b(holidays?)\b/.test(before) ? "holiday:" : undefined;
  const next = index.entities
    .filter((e) => e.kind === "date" && e !== named && e.key !== "term" && e.start && dayOf(e.start) > end && (!kind || e.key.startsWith(kind)) && (!resume || /\b(start|classes|opening)\b/i.test(e.title)))
    .sort((a, b) => a.start!.localeCompare(b.start!))[0];
  const explains = [at[1], ...tokenize(named.title).map((t) => t.source), ...(resume ? ["resume", "resumes", "classes", "class"] : [])];
  if (!next) {
    const none = lang === "fil" ? `Wala pang nakalista sa calendar pagkatapos ng ${named.title}.` : `The calendar lists nothing after ${named.title} yet.`;
    return { message: compose([none, whenOf(named, lang)], lang, named.href), entities: [named], intents: ["when"], explains };
  }
  const head = lang === "fil" ? `Pagkatapos ng ${named.title}:` : `After ${named.title}:`;
  return { message: compose([head, whenOf(next, lang)], lang, next.href), entities: [next], intents: ["when"], explains };
}

/** The date or the day asked and nothing else ('what day is it tomorrow'; not 'the date of the exam', not 'in the US'). */
const DAY_ASKED = /^(?:(?:what'?s|what is|what|which|ano ang|anong|ano'?ng)\s+)?(?:the\s+)?(?:date|day|petsa|araw)(?:\s+is\s+it|\s+is|\s+will\s+it\s+be|\s+was\s+it)?(?:\s+(today|ngayon|now|tomorrow|bukas|yesterday|kahapon))?\s*\??$|^(?:what'?s\s+)?(today)'?s date\s*\??$|^what day is (today|tomorrow)\s*\??$/;

/** 'What's the date today', 'anong araw ngayon', 'what day is it tomorrow': that day in Manila, as the kiosk's clock reads it. */
export function todayIs(text: string, now: Date): FactReply | undefined {
  const m = DAY_ASKED.exec(text.toLowerCase().trim());
  if (!m) return undefined;
  const which = m[1] ?? m[2] ?? m[3] ?? "today";
  const offset = /tomorrow|bukas/.test(which) ? 1 : /yesterday|kahapon/.test(which) ? -1 : 0;
  const lang = detectLang(text);
  const day = new Date(Date.parse(`${manilaDay(now)}T00:00:00Z`) + offset * 86400_000).toISOString().slice(0, 10);
  const en = offset === 1 ? "Tomorrow is" : offset === -1 ? "Yesterday was" : "Today is";
  const fil = offset === 1 ? "Bukas ay" : offset === -1 ? "Kahapon ay" : "Ngayon ay";
  return { message: lang === "fil" ? `${fil} ${formatDay(day, "fil")}.` : `${en} ${formatDay(day)}.`, entities: [], intents: ["when"], explains: ["date", "day", "petsa", "araw"] };
}

/**
 * 'Until when is the application for graduation': the form or service named has no date, and one calendar
 * entry's name holds its name whole ('Deadline for Application for Graduation'): that record's date.
 */
export function dateOfNamed(index: FactIndex, text: string): FactReply | undefined {
  if (!/\b(when|kailan|kelan|hanggang|deadline|until)\b/.test(text.toLowerCase())) return undefined;
  const top = index.match(text, ["when"])[0]?.entity;
  if (!top || top.facts.when || dated(top) || (top.kind !== "form" && top.kind !== "service")) return undefined;
  const name = top.title.toLowerCase();
  const holders = index.entities.filter((e) => e.kind === "date" && dated(e) && e.title.toLowerCase().includes(name));
  if (holders.length !== 1) return undefined;
  const lang = detectLang(text);
  return { message: compose([whenOf(holders[0], lang)], lang, holders[0].href), entities: [holders[0]], intents: ["when"], explains: tokenize(top.title).map((t) => t.source) };
}

/** An exam asked by one of its dates ('the january 15 exam', 'april 10 exam regular or final'). */
const EXAM_WORD = /\b(exams?|examinations?|tests?|cat|mvsu-?cat)\b/;

/**
 * An entrance exam named by its day: that day's row of the schedule as the exam record states it ('Wednesday,
 * January 15, 2025 (Regular, full)'): its type and whether slots are left, which is whether one may still register.
 */
export function examOnDay(index: FactIndex, text: string, now: Date): FactReply | undefined {
  const lower = text.toLowerCase();
  if (!EXAM_WORD.test(lower)) return undefined;
  const window = relativeWindow(text, now);
  if (!window?.calendarDay) return undefined;
  const exam = index.entities.find((e) => e.kind === "exam" && e.records.includes(`exam:exam-${window.from}`));
  if (!exam) return undefined;
  const lang = detectLang(text);
  const rowOf = (l: Lang) => new RegExp(`${formatDay(window.from, l).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(([^)]+)\\)`).exec(exam.summary(l))?.[1];
  const [en, fil] = [rowOf("en"), rowOf("fil")];
  if (!en) return undefined;
  const line = lang === "fil" ? `Entrance exam sa ${formatDay(window.from, "fil")}: ${fil && fil !== en ? `${fil} (${en})` : en}.` : `The entrance exam on ${formatDay(window.from)}: ${en}.`;
  // When or where to be there, asked beside it ('at anong oras dapat nandun'): the exam's own reporting time.
  const also = detectIntents(text).flatMap((i) => (i === "hours" || i === "where" ? [exam.facts[i]?.(lang)] : [])).filter((x): x is string => !!x);
  return { message: compose([line, ...also], lang, exam.href), entities: [{ ...exam, records: [`exam:exam-${window.from}`] }], intents: ["when"], strong: true, explains: ["register", "registration", "open", "still", "regular", "final", "full", "slots"] };
}
