import { beforeEach, describe, expect, it, vi } from "vitest";
import { $adminSession, $loggingOut, checkSession, logout, setNavigate } from "./session.ts";
import { dashboard } from "./dashboard.ts";
import { $toast } from "../toast.ts";
import { ANALYTICS, fakeApi, json } from "./testing.ts";

const navigate = vi.fn();
beforeEach(() => {
  navigate.mockReset();
  setNavigate(navigate);
  $loggingOut.set(false);
  $toast.set(undefined);
});

describe("admin session", () => {
  it("is 'loading' until the check answers, then authenticated with the username", async () => {
    fakeApi({ "GET /api/admin/session": json({ authenticated: true, user: { username: "registrar", role: "content_editor" } }) });
    const pending = checkSession();
    expect($adminSession.get()).toEqual({ status: "loading" });
    await pending;
    expect($adminSession.get()).toEqual({ status: "authenticated", username: "registrar", role: "content_editor" });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("redirects to /admin-login when not signed in or when the check fails", async () => {
    fakeApi({ "GET /api/admin/session": json({ authenticated: false }) });
    await checkSession();
    expect($adminSession.get()).toEqual({ status: "unauthenticated" });
    expect(navigate).toHaveBeenCalledWith("/admin-login");
    navigate.mockReset();
    fakeApi({ "GET /api/admin/session": new Response("boom", { status: 500 }) });
    await checkSession();
    expect(navigate).toHaveBeenCalledWith("/admin-login");
  });

  it("any admin call answered 401 (session expired) sends the console to sign-in", async () => {
    fakeApi({ "GET /api/admin/chatbot/analytics": json({ error: "Please sign in as an administrator." }, 401) });
    await dashboard.load();
    expect($adminSession.get()).toEqual({ status: "unauthenticated" });
    expect(navigate).toHaveBeenCalledWith("/admin-login");
    fakeApi({ "GET /api/admin/chatbot/analytics": json(ANALYTICS) });
    await dashboard.load();
  });

  it("logout shows 'Logging out...', the toast, and goes to /admin-login", async () => {
    let release!: () => void;
    fakeApi({ "POST /api/admin/logout": () => new Promise((r) => (release = () => r(json({ ok: true })))) });
    const pending = logout();
    expect($loggingOut.get()).toBe(true);
    await vi.waitFor(() => expect(release).toBeTypeOf("function"));
    release();
    await pending;
    expect($toast.get()).toMatchObject({ title: "Logged Out", description: "You have been logged out successfully." });
    expect(navigate).toHaveBeenCalledWith("/admin-login");
  });

  it("a failed logout still goes to /admin-login", async () => {
    fakeApi({ "POST /api/admin/logout": () => Promise.reject(new TypeError("offline")) });
    await logout();
    expect(navigate).toHaveBeenCalledWith("/admin-login");
    navigate.mockReset();
    $loggingOut.set(false);
    fakeApi({ "POST /api/admin/logout": new Response("", { status: 500 }) });
    await logout();
    expect($toast.get()).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith("/admin-login");
  });
});
