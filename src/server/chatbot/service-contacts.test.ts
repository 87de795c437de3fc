/**
 * A charter service's e-mail or line is its handling office's; a second half asking a fact only the first thing
 * has asks more of the first; a person's contact is not answered by a passage that never names them.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../testing/assistant.ts";

describe("contacts of services, persons and posts", () => {
  it("gives the handling office's e-mail or number for a service", () => {
    expect(ask("what email do i send my freedom of information request to").message).toMatch(/foi@mvsu\.edu\.ph/);
    expect(ask("saan ko i-email ang foi request ko").message).toMatch(/foi@mvsu\.edu\.ph/);
    expect(ask("transcript of records contact number").message).toMatch(/local 101/);
  });

  it("answers a second half asking a fact only the first thing has", () => {
    const m = ask("foi e-mail and the fee for photocopies").message;
    expect(m).toMatch(/foi@mvsu\.edu\.ph/);
    expect(m).toMatch(/₱2\.00 per page/);
  });

  it("gives the president's e-mail beside the visitor's reason", () => {
    expect(ask("what is the e-mail of the president's office, i want to send a thank-you letter").message).toMatch(/president@mvsu\.edu\.ph/);
  });
});

describe("a service's fee stated beside another sentence of it", () => {
  it("states the step that holds a figure, never a step's 'Fee: None'", () => {
    const m = ask("our company needs to verify a graduate's grades, is there a fee").message;
    expect(m).toMatch(/₱150/);
    expect(m).not.toMatch(/Fee: None/);
  });
});
