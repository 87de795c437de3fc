/**
 * A room, floor or part of a building asked of an office the question names gets the office's room, floor and
 * building, whatever record matched the question; a building asked where adds the one office inside it named.
 */
import { describe, expect, it } from "vitest";
import { assistant as a, ask, probes } from "../testing/assistant.ts";
import { ROOM_ASKED, officesNamed, placedOffices } from "./room-asked.ts";

describe("a room asked of a named office", () => {
  it.each(
    probes(`
      i have to follow up my refund at accounting, what room is it
      which floor is the accounting office on
      anong room ng accounting
    `),
  )("%s gets Room 201 of the accounting office", (q) => expect(ask(q).message).toMatch(/Room 201, 2nd floor, Cashier and Accounting Office/));

  it.each(
    probes(`
      which room is the scholarships office in the student center
      saang kwarto ang scholarship office
    `),
  )("%s gets Room 108", (q) => expect(ask(q).message).toMatch(/Room 108/));

  it("the part of a building an office occupies ('which part of the admin building')", () => {
    expect(ask("which part of the administration building receives foi requests").message).toMatch(/Records Section/);
  });

  it("an official's office asked by room", () => {
    expect(ask("what room is the president's office").message).toMatch(/Room 201, 2nd floor, Administration Building/);
  });

  it("a numbered window the reply names is more exact than the office's range of windows", () => {
    expect(ask("which window do i go to for transcript requests").message).toMatch(/Window 2/);
  });

  it("a building asked where names the one office inside it the question names", () => {
    expect(ask("where is the office of student affairs").message).toMatch(/Room 101/);
  });

  it("reads room words, not every where", () => {
    expect(ROOM_ASKED.test("which room is accounting")).toBe(true);
    expect(ROOM_ASKED.test("saang floor ang guidance")).toBe(true);
    expect(ROOM_ASKED.test("where exactly is the clinic")).toBe(true);
    expect(ROOM_ASKED.test("where is the clinic")).toBe(false);
  });

  it("an office named inside a longer name of another is not named twice", () => {
    const named = officesNamed("where is the records section", placedOffices(a.facts.entities)).map((o) => o.id);
    expect(named).toEqual(["foi"]);
  });

  it("no office named, no room answer", () => {
    expect(ask("which room is the helicopter in").message).not.toMatch(/^The .* is at Room/);
  });
});
