import { describe, expect, it } from "vitest";
import { CONTENT_LISTS, LIST_CONTRACTS } from "../../shared/api/admin-lists.ts";
import { emptyForm, fieldError, formToBody, fromLocalInput, itemToForm, LIST_FORMS, toLocalInput, validateBody } from "./list-forms.ts";

describe("list forms", () => {
  it.each(CONTENT_LISTS)("%s: every form field is a field of the list's contract", (list) => {
    const shape = (LIST_CONTRACTS[list].patch as unknown as { shape: Record<string, unknown> }).shape;
    for (const f of LIST_FORMS[list].fields) expect(Object.keys(shape)).toContain(f.name);
  });

  it("gives the contract's sentences for an empty form, per field", () => {
    const errors = validateBody("courses", formToBody("courses", emptyForm("courses"), "create"), "create");
    expect(errors).toMatchObject({ code: "Code is required", name: "Name is required", college: "College is required", duration: "Duration is required" });
    const map = formToBody("map-buildings", { ...emptyForm("map-buildings"), x: "east", y: "120" }, "create");
    expect(validateBody("map-buildings", map, "create")).toMatchObject({ x: "X must be a number", y: "Y must be between 0 and 100" });
  });

  it("turns lines into lists, numbers into numbers and keeps an empty publish time out", () => {
    const body = formToBody("map-buildings", { ...emptyForm("map-buildings"), services: "Cashier\n\n  Registrar  \n", x: "12.5" }, "create");
    expect(body.services).toEqual(["Cashier", "Registrar"]);
    expect(body.x).toBe(12.5);
    const news = formToBody("announcements", { ...emptyForm("announcements"), title: "Hi", isUrgent: true }, "create");
    expect(news).not.toHaveProperty("createdAt");
    expect(news).not.toHaveProperty("expiresAt");
    expect(news.isUrgent).toBe(true);
    expect(formToBody("announcements", emptyForm("announcements"), "edit").expiresAt).toBeNull();
  });

  it("round-trips an item through the form, times in the browser's zone", () => {
    const item = { title: "Fair", content: "Come", category: "events", isUrgent: false, createdAt: "2026-11-20T01:30:00.000Z", expiresAt: null };
    const form = itemToForm("announcements", item);
    expect(form.createdAt).toBe(toLocalInput(item.createdAt));
    expect(form.expiresAt).toBe("");
    const body = formToBody("announcements", form, "edit");
    expect(body.createdAt).toBe(item.createdAt);
    expect(fromLocalInput("not a time")).toBe("not a time");
  });

  it("checks that the expiry comes after the publish time before sending", () => {
    const body = { title: "A", content: "", category: "events", isUrgent: false, createdAt: "2026-11-20T10:00:00.000Z", expiresAt: "2026-11-20T09:00:00.000Z" };
    expect(validateBody("announcements", body, "edit").expiresAt).toBe("Expiry must be after the publish time");
  });

  it("finds the message of a list entry under its field", () => {
    expect(fieldError({ "requirements.2": "Each entry of Requirements must be at most 300 characters" }, "requirements")).toMatch(/Each entry/);
    expect(fieldError({}, "requirements")).toBeUndefined();
  });
});
