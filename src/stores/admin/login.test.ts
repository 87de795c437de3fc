import { beforeEach, describe, expect, it, vi } from "vitest";
import { $loginAlert, $loginErrors, $signingIn, LOGIN_FAILED, resetLogin, setLoginField, setLoginNavigate, submitLogin, validateLogin } from "./login.ts";
import { fakeApi, json } from "./testing.ts";

const navigate = vi.fn();
beforeEach(() => {
  resetLogin();
  navigate.mockReset();
  setLoginNavigate(navigate);
});

describe("admin sign-in form", () => {
  it("names both required fields with their own messages", async () => {
    expect(validateLogin({ username: "", password: "" })).toEqual({ username: "Username is required", password: "Password is required" });
    expect(validateLogin({ username: "   ", password: "x" })).toEqual({ username: "Username is required" });
    const api = fakeApi({});
    expect(await submitLogin()).toBe(false);
    expect(api.calls).toHaveLength(0);
    expect($loginErrors.get()).toEqual({ username: "Username is required", password: "Password is required" });
    setLoginField("username", "registrar");
    expect($loginErrors.get()).toEqual({ password: "Password is required" });
  });

  it("signs in with what the fields hold at submit, typed or auto-filled before the store heard of it", async () => {
    const api = fakeApi({ "POST /api/admin/login": () => json({ authenticated: true, user: { username: "registrar" } }) });
    expect(await submitLogin({ username: "registrar", password: "auto-filled pass" })).toBe(true);
    expect($loginErrors.get()).toEqual({});
    expect(api.calls[0]!.body).toEqual({ username: "registrar", password: "auto-filled pass" });
  });

  it("shows 'Signing in...' state while pending, then goes to /admin", async () => {
    let release!: () => void;
    const api = fakeApi({ "POST /api/admin/login": () => new Promise((r) => (release = () => r(json({ authenticated: true, user: { username: "registrar" } })))) });
    setLoginField("username", " registrar ");
    setLoginField("password", "correct horse");
    const pending = submitLogin();
    expect($signingIn.get()).toBe(true);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    release();
    expect(await pending).toBe(true);
    expect(api.calls[0]!.body).toEqual({ username: "registrar", password: "correct horse" });
    expect(navigate).toHaveBeenCalledWith("/admin");
  });

  it("shows the server's message, or 'Login failed' without one, and clears it on the next submit", async () => {
    let answer = json({ error: "Invalid username or password", message: "Invalid username or password" }, 401);
    fakeApi({ "POST /api/admin/login": () => answer });
    setLoginField("username", "registrar");
    setLoginField("password", "wrong");
    expect(await submitLogin()).toBe(false);
    expect($loginAlert.get()).toBe("Invalid username or password");
    expect($signingIn.get()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();

    let seenDuring: string | undefined = "unset";
    fakeApi({
      "POST /api/admin/login": () => {
        seenDuring = $loginAlert.get();
        return new Response("", { status: 500 });
      },
    });
    await submitLogin();
    expect(seenDuring).toBeUndefined();
    expect($loginAlert.get()).toBe(LOGIN_FAILED);

    answer = json({ error: "Too many failed sign-in attempts. Please try again in 15 minute(s).", message: "Too many failed sign-in attempts. Please try again in 15 minute(s)." }, 429);
    fakeApi({ "POST /api/admin/login": () => answer });
    await submitLogin();
    expect($loginAlert.get()).toMatch(/^Too many failed sign-in attempts/);
  });

  it("a network failure is 'Login failed'", async () => {
    fakeApi({ "POST /api/admin/login": () => Promise.reject(new TypeError("Failed to fetch")) });
    setLoginField("username", "registrar");
    setLoginField("password", "x");
    expect(await submitLogin()).toBe(false);
    expect($loginAlert.get()).toBe(LOGIN_FAILED);
  });
});
