/**
 * Headers every response carries, on the local server and (through netlify.toml) on Netlify.
 * The content security policy is added with the production work (issue 10).
 */
export const securityHeaders: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
};
