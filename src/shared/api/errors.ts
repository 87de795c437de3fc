import { z } from "zod";

/** Every non-2xx /api answer: one sentence, plus per-field messages when a body failed validation. */
export const ApiError = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiError>;
