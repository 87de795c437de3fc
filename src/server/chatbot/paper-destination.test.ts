import { describe, expect, it } from "vitest";
import { ask } from "../testing/assistant.ts";

describe("where a paper is handed in", () => {
  it("is the step of its service that takes it at a place, in English and Filipino", () => {
    expect(ask("after paying, where should i hand in the official receipt for my transcript").message).toMatch(/step 3: Present the Official Receipt at Window 2/);
    expect(ask("saan isusumite ang transcript request form").message).toMatch(/hakbang 1: .*Window 2/);
    expect(ask("where do i submit my completed clearance").message).toMatch(/OSAS/);
  });

  it("leaves where a form is downloaded to the form", () => {
    expect(ask("where do i get the tor form").message).toMatch(/\/media\/forms\/application-for-transcript-of-records\.pdf/);
  });
});

describe("a crisis told as talk of ending a life", () => {
  it("gets the crisis line", () => {
    expect(ask("my friend is thinking about ending his life, who do i call").message).toMatch(/1553/);
    expect(ask("my classmate keeps talking about taking her own life").message).toMatch(/1553/);
  });
});

describe("tuition asked by itself", () => {
  it("is free under the law the scholarships service names, however the visitor's situation is told", () => {
    for (const q of ["how much is the tuition per semester for undergrads", "tricycle driver lang po tatay ko, magkano ang matrikula", "is tuition really free"]) expect(ask(q).message, q).toMatch(/RA 10931/);
  });
});

describe("a count a record states, and a place reached only by e-mail", () => {
  it("answers the seats an announcement counts, in Filipino too", () => {
    expect(ask("ilan ang upuan sa study area ng library").message).toMatch(/24-seat/);
  });

  it("answers how to contact a place with its e-mail when it has no phone", () => {
    expect(ask("paano makontak ang women's dormitory").message).toMatch(/housing@mvsu\.edu\.ph/);
    expect(ask("contact number of the men's dorm").message).toMatch(/housing@mvsu\.edu\.ph/);
  });
});

describe("contacts asked beside a story, and first aid needed", () => {
  it("answers an office's e-mail named by its address's word, a direct line, a number to text", () => {
    expect(ask("a staff member shouted at me, which e-mail gets the complaint").message).toMatch(/complaints@mvsu\.edu\.ph/);
    expect(ask("direct line of the registrar").message).toMatch(/\(078\)/);
    expect(ask("what number can i text for admissions").message).toMatch(/0998 562 2114/);
  });

  it("answers a body part hurt and first aid needed with the nurse on duty", () => {
    expect(ask("my classmate sliced his finger in the kitchen lab, we need first aid").message).toMatch(/0917 845 2130/);
  });
});

describe("a stranger getting in, and a visitor from another school", () => {
  it("gets the guards, whenever the scene happens", () => {
    expect(ask("may pumasok na hindi namin kilala sa boarding area kagabi, sino ang tatawagan").message).toMatch(/0998 562 2199/);
    expect(ask("someone we don't know got into the library tonight").message).toMatch(/0998 562 2199/);
  });

  it("answers someone who says they come from another school", () => {
    expect(ask("i am a teacher from another school, how do i contact the graduate school").message).toMatch(/gradschool@mvsu\.edu\.ph/);
    expect(ask("what is the tuition in another school").records[0]).toBe("refusal:elsewhere");
  });
});
