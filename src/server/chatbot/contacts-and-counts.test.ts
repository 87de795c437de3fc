/**
 * Contacts and counts asked beside a story: an office's e-mail named by its address's word, a direct line, a number
 * to text, a place reached only by e-mail, seats an announcement counts, and tuition asked by itself.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../testing/assistant.ts";

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

describe("questions put to an office", () => {
  it("are its inquiries: its e-mail answers them", () => {
    expect(ask("which e-mail takes questions about admission").message).toMatch(/admissions@mvsu\.edu\.ph/);
  });
});
