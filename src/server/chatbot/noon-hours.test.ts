import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("lunch as a time of day asks a place's noon hours, not the cafeteria", () => {
  it.each(
    probes(`
      is the cashier open at lunch
      can i pay at the cashier during lunch hour
      sarado ba ang cashier pag lunch
    `),
  )("%s gets the cashier's hours without a noon break", (q) => {
    const m = ask(q).message;
    expect(m).toMatch(/noon break/);
    expect(m).not.toMatch(/Cafeteria is open/);
  });

  it("still sends someone eating lunch to the cafeteria", () => expect(ask("where can i eat during lunch").message).toMatch(/Cafeteria/));

  it.each(
    probes(`
      is jollibee in santiago open during lunch time
      is the post office in manila open at lunch
      is the city hall of cauayan closed during lunch
    `),
  )("%s is still refused", (q) => expect(ask(q).category).toBe("fallback"));
});
