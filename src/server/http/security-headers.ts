/**
 * The one source of the site's response headers, on Netlify and on the local server alike:
 * - `SITE_HEADERS` go on every file Netlify serves (the `/*` rule of netlify.toml, written from here by
 *   `npm run headers`), and `ASSET_CACHE` on Astro's hashed assets;
 * - every HTML page gets its own Content-Security-Policy (`pageCsp`), with the sha256 of each inline
 *   script and style the build left in that page (`scripts/write-headers.ts` writes them into
 *   dist/_headers at build time, so a new page or inline script needs no change here);
 * - `API_HEADERS` go on every /api answer, set by `defineHandler` itself because Netlify applies no
 *   custom header to function responses.
 * No header name is set by two rules that can match one path: Netlify joins the values of a header set
 * twice, and two Content-Security-Policy values would be two policies, each enforced.
 */

/** Pages that load the Google Maps script, and only they get its domains in their policy. */
export const MAP_PAGES: readonly string[] = ["/campus-map", "/map-check"];

/** A year: what browsers are told to remember HTTPS for; Astro's hashed assets never change either. */
const ONE_YEAR = 31_536_000;

/**
 * Browser features the site never uses, turned off for it and anything it might embed. Fullscreen
 * and the screen wake lock stay allowed for the site itself: a kiosk may use them.
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=(self)",
  "bluetooth=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "screen-wake-lock=(self)",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** Headers of every static response (pages, assets, the 404 page). */
export const SITE_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": `max-age=${ONE_YEAR}`,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Older browsers' spelling of the policies' frame-ancestors.
  "X-Frame-Options": "SAMEORIGIN",
  "Permissions-Policy": PERMISSIONS_POLICY,
};

/** Astro's hashed assets (`/_astro/*`) never change under one name. */
export const ASSET_CACHE: Readonly<Record<string, string>> = {
  "Cache-Control": `public, max-age=${ONE_YEAR}, immutable`,
};

/** Files that name the current build (the service worker, build-version.json): always asked again. */
export const REVALIDATE: Readonly<Record<string, string>> = {
  "Cache-Control": "no-cache",
};

/** Headers of every /api answer: JSON that must never be sniffed, framed or run as a document. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": `max-age=${ONE_YEAR}`,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

/** The inline code of one page, as CSP hash sources (`'sha256-...'`). */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
  /** `style="..."` attributes in the markup (allowed with 'unsafe-hashes'). */
  styleAttributes: string[];
}

/**
 * Google's allowlist policy for the Maps JavaScript API (developers.google.com/maps/documentation/
 * javascript/content-security-policy). A prerendered page cannot carry a per-response nonce, so the
 * strict variant is out; the maps script injects its own styles, hence 'unsafe-inline' for styles there.
 */
const GOOGLE_MAPS = {
  script: ["https://*.googleapis.com", "https://*.gstatic.com", "*.google.com", "https://*.ggpht.com", "*.googleusercontent.com", "'unsafe-eval'", "blob:"],
  img: ["https://*.googleapis.com", "https://*.gstatic.com", "*.google.com", "*.googleusercontent.com"],
  connect: ["https://*.googleapis.com", "*.google.com", "https://*.gstatic.com", "data:", "blob:"],
  frame: ["*.google.com"],
  font: ["https://fonts.gstatic.com"],
  style: ["'unsafe-inline'", "https://fonts.googleapis.com"],
  worker: ["blob:"],
};

/** True for the map pages, with or without their `.html` name. */
export function isMapPage(route: string): boolean {
  return MAP_PAGES.includes(route.replace(/\.html$/, ""));
}

/**
 * The Content-Security-Policy of one page: its own origin, the hashes of its inline code, and data:
 * images (daisyUI's CSS draws icons as data: SVGs; QR codes arrive as data: URLs). Map pages add
 * Google's domains. No upgrade-insecure-requests: a campus server is reached over plain HTTP.
 */
export function pageCsp(hashes: InlineHashes, options: { maps: boolean }): string {
  const maps = options.maps;
  const styleHashes = hashes.styleAttributes.length > 0 ? [...hashes.styles, "'unsafe-hashes'", ...hashes.styleAttributes] : hashes.styles;
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes.scripts, ...(maps ? GOOGLE_MAPS.script : [])]],
    // With 'unsafe-inline' (maps) the hashes must go: a hash source would switch 'unsafe-inline' off.
    ["style-src", ["'self'", ...(maps ? GOOGLE_MAPS.style : styleHashes)]],
    ["img-src", ["'self'", "data:", ...(maps ? GOOGLE_MAPS.img : [])]],
    ["font-src", ["'self'", ...(maps ? GOOGLE_MAPS.font : [])]],
    ["connect-src", ["'self'", ...(maps ? GOOGLE_MAPS.connect : [])]],
    ["media-src", ["'self'"]],
    ["frame-src", maps ? GOOGLE_MAPS.frame : ["'none'"]],
    ["worker-src", ["'self'", ...(maps ? GOOGLE_MAPS.worker : [])]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`).join("; ");
}
