/**
 * The feedback contract, shared by the form and POST /api/feedback, plus the
 * optional Client Satisfaction Measurement of ARTA Memorandum Circular 2022-05 (CC1-CC3, SQD0-SQD8).
 */
import { z } from "zod";
import { textField } from "./text.ts";
import {
  CC1_OPTIONS,
  CC2_OPTIONS,
  CC3_OPTIONS,
  CLIENT_TYPES,
  FEEDBACK_CATEGORIES,
  MESSAGES,
  SQD_QUESTIONS,
  SQD_SCALE,
  type FeedbackCategory,
  type SqdKey,
} from "./feedback-values.ts";

export { CC1_OPTIONS, CC2_OPTIONS, CC3_OPTIONS, CLIENT_TYPES, FEEDBACK_CATEGORIES, MESSAGES, SQD_QUESTIONS, SQD_SCALE };
export type { FeedbackCategory };

const categoryValues = FEEDBACK_CATEGORIES.map((c) => c.value) as [FeedbackCategory, ...FeedbackCategory[]];

const choice = (max: number, min = 1) => z.number().int().min(min).max(max);
const sqdShape = Object.fromEntries(SQD_QUESTIONS.map((q) => [q.key, choice(5, 0).optional().describe(q.text)])) as Record<SqdKey, z.ZodOptional<z.ZodNumber>>;

/** Every answer is optional: a visitor may answer some questions and skip others. */
export const CsmAnswers = z
  .object({
    clientType: z.enum(["citizen", "business", "government"]).optional().describe("Who the client is, per ARTA"),
    cc1: choice(CC1_OPTIONS.length).optional().describe("Awareness of the Citizen's Charter"),
    cc2: choice(CC2_OPTIONS.length).optional().describe("Visibility of the Citizen's Charter (5 = N/A)"),
    cc3: choice(CC3_OPTIONS.length).optional().describe("Helpfulness of the Citizen's Charter (4 = N/A)"),
    ...sqdShape,
  })
  .strict();
export type CsmAnswers = z.infer<typeof CsmAnswers>;

// --- The submission -------------------------------------------------------------------------------------

/**
 * POST /api/feedback. The same schema validates the form in the browser and the body on the server.
 * Field rules and messages; the server adds length caps.
 */
export const FeedbackInput = z.object({
  name: textField("strip").trim().max(200, MESSAGES.nameTooLong).optional().describe("Optional; dropped when anonymous"),
  email: textField("reject", { error: MESSAGES.email, label: "E-mail" })
    .trim()
    .max(254, MESSAGES.email)
    .refine((v) => v === "" || z.email().safeParse(v).success, MESSAGES.email)
    .optional()
    .describe("Optional; must be valid when given; dropped when anonymous"),
  category: z.enum(categoryValues, { error: MESSAGES.category }).describe("One of the six service categories"),
  rating: z
    .number({ error: MESSAGES.rating })
    .int(MESSAGES.rating)
    .min(1, MESSAGES.rating)
    .max(5, "Rating must be between 1 and 5")
    .describe("Stars, 1 (Poor) to 5 (Excellent)"),
  message: textField("strip", { error: MESSAGES.message })
    .trim()
    .min(10, MESSAGES.message)
    .max(5000, MESSAGES.messageTooLong)
    .describe("The feedback itself, stored and shown as plain text"),
  isAnonymous: z.boolean().default(false).describe("When true, no name or e-mail is stored"),
  csm: CsmAnswers.optional().describe("Optional Client Satisfaction Measurement answers"),
  submissionId: z
    .uuid("submissionId must be a UUID")
    .optional()
    .describe("Made by the browser once per filled form: a resend (retry, offline outbox) is stored once"),
});
export type FeedbackInput = z.input<typeof FeedbackInput>;
export type FeedbackSubmission = z.output<typeof FeedbackInput>;

/** 201 answer of POST /api/feedback. */
export const FeedbackCreated = z.object({ id: z.string(), createdAt: z.string() });
export type FeedbackCreated = z.infer<typeof FeedbackCreated>;

/** One stored submission as the admin inbox reads it (GET /api/feedback). */
export const FeedbackRecord = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  category: z.string(),
  rating: z.number().int(),
  message: z.string(),
  isAnonymous: z.boolean(),
  csm: CsmAnswers.nullable(),
  createdAt: z.string(),
});
export type FeedbackRecord = z.infer<typeof FeedbackRecord>;
