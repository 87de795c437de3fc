/**
 * The detail of the chosen record a question asks: every labelled field, list item and sentence of the record
 * (and the page blocks shown with it) is a candidate, and the question's words its name does not explain
 * choose the one that holds them, matched by root ('recommends' and 'Recommendation', 'sign' and 'signature').
 */
import { describe, expect, it } from "vitest";
import { assistant as a, ask, probes } from "../testing/assistant.ts";
import { detailsOf, noticesOf, rootOf } from "./record-details.ts";

describe("a record's details", () => {
  it("cuts a stored line into its labelled fields and each item of a list field", () => {
    const athletic = a.facts.entities.find((e) => e.key === "scholarship:athletic")!;
    const { own } = detailsOf(athletic, a.facts.pages);
    expect(own).toContain("Coverage: Partial tuition.");
    expect(own).toContain("Requirements: Recommendation of the University Sports Director.");
    expect(own).toContain("Requirements: Certificate of participation in provincial, regional or national meets.");
  });

  it("adds the page blocks shown with the record, apart from its own", () => {
    const form = a.facts.entities.find((e) => e.kind === "form")!;
    const { own, linked } = detailsOf(form, a.facts.pages);
    expect(linked.some((d) => /A4/.test(d))).toBe(true);
    expect(own.some((d) => /A4/.test(d))).toBe(false);
  });

  it("reads a word and its derived forms as one root", () => {
    expect(rootOf("recommendation")).toBe(rootOf("recommends"));
    expect(rootOf("signature")).toBe(rootOf("sign"));
    expect(rootOf("browsers")).toBe(rootOf("browser"));
    expect(rootOf("reviewer")).not.toBe(rootOf("review") + "x");
  });
});

describe("the detail a question asks of the chosen record", () => {
  it.each(
    probes(`
      whose signature is needed on the adding and dropping form
      who has to sign my adding and dropping form
      sino ang pipirma sa adding and dropping form
      kaninong pirma ang kailangan sa adding and dropping form
    `),
  )("names the signature a form needs: %s", (q) => {
    expect(ask(q).message).toMatch(/Adviser's signature/);
  });

  it.each(
    probes(`
      what must i attach to the scholarship application form
      wat do i atach to the scholarship aplication form
      anong ilalakip sa scholarship application form
    `),
  )("lists what to attach to a form that the form's summary does not state: %s", (q) => {
    expect(ask(q).message).toMatch(/indigency/);
  });

  it.each(
    probes(`
      who recommends applicants for the athletic scholarship
      who must write my recommendation for the sports scholarship
    `),
  )("names who recommends for a scholarship: %s", (q) => {
    expect(ask(q).message).toMatch(/Sports Director/);
  });

  it.each(
    probes(`
      the academic excellence scholarship letter is addressed to who
      to whom should the academic excellence scholarship letter be addressed
    `),
  )("names to whom a scholarship's letter is addressed: %s", (q) => {
    expect(ask(q).message).toMatch(/Scholarship Committee/);
  });

  it.each(
    probes(`
      where will the results of the entrance exam be posted
      where do they post exam results
    `),
  )("states where results are posted rather than the office of the step: %s", (q) => {
    expect(ask(q).message).toMatch(/university website and at the Student Center/);
  });

  it("keeps the record's own answer when the words left name a place it already states", () => {
    expect(ask("where is the women's dorm").message).toMatch(/DORM-W/);
    expect(ask("how much for a certification from the registrar").message).toMatch(/₱50\.00 per certificate/);
  });
});

describe("a field the question names, and the records a knowledge item speaks of", () => {
  it.each(
    probes(`
      which browsers can i use for the student portal
      what browser should i use for the portal
      wich browsers does the portal support
    `),
  )("states the field the leftover word names, under its page block's heading: %s", (q) => {
    const r = ask(q);
    expect(r.message).toMatch(/Chrome, Firefox/);
    expect(r.message).toMatch(/^System Requirements: Browser:/);
  });

  it("keeps a field that does not hold the kind of value asked from answering ('contract amount' is no duration)", () => {
    expect(ask("what is the contract amount for the agriculture laboratory building").message).toMatch(/18,945,600/);
  });

  it("reads a form's own details before the forms page's notice ('fill out' asks for the form)", () => {
    expect(ask("i can't pay tuition all at once, which form do i fill out").message).toMatch(/Installment Payment Agreement/);
  });
});

describe("announcements about a record are its notices", () => {
  it("links an announcement whose title names the record", () => {
    const cashier = a.facts.entities.find((e) => e.key === "building:CASH")!;
    expect(noticesOf(cashier, a.facts.entities).map((e) => e.title)).toContain("Updated Cashier's Office Hours");
    const library = a.facts.entities.find((e) => e.key === "building:LIB")!;
    expect(noticesOf(library, a.facts.entities).map((e) => e.title)).toContain("New Study Area at the University Library");
  });

  it.each(
    probes(`
      does the cashier close for lunch
      is the cashier closed during lunch
      does the cashier have a noon break
      does the cashier close at lunchtime?
    `),
  )("answers a noon break from the record's notice: %s", (q) => {
    expect(ask(q).message).toMatch(/without a noon break/);
  });

  it("keeps 'for breakfast' a question about the cafeteria", () => {
    expect(ask("is the cafeteria open for breakfast, what time").message).toMatch(/6:30 AM/);
  });
});

describe("a kind of value that chooses alone", () => {
  it("reads what a named applicant submits as the record's requirements", () => {
    expect(ask("what does a salutatorian submit for the scholarship").message).toMatch(/Certification of rank/);
  });

  it.each(
    probes(`
      e-mail address for sending an foi request
      where do i email my foi request
    `),
  )("finds the e-mail a record the reply speaks of holds: %s", (q) => {
    expect(ask(q).message).toMatch(/foi@mvsu\.edu\.ph/);
  });
});

describe("where a document is secured", () => {
  it.each(
    probes(`
      where do i get the psa birth certificate for admission
      where can freshmen get a psa birth certificate
    `),
  )("states the requirement's where-to-get field, not the page link after the reply: %s", (q) => {
    expect(ask(q).message).toMatch(/Philippine Statistics Authority/);
  });
});

describe("a browser named in a question", () => {
  it.each(
    probes(`
      pwede ba ang firefox sa portal
      does the student portal work on safari
    `),
  )("is a word the portal guide uses, answered by its system requirements: %s", (q) => {
    expect(ask(q).message).toMatch(/Chrome, Firefox, Edge or Safari/);
  });
});

describe("which documents go with a form", () => {
  it.each(
    probes(`
      what documents go with the scholarship application form
      which papers do i attach to the scholarship application form
    `),
  )("asks the form's requirements: %s", (q) => {
    expect(ask(q).message).toMatch(/indigency/);
  });
});

describe("which ones of a thing", () => {
  it.each(
    probes(`
      what ids do you accept for a transcript of records
      which valid ids can i present for my tor request
      which ids can i use to request a transcript
    `),
  )("states the part that lists them when the reply names the thing only in general: %s", (q) => {
    expect(ask(q).message).toMatch(/PSA, LTO, DFA, PhilPost/);
  });
});
