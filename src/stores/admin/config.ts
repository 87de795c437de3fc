/**
 * The Configuration tab: every control saves on its own with PATCH
 * /api/admin/chatbot/config and the 'Configuration Updated' toast. Text is saved when the field is left,
 * not per keystroke; a number that is not a number never leaves the browser; the server's bounds message
 * comes back as a destructive toast and the control returns to the stored value.
 */
import { atom } from "nanostores";
import { ChatbotConfig, type ChatbotConfigPatch } from "../../shared/api/chatbot-config.ts";
import { showToast } from "../toast.ts";
import { resource } from "./loadable.ts";
import { adminCall, errorText } from "./request.ts";

export type ConfigField = keyof ChatbotConfig;

export const CONFIG_TOAST = { title: "Configuration Updated", description: "Chatbot configuration has been updated successfully." };
export const CONFIG_PATH = "/api/admin/chatbot/config";

export const config = resource(() => CONFIG_PATH, ChatbotConfig);
/** Bumped after a failed save so the controls re-read the stored values. */
export const $configRevision = atom(0);
/** The field being saved right now, if any (its control shows a spinner). */
export const $configSaving = atom<ConfigField | undefined>(undefined);

/** The labels the tab shows, used in messages too. */
export const CONFIG_LABELS: Record<ConfigField, string> = {
  enabled: "Enable Chatbot",
  welcomeMessage: "Welcome Message",
  fallbackMessage: "Fallback Message",
  maxResponseLength: "Max Response Length",
  confidenceThreshold: "Confidence Threshold (%)",
  enableSuggestions: "Enable Smart Suggestions",
  enableAnalytics: "Enable Analytics Tracking",
};

function failed(message: string): false {
  showToast({ title: "Configuration Not Saved", description: message, variant: "destructive" });
  $configRevision.set($configRevision.get() + 1);
  return false;
}

/** Saves one field; unchanged values are not sent. Answers whether something was saved. */
export async function saveConfigField<K extends ConfigField>(field: K, value: ChatbotConfig[K]): Promise<boolean> {
  const state = config.$state.get();
  const current = state.status === "idle" ? undefined : state.data;
  if (!current || current[field] === value) return false;
  $configSaving.set(field);
  // The control shows the new value at once; a refusal puts the stored one back.
  config.set({ ...current, [field]: value });
  try {
    const body: ChatbotConfigPatch = { [field]: value };
    const saved = await adminCall(CONFIG_PATH, ChatbotConfig, { method: "PATCH", body });
    config.set(saved);
    showToast(CONFIG_TOAST);
    return true;
  } catch (err) {
    config.set(current);
    return failed(errorText(err));
  } finally {
    $configSaving.set(undefined);
  }
}

/** A text field left by the user: saved trimmed, unless blank (the server would refuse it anyway). */
export function saveConfigText(field: "welcomeMessage" | "fallbackMessage", text: string): Promise<boolean> {
  const value = text.trim();
  const current = config.$state.get();
  if (current.status !== "idle" && current.data?.[field] === value) return Promise.resolve(false);
  if (value === "") return Promise.resolve(failed(`${CONFIG_LABELS[field]} cannot be empty.`));
  return saveConfigField(field, value);
}

/** A number field left by the user: must read as a number; the bounds are the server's to enforce. */
export function saveConfigNumber(field: "maxResponseLength" | "confidenceThreshold", text: string): Promise<boolean> {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === "" || !Number.isFinite(value)) return Promise.resolve(failed(`${CONFIG_LABELS[field]} must be a number.`));
  return saveConfigField(field, value);
}
