import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi, json } from "./testing.ts";
import { $newAccount, $newAccountErrors, changeRole, createAccount, EMPTY_ACCOUNT, removeAccount, resetAccountPassword } from "./accounts.ts";
import { $toast } from "../toast.ts";

const account = (username: string, role = "content_editor") => ({ username, role, createdAt: "2026-11-20T00:00:00.000Z", lastLoginAt: null });

describe("accounts store", () => {
  beforeEach(() => {
    $newAccount.set({ ...EMPTY_ACCOUNT });
    $newAccountErrors.set({});
  });

  it("checks the new account with the contract before sending", async () => {
    const api = fakeApi({});
    $newAccount.set({ username: "a", role: "content_editor", password: "short" });
    expect(await createAccount()).toBe(false);
    expect(api.calls).toHaveLength(0);
    expect($newAccountErrors.get()).toMatchObject({ username: expect.stringMatching(/3-64/), password: "Password must be at least 12 characters" });
  });

  it("adds an account, empties the form and reloads the list", async () => {
    const api = fakeApi({ "POST /api/admin/accounts": json(account("clerk"), 201), "GET /api/admin/accounts": json([account("clerk")]) });
    $newAccount.set({ username: " clerk ", role: "content_editor", password: "twelve-chars-ok" });
    expect(await createAccount()).toBe(true);
    expect(api.called("POST", "/api/admin/accounts")[0]!.body).toEqual({ username: "clerk", role: "content_editor", password: "twelve-chars-ok" });
    expect($newAccount.get()).toEqual(EMPTY_ACCOUNT);
  });

  it("changes a role, resets a password, removes, and shows the server's sentence when refused", async () => {
    const api = fakeApi({
      "PATCH /api/admin/accounts/clerk": json(account("clerk", "chatbot_editor")),
      "DELETE /api/admin/accounts/boss": json({ error: "This is the last administrator account; make another account an administrator first." }, 409),
      "GET /api/admin/accounts": json([account("clerk")]),
    });
    expect(await changeRole("clerk", "chatbot_editor")).toBe(true);
    expect(await resetAccountPassword("clerk", "short")).toBe("Password must be at least 12 characters");
    expect(await resetAccountPassword("clerk", "a-long-new-password")).toBeUndefined();
    expect(api.called("PATCH", "/api/admin/accounts/clerk").map((c) => c.body)).toEqual([{ role: "chatbot_editor" }, { password: "a-long-new-password" }]);
    expect(await removeAccount("boss")).toBe(false);
    expect($toast.get()?.description).toMatch(/last administrator/);
  });
});
