/**
 * Orders in Taglish ('send mo tor ko', 'i enroll mo ko', 'paki file', 'pa reserve ng gym') are actions the kiosk
 * cannot take; a state before the person in Filipino order ('single ba ung cashier') is private life.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("Taglish orders and Filipino word order", () => {
  it("refuses an English verb the visitor tells the kiosk to do", () => {
    const qs = probes(`
      i enroll mo ako sa bsit
      send mo na yung cor ko
      reset mo password ko pls
      print mo grades ko
      paki submit ng clearance ko
      pa reserve ng avr para sa amin
      cancel nyo enrollment ko
    `);
    for (const q of qs) expect(ask(q).records, q).toEqual(["refusal:action"]);
  });

  it("still answers how, where and whether the visitor can do it", () => {
    expect(ask("paano mag reset ng password sa portal").records).not.toEqual(["refusal:action"]);
    expect(ask("saan pwede mag print ng cor").records).not.toEqual(["refusal:action"]);
  });

  it("refuses a post holder's love life asked with the state first", () => {
    for (const q of ["single ba ung librarian", "may asawa na ba si dean", "kasal na ba ang registrar"]) expect(ask(q).records, q).toEqual(["refusal:private-data"]);
    expect(ask("san nakatira si dean").records).toEqual(["refusal:private-data"]);
  });
});
