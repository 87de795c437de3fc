/**
 * Field rules shared by the staff-edited lists' contracts, so the console's dialog, the admin API and the
 * seed files give the same sentence for the same mistake ("Title is required").
 */
import { z } from "zod";

/** A required line or paragraph of text, trimmed, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Text that may be empty, at most `max` characters. */
export function plainText(label: string, max: number) {
  return z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);
}

/**
 * An optional field in the console: empty text or null clears it (stored as NULL, left out of the public
 * answer). `inner` checks a value that is given.
 */
export function clearable<T extends z.ZodType<string | undefined>>(inner: T) {
  return z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), inner.nullable()).optional();
}

/** A list of short texts (requirements, services); blank entries are dropped. */
export function textList(label: string, maxItems = 50, maxChars = 300) {
  return z
    .array(z.string({ error: `${label} must be a list of text` }).trim().max(maxChars, `Each entry of ${label} must be at most ${maxChars} characters`), {
      error: `${label} must be a list of text`,
    })
    .max(maxItems, `${label} may have at most ${maxItems} entries`)
    .transform((list) => list.filter((s) => s !== ""));
}

/** A path on this site ('/media/forms/x.pdf'), as files are served by the kiosk itself. */
export function sitePath(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(500, `${label} must be at most 500 characters`)
    .regex(/^\/(?!\/)[^\s]*$/, `${label} must be a path on this site starting with /`);
}

/** An ISO 8601 time with an offset, as the API and the console's date fields send it. */
export function isoTime(label: string) {
  return z.iso.datetime({ offset: true, error: `${label} must be a date and time` });
}

/** The stable id of a list item: a slug such as 'bsit' or 'enrollment-form'. */
export const Slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9][a-z0-9-]*$/, "Id must be lower-case letters, digits and dashes");

/**
 * Where an item of a list ordered by hand moves to: 0 is first. Larger than the list puts it last.
 * Sent alone or with other fields in a PATCH.
 */
export const Position = z
  .number({ error: "Position must be a whole number from 0" })
  .int("Position must be a whole number from 0")
  .min(0, "Position must be a whole number from 0")
  .max(100_000, "Position must be a whole number from 0");

/** The fields the admin answer adds to every list item. */
export const Managed = z.object({
  updatedAt: z.iso.datetime({ offset: true }).describe("Last change, by the seed or in the console"),
});

/** Fields of a hand-ordered list's admin answer. */
export const Ordered = Managed.extend({
  position: z.number().int().min(0).describe("0-based place in the list as the public pages show it"),
});

/**
 * The contracts of a hand-ordered list, built the one way every such list needs them: the public answer is a
 * list of `item`, POST takes exactly the edited `fields`, PATCH any of them and/or a new `position`, and the
 * admin answer adds place and last change to `item`. A list that differs gets its own contracts instead.
 */
export function handOrderedContracts<F extends z.ZodRawShape, I extends z.ZodObject>(fields: z.ZodObject<F>, item: I) {
  return {
    list: z.array(item),
    input: z.strictObject(fields.shape),
    patch: z.strictObject({ ...fields.partial().shape, position: Position.optional() }),
    admin: item.extend(Ordered.shape),
  };
}
