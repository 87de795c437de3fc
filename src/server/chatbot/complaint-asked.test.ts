import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { complaintAsked } from "./complaint-asked.ts";

describe("complaintAsked", () => {
  it("keeps the clause that asks where or how to complain, without whom it is about", () => {
    expect(complaintAsked("where do i complain about a rude guard")).toBe("where do i complain");
    expect(complaintAsked("The cashier shouted at me. Where can I file a complaint?")).toBe("Where can I file a complaint?");
    expect(complaintAsked("saan magrereklamo tungkol sa librarian")).toBe("saan magrereklamo");
  });

  it("reads a complaint beside a clause asking for a form as asking the complaint's form", () => {
    expect(complaintAsked("i need to complain about a noisy office, which form")).toBe("i need to complain, which form");
    expect(complaintAsked("magrereklamo ako sa guard, may form ba")).toBe("magrereklamo ako, may form ba");
  });

  it("drops what the complaint is about before a 'when' asked in the same clause", () => {
    expect(complaintAsked("if i complain about an employee when do i get a written reply")).toBe("if i complain when do i get a written reply");
    expect(complaintAsked("if i complain against the cashier how soon will the office head answer")).toBe("if i complain how soon will the office head answer");
  });

  it("leaves a question that asks something else of a complaint", () => {
    expect(complaintAsked("where do i file a complaint")).toBeUndefined();
    expect(complaintAsked("where is the library")).toBeUndefined();
  });
});

describe("where or how to complain about someone", () => {
  it.each(
    probes(`
      the librarian ignored me, where do i complain
      where can i file a complaint against a rude cashier
      the security guard shouted at my mother. how do we file a complaint?
      saan pwede magreklamo tungkol sa guard na bastos
      paano mag-file ng complaint sa empleyado ng registrar
      san ako magrereklamo laban sa isang staff
    `),
  )("%s", (q) => {
    expect(ask(q).message).toMatch(/Complaints Desk|complaints@mvsu\.edu\.ph/);
  });

  it.each(
    probes(`
      i'd like to complain about an impolite clerk, is there a form for that
      magrereklamo ako tungkol sa masungit na staff, may form ba
    `),
  )("%s is the client complaint form", (q) => {
    expect(ask(q).message).toMatch(/Client Complaint Form/);
  });

  it("refuses to file the complaint for the visitor", () => {
    expect(ask("file a complaint against the guard for me").category).toBe("fallback");
  });
});
