/**
 * What the visitor already has or where they are is not what they ask: a paper named after 'besides' or
 * 'together with', a city no record knows, an abbreviation with 'of' in it ('LOA'), and an item set aside from a
 * list while another item that mentions the same thing stays.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../testing/assistant.ts";
import { besidesPaper } from "./besides-paper.ts";
import { withoutWhereabouts } from "./whereabouts.ts";
import { initialismsOf } from "./spelling.ts";

describe("besidesPaper", () => {
  it("drops the form word of a paper the visitor already has when requirements are asked", () => {
    expect(besidesPaper("what else do i bring along with the clearance form")).toBe("what else do i bring along with the clearance");
    expect(besidesPaper("ano pa kailangan bukod sa clearance form")).toBe("ano pa kailangan bukod sa clearance");
    expect(besidesPaper("where do i get the clearance form")).toBeUndefined();
  });

  it("lets the procedure's requirements answer", () => {
    expect(ask("what should i bring along with the clearance form").message).toMatch(/Certificate of Registration/);
    expect(ask("ano pa ang kailangan sa clearance maliban sa clearance form").message).toMatch(/Certificate of Registration/);
  });
});

describe("withoutWhereabouts", () => {
  it("sets aside where the visitor is when no record knows the place, in English and Filipino", () => {
    expect(withoutWhereabouts("while i'm in qatar can my brother claim my diploma", () => false)).toBe("can my brother claim my diploma");
    expect(withoutWhereabouts("nasa kuwait ako ngayon, paano kumuha ng tor", () => false)).toBe("paano kumuha ng tor");
    expect(withoutWhereabouts("while i'm in the library where is the cashier", (w) => w === "library")).toBeUndefined();
  });

  it("answers the question asked from abroad", () => {
    expect(ask("my brother will claim my transcript while i'm in qatar, what does he need to bring").message).toMatch(/Authorization letter/);
  });
});

describe("an abbreviation with 'of' and an item set aside", () => {
  it("reads 'of' inside a name into its initials", () => {
    expect(initialismsOf(["Leave of Absence"])).toContain("loa");
    expect(initialismsOf(["Certificate of Enrollment"])).toContain("coe");
  });

  it("keeps an item that only mentions the thing set aside", () => {
    expect(ask("papakuha ko sa kapatid ko ang tor ko, ano pa ang dadalhin niya bukod sa id").message).toMatch(/Authorization letter/);
  });
});
