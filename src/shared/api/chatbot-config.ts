import { z } from "zod";
import { textField } from "./text.ts";

/** The chatbot's settings as the admin console edits them. */
export const ChatbotConfig = z.object({
  enabled: z.boolean().describe("When false the assistant says it is unavailable"),
  welcomeMessage: textField("reject", { label: "Welcome message" }).trim().min(1, "Welcome message is required").max(1000).describe("First message of every chat"),
  fallbackMessage: textField("reject", { label: "Fallback message" }).trim().min(1, "Fallback message is required").max(1000).describe("Reply when no answer is confident enough"),
  maxResponseLength: z
    .number()
    .int("Max response length must be a whole number")
    .min(50, "Max response length must be between 50 and 2000")
    .max(2000, "Max response length must be between 50 and 2000")
    .describe("Longest reply in characters"),
  confidenceThreshold: z
    .number()
    .min(0, "Confidence threshold must be between 0 and 100")
    .max(100, "Confidence threshold must be between 0 and 100")
    .describe("Minimum match confidence in percent"),
  enableSuggestions: z.boolean().describe("Offer suggested questions with replies"),
  enableAnalytics: z.boolean().describe("Count usage of knowledge items"),
});
export type ChatbotConfig = z.infer<typeof ChatbotConfig>;

/**
 * PATCH /api/admin/chatbot/config: one or more of the configuration's fields (the console sends the one
 * control that changed). Bounds and messages are ChatbotConfig's; unknown keys and an empty body are 400.
 * The answer is the full ChatbotConfig after the change.
 */
export const ChatbotConfigPatch = ChatbotConfig.partial()
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Send at least one setting to change");
export type ChatbotConfigPatch = z.infer<typeof ChatbotConfigPatch>;
