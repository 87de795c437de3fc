/**
 * How long one step of a procedure takes: the sentence naming the step the question names, with its time,
 * beats an answer about another service's reply time or the whole service; 'how long until <step>' reads the
 * step the clause names.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("the time of one step", () => {
  it("states the complaint procedure's written reply time, not the feedback page's", () => {
    for (const q of probes(`
      if i file a complaint, how soon do i get a written reply
      kapag nag-file ako ng complaint, gaano katagal bago ang written reply
      how many days before the office head sends a written reply to my complaint
      i filed a complaint, when will i get their written reply
    `)) {
      const m = ask(q).message;
      expect(m, q).toMatch(/written reply within 3 working days/);
      expect(m, q).not.toMatch(/3-5 business days/);
    }
  });

  it("reads the step after 'how long until' when the question also names the step before it", () => {
    const m = ask("the desk already forwarded my complaint to the office head, how long until they reply in writing").message;
    expect(m).toMatch(/3 working days/);
    expect(m).not.toMatch(/within 1 working day/);
  });

  it("reads a company as an employer and an approval as approving", () => {
    expect(ask("how long does a grade verification for my company take").message).toMatch(/3-5 working days/);
    expect(ask("how many days does clearance approval take").message).toMatch(/1-2 working days/);
  });

  it("states one step's time, beside the whole service's, when the question names that step by its own words", () => {
    expect(ask("how long does paying at the cashier take for my tor").message).toMatch(/step 2 \(Pay the fee at the Cashier's Office\): 10 minutes.*3-5 working days/);
    expect(ask("how long to claim my id").message).toMatch(/step 4 \(Claim the ID and sign the logbook\): 5 minutes.*1-2 working days/);
    expect(ask("gaano katagal i-submit ang request letter para sa grade verification").message).toMatch(/hakbang 1 .*15 minutes/);
    expect(ask("how long does it take to answer a question at the public assistance desk").message).toMatch(/step 1 .*: 10 minutes/);
  });

  it("states the whole service's time when two steps share the words asked", () => {
    expect(ask("how long before i can claim my tor").message).toMatch(/^Transcript of Records takes 3-5 working days/);
    expect(ask("gaano katagal ang pag-apruba ng clearance").message).toMatch(/1-2 working days/);
  });

  it("leaves a duration question about one whole service to the service", () => {
    expect(ask("how long does grade verification take").message).toMatch(/^Grade Verification takes 3-5 working days/);
    expect(ask("how long does the entrance exam take").message).toMatch(/3 hours/);
  });
});

describe("the time of an act asked by its own verbs", () => {
  it("states how long an unclaimed ID is kept, asked in English, Filipino and Taglish", () => {
    for (const q of probes(`
      my id is still unclaimed, how long will osas keep it
      hanggang kelan itatago ng osas ang id kong hindi ko pa nakukuha
    `)) expect(ask(q).message, q).toMatch(/within 30 days are kept at OSAS/);
  });

  it("states when an e-mail is at least acknowledged", () => {
    for (const q of probes(`
      kelan po kaya ako makakatanggap ng acknowledgment sa email ko
      how soon will they acknowledge my e-mail inquiry
    `)) expect(ask(q).message, q).toMatch(/acknowledgment within 1 working day/);
  });

  it("states the office head's written reply time for a complaint asked with a Filipino verb", () => {
    expect(ask("gano katagal sasagot ang office head sa reklamo ko").message).toMatch(/written reply within 3 working days/);
  });

  it("leaves a time nothing states to the fallback", () => {
    for (const q of probes(`
      how long does the president sleep every night
      gaano katagal magluto ng adobo
    `)) expect(ask(q).category, q).toBe("fallback");
  });
});

describe("the time of a paper asked against a calendar phase of the same verb", () => {
  it("reads 'how many days before my id is released' as the ID's processing, not the release of grades", () => {
    expect(ask("ilang araw bago ma release ang id ko").message).toMatch(/1-2 working days/);
    expect(ask("how many days before my new id is released").message).toMatch(/1-2 working days/);
    expect(ask("how many days before the release of grades").message).toMatch(/days left until Monday, December 16, 2024/);
  });

  it("reads an employer's question of how long a graduate's verification takes as the procedure, not private data", () => {
    for (const q of probes(`
      our company is verifying a graduate's grades, how long does it take
      gaano katagal ang verification ng grades ng isang graduate para sa employer
    `)) expect(ask(q).message, q).toMatch(/3-5 working days/);
  });
});
