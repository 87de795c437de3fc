import { beforeEach, describe, expect, it } from "vitest";
import { $toast } from "../toast.ts";
import { $configRevision, config, saveConfigField, saveConfigNumber, saveConfigText } from "./config.ts";
import { dataOf } from "./loadable.ts";
import { fakeApi, json } from "./testing.ts";

const STORED = { enabled: true, welcomeMessage: "Hello!", fallbackMessage: "Sorry.", maxResponseLength: 500, confidenceThreshold: 30, enableSuggestions: true, enableAnalytics: true };
const PATH = "/api/admin/chatbot/config";

beforeEach(() => {
  config.set({ ...STORED });
  $toast.set(undefined);
});

describe("configuration store", () => {
  it("saves one changed field with the spec's toast", async () => {
    const api = fakeApi({ [`PATCH ${PATH}`]: (c) => json({ ...STORED, ...(c.body as object) }) });
    expect(await saveConfigField("enabled", false)).toBe(true);
    expect(api.calls[0]!.body).toEqual({ enabled: false });
    expect(dataOf(config.$state.get())!.enabled).toBe(false);
    expect($toast.get()).toMatchObject({ title: "Configuration Updated", description: "Chatbot configuration has been updated successfully." });
  });

  it("sends nothing when the value did not change (leaving a text field untouched)", async () => {
    const api = fakeApi({});
    expect(await saveConfigText("welcomeMessage", " Hello! ")).toBe(false);
    expect(await saveConfigNumber("maxResponseLength", "500")).toBe(false);
    expect(api.calls).toHaveLength(0);
  });

  it("text is trimmed; blank text and non-numbers never leave the browser and the control resets", async () => {
    const api = fakeApi({ [`PATCH ${PATH}`]: (c) => json({ ...STORED, ...(c.body as object) }) });
    const before = $configRevision.get();
    expect(await saveConfigText("fallbackMessage", "   ")).toBe(false);
    expect(await saveConfigNumber("confidenceThreshold", "abc")).toBe(false);
    expect(api.calls).toHaveLength(0);
    expect($configRevision.get()).toBe(before + 2);
    expect($toast.get()).toMatchObject({ variant: "destructive", description: "Confidence Threshold (%) must be a number." });
    expect(await saveConfigText("welcomeMessage", "  Welcome to MVSU!  ")).toBe(true);
    expect(api.calls[0]!.body).toEqual({ welcomeMessage: "Welcome to MVSU!" });
    expect(await saveConfigNumber("confidenceThreshold", "42.5")).toBe(true);
    expect(api.calls[1]!.body).toEqual({ confidenceThreshold: 42.5 });
  });

  it("the server's bounds message comes back as a destructive toast and the stored value stays", async () => {
    fakeApi({ [`PATCH ${PATH}`]: json({ error: "Please correct the highlighted fields.", fields: { maxResponseLength: "Max response length must be between 50 and 2000" } }, 400) });
    const before = $configRevision.get();
    expect(await saveConfigNumber("maxResponseLength", "5000")).toBe(false);
    expect($toast.get()).toMatchObject({ variant: "destructive", description: "Max response length must be between 50 and 2000" });
    expect(dataOf(config.$state.get())!.maxResponseLength).toBe(500);
    expect($configRevision.get()).toBe(before + 1);
  });
});
