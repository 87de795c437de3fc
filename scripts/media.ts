/**
 * `npm run media`: makes the offline media the seed refers to, from content/directories/*.json:
 * faculty portraits and gallery photos (drawn as SVG, encoded to WebP with sharp), form PDFs (pdf-lib),
 * and gallery videos (WebM, VP9) when an ffmpeg binary is given in FFMPEG_PATH. Existing files are kept
 * unless --force; the results are committed under public/media so the kiosk needs nothing at run time.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { gallerySvg, hash } from "./media-scenes.ts";

const force = process.argv.includes("--force");
/** `--gallery`: redraw the gallery's pictures (and video posters) even if they exist. */
const redrawGallery = process.argv.includes("--gallery");
const root = path.resolve("public");
const read = <T>(file: string): T => JSON.parse(readFileSync(path.resolve("content/directories", file), "utf8")) as T;
const university = JSON.parse(readFileSync("content/university.json", "utf8")) as { name: string; address: string };

function need(file: string): boolean {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  return force || !existsSync(full);
}

function portraitSvg(id: string): string {
  const h = hash(id);
  const bg = `hsl(${h % 360} 45% 80%)`;
  const shirt = `hsl(${(h >> 8) % 360} 35% 35%)`;
  const skin = ["#c68c5a", "#b37a4c", "#d9a066", "#a86b3c"][h % 4];
  const hair = ["#1d1d1d", "#2e2118", "#3b2a1e"][h % 3];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <rect width="160" height="160" fill="${bg}"/>
  <path d="M20 160c4-38 28-56 60-56s56 18 60 56z" fill="${shirt}"/>
  <rect x="68" y="88" width="24" height="22" fill="${skin}"/>
  <ellipse cx="80" cy="66" rx="28" ry="33" fill="${skin}"/>
  <path d="M51 62c0-24 12-36 29-36s30 12 29 36c-6-12-16-18-29-18s-23 6-29 18z" fill="${hair}"/>
  <circle cx="70" cy="68" r="2.6" fill="#222"/><circle cx="90" cy="68" r="2.6" fill="#222"/>
  <path d="M71 83q9 6 18 0" stroke="#6b3b2a" stroke-width="2.5" fill="none" stroke-linecap="round"/>
</svg>`;
}

async function webp(svg: string, file: string, quality: number) {
  await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toFile(path.join(root, file));
}

async function pdf(form: { id: string; name: string; description: string; category: string; requirements?: string[] }, file: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(form.name);
  doc.setAuthor(university.name);
  const page = doc.addPage([595.28, 841.89]); // A4
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const green = rgb(0.08, 0.33, 0.18);
  page.drawRectangle({ x: 0, y: 771, width: 595.28, height: 71, color: green });
  page.drawText(university.name.toUpperCase(), { x: 40, y: 812, size: 14, font: bold, color: rgb(1, 1, 1) });
  page.drawText(university.address, { x: 40, y: 792, size: 9, font: regular, color: rgb(1, 1, 1) });
  page.drawText(form.name, { x: 40, y: 730, size: 18, font: bold, color: green, maxWidth: 515 });
  page.drawText(form.description, { x: 40, y: 705, size: 10, font: regular, maxWidth: 515, lineHeight: 13 });
  let y = 650;
  for (const label of ["Full name", "Student / Employee ID No.", "College / Office", "Contact number", "Email address", "Purpose"]) {
    page.drawText(label, { x: 40, y, size: 10, font: bold });
    page.drawLine({ start: { x: 200, y: y - 2 }, end: { x: 555, y: y - 2 }, thickness: 0.8 });
    y -= 34;
  }
  page.drawText("Details", { x: 40, y, size: 10, font: bold });
  page.drawRectangle({ x: 40, y: y - 130, width: 515, height: 120, borderColor: rgb(0.4, 0.4, 0.4), borderWidth: 0.8 });
  y -= 160;
  if (form.requirements?.length) {
    page.drawText("Attach the following:", { x: 40, y, size: 10, font: bold });
    for (const r of form.requirements) {
      y -= 16;
      page.drawRectangle({ x: 44, y: y - 1, width: 8, height: 8, borderColor: rgb(0, 0, 0), borderWidth: 0.8 });
      page.drawText(r, { x: 60, y, size: 10, font: regular });
    }
  }
  page.drawLine({ start: { x: 330, y: 110 }, end: { x: 555, y: 110 }, thickness: 0.8 });
  page.drawText("Signature over printed name / Date", { x: 350, y: 96, size: 9, font: regular });
  page.drawText(`MVSU-${form.category.toUpperCase()}-${form.id.slice(0, 12).toUpperCase()} · Rev. 2025`, { x: 40, y: 40, size: 8, font: regular, color: rgb(0.4, 0.4, 0.4) });
  writeFileSync(path.join(root, file), await doc.save());
}

function video(item: { id: string; category: string }, file: string) {
  const ffmpeg = process.env.FFMPEG_PATH;
  if (!ffmpeg) {
    console.warn(`skip ${file}: set FFMPEG_PATH to an ffmpeg binary to make videos`);
    return Promise.resolve();
  }
  const dir = mkdtempSync(path.join(tmpdir(), "kiosk-frames-"));
  const frames = 48; // 4 s at 12 fps
  return (async () => {
    for (let i = 0; i < frames; i++) {
      await sharp(Buffer.from(gallerySvg(item.id, item.category, 640, 360, i / frames)))
        .png()
        .toFile(path.join(dir, `f${String(i).padStart(3, "0")}.png`));
    }
    execFileSync(ffmpeg, ["-y", "-loglevel", "error", "-framerate", "12", "-i", path.join(dir, "f%03d.png"), "-c:v", "libvpx-vp9", "-b:v", "90k", "-pix_fmt", "yuv420p", "-an", path.join(root, file)]);
    rmSync(dir, { recursive: true, force: true });
  })();
}

async function main() {
  let made = 0;
  for (const m of read<{ id: string; photo?: string }[]>("faculty.json")) {
    if (m.photo && need(m.photo)) {
      await webp(portraitSvg(m.id), m.photo, 70);
      made++;
    }
  }
  for (const g of read<{ id: string; title: string; category: string; mediaType: string; mediaUrl: string; thumbnailUrl: string }[]>("gallery.json")) {
    if (need(g.thumbnailUrl) || redrawGallery) {
      await webp(gallerySvg(g.id, g.category, 480, 270), g.thumbnailUrl, 60);
      made++;
    }
    if (g.mediaType === "image" && (need(g.mediaUrl) || redrawGallery)) {
      await webp(gallerySvg(g.id, g.category, 1280, 720), g.mediaUrl, 62);
      made++;
    }
    if (g.mediaType === "video" && need(g.mediaUrl)) {
      await video(g, g.mediaUrl);
      made++;
    }
  }
  for (const f of read<{ id: string; name: string; description: string; category: string; requirements?: string[]; fileUrl: string }[]>("forms.json")) {
    if (need(f.fileUrl)) {
      await pdf(f, f.fileUrl);
      made++;
    }
  }
  console.log(`media: ${made} file(s) written under public/media`);
}

await main();
