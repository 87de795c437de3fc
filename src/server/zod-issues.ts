/**
 * The one way zod's issues become words, for a request body, a content file and the environment alike: an
 * issue is named by its path joined with dots (`items.0.title`), or by `root` when the whole value is wrong.
 */
import type { z } from "zod";

type Issues = readonly z.core.$ZodIssue[];

/** Where an issue points: `a.b.0`, or `root` for the value itself. */
export function issuePath(issue: z.core.$ZodIssue, root: string): string {
  return issue.path.map(String).join(".") || root;
}

/** The first message of each field, keyed by its path: what a form shows beside each input. */
export function fieldMessages(issues: Issues, root: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issuePath(issue, root)] ??= issue.message;
  return fields;
}

/** Every issue on its own indented line, `  path: message`: what a person reads in a terminal. */
export function issueLines(issues: Issues, root: string): string {
  return issues.map((i) => `  ${issuePath(i, root)}: ${i.message}`).join("\n");
}
