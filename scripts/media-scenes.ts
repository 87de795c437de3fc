/**
 * The gallery's pictures, drawn as SVG for `npm run media`: one scene per item that shows what the item is
 * about (a parade, a laboratory, a graduation...), picked by the words of its id, with colours varied by a
 * hash of the id so no two pictures are alike. No text is painted in: the kiosk shows titles beside them.
 */

/** A small deterministic number from a string, to vary the drawings. */
export function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** Picks from a list by a hash and a salt. */
const pick = <T>(h: number, salt: number, list: readonly T[]): T => list[(h >>> salt) % list.length]!;
const SKINS = ["#c68c5a", "#b37a4c", "#d9a066", "#a86b3c", "#8d5a35"] as const;
const HAIR = ["#1d1d1d", "#2e2118", "#3b2a1e", "#4a3324"] as const;

/** A standing person from the feet up; `cap` adds a graduation cap, `gown` a dark toga. */
function person(x: number, y: number, h: number, salt: number, o: { shirt?: string; cap?: boolean; gown?: boolean; arm?: "up" | "none" } = {}): string {
  const s = 1.6;
  const skin = pick(h, salt % 20, SKINS);
  const hair = pick(h, (salt + 3) % 20, HAIR);
  const shirt = o.gown ? "#1f2430" : (o.shirt ?? `hsl(${(h >>> (salt % 16)) % 360} 55% 45%)`);
  const arm = o.arm === "up" ? `<path d="M${x + 14 * s} ${y - 62 * s} l ${16 * s} ${-30 * s}" stroke="${skin}" stroke-width="${6 * s}" stroke-linecap="round"/>` : "";
  const cap = o.cap ? `<rect x="${x - 14 * s}" y="${y - 104 * s}" width="${28 * s}" height="${5 * s}" fill="#111"/><rect x="${x - 8 * s}" y="${y - 100 * s}" width="${16 * s}" height="${7 * s}" fill="#111"/><line x1="${x + 12 * s}" y1="${y - 102 * s}" x2="${x + 14 * s}" y2="${y - 88 * s}" stroke="#f5c542" stroke-width="${2 * s}"/>` : "";
  return `<g>
  <rect x="${x - 9 * s}" y="${y - 34 * s}" width="${7 * s}" height="${34 * s}" fill="#2b2b38"/><rect x="${x + 2 * s}" y="${y - 34 * s}" width="${7 * s}" height="${34 * s}" fill="#2b2b38"/>
  <path d="M${x - 15 * s} ${y - 30 * s} q ${-1 * s} ${-40 * s} ${15 * s} ${-44 * s} q ${16 * s} ${4 * s} ${15 * s} ${44 * s} z" fill="${shirt}"/>
  ${arm}
  <circle cx="${x}" cy="${y - 86 * s}" r="${12 * s}" fill="${skin}"/>
  <path d="M${x - 12 * s} ${y - 88 * s} q ${12 * s} ${-20 * s} ${24 * s} 0 q ${-12 * s} ${-8 * s} ${-24 * s} 0z" fill="${hair}"/>
  ${cap}
</g>`;
}

function crowd(n: number, x0: number, x1: number, y: number, h: number, o: Parameters<typeof person>[4] = {}): string {
  return Array.from({ length: n }, (_, i) => person(x0 + ((x1 - x0) * (i + 0.5)) / n + (((h >>> i) % 20) - 10), y + ((h >>> (i + 3)) % 16), h, i * 3 + 1, o)).join("");
}

function tree(x: number, y: number, r: number, hue = 120): string {
  return `<rect x="${x - r * 0.12}" y="${y - r * 1.2}" width="${r * 0.24}" height="${r * 1.2}" fill="#6b4a2b"/><circle cx="${x}" cy="${y - r * 1.5}" r="${r}" fill="hsl(${hue} 45% 35%)"/><circle cx="${x - r * 0.5}" cy="${y - r * 1.2}" r="${r * 0.7}" fill="hsl(${hue} 45% 40%)"/>`;
}

