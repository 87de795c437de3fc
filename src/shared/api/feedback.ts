/**
 * The feedback contract (spec sections 3, 5 and 7), shared by the form and POST /api/feedback, plus the
 * optional Client Satisfaction Measurement of ARTA Memorandum Circular 2022-05 (CC1-CC3, SQD0-SQD8).
 */
import { z } from "zod";
import { textField } from "./text.ts";

/** The six service categories, in the order the form lists them. */
export const FEEDBACK_CATEGORIES = [
  { value: "academic", label: "Academic Services" },
  { value: "administrative", label: "Administrative Services" },
  { value: "student", label: "Student Services" },
  { value: "facilities", label: "Campus Facilities" },
  { value: "technology", label: "Technology Services" },
  { value: "general", label: "General Inquiry" },
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]["value"];
const categoryValues = FEEDBACK_CATEGORIES.map((c) => c.value) as [FeedbackCategory, ...FeedbackCategory[]];

/** Star labels, 1 to 5. */
export const RATING_LABELS = ["Poor", "Fair", "Good", "Very Good", "Excellent"] as const;

export const MESSAGES = {
  email: "Please enter a valid email address",
  category: "Please select a service category",
  rating: "Please provide a rating",
  message: "Please provide at least 10 characters of feedback",
  messageTooLong: "Please keep your feedback under 5,000 characters",
  nameTooLong: "Please keep your name under 200 characters",
} as const;

// --- Client Satisfaction Measurement (ARTA MC 2022-05) ---------------------------------------------------

export const CC1_OPTIONS = [
  { value: 1, label: "I know what a CC is and I saw this office's CC." },
  { value: 2, label: "I know what a CC is but I did NOT see this office's CC." },
  { value: 3, label: "I learned of the CC only when I saw this office's CC." },
  { value: 4, label: "I do not know what a CC is and I did not see one in this office." },
] as const;
export const CC2_OPTIONS = [
  { value: 1, label: "Easy to see" },
  { value: 2, label: "Somewhat easy to see" },
  { value: 3, label: "Difficult to see" },
  { value: 4, label: "Not visible at all" },
  { value: 5, label: "N/A" },
] as const;
export const CC3_OPTIONS = [
  { value: 1, label: "Helped very much" },
  { value: 2, label: "Somewhat helped" },
  { value: 3, label: "Did not help" },
  { value: 4, label: "N/A" },
] as const;

/** The nine service quality dimensions, SQD0 to SQD8, as ARTA words them. */
export const SQD_QUESTIONS = [
  { key: "sqd0", dimension: "Overall", text: "I am satisfied with the service that I availed." },
  { key: "sqd1", dimension: "Responsiveness", text: "I spent a reasonable amount of time for my transaction." },
  { key: "sqd2", dimension: "Reliability", text: "The office followed the transaction's requirements and steps based on the information provided." },
  { key: "sqd3", dimension: "Access and Facilities", text: "The steps (including payment) I needed to do for my transaction were easy and simple." },
  { key: "sqd4", dimension: "Communication", text: "I easily found information about my transaction from the office or its website." },
  { key: "sqd5", dimension: "Costs", text: "I paid a reasonable amount of fees for my transaction. (If the service was free, choose N/A.)" },
  { key: "sqd6", dimension: "Integrity", text: "I feel the office was fair to everyone, or \"walang palakasan\", during my transaction." },
  { key: "sqd7", dimension: "Assurance", text: "I was treated courteously by the staff, and (if asked for help) the staff was helpful." },
  { key: "sqd8", dimension: "Outcome", text: "I got what I needed from the government office, or (if denied) denial of request was sufficiently explained to me." },
] as const;
export type SqdKey = (typeof SQD_QUESTIONS)[number]["key"];

/** The five-point scale plus N/A (stored as 0). */
export const SQD_SCALE = [
  { value: 1, label: "Strongly Disagree" },
  { value: 2, label: "Disagree" },
  { value: 3, label: "Neither Agree nor Disagree" },
  { value: 4, label: "Agree" },
  { value: 5, label: "Strongly Agree" },
  { value: 0, label: "N/A" },
] as const;

export const CLIENT_TYPES = [
  { value: "citizen", label: "Citizen" },
  { value: "business", label: "Business" },
  { value: "government", label: "Government (employee or another agency)" },
] as const;

const choice = (max: number, min = 1) => z.number().int().min(min).max(max);
const sqdShape = Object.fromEntries(SQD_QUESTIONS.map((q) => [q.key, choice(5, 0).optional().describe(q.text)])) as Record<SqdKey, z.ZodOptional<z.ZodNumber>>;

/** Every answer is optional: a visitor may answer some questions and skip others. */
export const CsmAnswers = z
  .object({
    clientType: z.enum(["citizen", "business", "government"]).optional().describe("Who the client is, per ARTA"),
    cc1: choice(4).optional().describe("Awareness of the Citizen's Charter"),
    cc2: choice(5).optional().describe("Visibility of the Citizen's Charter (5 = N/A)"),
    cc3: choice(4).optional().describe("Helpfulness of the Citizen's Charter (4 = N/A)"),
    ...sqdShape,
  })
  .strict();
export type CsmAnswers = z.infer<typeof CsmAnswers>;

// --- The submission -------------------------------------------------------------------------------------

/**
 * POST /api/feedback. The same schema validates the form in the browser and the body on the server.
 * Field rules and messages per spec section 5; the server adds length caps.
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
