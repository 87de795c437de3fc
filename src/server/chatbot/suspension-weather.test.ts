/**
 * Whether classes go on, asked beside the weather that makes the visitor ask ('malakas ang ulan', 'raining
 * hard'): the suspension notice answers; the weather words are what it is about.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("class suspensions asked with the weather", () => {
  it("answers the day's suspension notice", () => {
    const qs = probes(`
      may class ba ngayon, bagyo dito
      umuulan nang malakas, may klase po ba today
      heavy rain here, are there classes today
      it's storming, is school open today or suspended
    `);
    for (const q of qs) expect(ask(q).message, q).toMatch(/suspend|walang pasok/i);
  });
});
