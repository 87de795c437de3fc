import { z } from "zod";

/**
 * GET /api/health, for a monitoring tool: 200 with status "ok" when the database answers and takes a
 * write, 503 with status "error" when it does not (down, disk full, read-only, damaged). Never cached.
 */
export const HealthReport = z.object({
  status: z.enum(["ok", "error"]).describe("ok when every check passed"),
  database: z.object({
    ok: z.boolean().describe("Whether `select 1` answered in time"),
    latencyMs: z.number().nonnegative().describe("How long the check took"),
    error: z.string().optional().describe("A sentence for the operator when the check failed; no connection details"),
  }),
  storage: z.object({
    writable: z.boolean().describe("Whether a real write (one row of health_probe) committed just now"),
    error: z
      .string()
      .optional()
      .describe("A sentence for the operator when writes fail (disk full, read-only) or a request met damaged data since the start"),
  }),
  version: z.string().describe("The build version of the site (the service worker's cache version), or 'unknown'"),
  time: z.iso.datetime().describe("When the check ran (UTC)"),
});
export type HealthReport = z.infer<typeof HealthReport>;
