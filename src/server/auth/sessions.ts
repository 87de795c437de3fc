/**
 * Admin sign-in, sessions and the lockout. Everything lives in the database so that every function
 * instance agrees: sessions (token hashes), and sign-in attempts over 15 minutes. The lockout is per
 * account and address pair (5 failures) and per address (20 failures), never per account alone: an
 * attacker elsewhere must not be able to lock staff out by typing wrong passwords for `admin`. Against
 * guessing from many addresses, every attempt on an account with recent failures is answered slower.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import * as repo from "../repositories/admin-sessions.ts";
import { env } from "../env.ts";
import { recordAudit } from "../services/audit-log.ts";
import { configuredCredentials, type CredentialCheck } from "./credentials.ts";
import { INVALID_CREDENTIALS, type AdminLogin } from "../../shared/api/admin-auth.ts";

/** The default idle timeout (30 minutes); ADMIN_SESSION_IDLE_MINUTES changes it (e2e proves expiry with a short one). */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one username from one address that lock that pair. */
export const MAX_FAILURES_PER_PAIR = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Failures of a username (from anywhere) after which each attempt on it is answered more slowly. */
export const SLOW_DOWN_AFTER_FAILURES = 5;
/** The longest wait of the slow-down: staff with the right password still get in within seconds. */
export const MAX_SLOW_DOWN_MS = 4000;

/** How long to hold an attempt on an account with `failures` recent failures: doubling, capped. */
export function slowDownMs(failures: number): number {
  if (failures < SLOW_DOWN_AFTER_FAILURES) return 0;
  return Math.min(MAX_SLOW_DOWN_MS, 250 * 2 ** (failures - SLOW_DOWN_AFTER_FAILURES));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How often the idle clock is pushed forward at most (saves a write per request). */
const TOUCH_EVERY_MS = 60 * 1000;

/** The idle timeout in force: ADMIN_SESSION_IDLE_MINUTES, 30 by default. */
export function idleTimeoutMs(): number {
  return env().ADMIN_SESSION_IDLE_MINUTES * 60 * 1000;
}
/** A quarter of a short idle timeout, so a session in use never lapses between two pushes. */
const touchEveryMs = () => Math.min(TOUCH_EVERY_MS, idleTimeoutMs() / 4);

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");
const addressHash = (address: string) => sha256(`login-address\u0000${address || "unknown"}`);

export interface SignedIn {
  token: string;
  username: string;
  maxAgeSeconds: number;
}

/**
 * Checks the credentials with the configured provider (credentials.ts), honouring the lockout; answers
 * a new session token. Throws 401 or 429 (503 when Supabase Auth is down).
 */
export async function signIn(
  db: Database,
  credentials: AdminLogin,
  address: string,
  now = new Date(),
  check?: CredentialCheck,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<SignedIn> {
  const username = credentials.username.trim().toLowerCase();
  const addr = addressHash(address);
  const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const failures = await repo.countRecentFailures(db, username, addr, since);
  const blocked = [
    failures.pair.count >= MAX_FAILURES_PER_PAIR ? failures.pair.oldest : undefined,
    failures.address.count >= MAX_FAILURES_PER_ADDRESS ? failures.address.oldest : undefined,
  ].filter((d): d is Date => d !== undefined);
  if (blocked.length > 0) {
    const until = Math.max(...blocked.map((d) => d.getTime() + LOCKOUT_WINDOW_MS));
    const retryAfter = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
    throw new HttpError(429, `Too many failed sign-in attempts. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`, {
      headers: { "retry-after": String(retryAfter) },
    });
  }

  const delay = slowDownMs(failures.user.count);
  if (delay > 0) await wait(delay);
  const user = await (check ?? (await configuredCredentials()))(db, username, credentials.password);
  if (!user) {
    await repo.recordLoginAttempt(db, { username, addressHash: addr, succeeded: false });
    throw new HttpError(401, INVALID_CREDENTIALS);
  }

  await repo.clearFailures(db, username);
  await repo.recordLoginAttempt(db, { username, addressHash: addr, succeeded: true });
  await repo.markLogin(db, user.id, now);
  if (Math.random() < 0.05) {
    await repo.deleteExpiredSessions(db, new Date(now.getTime() - idleTimeoutMs()), now);
    await repo.deleteAttemptsBefore(db, new Date(now.getTime() - 24 * 3600 * 1000));
  }
  const token = randomBytes(32).toString("base64url");
  await repo.insertSession(db, { tokenHash: sha256(token), userId: user.id, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS) });
  await recordAudit(db, user.username, "session.login");
  return { token, username: user.username, maxAgeSeconds: ABSOLUTE_TIMEOUT_MS / 1000 };
}

/** The signed-in admin of a session token, or undefined; keeps the idle clock running. */
export async function resolveSession(db: Database, token: string | undefined, now = new Date()): Promise<{ username: string } | undefined> {
  if (!token || token.length > 200) return undefined;
  const tokenHash = sha256(token);
  const session = await repo.findLiveSession(db, tokenHash, new Date(now.getTime() - idleTimeoutMs()), now);
  if (!session) return undefined;
  if (now.getTime() - new Date(session.lastSeenAt).getTime() > touchEveryMs()) await repo.touchSession(db, tokenHash, now);
  return { username: session.username };
}

/**
 * Ends a session; unknown tokens are ignored. The audit log records the sign-out of a live session (an
 * expired one has nobody to name). Answers who signed out, if anyone.
 */
export async function signOut(db: Database, token: string | undefined, now = new Date()): Promise<{ username: string } | undefined> {
  if (!token || token.length > 200) return undefined;
  const tokenHash = sha256(token);
  const session = await repo.findLiveSession(db, tokenHash, new Date(now.getTime() - idleTimeoutMs()), now);
  await repo.deleteSession(db, tokenHash);
  if (!session) return undefined;
  await recordAudit(db, session.username, "session.logout");
  return { username: session.username };
}
