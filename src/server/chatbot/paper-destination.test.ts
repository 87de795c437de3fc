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
