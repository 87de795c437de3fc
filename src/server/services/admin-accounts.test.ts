import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { testBackends } from "../testing/databases.ts";
import { findAdminUser } from "../repositories/admin-users.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { resolveSession, signIn } from "../auth/sessions.ts";
import { AccountError, bootstrapAdmin, createAccount, listAccounts, removeAccount, resetPassword } from "./admin-accounts.ts";

describe.each(testBackends())("admin accounts on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await backend.open();
  });
  afterEach(() => handle.close());

  it("generates an admin with a random password on the first start only", async () => {
    const first = await bootstrapAdmin(handle.db, {});
    expect(first).toMatchObject({ action: "generated", username: "admin" });
    const stored = await findAdminUser(handle.db, "admin");
    expect(stored!.passwordHash).not.toContain(first.action === "generated" ? first.password : "?");
    expect(await verifyPassword(first.action === "generated" ? first.password : "", stored!.passwordHash)).toBe(true);
    expect(await bootstrapAdmin(handle.db, {})).toEqual({ action: "none" });
  });

  it("creates or resets the account named in the environment", async () => {
    expect(await bootstrapAdmin(handle.db, { username: "Registrar", password: "first-password-123" })).toEqual({ action: "configured", username: "registrar", created: true });
    expect(await bootstrapAdmin(handle.db, { username: "registrar", password: "second-password-456" })).toEqual({ action: "configured", username: "registrar", created: false });
    const stored = await findAdminUser(handle.db, "registrar");
    expect(await verifyPassword("second-password-456", stored!.passwordHash)).toBe(true);
    expect(await bootstrapAdmin(handle.db, {})).toEqual({ action: "none" });
  });

  it("ends every session of an account when its password is reset, and only then", async () => {
    await createAccount(handle.db, "registrar", "first-password-123");
    const a = await signIn(handle.db, { username: "registrar", password: "first-password-123" }, "192.0.2.1");
    const b = await signIn(handle.db, { username: "registrar", password: "first-password-123" }, "192.0.2.2");
    // The same password from the environment at a restart keeps the sessions.
    await bootstrapAdmin(handle.db, { username: "registrar", password: "first-password-123" });
    expect(await resolveSession(handle.db, a.token)).toEqual({ username: "registrar" });
    await resetPassword(handle.db, "registrar", "second-password-456");
    expect(await resolveSession(handle.db, a.token)).toBeUndefined();
    expect(await resolveSession(handle.db, b.token)).toBeUndefined();
    const c = await signIn(handle.db, { username: "registrar", password: "second-password-456" }, "192.0.2.1");
    await bootstrapAdmin(handle.db, { username: "registrar", password: "third-password-789" });
    expect(await resolveSession(handle.db, c.token)).toBeUndefined();
  });

  it("manages accounts with clear errors", async () => {
    await createAccount(handle.db, "ict.staff", "a-long-password-1");
    await expect(createAccount(handle.db, "ICT.staff", "a-long-password-2")).rejects.toThrow("An account named 'ict.staff' already exists");
    await expect(createAccount(handle.db, "x", "a-long-password-2")).rejects.toThrow(AccountError);
    await expect(createAccount(handle.db, "newbie", "short")).rejects.toThrow("Password must be at least 12 characters");
    await resetPassword(handle.db, "ict.staff", "another-password-9");
    await expect(resetPassword(handle.db, "ghost", "another-password-9")).rejects.toThrow("No account named 'ghost'");
    expect((await listAccounts(handle.db)).map((a) => a.username)).toEqual(["ict.staff"]);
    await removeAccount(handle.db, "ict.staff");
    expect(await listAccounts(handle.db)).toEqual([]);
  });
});
