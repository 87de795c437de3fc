/**
 * Values an attacker, a broken client or a confused kiosk keyboard sends: the fuzz test mixes them into
 * otherwise well-formed requests. Every entry is here because it once broke a server like ours.
 */

/** Strings that PostgreSQL, JSON, URL decoding, HTML or date parsing trip over. */
export const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "feedback with a NUL \u0000 inside it",
  "\ud800",
  "lone low surrogate \udfff here",
  "\ud83d",
  "\uffff\ufffe",
  "\ufeffbyte order mark",
  "\u202eright-to-left override",
  "zero\u200bwidth",
  "e\u0301\u0301\u0301 combining",
  "𝕬𝖉𝖒𝖎𝖓 😀👩‍👩‍👧",
  "\r\n\t\u000b\u000c",
  "'; drop table feedback; --",
  "' or '1'='1",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "${7*7}{{7*7}}",
  "../../../../etc/passwd",
  "%",
  "%00",
  "%zz",
  "%ud800",
  "%E0%A4%A",
  "__proto__",
  "constructor",
  "0000-01-01",
  "0000-01-01T00:00:00Z",
  "9999-12-31T23:59:59-14:00",
  "9999-12-31",
  "+275760-09-13T00:00:00Z",
  "-000001-01-01T00:00:00Z",
  "2025-02-30",
  "2025-13-01T00:00:00Z",
  "1970-01-01T00:00:00+99:99",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "99999999999999999999",
  "1.5",
  "true",
  "null",
  "x".repeat(5001),
  "é".repeat(3000),
];

/** Non-string JSON values put where a string, number or object belongs. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [null],
  {},
  { "": "" },
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  Array.from({ length: 200 }, (_, i) => i),
];

/** Cookie headers: bad percent-encoding, duplicates, junk. `{session}` is replaced by a live admin session. */
export const HOSTILE_COOKIES: readonly string[] = [
  "kiosk_admin=%",
  "kiosk_admin=%E0%A4%A",
  "kiosk_admin=%ud800",
  "kiosk_admin=%00",
  "kiosk_admin=",
  "kiosk_admin",
  "=; ;; =x",
  `kiosk_admin=${"A".repeat(4000)}`,
  "kiosk_admin={session}; kiosk_admin=%",
  "kiosk_admin=%; kiosk_admin={session}",
  'kiosk_admin="quoted"',
];

/** Host headers that are not a host name (Node passes them through to the handler). */
export const HOSTILE_HOSTS: readonly string[] = ["a b", "[::1", "127.0.0.1:99999", "user@x", "", "%", "x/y", "exa\tmple", "[::1]:0", "h".repeat(300), "xn--", ".."];

/** Methods beyond the ones an endpoint declares, TRACE included. */
export const ODD_METHODS: readonly string[] = ["OPTIONS", "TRACE", "PUT", "PATCH", "DELETE", "POST", "HEAD", "PROPFIND", "PURGE", "LINK", "SEARCH"];

/** Values for a path parameter such as `:id`. */
export const HOSTILE_PARAMS: readonly string[] = ["1", "2", "0", "-1", "abc", "%00", "%ZZ", "%", "9".repeat(30), "1e3", "%2e%2e", "%F0%9F%98%80", "session_1", "..", "1%0A1"];
