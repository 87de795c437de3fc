/**
 * A paper said by the initials of its name, read from the forms' and charter services' own titles ('COG': the
 * request for a certificate of grades), only when the kiosk reads the word no other way.
 */
import { describe, expect, it } from "vitest";
import { ask, assistant, probes } from "../testing/assistant.ts";
import { paperInitials } from "./paper-initials.ts";

describe("a paper by its initials", () => {
  it("takes only initialisms of a name that closes at its 'of' phrase, and one name each", () => {
    const initials = paperInitials(assistant.facts.entities);
    expect(initials.get("cog")).toBe("certificate of grades");
    // 'Certificate of Good Moral Character' goes on past 'Good': no 'cog' of its own to make it ambiguous.
    expect([...initials.values()]).not.toContain("certificate of good");
  });

  it.each(
    probes(`
      how much is the COG
      cog magkano po
    `),
  )("%s is the certificate fee", (q) => {
    const r = ask(q);
    expect(r.message, `${q} -> ${r.message}`).toMatch(/₱50\.00/);
  });

  it("finds the form for it", () => {
    const r = ask("may form ba para sa COG");
    expect(r.message).toMatch(/Request for Certificate of Grades/);
  });

  it("takes days to issue", () => {
    const r = ask("ilang araw bago makuha ang COG");
    expect(r.message).toMatch(/2-3 working days/);
  });

  it.each(
    probes(`
      how much is a COG of a bicycle
      COG ng kapatid ko, pwede ko makita grades nya?
      what is the cog of the earth
    `),
  )("%s is not answered with the fee", (q) => {
    const r = ask(q);
    expect(r.message, `${q} -> ${r.message}`).not.toMatch(/₱50\.00/);
  });
});
