/**
 * Which characters no text field may carry to the database (NUL and lone surrogates), in plain code: the zod
 * text primitive (shared/api/text.ts) and the public form's checks both use these, so the form ships no zod.
 */
/** NUL and lone surrogates (a high one not followed by a low one, or a low one without a high one). */
// eslint-disable-next-line no-control-regex -- NUL is exactly the character this pattern looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The sentence a rejected field gets. */
export const UNSTORABLE_TEXT_MESSAGE = "contains a character that cannot be stored (a NUL or a broken character); remove it and try again";

/** True when `value` holds a character the database cannot store. */
export function hasUnstorableCharacters(value: string): boolean {
  UNSTORABLE.lastIndex = 0;
  const found = UNSTORABLE.test(value);
  UNSTORABLE.lastIndex = 0;
  return found;
}

/** `value` without NUL characters and lone surrogates. */
export function stripUnstorableCharacters(value: string): string {
  return value.replace(UNSTORABLE, "");
}
