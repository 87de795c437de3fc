import { describe, expect, it } from "vitest";
import { idlePhase, kioskSwitch, leavingLink, KIOSK_WARNING_SECONDS } from "./kiosk.ts";

const settings = { idleSeconds: 60, attractSeconds: 180 };
const at = (seconds: number, dirty = true) => idlePhase({ idleMs: seconds * 1000, dirty, settings });

describe("idlePhase", () => {
  it("keeps a visitor's session active until the idle time", () => {
    expect(at(0)).toEqual({ phase: "active" });
    expect(at(59.9)).toEqual({ phase: "active" });
  });

  it("warns for 10 s, counting down whole seconds, then resets", () => {
    expect(KIOSK_WARNING_SECONDS).toBe(10);
    expect(at(60)).toEqual({ phase: "warning", secondsLeft: 10 });
    expect(at(60.5)).toEqual({ phase: "warning", secondsLeft: 10 });
    expect(at(65)).toEqual({ phase: "warning", secondsLeft: 5 });
    expect(at(69.9)).toEqual({ phase: "warning", secondsLeft: 1 });
    expect(at(70)).toEqual({ phase: "reset" });
    expect(at(500)).toEqual({ phase: "reset" });
  });

  it("never warns an untouched kiosk; shows the attract screen after the longer idle", () => {
    expect(at(65, false)).toEqual({ phase: "active" });
    expect(at(179, false)).toEqual({ phase: "active" });
    expect(at(180, false)).toEqual({ phase: "attract" });
  });
});

describe("kioskSwitch", () => {
  const base = { pathname: "/", query: null, remembered: null, server: null };
  it("is off in a visitor's browser", () => {
    expect(kioskSwitch(base)).toBe(false);
    expect(kioskSwitch({ ...base, server: false })).toBe(false);
  });
  it("turns on with ?kiosk=1 and stays on for the session", () => {
    expect(kioskSwitch({ ...base, query: "1" })).toBe(true);
    expect(kioskSwitch({ ...base, remembered: "1" })).toBe(true);
  });
  it("follows the server's KIOSK_MODE unless ?kiosk=0 turned it off", () => {
    expect(kioskSwitch({ ...base, server: true })).toBe(true);
    expect(kioskSwitch({ ...base, server: true, query: "0" })).toBe(false);
    expect(kioskSwitch({ ...base, server: true, remembered: "0" })).toBe(false);
  });
  it("never runs on admin pages", () => {
    expect(kioskSwitch({ ...base, pathname: "/admin", query: "1" })).toBe(false);
    expect(kioskSwitch({ ...base, pathname: "/admin-login", server: true })).toBe(false);
  });
});

describe("leavingLink", () => {
  const origin = "http://192.168.1.20:4321";

  it("keeps the product's own pages and files as ordinary links", () => {
    expect(leavingLink("/news", origin)).toBeNull();
    expect(leavingLink("http://192.168.1.20:4321/forms?x=1", origin)).toBeNull();
    expect(leavingLink("#main", origin)).toBeNull();
    expect(leavingLink("/media/forms/a.pdf", origin)).toBeNull();
  });

  it("turns another site into its address and a QR code of it", () => {
    expect(leavingLink("https://www.mvsu.edu.ph/news", origin)).toEqual({
      kind: "web",
      address: "https://www.mvsu.edu.ph/news",
      qrText: "https://www.mvsu.edu.ph/news",
    });
    expect(leavingLink("http://192.168.1.20:8080/", origin)?.kind).toBe("web");
  });

  it("shows a phone number as written and dials only its digits", () => {
    expect(leavingLink("tel:(078)%20305-2100", origin)).toEqual({ kind: "phone", address: "(078) 305-2100", qrText: "tel:0783052100" });
    expect(leavingLink("tel:+63%2078%20305%202100", origin)?.qrText).toBe("tel:+63783052100");
  });

  it("shows an e-mail address and a mailto QR code", () => {
    expect(leavingLink("mailto:registrar@mvsu.edu.ph", origin)).toEqual({
      kind: "email",
      address: "registrar@mvsu.edu.ph",
      qrText: "mailto:registrar@mvsu.edu.ph",
    });
  });

  it("leaves other schemes and empty addresses alone", () => {
    expect(leavingLink("javascript:void(0)", origin)).toBeNull();
    expect(leavingLink("tel:", origin)).toBeNull();
    expect(leavingLink("mailto:", origin)).toBeNull();
  });
});
