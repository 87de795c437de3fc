import { describe, expect, it } from "vitest";
import { describeFailure, isDatabaseUnavailable, isDataException, isStorageFailure, sqlStateOf } from "./failures.ts";

/** What drizzle throws: the statement and its parameters in the message, the driver's error as the cause. */
function drizzleError(code: string, message: string) {
  const cause = Object.assign(new Error(message), { code, detail: "Key (email)=(ana@example.com) already exists." });
  return Object.assign(new Error("Failed query: insert into feedback (name, email) values ($1, $2)\nparams: Ana Cruz,ana@example.com"), { name: "DrizzleQueryError", cause });
}

describe("failures", () => {
  it("logs the kind and SQLSTATE of a failed query, never its statement, parameters or quoted values", () => {
    const line = describeFailure(drizzleError("22P02", 'invalid input syntax for type uuid: "secret-token-value"'));
    expect(line).toContain("22P02");
    expect(line).toContain("invalid input syntax");
    expect(line).not.toMatch(/Ana Cruz|ana@example\.com|secret-token-value|insert into|params/);
  });

  it("classifies data exceptions (400) and storage failures (503)", () => {
    expect(sqlStateOf(drizzleError("22008", "date/time field value out of range"))).toBe("22008");
    expect(isDataException(drizzleError("22021", "invalid byte sequence"))).toBe(true);
    expect(isDataException(drizzleError("23505", "duplicate key"))).toBe(false);
    expect(isStorageFailure(drizzleError("53100", "could not extend file"))).toBe(true);
    expect(isStorageFailure(drizzleError("XX001", "invalid page in block 3"))).toBe(true);
    expect(isStorageFailure(Object.assign(new Error("write failed"), { code: "ENOSPC" }))).toBe(true);
    expect(isStorageFailure(new Error("something else"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("Failed query"), { cause: new Error("PGlite is closed") }))).toBe(true);
    expect(isDatabaseUnavailable(drizzleError("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isDatabaseUnavailable(drizzleError("23505", "duplicate key"))).toBe(false);
  });
});
