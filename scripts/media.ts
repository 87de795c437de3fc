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

const force = process.argv.includes("--force");
const root = path.resolve("public");
const read = <T>(file: string): T => JSON.parse(readFileSync(path.resolve("content/directories", file), "utf8")) as T;
const university = JSON.parse(readFileSync("content/university.json", "utf8")) as { name: string; address: string };

function need(file: string): boolean {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  return force || !existsSync(full);
}

/** A small deterministic number from a string, to vary the drawings. */
function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

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

/** A simple campus scene; `t` (0-1) moves the sun and the flag for video frames. */
function sceneSvg(id: string, title: string, category: string, width: number, height: number, t = 0): string {
  const h = hash(id);
  const hue = { events: 280, academic: 210, facilities: 25, graduation: 45 }[category] ?? 150;
  const sky = `hsl(${hue} 60% ${70 + (h % 10)}%)`;
  const hill = `hsl(${110 + (h % 30)} 40% 38%)`;
  const bx = 180 + (h % 200);
  const sunX = 120 + t * 1000;
  const flag = 8 * Math.sin(t * Math.PI * 8);
  const label = category === "graduation" ? "🎓" : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1280 720">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fff8e7"/></linearGradient></defs>
  <rect width="1280" height="720" fill="url(#s)"/>
  <circle cx="${sunX}" cy="${140 + 40 * Math.sin(t * Math.PI)}" r="60" fill="#ffd45c"/>
  <path d="M0 470 Q 320 330 640 440 T 1280 400 V720 H0z" fill="${hill}" opacity=".65"/>
  <rect x="${bx}" y="300" width="520" height="260" fill="#f3eee3" stroke="#8c7b62" stroke-width="6"/>
  <polygon points="${bx - 30},300 ${bx + 260},190 ${bx + 550},300" fill="#a3382f"/>
  ${Array.from({ length: 6 }, (_, i) => `<rect x="${bx + 30 + i * 82}" y="350" width="50" height="70" fill="#5b7fa6"/>`).join("")}
  <rect x="${bx + 225}" y="460" width="70" height="100" fill="#6b4f2f"/>
  <line x1="${bx + 650}" y1="560" x2="${bx + 650}" y2="300" stroke="#555" stroke-width="6"/>
  <path d="M${bx + 653} 305 q 40 ${flag} 80 0 v 46 q -40 ${-flag} -80 0z" fill="#14532d"/>
  <path d="M0 560 H1280 V720 H0z" fill="hsl(100 35% 42%)"/>
  ${Array.from({ length: 9 }, (_, i) => `<circle cx="${90 + i * 140 + (h % 40)}" cy="${610 + ((h >> i) % 30)}" r="${18 + ((h >> i) % 10)}" fill="hsl(${hue} 50% ${35 + ((h >> i) % 25)}%)"/>`).join("")}
  <rect x="0" y="640" width="1280" height="80" fill="rgba(0,0,0,.45)"/>
  <text x="40" y="695" font-family="DejaVu Sans, sans-serif" font-size="42" font-weight="bold" fill="#fff">${esc(title)} ${label}</text>
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
    y -= 30;
  }
  page.drawLine({ start: { x: 330, y: 110 }, end: { x: 555, y: 110 }, thickness: 0.8 });
  page.drawText("Signature over printed name / Date", { x: 350, y: 96, size: 9, font: regular });
  page.drawText(`MVSU-${form.category.toUpperCase()}-${form.id.slice(0, 12).toUpperCase()} · Rev. 2025`, { x: 40, y: 40, size: 8, font: regular, color: rgb(0.4, 0.4, 0.4) });
  writeFileSync(path.join(root, file), await doc.save());
}

function video(item: { id: string; title: string; category: string }, file: string) {
  const ffmpeg = process.env.FFMPEG_PATH;
  if (!ffmpeg) {
    console.warn(`skip ${file}: set FFMPEG_PATH to an ffmpeg binary to make videos`);
    return Promise.resolve();
  }
  const dir = mkdtempSync(path.join(tmpdir(), "kiosk-frames-"));
  const frames = 48; // 4 s at 12 fps
  return (async () => {
    for (let i = 0; i < frames; i++) {
      await sharp(Buffer.from(sceneSvg(item.id, item.title, item.category, 640, 360, i / frames)))
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
    if (m.photo && need(m.photo)) (await webp(portraitSvg(m.id), m.photo, 70), made++);
  }
  for (const g of read<{ id: string; title: string; category: string; mediaType: string; mediaUrl: string; thumbnailUrl: string }[]>("gallery.json")) {
    if (need(g.thumbnailUrl)) (await webp(sceneSvg(g.id, g.title, g.category, 480, 270), g.thumbnailUrl, 60), made++);
    if (g.mediaType === "image" && need(g.mediaUrl)) (await webp(sceneSvg(g.id, g.title, g.category, 1280, 720), g.mediaUrl, 62), made++);
    if (g.mediaType === "video" && need(g.mediaUrl)) (await video(g, g.mediaUrl), made++);
  }
  for (const f of read<{ id: string; name: string; description: string; category: string; requirements?: string[]; fileUrl: string }[]>("forms.json")) {
    if (need(f.fileUrl)) (await pdf(f, f.fileUrl), made++);
  }
  console.log(`media: ${made} file(s) written under public/media`);
}

await main();
