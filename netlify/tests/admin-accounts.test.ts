import { beforeAll, describe, expect, it } from "vitest";
import accounts, { config as listConfig } from "../functions/admin-accounts.mts";
import accountItem, { config as itemConfig } from "../functions/admin-accounts-item.mts";
import session from "../functions/admin-session.mts";
import knowledge from "../functions/admin-chatbot-knowledge.mts";
import feedback from "../functions/admin-feedback.mts";
import { AdminAccount, AdminAccountList } from "../../src/shared/api/admin-accounts.ts";
import { adminCookie } from "../../src/server/testing/admin.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends, useTestDatabase } from "../../src/server/testing/databases.ts";
import { findAdminUser } from "../../src/server/repositories/admin-users.ts";
import { removeAdminAccount, updateAdminAccount } from "../../src/server/services/account-admin.ts";

describe.each(testBackends())("admin accounts API on $name", (backend) => {
  const handle = useTestDatabase(backend);
  let cookie = "";
  const list = (c = cookie) => accounts(apiRequest("/api/admin/accounts", { headers: { cookie: c } }), context());
  const create = (body: unknown, c = cookie) => accounts(apiRequest("/api/admin/accounts", { method: "POST", json: body, headers: { cookie: c } }), context());
  const patch = (username: string, body: unknown, c = cookie) =>
    accountItem(apiRequest(`/api/admin/accounts/${username}`, { method: "PATCH", json: body, headers: { cookie: c } }), context({ username }));
  const remove = (username: string, c = cookie) => accountItem(apiRequest(`/api/admin/accounts/${username}`, { method: "DELETE", headers: { cookie: c } }), context({ username }));
  const who = async (c: string) => (await (await session(apiRequest("/api/admin/session", { headers: { cookie: c } }), context())).json()) as { authenticated: boolean; user?: { role: string } };

  beforeAll(async () => {
    cookie = await adminCookie(handle.db, "head-admin");
  });

  it("is routed at the paths of the design", () => {
    expect(listConfig.path).toBe("/api/admin/accounts");
    expect(itemConfig.path).toBe("/api/admin/accounts/:username");
  });

  it("lets only administrators manage accounts, and each role only its own area", async () => {
    const content = await adminCookie(handle.db, "content-only", "content_editor");
    const bot = await adminCookie(handle.db, "bot-only", "chatbot_editor");
    expect((await who(content)).user?.role).toBe("content_editor");
    expect((await list(content)).status).toBe(403);
    expect((await create({ username: "sneaky", role: "administrator", password: "long-enough-pass" }, bot)).status).toBe(403);
    expect((await knowledge(apiRequest("/api/admin/chatbot/knowledge", { headers: { cookie: content } }), context())).status).toBe(403);
    expect((await knowledge(apiRequest("/api/admin/chatbot/knowledge", { headers: { cookie: bot } }), context())).status).toBe(200);
    expect((await feedback(apiRequest("/api/admin/feedback", { headers: { cookie: bot } }), context())).status).toBe(403);
    expect(await findAdminUser(handle.db, "sneaky")).toBeUndefined();
  });

  it("creates an account with a role, refuses a taken name and bad fields with messages", async () => {
    const res = await create({ username: "Registrar.Staff", role: "content_editor", password: "first-password-123" });
    expect(res.status).toBe(201);
    expect(AdminAccount.parse(await res.json())).toMatchObject({ username: "registrar.staff", role: "content_editor", lastLoginAt: null });
    expect((await create({ username: "registrar.staff", role: "content_editor", password: "first-password-123" })).status).toBe(409);
    const bad = await create({ username: "x", role: "owner", password: "short" });
    expect(bad.status).toBe(400);
    const { fields } = (await bad.json()) as { fields: Record<string, string> };
    expect(fields).toMatchObject({
      username: "Username must be 3-64 letters, digits, dots, dashes or underscores",
      role: "Role must be administrator, content_editor or chatbot_editor",
      password: "Password must be at least 12 characters",
    });
    const listed = AdminAccountList.parse(await (await list()).json());
    expect(listed.find((a) => a.username === "registrar.staff")?.role).toBe("content_editor");
  });

  it("changes a role and resets a password, which ends that account's sessions", async () => {
    const staff = await adminCookie(handle.db, "desk-staff", "content_editor");
    expect((await patch("desk-staff", { role: "chatbot_editor" })).status).toBe(200);
    expect((await who(staff)).user?.role).toBe("chatbot_editor");
    const reset = await patch("desk-staff", { password: "a-brand-new-password" });
    expect(reset.status).toBe(200);
    expect((await who(staff)).authenticated).toBe(false);
    expect((await patch("nobody-here", { role: "administrator" })).status).toBe(404);
    expect((await patch("desk-staff", {})).status).toBe(400);
  });

  it("never removes or demotes one's own account nor the last administrator", async () => {
    expect((await remove("head-admin")).status).toBe(400);
    expect((await patch("head-admin", { role: "content_editor" })).status).toBe(400);
    const other = await adminCookie(handle.db, "second-admin");
    expect((await remove("second-admin")).status).toBe(204);
    expect((await who(other)).authenticated).toBe(false);
    // Two administrators demoting each other at once: the second change finds the last administrator.
    for (const a of AdminAccountList.parse(await (await list()).json())) {
      if (a.role === "administrator" && a.username !== "head-admin") await patch(a.username, { role: "content_editor" });
    }
    const ghost = { username: "left-already", role: "administrator" as const };
    await expect(updateAdminAccount(handle.db, ghost, "head-admin", { role: "content_editor" })).rejects.toMatchObject({ status: 409 });
    await expect(removeAdminAccount(handle.db, ghost, "head-admin")).rejects.toMatchObject({ status: 409 });
    expect((await findAdminUser(handle.db, "head-admin"))?.role).toBe("administrator");
  });
});
