/**
 * Questions that name a thing by its purpose, a situation or a word only a record's description, services or
 * notes hold: the record whose sentences together cover the question answers; two common words side by side
 * name one thing; a person is found by the post they hold; an office's published contact is never private
 * data. Out-of-scope look-alikes keep their fallback or refusal.
 */
import { describe, expect, it } from "vitest";
import { assistant as a, ask, probes, answered } from "../testing/assistant.ts";
import { spreadAnswer } from "./passages.ts";

const notAnswered = (q: string) => expect(ask(q).category, `${q} -> ${ask(q).message}`).toBe("fallback");

describe("a record whose sentences together cover the question", () => {
  it.each(
    probes(`
      where can students read the old theses
      saan pwedeng magbasa ng thesis
      can i read a thesis in the library
    `),
  )("%s reaches the library's thesis archive", (q) => answered(q, /thesis archive|University Library/i));

  it("states the two sentences that hold the question's words, with the record named", () => {
    const r = spreadAnswer(a.facts, a.knowledge, "where can i read old theses", "en");
    expect(r?.source.title).toBe("University Library");
    expect(r?.message).toMatch(/reading halls/);
    expect(r?.message).toMatch(/Thesis archive/);
  });

  it("needs two words held by the record's own sentences, not only its name", () => {
    expect(spreadAnswer(a.facts, a.knowledge, "library", "en")).toBeUndefined();
    expect(spreadAnswer(a.facts, a.knowledge, "best restaurant near the library", "en")).toBeUndefined();
  });
});

describe("two common words side by side name one thing", () => {
  it.each(
    probes(`
      where do i find my student number
      where can i see my student number
      student number where to find it
    `),
  )("%s reaches where the student number is printed", (q) => answered(q, /Certificate of Registration|student ID/i));
});

describe("words of a family and initials", () => {
  it.each(
    probes(`
      mooe allocation
      allocation for maintenance and other operating expenses
      how much was allocated to mooe
    `),
  )("%s states the MOOE budget line", (q) => answered(q, /98,500,000/));
});

describe("a person found by the post they hold", () => {
  it.each([
    ["who is the school doctor", /Galvez/],
    ["who is the university physician", /Galvez/],
    ["sino ang doktor ng university", /Galvez/],
    ["who is the university sports director", /Bautista/],
    ["sino ang sports director", /Bautista/],
    ["who is the sports director of the university", /Bautista/],
    ["who is the director of admissions", /Agbayani/],
  ])("%s", (q, person) => answered(q, person));
});

describe("an office's, service's or unit's published contact is not private", () => {
  it.each([
    ["email of the graduate school", /gradschool@mvsu\.edu\.ph/],
    ["e-mail ng graduate school", /gradschool@mvsu\.edu\.ph/],
    ["email of the student affairs office", /osas|student affairs/i],
  ])("%s is answered", (q, fact) => answered(q, fact));

  it.each(
    probes(`
      email of a student
      phone number of the student
      email of a graduate
      address of the student
      cellphone of the student
      home address of the dean
    `),
  )("%s is still refused", (q) => {
    const r = ask(q);
    expect(r.category).toBe("fallback");
    expect(r.records[0]).toMatch(/^refusal:/);
  });
});

describe("whom to contact about something", () => {
  it.each([
    ["who do i contact about living in the dorm", /housing@mvsu\.edu\.ph/],
    ["who should i e-mail about the dormitory", /housing@mvsu\.edu\.ph/],
    ["sino ang pwedeng tawagan tungkol sa dorm", /housing@mvsu\.edu\.ph/],
  ])("%s states the office's published contact", (q, fact) => answered(q, fact));

  it("states a contact once", () => {
    const m = ask("who should i call about my scholarship").message;
    expect(m.match(/scholarships@mvsu\.edu\.ph/g)?.length).toBe(1);
  });
});

describe("plain words a visitor uses for what records spell out", () => {
  it.each([
    ["chemistry grade for food tech applicants", /83%/],
    ["is the ncmh hotline free from a cellphone", /1553/],
    ["saan ako pwedeng magreklamo tungkol sa serbisyo", /Complaint|Public Assistance/i],
    ["saan ko makikita ang aking mga grado online", /grades\.mvsu\.edu\.ph/],
    ["what is the pds form", /Form 212/],
    ["clinic telephone for appointments", /local 130|0917 845 2130/],
  ])("%s", (q, fact) => answered(q, fact));
});

describe("what happened is told, not ordered", () => {
  it.each([
    ["lost my id, what do i need to bring", /Affidavit of Loss/],
    ["misplaced my id what are the requirements", /Affidavit of Loss/],
    ["forgot my password what do i do", /ICT Help Desk/],
    ["a company wants to verify my grades, what do they need", /consent/i],
    ["what does an employer need to verify my grades", /consent/],
  ])("%s", (q, fact) => answered(q, fact));

  it.each(probes(`
    send my transcript
    enroll me in the second semester
    approve my clearance
  `))("%s is still an action refused", (q) => expect(ask(q).records[0]).toBe("refusal:action"));
});

describe("a job posting's how-to-apply text", () => {
  it.each([
    ["where do i submit my application for the nurse position", /Human Resource Management Office/],
    ["what are the requirements to apply as instructor", /letter of intent/i],
    ["how do i apply for the administrative aide job", /Personal Data Sheet/],
  ])("%s", (q, fact) => answered(q, fact));

  it.each([
    ["where is the clinic and is it open at night", /Gymnasium/],
    ["is there a nurse at the clinic at night", /24\/7|around the clock/],
  ])("%s still reaches the clinic", (q, fact) => answered(q, fact));
});

describe("the record that holds every word the first match holds, and more", () => {
  it.each([
    ["i need a medical certificate for enrollment", /Health Services/],
    ["i need a medical certificate for my enrollment", /Health Services/],
    ["we need a medical certificate for enrolment", /Health Services/],
  ])("%s", (q, fact) => answered(q, fact));

  it("keeps the record that holds the kind of value asked outright", () => {
    answered("how long does it take to get a certificate of grades", /2-3 working days/);
  });
});

describe("a possessive compound one record holds whole", () => {
  it.each([
    ["where do i see if i made the dean's list", /grades\.mvsu\.edu\.ph/],
    ["am i on the dean's list", /grades\.mvsu\.edu\.ph/],
  ])("%s", (q, fact) => answered(q, fact));

  it.each([
    ["who is the dean of engineering", /Tumaliuan/],
    ["list of the deans", /Galang/],
  ])("%s still reaches the deans", (q, fact) => answered(q, fact));
});

describe("out of scope stays out", () => {
  it.each(
    probes(`
      where can i read manga for free
      best restaurant near the library
      how long is the magat river
      jeepney fare from santiago to the main gate
      what is the fee for a tor sent to mars
      what is my classmate's student number
    `),
  )("%s gets the fallback", (q) => notAnswered(q));
});

describe("places that share a name, told apart by what each is for", () => {
  it("answers the gate whose note says who uses it", () => {
    expect(ask("what gate do service vehicles go through").message).toMatch(/East Gate/);
    expect(ask("which gate can pedestrians use").message).toMatch(/North Gate/);
    expect(ask("saan ang gate na hinihintuan ng tricycle").message).toMatch(/Main Gate/);
  });
});
