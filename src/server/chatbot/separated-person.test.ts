/** A person separated from their companions is a missing person: the guards answer, however it is told. */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("someone separated from their family or group", () => {
  it.each(
    probes(`
      a little girl got separated from her parents near the gym
      my grandfather was separated from our group during the program
      nahiwalay ang pamangkin ko sa amin sa oval
      may batang nahiwalay sa magulang niya
      we got separated from my kid at the parade, help
    `),
  )("%s", (q) => {
    expect(ask(q).message).toMatch(/0998 562 2199/);
  });

  it("leaves a lost thing of a person to its record", () => {
    expect(ask("my son lost his student id, how do i replace it").message).not.toMatch(/0998 562 2199/);
  });
});
