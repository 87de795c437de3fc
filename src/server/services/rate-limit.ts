/**
 * Fixed-window rate limits kept in the database (shared by every function instance). The subject (an
 * address, a username) is stored only as a keyed hash.
 */
import { createHash } from "node:crypto";
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import { countHit, deleteWindowsBefore } from "../repositories/rate-limits.ts";

export interface RateLimit {
  /** Name of the limit, e.g. "feedback". */
  bucket: string;
  /** Hits allowed per window; 0 means unlimited. */
  limit: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  hits: number;
  retryAfterSeconds: number;
}

function subjectHash(bucket: string, subject: string): string {
  return createHash("sha256").update(`${bucket}\u0000${subject}`).digest("base64url").slice(0, 32);
}

/** Counts a hit for `subject` and says whether it is within the limit. */
export async function hitRateLimit(db: Database, rule: RateLimit, subject: string, now = new Date()): Promise<RateDecision> {
  if (rule.limit <= 0) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const hits = await countHit(db, rule.bucket, subjectHash(rule.bucket, subject || "unknown"), windowStart);
  // Now and then, drop windows long past (cheap, and keeps the table small without a cron job).
  if (Math.random() < 0.02) await deleteWindowsBefore(db, new Date(now.getTime() - 24 * 3600 * 1000));
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: hits <= rule.limit, hits, retryAfterSeconds };
}

/** Throws 429 with Retry-After when the hit is over the limit. */
export async function enforceRateLimit(db: Database, rule: RateLimit, subject: string, message: string, now = new Date()): Promise<void> {
  const decision = await hitRateLimit(db, rule, subject, now);
  if (!decision.allowed) {
    throw new HttpError(429, message, { headers: { "retry-after": String(decision.retryAfterSeconds) } });
  }
}
