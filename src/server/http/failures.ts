/**
 * What a failed request tells the log and the visitor. The log must never hold personal data or secrets:
 * drizzle's error message carries the whole statement and its parameters (feedback names, e-mails,
 * password hashes), and PostgreSQL's own messages quote the offending value. So a failure is logged as
 * its kind, its SQLSTATE and where in our code it happened, with every quoted value cut out.
 */

interface WithCause {
  cause?: unknown;
  code?: unknown;
  errno?: unknown;
  name?: unknown;
  message?: unknown;
  stack?: unknown;
}

/** The errors of `err`'s cause chain, outermost first. */
function chain(err: unknown): WithCause[] {
  const out: WithCause[] = [];
  let at: unknown = err;
  while (at && typeof at === "object" && out.length < 8) {
    out.push(at as WithCause);
    at = (at as WithCause).cause;
  }
  return out;
}

/** The PostgreSQL SQLSTATE of a failed query (from the driver's error, wrapped or not), if any. */
export function sqlStateOf(err: unknown): string | undefined {
  for (const e of chain(err)) if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

/** Class 22, data exception: a value the database cannot take (a date out of range, a NUL, bad UTF-8). */
export function isDataException(err: unknown): boolean {
  return sqlStateOf(err)?.startsWith("22") ?? false;
}

/** File-system error codes of a disk that is full, read-only or failing. */
const STORAGE_ERRNO = new Set(["ENOSPC", "EROFS", "EIO", "EDQUOT", "EACCES", "EPERM"]);

/**
 * The database cannot write: disk full (53100), out of resources (53xxx), an I/O error (58030), damaged
 * data (XX001/XX002), or the file system refusing (ENOSPC, EROFS...). Not the visitor's fault, and not a
 * bug either: the answer is 503 and /api/health reports it.
 */
export function isStorageFailure(err: unknown): boolean {
  const state = sqlStateOf(err);
  if (state && (state.startsWith("53") || state === "58030" || state === "XX001" || state === "XX002")) return true;
  return chain(err).some((e) => (typeof e.code === "string" && STORAGE_ERRNO.has(e.code)) || /\b(ENOSPC|EROFS|No space left on device|Read-only file system)\b/.test(String(e.message ?? "")));
}

/**
 * The database is gone rather than refusing this request: PGlite stopped (after a fatal error), the
 * PostgreSQL server is unreachable or shutting down (SQLSTATE 57P01-57P03, 08xxx). A 503: try again later.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const state = sqlStateOf(err);
  if (state && (/^57P0[1-3]$/.test(state) || state.startsWith("08"))) return true;
  return chain(err).some(
    (e) => (typeof e.code === "string" && ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "CONNECTION_CLOSED", "CONNECTION_ENDED"].includes(e.code)) || /PGlite is closed|Aborted\(\)/.test(String(e.message ?? "")),
  );
}

/** `message` with every quoted value, statement and parameter list removed. */
function redact(message: string): string {
  return message
    .replace(/^Failed query:[\s\S]*$/m, "a query failed")
    .replace(/params:[\s\S]*$/m, "")
    .replace(/"[^"]*"|'[^']*'|`[^`]*`/g, "…")
    .replace(/\(([^()]*)\)=\(([^()]*)\)/g, "(…)=(…)")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200);
}

/** One line about `err` that holds no data: kinds, SQLSTATE, redacted messages, and our own stack frames. */
export function describeFailure(err: unknown): string {
  const parts: string[] = [];
  for (const e of chain(err)) {
    const name = typeof e.name === "string" ? e.name : "Error";
    const code = typeof e.code === "string" ? ` [${e.code}]` : "";
    parts.push(`${name}${code}: ${redact(String(e.message ?? ""))}`);
  }
  const outer = chain(err)[0];
  const frames =
    typeof outer?.stack === "string"
      ? outer.stack
          .split("\n")
          .filter((l) => /^\s+at /.test(l) && !l.includes("node_modules") && !l.includes("node:"))
          .slice(0, 4)
          .map((l) => l.trim())
      : [];
  return parts.join(" <- ") + (frames.length ? ` (${frames.join("; ")})` : "");
}

/** Logs a failure with `describeFailure`: never the statement, its parameters or a request body. */
export function logFailure(prefix: string, err: unknown): void {
  console.error(`${prefix}: ${describeFailure(err)}`);
}

let storageFailure: { at: string; kind: string } | undefined;

/** Remembers that a request met a storage failure (disk full, damaged page), for /api/health to report. */
export function noteStorageFailure(err: unknown, now = new Date()): void {
  const state = sqlStateOf(err);
  const kind = state === "XX001" || state === "XX002" ? "damaged data" : state?.startsWith("53") ? "disk full or out of resources" : "the disk refused a write";
  storageFailure = { at: now.toISOString(), kind };
}

/** The last storage failure a request met in this process, if any (cleared by `clearStorageFailure`). */
export function lastStorageFailure(): { at: string; kind: string } | undefined {
  return storageFailure;
}

/** Forgets the noted storage failure (after the operator fixed the disk and restarted, or in tests). */
export function clearStorageFailure(): void {
  storageFailure = undefined;
}
