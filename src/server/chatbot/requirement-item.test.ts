/**
 * A detail asked of one requirement item gives that item as its record states it: what it holds, where to get
 * it, how many; the record the question names (an applicant type) chooses among records listing the same
 * item. A question about the whole record, its fee or its time keeps the record's answer.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("a detail of one requirement item", () => {
  it.each(
    probes(`
      is a chest x-ray part of the medical certificate for admission
      kailangan ba ng x-ray sa medical certificate
      medical cert, need pa ba xray result
    `),
  )("the medical certificate holds a chest X-ray result: %s", (q) => {
    expect(ask(q).message).toMatch(/chest X-ray/i);
  });

  it.each(
    probes(`
      incoming freshman here, where do i get the good moral certificate
      saan kukuha ng good moral ang freshman
      freshman applicant, where do we get the good moral
    `),
  )("a freshman's good moral comes from the senior high school guidance office: %s", (q) => {
    expect(ask(q).message).toMatch(/Senior high school guidance office/);
  });

  it.each(
    probes(`
      i am a transferee, where do i get my certificate of good moral character
      transferee po ako, saan kukuha ng good moral
    `),
  )("a transferee's good moral comes from the previous school: %s", (q) => {
    expect(ask(q).message).toMatch(/previous school/);
  });

  it.each(
    probes(`
      how many 2x2 pictures for the application form
      ilan ang 2x2 photo na kailangan
    `),
  )("the application form takes two 2x2 ID photos: %s", (q) => {
    expect(ask(q).message).toMatch(/two \(2\) recent 2x2|Two 2x2/);
  });

  it.each(
    probes(`
      what do i need for the TOR
      how much is the TOR
      requirements for incoming freshmen
      what do i need for a certificate of good moral character
    `),
  )("a question about the whole record keeps the record's answer: %s", (q) => {
    expect(ask(q).message).not.toMatch(/^Admission requirements for incoming freshmen: Certificate of Good Moral|Where to get it: Client/);
  });
});

describe("applicants named in the plural", () => {
  it.each(
    probes(`
      what do salutatorians submit for the scholarship
      what do valedictorians need for the scholarship
    `),
  )("reach the scholarship they qualify for: %s", (q) => {
    expect(ask(q).message).toMatch(/Certification of rank/);
  });
});
