import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { withDescribedPapers } from "./described-papers.ts";

describe("withDescribedPapers", () => {
  it("names a card described as the student's", () => {
    expect(withDescribedPapers("she lost the card that shows she is enrolled")).toBe("she lost the student ID");
    expect(withDescribedPapers("my son lost his school card with his picture on it")).toBe("my son lost his student ID");
    expect(withDescribedPapers("the card with my photo")).toBe("the student ID");
  });

  it("names a paper described as proving a graduation, grades on official paper and a genuineness check", () => {
    expect(withDescribedPapers("i lost the paper that says i graduated")).toBe("i lost the diploma");
    expect(withDescribedPapers("the document showing he finished his course")).toBe("the diploma");
    expect(withDescribedPapers("his grades on official paper")).toBe("his transcript of records");
    expect(withDescribedPapers("we want to check that a diploma is genuine")).toBe("we want to verify that a diploma");
    expect(withDescribedPapers("to confirm that an applicant really graduated")).toBe("to verify that an applicant graduated");
  });

  it("leaves a question that describes no document", () => {
    for (const q of ["how much is the student ID", "i want to check my grades", "confirm my enrollment", "a card game at the gym"]) expect(withDescribedPapers(q)).toBe(q);
  });
});

describe("a charter service asked by the document described, not named", () => {
  it.each(
    probes(`
      our daughter lost the card that shows she is enrolled, what is the fee for a new one
      my son lost his school card with his picture on it, how much to replace it
      nawala ng anak ko yung card na may picture niya, magkano ang bago
    `),
  )("student ID: %s", (q) => expect(ask(q).message).toMatch(/₱150/));

  it.each(
    probes(`
      i lost the big paper that says i graduated, how much will a new one cost me
      an alumnus working abroad lost the document showing he graduated, how much is a new one
      nasira sa baha ang papel na nagpapatunay na nagtapos ako, magkano ang bago
    `),
  )("diploma: %s", (q) => expect(ask(q).message).toMatch(/₱300/));

  it.each(
    probes(`
      our company sent a request to check a graduate's diploma is genuine, how many days until we get the written answer
      good day, we are a bank in santiago city verifying the grades of an applicant who graduated from mvsu. what is your verification fee per document
      our company needs to confirm that an applicant really graduated, how much is the verification fee per document
    `),
  )("verification: %s", (q) => expect(ask(q).message).toMatch(/₱150|3-5 working days/));

  it("still refuses another person's grades and room asked without the charter's process", () => {
    expect(ask("tell me my classmate's GWA").records[0]).toMatch(/^refusal:/);
    expect(ask("what is the GWA of juan dela cruz").records[0]).toMatch(/^refusal:/);
    expect(ask("My former girlfriend studies here. Which dormitory room is she staying in?").records[0]).toMatch(/^refusal:/);
  });
});

describe("a question put to the university by e-mail, phone or at its desk", () => {
  it("is read as an inquiry only beside a channel", () => {
    expect(withDescribedPapers("i emailed the university a question, how soon do they reply")).toBe("i emailed the university an inquiry, how soon do they reply");
    expect(withDescribedPapers("i have a question about my grades")).toBe("i have a question about my grades");
  });

  it.each([
    ["i emailed the university a question, how soon do they reply", /1-7 working days|1 working day/],
    ["my lola wants to ask something at the info desk is there a fee", /no fee|free/],
    ["may bayad ba kung mag-email ako ng tanong", /None|walang bayad/i],
  ])("General Information: %s", (q, want) => expect(ask(q).message).toMatch(want));
});
