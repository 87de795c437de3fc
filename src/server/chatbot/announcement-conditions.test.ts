/**
 * What one must be or bring to take part in an announced activity, asked as its requirements without its title:
 * the announcement's condition sentences.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../testing/assistant.ts";

describe("an announcement's conditions asked as requirements", () => {
  it("states who may take part", () => {
    for (const q of ["what are the requirements to donate blood", "i want to be a blood donor, what do i need", "blood letting requirements"]) {
      expect(ask(q).message, q).toMatch(/18 to 65/);
    }
  });
});