function building(x: number, y: number, w: number, hgt: number, wall: string, roof: string, rows = 2): string {
  const cols = Math.max(2, Math.floor(w / 90));
  const windows = Array.from({ length: rows * cols }, (_, i) => {
    const c = i % cols, r = Math.floor(i / cols);
    return `<rect x="${x + 24 + c * ((w - 48) / cols)}" y="${y - hgt + 30 + r * ((hgt - 60) / rows)}" width="${(w - 48) / cols - 20}" height="${(hgt - 60) / rows - 26}" fill="#7fa7cf"/>`;
  }).join("");
  return `<rect x="${x}" y="${y - hgt}" width="${w}" height="${hgt}" fill="${wall}" stroke="#5d5446" stroke-width="4"/><rect x="${x - 14}" y="${y - hgt - 22}" width="${w + 28}" height="24" fill="${roof}"/>${windows}`;
}

const sky = (top: string, bottom = "#fff8e7") =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1280" height="720" fill="url(#sky)"/>`;
const ground = (color: string, y = 560) => `<rect x="0" y="${y}" width="1280" height="${720 - y}" fill="${color}"/>`;
const sun = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="56" fill="#ffd45c"/>`;
const night = (h: number) =>
  `<rect width="1280" height="720" fill="#141b3a"/>${Array.from({ length: 40 }, (_, i) => `<circle cx="${(h >>> (i % 24)) % 1280}" cy="${((h >>> ((i + 5) % 24)) * (i + 1)) % 360}" r="2" fill="#fff" opacity=".8"/>`).join("")}`;
const wall = (color: string, floor: string) => `<rect width="1280" height="520" fill="${color}"/><rect y="520" width="1280" height="200" fill="${floor}"/>`;
const table = (x: number, y: number, w: number, color = "#8a5a33") => `<rect x="${x}" y="${y}" width="${w}" height="18" fill="${color}"/><rect x="${x + 12}" y="${y + 18}" width="12" height="80" fill="${color}"/><rect x="${x + w - 24}" y="${y + 18}" width="12" height="80" fill="${color}"/>`;
const banner = (x: number, y: number, w: number, color: string) => `<rect x="${x}" y="${y}" width="${w}" height="70" rx="8" fill="${color}"/><rect x="${x + 30}" y="${y + 26}" width="${w - 60}" height="18" rx="9" fill="#ffffff" opacity=".7"/>`;
const stage = (color: string) => `<rect x="0" y="470" width="1280" height="90" fill="#5a3a22"/><path d="M0 0 H260 Q200 260 240 520 H0z M1280 0 H1020 Q1080 260 1040 520 H1280z" fill="${color}"/>`;

type Scene = (h: number, hue: number) => string;

/** Scenes by a word of the item's id; the first word that matches wins. */
const SCENES: [RegExp, Scene][] = [
  [/lantern|christmas/, (h) => `${night(h)}${ground("#2a2a3a", 540)}${Array.from({ length: 7 }, (_, i) => { const x = 120 + i * 170; const c = pick(h, i, ["#ff5a5a", "#ffd447", "#58d68d", "#5dade2", "#f39c12"]); return `<line x1="${x}" y1="0" x2="${x}" y2="${150 + (i % 3) * 40}" stroke="#aaa" stroke-width="3"/><polygon points="${x},${150 + (i % 3) * 40} ${x + 40},${200 + (i % 3) * 40} ${x + 25},${250 + (i % 3) * 40} ${x - 25},${250 + (i % 3) * 40} ${x - 40},${200 + (i % 3) * 40}" fill="${c}" stroke="#fff8" stroke-width="4"/>`; }).join("")}${crowd(9, 60, 1220, 650, h)}`],
  [/parade|foundation/, (h, hue) => `${sky(`hsl(${hue} 65% 72%)`)}${sun(1100, 120)}${building(80, 520, 360, 220, "#efe6d2", "#a3382f")}${building(860, 520, 340, 260, "#e6ecef", "#2f5fa3")}${ground("#8d8d8d", 520)}<rect y="600" width="1280" height="14" fill="#eee" opacity=".7"/>${banner(380, 300, 520, "#14532d")}${crowd(8, 100, 1180, 690, h, { arm: "up" })}${Array.from({ length: 10 }, (_, i) => `<rect x="${60 + i * 125}" y="${90 + (i % 2) * 20}" width="40" height="50" fill="${pick(h, i, ["#e74c3c", "#f1c40f", "#2ecc71", "#3498db"])}"/>`).join("")}`],
  [/cultural|night/, (h) => `${wall("#2b0f3a", "#3b2414")}${stage("#8e1b3b")}<polygon points="520,0 760,0 900,470 380,470" fill="#fff6c9" opacity=".18"/>${crowd(3, 420, 860, 470, h, { arm: "up" })}${Array.from({ length: 12 }, (_, i) => `<circle cx="${60 + i * 105}" cy="${650 + (i % 2) * 20}" r="34" fill="#1a1a1a"/>`).join("")}`],
  [/gymnasium/, (h) => `${wall("#cfd8dc", "#d9a066")}<path d="M0 80 Q 640 -60 1280 80 V 120 Q 640 -20 0 120z" fill="#78909c"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 170}" y="120" width="14" height="400" fill="#90a4ae"/>`).join("")}<rect x="0" y="520" width="1280" height="200" fill="#d9a066"/><ellipse cx="640" cy="620" rx="120" ry="50" fill="none" stroke="#fff" stroke-width="6"/><line x1="640" y1="520" x2="640" y2="720" stroke="#fff" stroke-width="6"/>${[120, 1160].map((x) => `<rect x="${x - 6}" y="260" width="12" height="260" fill="#555"/><rect x="${x - 60}" y="220" width="120" height="80" fill="#fff" stroke="#c0392b" stroke-width="6"/><ellipse cx="${x}" cy="310" rx="30" ry="8" fill="none" stroke="#e67e22" stroke-width="6"/>`).join("")}<circle cx="${520 + (h % 200)}" cy="380" r="24" fill="#e67e22"/>${person(480, 680, h, 3, { shirt: "#c0392b", arm: "up" })}${person(760, 700, h, 6, { shirt: "#2471a3" })}`],
  [/tree-planting/, (h, hue) => `${sky(`hsl(${hue} 55% 80%)`)}${sun(1120, 110)}<path d="M0 420 Q 640 360 1280 420 V720 H0z" fill="#6d4c2f"/>${Array.from({ length: 6 }, (_, i) => `<ellipse cx="${110 + i * 210}" cy="${520 + (i % 2) * 50}" rx="50" ry="14" fill="#4e342e"/><rect x="${106 + i * 210}" y="${460 + (i % 2) * 50}" width="8" height="60" fill="#5d4037"/><circle cx="${110 + i * 210}" cy="${450 + (i % 2) * 50}" r="${22 + ((h >>> i) % 8)}" fill="#43a047"/>`).join("")}${person(300, 700, h, 2, { cap: true, gown: true })}${person(640, 690, h, 5, { cap: true, gown: true, arm: "up" })}<path d="M700 560 l 50 130" stroke="#8d6e63" stroke-width="8"/><path d="M735 680 l 30 -10 l 10 30 l -30 10z" fill="#90a4ae"/>${person(980, 700, h, 8, { cap: true, gown: true })}`],
  [/sports|festival/, (h, hue) => `${sky(`hsl(${hue} 60% 75%)`)}${ground("#b5523b", 430)}${Array.from({ length: 5 }, (_, i) => `<path d="M0 ${470 + i * 55} H1280" stroke="#fff" stroke-width="4" opacity=".8"/>`).join("")}<rect x="0" y="330" width="1280" height="100" fill="#7f8c8d"/>${Array.from({ length: 30 }, (_, i) => `<circle cx="${20 + i * 43}" cy="${350 + (i % 3) * 25}" r="12" fill="${pick(h, i % 17, ["#e74c3c", "#f1c40f", "#3498db", "#ecf0f1"])}"/>`).join("")}${person(300, 620, h, 2, { shirt: "#e74c3c", arm: "up" })}${person(520, 680, h, 5, { shirt: "#2980b9" })}${person(780, 640, h, 8, { shirt: "#f39c12" })}<path d="M940 600 l 20 -120" stroke="#888" stroke-width="10"/><path d="M960 480 q 20 -40 0 -70 q 40 30 0 70z" fill="#ff7b00"/>`],
  [/job-fair/, (h, hue) => `${sky(`hsl(${hue} 55% 78%)`)}${ground("#9bbf7a", 540)}${Array.from({ length: 4 }, (_, i) => { const x = 60 + i * 300; const c = pick(h, i * 2, ["#c0392b", "#2471a3", "#1e8449", "#b9770e"]); return `<polygon points="${x},300 ${x + 130},230 ${x + 260},300" fill="${c}"/><rect x="${x + 10}" y="300" width="240" height="200" fill="#fbf5e9"/>${table(x + 30, 440, 200, "#7b5b3a")}<rect x="${x + 50}" y="320" width="160" height="60" fill="${c}" opacity=".85"/>`; }).join("")}${crowd(7, 80, 1200, 700, h)}`],
  [/chemistry|laboratory-class/, (h) => `${wall("#dfe9ef", "#c2c7cc")}<rect x="0" y="380" width="1280" height="40" fill="#2d3e50"/>${table(0, 420, 1280, "#34495e")}${Array.from({ length: 8 }, (_, i) => { const x = 90 + i * 150; const c = pick(h, i, ["#27ae60", "#8e44ad", "#e67e22", "#2980b9", "#c0392b"]); return i % 2 ? `<path d="M${x} 300 v 40 l -35 80 h 70 l -35 -80 v -40z" fill="#fff" stroke="#889" stroke-width="3"/><path d="M${x - 27} 400 h 54 l 8 20 h -70z" fill="${c}"/>` : `<rect x="${x - 25}" y="340" width="50" height="80" fill="#fff" stroke="#889" stroke-width="3"/><rect x="${x - 23}" y="380" width="46" height="38" fill="${c}"/>${[0, 1, 2].map((k) => `<circle cx="${x - 10 + k * 10}" cy="${325 - k * 22}" r="${6 + k * 2}" fill="${c}" opacity=".35"/>`).join("")}`; }).join("")}${person(260, 720, h, 3, { shirt: "#f4f6f7" })}${person(980, 720, h, 7, { shirt: "#f4f6f7" })}`],
  [/thesis|defense/, (h) => `${wall("#e8e1d3", "#8d6e4f")}<rect x="380" y="60" width="520" height="290" fill="#fff" stroke="#555" stroke-width="6"/>${[0, 1, 2, 3].map((i) => `<rect x="${450 + i * 110}" y="${300 - (i + 1) * 50}" width="60" height="${(i + 1) * 50}" fill="hsl(${200 + i * 30} 60% 50%)"/>`).join("")}${table(140, 500, 380, "#6b3e26")}${crowd(3, 150, 510, 500, h)}${person(900, 640, h, 9, { shirt: "#1f3a5f", arm: "up" })}`],
  [/robotics/, (h) => `${wall("#d6dde3", "#7b8a97")}${table(240, 430, 800, "#5d6d7e")}<rect x="560" y="250" width="160" height="150" rx="20" fill="#95a5a6" stroke="#34495e" stroke-width="6"/><circle cx="605" cy="310" r="18" fill="#3498db"/><circle cx="675" cy="310" r="18" fill="#3498db"/><rect x="600" y="355" width="80" height="12" fill="#34495e"/><line x1="640" y1="250" x2="640" y2="205" stroke="#34495e" stroke-width="6"/><circle cx="640" cy="198" r="12" fill="#e74c3c"/><rect x="590" y="400" width="100" height="30" fill="#34495e"/>${[0, 1].map((i) => `<circle cx="${330 + i * 620}" cy="380" r="${40 - i * 8}" fill="none" stroke="#e67e22" stroke-width="14" stroke-dasharray="14 10"/>`).join("")}${person(200, 720, h, 4)}${person(1090, 720, h, 6)}`],
  [/farm|practicum/, (h, hue) => `${sky(`hsl(${hue} 55% 78%)`)}${sun(180, 120)}<path d="M0 380 Q 400 300 800 360 T 1280 340 V720 H0z" fill="#7dab4f"/>${Array.from({ length: 9 }, (_, i) => `<path d="M${-100 + i * 180} 720 L ${540 + i * 25} 380" stroke="#5c8a2e" stroke-width="26" opacity=".7"/>`).join("")}${Array.from({ length: 7 }, (_, i) => tree(90 + i * 190, 360, 34 + ((h >>> i) % 14), 110 + ((h >>> i) % 30))).join("")}${person(420, 690, h, 2, { shirt: "#b9770e" })}${person(760, 660, h, 5, { shirt: "#1e8449", arm: "up" })}<path d="M820 600 l 40 90" stroke="#6b4a2b" stroke-width="8"/>`],
  [/colloquium|research/, (h) => `${wall("#eef0e6", "#9a7b55")}${[0, 1, 2, 3].map((i) => `<rect x="${80 + i * 300}" y="110" width="220" height="300" fill="#fff" stroke="#777" stroke-width="4"/><rect x="${100 + i * 300}" y="135" width="180" height="24" fill="hsl(${(h >>> i) % 360} 50% 45%)"/>${[0, 1, 2, 3, 4].map((k) => `<rect x="${100 + i * 300}" y="${180 + k * 30}" width="${120 + ((h >>> (i + k)) % 60)}" height="12" fill="#bbb"/>`).join("")}<rect x="${160 + i * 300}" y="410" width="10" height="110" fill="#555"/>`).join("")}${crowd(6, 60, 1220, 700, h)}`],
  [/teaching|orientation/, (h) => `${wall("#f1e9d8", "#a57c52")}<rect x="240" y="70" width="800" height="320" fill="#1f4d3a" stroke="#8b5a2b" stroke-width="14"/>${[0, 1, 2].map((i) => `<path d="M300 ${140 + i * 70} h ${300 + ((h >>> i) % 300)}" stroke="#fff" stroke-width="6" opacity=".8"/>`).join("")}${person(1120, 560, h, 3, { shirt: "#7d3c98", arm: "up" })}${Array.from({ length: 5 }, (_, i) => `${table(60 + i * 240, 600, 180, "#b07d4b")}${person(150 + i * 240, 640, h, i * 2 + 1)}`).join("")}`],
  [/library|reading/, (h) => `${wall("#e9dcc4", "#7a5a3a")}${Array.from({ length: 5 }, (_, i) => `<rect x="${40 + i * 250}" y="60" width="210" height="420" fill="#6d4c2f"/>${Array.from({ length: 4 }, (_, r) => Array.from({ length: 9 }, (_, b) => `<rect x="${52 + i * 250 + b * 21}" y="${78 + r * 100}" width="17" height="${74 + ((h >>> ((b + r) % 20)) % 14)}" fill="${pick(h, (b * 7 + r * 3 + i) % 24, ["#c0392b", "#2471a3", "#1e8449", "#b9770e", "#7d3c98", "#34495e"])}"/>`).join("")).join("")}`).join("")}${table(200, 560, 880, "#8a5a33")}${[0, 1, 2].map((i) => `<rect x="${320 + i * 300}" y="520" width="14" height="40" fill="#333"/><path d="M${300 + i * 300} 520 h 54 l -12 -30 h -30z" fill="#27ae60"/>`).join("")}${crowd(4, 260, 1020, 640, h)}`],
  [/engineering/, (h, hue) => `${sky(`hsl(${hue} 60% 74%)`)}${sun(1120, 110)}${ground("#6f9a4a")}${building(300, 560, 680, 360, "#d5d8dc", "#566573", 3)}<rect x="590" y="430" width="100" height="130" fill="#4a4a4a"/><circle cx="640" cy="165" r="44" fill="none" stroke="#e67e22" stroke-width="16" stroke-dasharray="16 10"/>${tree(160, 560, 50)}${tree(1120, 560, 56)}${crowd(3, 420, 860, 690, h)}`],
  [/campus-tour/, (h, hue) => `${sky(`hsl(${hue} 55% 80%)`)}${ground("#8fbf6a", 300)}<path d="M40 690 C 300 520 200 420 520 420 S 900 520 1240 330" stroke="#e9d8a6" stroke-width="40" fill="none"/>${building(80, 360, 260, 140, "#efe6d2", "#a3382f", 1)}${building(560, 330, 260, 150, "#e6ecef", "#2f5fa3", 1)}${building(960, 300, 240, 130, "#f3efe0", "#1e8449", 1)}${[[300, 560], [640, 460], [1080, 360]].map(([x, y]) => `<path d="M${x} ${y} c -30 -40 -30 -80 0 -80 s 30 40 0 80z" fill="#c0392b"/><circle cx="${x}" cy="${y! - 52}" r="10" fill="#fff"/>`).join("")}${crowd(4, 120, 560, 700, h)}`],
  [/solar|walk/, (h, hue) => `${sky(`hsl(${hue} 65% 72%)`)}${sun(200, 110)}${ground("#79a85a", 500)}<path d="M0 720 L 520 420 H 760 L 1280 720z" fill="#c9c2b2"/>${Array.from({ length: 6 }, (_, i) => { const t = i / 6; const x0 = 20 + t * 480, x1 = 1260 - t * 480, y = 300 + t * 110, w = 40 - t * 24; return `<rect x="${x0}" y="${y}" width="${w / 3}" height="${560 - y + 120 - t * 100}" fill="#555"/><rect x="${x1 - w / 3}" y="${y}" width="${w / 3}" height="${560 - y + 120 - t * 100}" fill="#555"/>`; }).join("")}<path d="M0 300 L 520 400 H 760 L 1280 300 V 250 L 760 380 H 520 L 0 250z" fill="#1f3f7a"/>${Array.from({ length: 12 }, (_, i) => `<path d="M${i * 110} ${262 + i * 6} l 100 ${10}" stroke="#7fb3ff" stroke-width="3"/>`).join("")}${crowd(3, 480, 820, 650, h)}`],
  [/computer/, (h) => `${wall("#dfe6ec", "#8395a7")}${Array.from({ length: 2 }, (_, r) => `${table(40, 420 + r * 170, 1200, "#576574")}${Array.from({ length: 6 }, (_, i) => `<rect x="${80 + i * 195}" y="${330 + r * 170}" width="140" height="90" rx="6" fill="#222f3e"/><rect x="${88 + i * 195}" y="${338 + r * 170}" width="124" height="70" fill="hsl(${200 + ((h >>> (i + r)) % 60)} 70% ${55 + r * 10}%)"/>`).join("")}`).join("")}${person(640, 330, h, 4, { shirt: "#10ac84" })}`],
  [/baccalaureate|mass/, (h) => `${wall("#f4ecd8", "#8a6240")}<path d="M540 470 V 170 Q 640 60 740 170 V 470z" fill="#fff3c4" stroke="#b38b59" stroke-width="10"/><rect x="628" y="190" width="24" height="160" fill="#b38b59"/><rect x="580" y="240" width="120" height="24" fill="#b38b59"/>${table(470, 460, 340, "#ffffff")}${Array.from({ length: 3 }, (_, r) => `<rect x="60" y="${540 + r * 60}" width="420" height="26" fill="#6b4a2b"/><rect x="800" y="${540 + r * 60}" width="420" height="26" fill="#6b4a2b"/>`).join("")}${crowd(8, 60, 1220, 640, h, { cap: true, gown: true })}`],
  [/summa|address/, (h) => `${wall("#16325c", "#5a3a22")}${banner(240, 60, 800, "#b9770e")}<rect x="560" y="380" width="160" height="180" fill="#6b3e26"/><circle cx="640" cy="420" r="16" fill="#f5c542"/>${person(640, 380, h, 5, { cap: true, gown: true })}<line x1="600" y1="330" x2="620" y2="290" stroke="#333" stroke-width="6"/>${crowd(9, 40, 1240, 720, h, { cap: true, gown: true })}`],
  [/board-passers|recognition/, (h) => `${wall("#f5efe3", "#8d6e4f")}${Array.from({ length: 8 }, (_, i) => `<rect x="${70 + (i % 4) * 290}" y="${60 + Math.floor(i / 4) * 190}" width="240" height="160" fill="#fffdf5" stroke="#c9a227" stroke-width="10"/><circle cx="${190 + (i % 4) * 290}" cy="${125 + Math.floor(i / 4) * 190}" r="26" fill="#c9a227"/><rect x="${110 + (i % 4) * 290}" y="${170 + Math.floor(i / 4) * 190}" width="160" height="12" fill="#bbb"/>`).join("")}${crowd(6, 80, 1200, 700, h, { shirt: "#f4f6f7" })}`],
  [/sablay/, (h) => `${wall("#eef3ea", "#6f9a4a")}${tree(120, 560, 70)}${tree(1160, 560, 70)}${Array.from({ length: 5 }, (_, i) => { const x = 260 + i * 190; return `${person(x, 640, h, i * 4 + 2, { shirt: "#f7f7f7" })}<path d="M${x - 22} ${500} L ${x + 24} ${600}" stroke="#8b1a1a" stroke-width="22"/><path d="M${x - 22} ${500} L ${x + 24} ${600}" stroke="#e0b84a" stroke-width="6" stroke-dasharray="6 14"/>`; }).join("")}`],
  [/ball/, (h) => `${wall("#3a1f4f", "#6e4a2f")}${[300, 640, 980].map((x) => `<line x1="${x}" y1="0" x2="${x}" y2="60" stroke="#d4af37" stroke-width="4"/><path d="M${x - 80} 60 h 160 l -30 60 h -100z" fill="#d4af37"/>${[0, 1, 2, 3, 4].map((k) => `<circle cx="${x - 60 + k * 30}" cy="130" r="8" fill="#fff5c0"/>`).join("")}`).join("")}${Array.from({ length: 4 }, (_, i) => `${person(180 + i * 290, 680, h, i * 5 + 1, { shirt: pick(h, i, ["#c0392b", "#8e44ad", "#2471a3", "#d4ac0d"]) })}${person(240 + i * 290, 680, h, i * 5 + 3, { shirt: "#1c1c1c" })}`).join("")}`],
  [/commencement|graduation/, (h, hue) => `${sky(`hsl(${hue} 55% 78%)`)}${ground("#8a6240", 420)}${banner(200, 60, 880, "#14532d")}<rect x="100" y="300" width="1080" height="120" fill="#6b3e26"/>${crowd(7, 140, 1140, 400, h, { cap: true, gown: true })}${Array.from({ length: 12 }, (_, i) => `<circle cx="${60 + i * 105}" cy="${560 + (i % 2) * 60}" r="34" fill="#1f2430"/><rect x="${40 + i * 105}" y="${520 + (i % 2) * 60}" width="40" height="8" fill="#111"/>`).join("")}`],
];

/** The scene of a gallery item, 1280x720 drawn at `width` x `height`; `t` (0-1) moves the light for video frames. */
export function gallerySvg(id: string, category: string, width: number, height: number, t = 0): string {
  const h = hash(id);
  const hue = ({ events: 280, academic: 210, facilities: 25, graduation: 45 } as Record<string, number>)[category] ?? 150;
  const scene = SCENES.find(([re]) => re.test(id))?.[1] ?? SCENES[SCENES.length - 1]![1];
  const glow = t > 0 ? `<rect width="1280" height="720" fill="#fff" opacity="${(0.12 * Math.sin(t * Math.PI * 2) + 0.12).toFixed(3)}"/>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1280 720">${scene(h, (hue + (h % 40)) % 360)}${glow}</svg>`;
}

/** Which scene an id gets (its index in the list), for the test that every item has its own picture. */
export function sceneIndex(id: string): number {
  return SCENES.findIndex(([re]) => re.test(id));
}
