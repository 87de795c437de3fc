/**
 * Finds the inline code of a built HTML page (what Astro inlines: island hydration, `is:inline`
 * scripts, scoped styles) and hashes it the way browsers check CSP hash sources: sha256 over the
 * element's text exactly as written, or over an attribute's value after entity decoding.
 */
import { createHash } from "node:crypto";
import type { InlineHashes } from "./security-headers.ts";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Script types the browser does not run, so a policy does not check them. */
const DATA_SCRIPT = /\btype\s*=\s*["']?(application\/(ld\+)?json|importmap|speculationrules)\b/i;

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|quot|amp|apos|lt|gt|#39);/gi, (_, e: string) => {
    const lower = e.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(Number(lower.slice(1)));
    return ({ quot: '"', amp: "&", apos: "'", lt: "<", gt: ">" } as Record<string, string>)[lower]!;
  });
}

/** The hash sources of every inline script, style element and style attribute of `html`. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = m[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || DATA_SCRIPT.test(attributes)) continue;
    scripts.add(hash(m[2] ?? ""));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styles.add(hash(m[1] ?? ""));
  // Only inside tags, not in scripts or text: drop element contents that are code first.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "");
  for (const tag of markup.matchAll(/<[a-z][^>]*>/gi)) {
    for (const m of tag[0].matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
      styleAttributes.add(hash(decodeEntities(m[1] ?? m[2] ?? "")));
    }
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort(), styleAttributes: [...styleAttributes].sort() };
}

/** True when a page has inline event handlers (`onclick="..."`), which the policies do not allow. */
export function hasInlineHandlers(html: string): boolean {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "");
  return [...markup.matchAll(/<[a-z][^>]*>/gi)].some((tag) => /\son[a-z]+\s*=/i.test(tag[0]));
}
