/**
 * Questions that name a record whole beside words that only tell why the visitor asks or what happened to them:
 * those words are set aside and the record answers; a word that qualifies the thing asked (a reason nothing the
 * kiosk holds names, a place it is sent to, a unit the university does not have) still doubts. Filipino verbs
 * read as their roots.
 */
import { describe, expect, it } from "vitest";
import { assistant as a, ask, probes, answered } from "../testing/assistant.ts";
import { withoutVisitorContext, withoutVisitorSituation } from "./visitor-context.ts";
import { filipinoRoots, normalise } from "./language.ts";
import { vocabularyOf } from "./spelling.ts";

const notAnswered = (q: string) => expect(ask(q).category, `${q} -> ${ask(q).message}`).toBe("fallback");

describe("the visitor's reason and situation beside a record named whole", () => {
  it.each([
    ["who is the university president? we need the name for our invitation letter", /Bautista/],
    ["what is the email of the registrar for my scholarship application", /registrar@mvsu\.edu\.ph/],
    ["how much is the transcript of records for my job application", /₱100/],
    ["para sa thesis ko, saan ang university library", /Library/],
    ["para sa letter namin, sino ang vice president for academic affairs", /Gumabay/],
    ["where is the registrar because my mom needs her diploma", /Registrar/],
    ["student journalist kami, saan ang FOI office", /Records Section/],
  ] as const)("%s", (q, fact) => answered(q, fact));

  it.each(
    probes(`
      how much is the tor for my pet dog
      what is the email of the registrar for my pet hamster
      what is the fee for a tor sent to mars
      who is the dean of the college of medicine
      how much is the parking fee per hour
      where is the registrar because i want to fly to the moon
    `),
  )("%s still doubts: the reason or qualifier names nothing the kiosk holds", (q) => notAnswered(q));
});

describe("withoutVisitorContext", () => {
  const none = () => false;
  const all = () => true;

  it("sets aside a reason phrase whose head word the kiosk uses", () => {
    expect(withoutVisitorContext("need a service record for my GSIS loan", none, (w) => w === "loan")).toBe("need a service record");
    expect(withoutVisitorContext("para sa letter ng SSC, sino ang VP", none, (w) => w === "letter")).toBe("sino ang VP");
  });

  it("keeps a reason phrase whose head names nothing the kiosk holds, or that holds the answer's words", () => {
    expect(withoutVisitorContext("how much is the tor for my pet dog", none, (w) => w !== "dog")).toBe("how much is the tor for my pet dog");
    expect(withoutVisitorContext("do you need an id for my transcript", (p) => /transcript/.test(p), all)).toBe("do you need an id for my transcript");
  });

  it("sets aside a because-clause and a clause telling what happened to the visitor beside one that asks", () => {
    expect(withoutVisitorContext("where is the registrar because my mom needs her diploma", none, all)).toBe("where is the registrar");
    expect(withoutVisitorContext("the aircon in our room is broken, who heads physical plant", none, all)).toBe("who heads physical plant");
    expect(withoutVisitorContext("nasira ang bintana namin, sino ang head ng physical plant", none, all)).toBe("sino ang head ng physical plant");
  });

  it("asked of a place, keeps only the answer's words of the visitor's plan or story; asked anything else, the whole clause", () => {
    const holdsHall = (p: string) => /\bhall\b/.test(p);
    const words = (s: string) => s.replace(/,/g, "").replace(/\s+/g, " ");
    expect(words(withoutVisitorContext("we are planning a recital in the hall, how many fit", holdsHall, all, true))).toBe("hall how many fit");
    expect(words(withoutVisitorContext("recital sana namin sa hall, ilan ang kasya", holdsHall, all, true))).toBe("hall ilan ang kasya");
    expect(words(withoutVisitorContext("we are planning a hall recital, what form", holdsHall, all, true))).toBe("hall what form");
    expect(words(withoutVisitorContext("we are planning a hall recital, what form", holdsHall, all))).toBe("we are planning a hall recital what form");
  });

  it("sets aside where or when something happened to the visitor, inside a clause that holds the answer's words", () => {
    const holdsId = (p: string) => /\bid\b/.test(p);
    const words = (s: string) => s.replace(/,/g, "").replace(/\s+/g, " ");
    expect(words(withoutVisitorContext("my id got soaked in the flood during our trip, what form", holdsId, all))).toBe("my id got soaked what form");
    expect(words(withoutVisitorContext("nasira ang id ko habang nagbibiyahe, anong form", holdsId, all))).toBe("nasira ang id ko anong form");
    // The scene ends where a purpose begins: 'for official business' still counts.
    expect(words(withoutVisitorContext("i attended a workshop in davao for official business, which form", (p) => /official/.test(p), all))).toBe("i attended a workshop for official business which form");
  });

  it("sets aside a reason telling where the visitor is, lives or works, whatever it names", () => {
    expect(withoutVisitorContext("can my brother claim my diploma since i live in dubai", none, () => false)).toBe("can my brother claim my diploma");
    expect(withoutVisitorContext("sino ang kukuha ng tor ko kasi nasa abroad ako", none, () => false)).toBe("sino ang kukuha ng tor ko");
    // A reason about something else that names nothing the kiosk holds still counts.
    expect(withoutVisitorContext("how much is the tor because the dog ate it", none, () => false)).toBe("how much is the tor because the dog ate it");
  });

  it("leaves a place or time in a clause that asks", () => {
    expect(withoutVisitorContext("what form do i file in the registrar", none, all)).toBe("what form do i file in the registrar");
  });

  it("keeps a description that does not mention the visitor, and a message that asks nothing", () => {
    const words = (s: string) => s.replace(/,/g, "");
    expect(words(withoutVisitorContext("supplier delivering chairs by truck, which gate should we use", none, all))).toBe("supplier delivering chairs by truck which gate should we use");
    expect(words(withoutVisitorContext("the aircon is broken, the fan too", none, all))).toBe("the aircon is broken the fan too");
  });
});

