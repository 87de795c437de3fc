/**
 * A form asked for by what the visitor wants done: the form whose name and stated purpose share the most
 * specific words with the question (a place named short counts by its full name, a word's root needs five
 * letters), with the lexicon's words for money matters (a pension, paying in parts, a dissolved subject).
 */
import { describe, expect, it } from "vitest";
import { ask, probes, answered } from "../testing/assistant.ts";

describe("a form found by its purpose", () => {
  it.each(
    probes(`
      my class was dissolved, which form do i file to get a refund
      na-dissolve yung subject ko, anong form para sa refund
      what form to get my money back for a cancelled subject
    `),
  )("%s is the refund request", (q) => answered(q, /Request for Refund of Fees/));

  it.each(
    probes(`
      retired teacher, what form for proof of my government service
      which form for my pension papers, i worked here before
      anong form para sa pensyon ko
    `),
  )("%s is the service record request", (q) => answered(q, /Request for Service Record/));

  it.each(
    probes(`
      can i pay in installments, what form
      pwede bang hulugan ang bayad, anong form
      di ko kaya bayaran ng buo, may form ba
    `),
  )("%s is the installment agreement", (q) => answered(q, /Installment Payment Agreement/));

  it.each(
    probes(`
      our student org wants the gym for a party, what form
      form para magamit ang gym sa event namin
      what form to use the gym for our seminar
    `),
  )("%s is the facility reservation", (q) => answered(q, /Facility Reservation Form/));

  it.each(
    probes(`
      what form do i need to graduate
      anong form pag ga-graduate na
      form for graduating students
    `),
  )("%s is the application for graduation, not the grades", (q) => answered(q, /Application for Graduation/));
});

describe("a form named by what it requests", () => {
  it.each(
    probes(`
      i need a service record for my gsis loan
      kailangan ko ng service record
      where do i get a service record
    `),
  )("%s is the service record request", (q) => answered(q, /Request for Service Record/));

  it.each(
    probes(`
      how do i ask for a refund of fees
      refund of fees saan
    `),
  )("%s is the refund request", (q) => answered(q, /Request for Refund of Fees/));
});

describe("a form asked through what happened to the visitor", () => {
  it.each(
    probes(`
      my id got wet in the river during our field trip, which form do i use to get a new one
      nabasa yung ID ko habang umuulan, anong form para mapalitan
      napunit ang id ko, may form ba
    `),
  )("%s is the ID replacement request", (q) => answered(q, /Student ID Replacement Request/));

  it.each(
    probes(`
      we came back from a training in cebu and have a cash advance to liquidate, which form
      kakabalik ko lang galing seminar, anong form para i-liquidate ang cash advance
    `),
  )("%s is the liquidation report", (q) => answered(q, /Cash Advance Liquidation Report/));

  it.each(
    probes(`
      i am attending a workshop in davao for official business, which form
      form for official travel
      anong form para sa official business na biyahe
    `),
  )("%s is the travel order, named by the two words its purpose says together", (q) => answered(q, /Travel Order Request/));

  it.each(
    probes(`
      which form do job applicants submit
      form para sa mga job applicant
    `),
  )("%s is the personal data sheet: an applicant is not an application", (q) => answered(q, /Personal Data Sheet/));

  it("still doubts a story whose only topic is something the kiosk does not hold", () => {
    expect(ask("my dragon got sick in the rain, what form").category).toBe("fallback");
  });
});

describe("what one needs for something only a form's purpose names", () => {
  it.each(
    probes(`
      what are the requirements to pay my tuition in installments
      what should i bring to pay by installment
      i cannot pay the whole tuition now, is there a form
    `),
  )("%s is the installment agreement", (q) => answered(q, /Installment Payment Agreement|Certificate of registration/i));

  it("answers what the liquidation report asks for", () => {
    answered("what do i need to liquidate my cash advance", /Official receipts/);
  });

  it("keeps the cashier for paying as such", () => {
    answered("where do i pay my tuition", /Cashier/);
  });
});

describe("asked which form, the form found beats a requirement item another record lists", () => {
  it.each(
    probes(`
      which form do i use for a certified true copy of my grades
      anong form para sa certified true copy ng grades
    `),
  )("%s is the certificate of grades request", (q) => answered(q, /Request for Certificate of Grades/));

  it("still answers a detail of a form's item when the question names the form", () => {
    answered("how many 2x2 pictures go with the application form", /2x2/);
  });
});

describe("asked where, a place named whole beats a form named in part", () => {
  it.each(
    probes(`
      where do i follow up my refund in accounting
      where in accounting do i ask about my refund
    `),
  )("%s is the accounting office's room", (q) => answered(q, /Room 201/));

  it("keeps the form when the question asks for a form", () => {
    answered("where do i get the refund form", /Request for Refund of Fees/);
  });
});
