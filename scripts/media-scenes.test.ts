import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gallerySvg, sceneIndex } from "./media-scenes.ts";

const gallery = JSON.parse(readFileSync("content/directories/gallery.json", "utf8")) as { id: string; category: string }[];

describe("gallery pictures", () => {
  it("draw each item as its own kind of scene", () => {
    const scenes = gallery.map((g) => sceneIndex(g.id));
    expect(scenes.filter((i) => i < 0)).toEqual([]);
    expect(new Set(scenes).size).toBe(gallery.length);
  });

  it("are well-formed SVG without painted text", () => {
    for (const g of gallery) {
      const svg = gallerySvg(g.id, g.category, 480, 270);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1280 720">/);
      expect(svg).not.toMatch(/<text|NaN|undefined/);
    }
  });
});