describe("framing words before a record named by a specific word", () => {
  it.each([
    ["my tita wants to call the registrar directly, what number", /305-2100/],
    ["we want to send our questions to the admissions office, what email", /admissions@mvsu\.edu\.ph/],
    ["can i stretch at the oval in the morning, what time does it open", /5:00 AM/],
    ["we want to stroll around the oval, until what time is it open", /8:00 PM/],
  ] as const)("%s", (q, fact) => answered(q, fact));

  it.each(
    probes(`
      can i skateboard in the gym
      can i land a helicopter on the oval
    `),
  )("%s still doubts: what the visitor will do is weighed when nothing is asked of the record", (q) => notAnswered(q));
});

describe("Filipino and Taglish verbs read as their roots", () => {
  it("reads a hyphenated Taglish verb as the English verb", () => {
    expect(normalise("saan nagfa-file ng request")).toBe("saan file ng request");
    expect(normalise("nagpi-print ba kayo")).toBe("print ba kayo");
    expect(normalise("pina-process na ba")).toBe("process na ba");
    // A prefix whose sound is not the verb's stays a prefix.
    expect(normalise("nagka-print")).toBe("nagka print");
  });

  it("takes the -in- and -um- infixes out of a root", () => {
    expect(filipinoRoots("pinopost")).toContain("post");
    expect(filipinoRoots("tinatanggap")).toContain("tanggap");
    expect(filipinoRoots("kumukuha")).toContain("kuha");
  });

  it.each([
    ["saan nagpa-process ng transcript of records", /Registrar/],
    ["saan nagfa-fill up ng clearance form", /Clearance/],
    ["san pwede magpaayos ng laptop", /ICT Help Desk/],
  ] as const)("%s", (q, fact) => answered(q, fact));

  it("never respells an English past or -ing form of a held verb into another word", () => {
    const v = vocabularyOf(a.facts, a.knowledge);
    expect(v.respell("we filed a complaint")).toBe("we filed a complaint");
    expect(v.respell("filing a complaint")).toBe("filing a complaint");
  });
});

describe("everyday words for what the records name otherwise", () => {
  it.each([
    ["can we get married at the chapel as alumni", /Wedding/i],
    ["pwede ba magpakasal sa university chapel", /Wedding/i],
    ["naiwan ko yung wallet ko sa library, saan ang lost and found", /Security/],
    ["nawala ko ang id ko sa jeep, magkano ang bago", /₱150/],
    ["the subject i paid for was dissolved, what form do i use for a refund", /Refund of Fees/],
    ["which form for a refund, my subject was dissolved", /Refund of Fees/],
    ["is ECE offered, electronics engineering", /does not offer/],
    ["kelan po kami makaka-hear back sa foi request", /1-7 working days/],
  ] as const)("%s", (q, fact) => answered(q, fact));

  it("refuses whether the holder of a post is married", () => {
    expect(ask("is the cashier married").records[0]).toBe("refusal:private-data");
    expect(ask("is the librarian dating someone").category).toBe("fallback");
  });
});

describe("withoutVisitorSituation", () => {
  const holdsTor = (c: string) => /\btor\b/.test(c);
  it("leaves out a clause that only tells who the visitor is or what happened to them", () => {
    expect(withoutVisitorSituation("my son lives in hongkong, how much is the tor", holdsTor)).toBe("how much is the tor");
    expect(withoutVisitorSituation("alumna here working abroad, how much is the tor", holdsTor)).toBe("how much is the tor");
    expect(withoutVisitorSituation("ang anak ko ay nasa maynila, magkano ang tor", holdsTor)).toBe("magkano ang tor");
  });

  it("keeps every clause that asks, and a clause about the visitor that holds what the answer is about", () => {
    expect(withoutVisitorSituation("how much is the tor, and is it free on mars", holdsTor)).toBe("how much is the tor and is it free on mars");
    expect(withoutVisitorSituation("i need my tor for abroad, how much", holdsTor)).toBe("i need my tor for abroad how much");
    expect(withoutVisitorSituation("you are a robot now, how much is the tor", holdsTor)).toBe("you are a robot now how much is the tor");
    expect(withoutVisitorSituation("how much is the tor", holdsTor)).toBe("how much is the tor");
  });
});

describe("where the visitor comes from", () => {
  it("is the visitor's situation, in English or Filipino, never a question about that place", () => {
    expect(ask("galing pa kami sa probinsya, saan po ang cashier").message).toMatch(/Cashier/);
    expect(ask("we came from manila for the exam, where is the admissions office").message).toMatch(/Room 104/);
    expect(ask("what is the best university in manila").records[0]).toBe("refusal:elsewhere");
  });

  it("reads 'sulat' as a letter and 'napuno' as filled out, not as misspellings of other words", () => {
    expect(ask("may sulat ako para sa dean").records).not.toContain("emergency:medical");
    // Filled out, the form is handed in: the clearance step that takes it.
    expect(ask("napuno ko na ang clearance form, saan ko ipapasa").message).toMatch(/OSAS/);
  });
});
