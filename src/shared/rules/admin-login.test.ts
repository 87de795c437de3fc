import { describe, expect, it } from "vitest";
import { AdminLogin } from "../api/admin-auth.ts";
import { adminLoginErrors } from "./admin-login.ts";

/** What the zod contract says about a body: the first message of each field. */
function zodErrors(body: unknown): Record<string, string> {
  const result = AdminLogin.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const usernames: unknown[] = [undefined, null, 42, "", " ", "\t\n", "admin", "  admin  ", "a".repeat(64), "a".repeat(65), ` ${"a".repeat(64)} `, "ad\u0000min", "\uD800", "😀".repeat(32), "😀".repeat(33), "é".repeat(64), "ü".repeat(65)];
const passwords: unknown[] = [undefined, null, 7, "", " ", "secret", "p".repeat(256), "p".repeat(257), "pa\u0000ss", "😀".repeat(128), "😀".repeat(129)];

describe("the sign-in form's plain checks", () => {
  it("give the zod contract's message for every field on every input", () => {
    for (const username of usernames) {
      for (const password of passwords) {
        const body = { username, password };
        expect(adminLoginErrors(body), JSON.stringify(body)).toEqual(zodErrors(body));
      }
    }
  });

  it("pass a filled-in form and name each empty field", () => {
    expect(adminLoginErrors({ username: "admin", password: "secret" })).toEqual({});
    expect(adminLoginErrors({ username: "  ", password: "" })).toEqual({ username: "Username is required", password: "Password is required" });
  });
});
