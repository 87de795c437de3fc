/**
 * Emergencies told as scenes: talk of ending a life, a stranger getting in at night, a body part cut (in the
 * contacts file too, with first aid needed); and a visitor from another school, who asks about MVSU.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../testing/assistant.ts";

describe("a crisis told as talk of ending a life", () => {
  it("gets the crisis line", () => {
    expect(ask("my friend is thinking about ending his life, who do i call").message).toMatch(/1553/);
    expect(ask("my classmate keeps talking about taking her own life").message).toMatch(/1553/);
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
