/**
 * Route parameters as text. A parameter is percent-decoded by the handler, and a malformed escape ('%',
 * '%ZZ') is no id anyone could have: it reads as no value, so the caller answers 404 like any unknown id.
 */
export function decodeParam(value: string | undefined): string {
  if (value === undefined) return "";
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}
