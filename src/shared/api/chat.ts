import { z } from "zod";
import { textField } from "./text.ts";

/** Longest message the chatbot reads, in characters. */
const TYPED_MESSAGE_MAX = 500;

/**
 * What a person types to the chatbot (a visitor in the chat, staff in the test console, which answers the
 * same way): invisible junk characters stripped, trimmed, not empty, at most 500 characters. Each form calls
 * the text by its own `noun` and words its own sentences for a value that is not text or is empty.
 */
export function typedMessage(noun: "message" | "question", sentences: { notText: string; empty: string }) {
  return textField("strip", { error: sentences.notText })
    .trim()
    .min(1, sentences.empty)
    .max(TYPED_MESSAGE_MAX, `Keep the ${noun} under ${TYPED_MESSAGE_MAX} characters`);
}

/** POST /api/chat: the visitor's message and the client's session token. */
export const ChatRequest = z.object({
  message: typedMessage("message", { notText: "Message must be text", empty: "Type a message first" }).describe("What the visitor typed"),
  sessionId: z
    .string({ error: "sessionId is required" })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "sessionId must be a short token such as session_1700000000000")
    .describe("'session_' plus a time stamp, made by the client; a cleared chat makes a new one"),
});
export type ChatRequest = z.infer<typeof ChatRequest>;

/** Categories a reply can have besides the knowledge categories. */
export const CHAT_REPLY_KINDS = ["fallback", "clarification", "small_talk", "unavailable"] as const;

/** The bot's reply. */
export const ChatReply = z.object({
  id: z.string().describe("Id of the stored reply, for thumbs up/down; an unstored reply has a random id"),
  message: z.string().describe("The answer text"),
  category: z.string().describe("A knowledge category, or fallback, clarification, small_talk, unavailable"),
  suggestions: z.array(z.string()).describe("Questions the visitor may ask next"),
  confidence: z.number().min(0).max(1).describe("How sure the match is, 0..1"),
  link: z
    .object({
      href: z.string().describe("Same-site address, e.g. /campus-map?office=registrar (an office's walking route) or /campus-map?building=LIB"),
      label: z.string().describe("What the link opens, e.g. 'Show Registrar Office on the campus map'"),
    })
    .optional()
    .describe("Present when the answer is about a place on the campus map"),
});
export type ChatReply = z.infer<typeof ChatReply>;

/** GET /api/chat: what the panel shows before the first message. */
export const ChatWelcome = z.object({
  enabled: z.boolean(),
  welcomeMessage: z.string(),
  suggestions: z.array(z.string()).describe("Six starter questions for the chips"),
});
export type ChatWelcome = z.infer<typeof ChatWelcome>;

/** POST /api/chat/rating: thumbs up or down on one bot reply. */
export const ChatRating = z.object({
  messageId: z.uuid("messageId must be the id of a reply"),
  helpful: z.boolean({ error: "helpful must be true or false" }),
});
export type ChatRating = z.infer<typeof ChatRating>;

/** The failure message shown as a bot message when a call fails. */
export const CHAT_FAILURE_MESSAGE = "Sorry, I'm having trouble connecting right now. Please try again.";

/** Shown instead when the chat cannot reach the server at all (the kiosk is offline). */
export const CHAT_OFFLINE_MESSAGE =
  "I can't reach the server right now, so I can't answer. The information pages still work; please try again when the connection returns.";
