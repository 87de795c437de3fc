/**
 * Words written as they sound ('oppice', 'rum', 'fre', 'dauter', 'clirance') read as the held word that sounds the
 * same; real words the kiosk does not know, names and initialisms keep their spelling, so out-of-scope questions
 * stay refused. Also: 'ours' after a name is 'hours', 'email ng X' is a noun, a story's 'so my sister will ...' is
 * no order, and a need told in a sentence of the story asks no requirements.
 */
import { describe, expect, it } from "vitest";
import { ask, assistant, probes, answered } from "../testing/assistant.ts";
import { vocabularyOf } from "./spelling.ts";
import { soundSpelling } from "./sound-spelling.ts";

const vocabulary = vocabularyOf(assistant.facts, assistant.knowledge);

describe("spelling by sound", () => {
  it("merges the letters that spell one sound", () => {
    expect(soundSpelling("oppice")).toBe(soundSpelling("office"));
    expect(soundSpelling("rum")).toBe(soundSpelling("room"));
    expect(soundSpelling("dauter")).toBe(soundSpelling("daughter"));
    expect(soundSpelling("skul")).toBe(soundSpelling("school"));
  });

  it.each([
    ["the cashier oppice", "the cashier office"],
    ["the clirance form", "the clearance form"],
    ["my dauter", "my daughter"],
    ["the clinik rum", "the clinic room"],
  ])("%s is respelt", (typed, meant) => expect(vocabulary.respell(typed)).toBe(meant));

  it.each(probes(`
    the trick of it
    launch an attack
    peste ka
    in case of rain
    concert of Ben
    mag-LOA ako
    a horse in the world cup
  `))("%s keeps its real words, names and initialisms", (q) => {
    const out = vocabulary.respell(q);
    for (const w of ["trick", "launch", "peste", "case", "Ben", "LOA", "horse", "cup"]) if (q.includes(w)) expect(out).toContain(w);
  });

  it.each(probes(`
    cashier oppice ours
    librari ours pls
  `))("%s asks the hours", (q) => answered(q, /8:00 AM|AM -|AM to/));

  it.each(probes(`
    akawnting ofis rum numbr
    wat rum iz d cashier oppice
  `))("%s asks the room", (q) => answered(q, /Room \d+|Window|Ground Floor/i));
});

describe("the story beside the question", () => {
  it.each(probes(`
    email ng registrar, para sa pinsan ko na mag-enroll
  `))("%s asks the office's e-mail", (q) => answered(q, /@mvsu\.edu\.ph/));

  it.each(probes(`
    I live in Cebu now, so my brother will claim my diploma for me. What should he bring?
  `))("%s asks what the representative brings", (q) => answered(q, /authori[sz]ation letter/i));

  it.each(probes(`
    My nephew finished last March. He needs his TOR for a job abroad. How much per page?
    Our daughter works in Manila. She needs a copy of her transcript. What is the cost per page?
  `))("%s asks the fee", (q) => answered(q, /₱100\.00 per page/));

  it.each(probes(`
    email the registrar that I will be late
    so my sister says you should enroll me now
    what songs will be played at the lantern parade
    peste ka
  `))("%s is still refused", (q) => expect(ask(q).category, q).toBe("fallback"));
});
