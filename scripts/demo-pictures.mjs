// Draws the demo data's illustrations as SVG files (apps/api/src/db/seed/pictures/): one flat
// illustration per kind of place or event (church, cathedral, organ, stage, museum…). Made for the project,
// released under Licence Ouverte 2.0 / CC0 (see LICENCE.md next to them). The seed converts them
// through the API's image pipeline into the uploads folder, so nothing is downloaded.
//
//   node scripts/demo-pictures.mjs        (writes the files; deterministic, run again after a change)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "apps/api/src/db/seed/pictures");
const W = 1200;
const H = 675;

/** A sky and the ground: every outdoor picture starts with them. */
function landscape({ skyTop, skyBottom, ground, sun }) {
  return `
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  ${sun ? `<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="${sun.color}" opacity="0.9"/>` : ""}
  <rect y="${H - 110}" width="${W}" height="110" fill="${ground}"/>`;
}

/** A row of windows: `count` arched or square openings between x0 and x1. */
function windows(x0, x1, y, w, h, count, color, arched = true) {
  const step = (x1 - x0) / count;
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = x0 + step * i + (step - w) / 2;
    out += arched
      ? `<path d="M${x} ${y + h} V${y + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} V${y + h} Z" fill="${color}"/>`
      : `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}"/>`;
  }
  return out;
}

/** A pointed (Gothic) arch `w` wide, its springing at `y` and its sides `h` high below it. */
function pointedArch(x, y, w, h, color) {
  const apex = y - w * 0.866;
  return `<path d="M${x} ${y + h} V${y} A${w} ${w} 0 0 1 ${x + w / 2} ${apex.toFixed(1)} A${w} ${w} 0 0 1 ${x + w} ${y} V${y + h} Z" fill="${color}"/>`;
}

function svg(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}\n</svg>\n`;
}

const pictures = {
  // A Romanesque church with its bell tower.
  church:
    svg(`${landscape({ skyTop: "#5b8fd1", skyBottom: "#cfe3f5", ground: "#7a9a5a", sun: { x: 980, y: 140, r: 60, color: "#fff3c4" } })}
  <rect x="330" y="300" width="520" height="265" fill="#e8d9b5"/>
  <polygon points="310,305 590,170 870,305" fill="#a8552f"/>
  <rect x="520" y="110" width="140" height="455" fill="#dccaa0"/>
  <polygon points="500,118 590,20 680,118" fill="#8c4527"/>
  <circle cx="590" cy="200" r="34" fill="#f6eedb" stroke="#6b5a3a" stroke-width="6"/>
  ${windows(540, 640, 260, 40, 80, 1, "#4a3b28")}
  <path d="M550 565 V470 A40 40 0 0 1 630 470 V565 Z" fill="#5a3e26"/>
  ${windows(350, 510, 380, 44, 90, 2, "#6d5a3c")}${windows(670, 830, 380, 44, 90, 2, "#6d5a3c")}`),

  // A great organ in a church's gallery.
  organ: svg(`<rect width="${W}" height="${H}" fill="#3b2a4a"/>
  <path d="M100 675 V260 A500 260 0 0 1 1100 260 V675 Z" fill="#4f3a63"/>
  <rect x="250" y="470" width="700" height="110" fill="#8a5a2b"/>
  <rect x="230" y="560" width="740" height="115" fill="#6e4520"/>
  ${Array.from({ length: 21 }, (_, i) => {
    const x = 270 + i * 32;
    const h = 150 + Math.round(170 * Math.sin((Math.PI * i) / 20));
    return `<rect x="${x}" y="${470 - h}" width="22" height="${h}" rx="10" fill="${i % 2 ? "#e2c36b" : "#f0d98a"}"/>`;
  }).join("")}
  <rect x="250" y="140" width="700" height="24" fill="#8a5a2b"/>
  <circle cx="600" cy="110" r="40" fill="#c9a6e0" opacity="0.6"/>`),

  // A theatre stage, red curtains and spotlights.
  stage: svg(`<rect width="${W}" height="${H}" fill="#1d1b2e"/>
  <polygon points="420,0 520,0 700,520 300,520" fill="#fff6c9" opacity="0.18"/>
  <polygon points="700,0 800,0 920,520 520,520" fill="#fff6c9" opacity="0.14"/>
  <rect x="80" y="500" width="1040" height="60" fill="#7b4a24"/>
  <rect x="60" y="560" width="1080" height="115" fill="#2c2440"/>
  <path d="M80 40 H420 C380 200 330 380 300 500 H80 Z" fill="#b3202a"/>
  <path d="M1120 40 H780 C820 200 870 380 900 500 H1120 Z" fill="#b3202a"/>
  <rect x="60" y="20" width="1080" height="60" fill="#8e1820"/>
  <circle cx="560" cy="440" r="26" fill="#f2d4a0"/><rect x="540" y="466" width="40" height="40" fill="#2f6db5"/>
  <circle cx="660" cy="430" r="26" fill="#f2d4a0"/><rect x="640" y="456" width="40" height="50" fill="#e0a02a"/>
  ${Array.from({ length: 9 }, (_, i) => `<circle cx="${150 + i * 115}" cy="640" r="28" fill="#151323"/>`).join("")}`),

  // A museum room: paintings on a wall, a sculpture on its plinth.
  museum: svg(`<rect width="${W}" height="${H}" fill="#efe6d8"/>
  <rect y="540" width="${W}" height="135" fill="#b48a5a"/>
  <rect y="520" width="${W}" height="20" fill="#8a6642"/>
  <rect x="110" y="150" width="280" height="210" fill="#7a5424"/><rect x="130" y="170" width="240" height="170" fill="#3f7f9a"/>
  <circle cx="300" cy="220" r="30" fill="#f4d35e"/><polygon points="130,340 230,240 300,300 370,250 370,340" fill="#3d6b3a"/>
  <rect x="470" y="110" width="260" height="320" fill="#7a5424"/><rect x="490" y="130" width="220" height="280" fill="#c44536"/>
  <circle cx="600" cy="250" r="60" fill="#f0c9a0"/><rect x="545" y="310" width="110" height="100" fill="#2b3a67"/>
  <rect x="810" y="170" width="280" height="190" fill="#7a5424"/><rect x="830" y="190" width="240" height="150" fill="#f1e3b8"/>
  <rect x="860" y="220" width="70" height="90" fill="#2b3a67"/><rect x="960" y="240" width="80" height="70" fill="#d98e04"/>
  <rect x="560" y="470" width="80" height="90" fill="#d8d2c4"/>
  <ellipse cx="600" cy="440" rx="34" ry="40" fill="#e9e4d8"/>`),

  // A town-hall façade with its clock and flags.
  facade: svg(`${landscape({ skyTop: "#7fb2e5", skyBottom: "#e4f0fa", ground: "#9c9489", sun: null })}
  <rect x="200" y="200" width="800" height="365" fill="#f2e6cc"/>
  <polygon points="180,205 600,90 1020,205" fill="#5e6b7a"/>
  <circle cx="600" cy="160" r="36" fill="#fbf7ee" stroke="#3c4652" stroke-width="6"/>
  <line x1="600" y1="160" x2="600" y2="136" stroke="#3c4652" stroke-width="5"/><line x1="600" y1="160" x2="618" y2="168" stroke="#3c4652" stroke-width="5"/>
  ${windows(220, 980, 240, 60, 110, 7, "#46586e", false)}
  ${windows(220, 980, 400, 60, 110, 7, "#46586e")}
  <rect x="560" y="470" width="80" height="95" fill="#5b3a22"/>
`),

  // A château with its towers, by the water.
  castle:
    svg(`${landscape({ skyTop: "#f2a65a", skyBottom: "#fde6c4", ground: "#5f8a4e", sun: { x: 220, y: 170, r: 70, color: "#fff0c2" } })}
  <rect y="590" width="${W}" height="85" fill="#5f93b8"/>
  <rect x="330" y="290" width="540" height="300" fill="#efe9dc"/>
  ${windows(360, 840, 340, 44, 70, 6, "#53606e", false)}${windows(360, 840, 460, 44, 70, 6, "#53606e", false)}
  <polygon points="320,295 600,200 880,295" fill="#3f4d5c"/>
  <rect x="230" y="230" width="130" height="360" fill="#e6ddcb"/><polygon points="215,235 295,90 375,235" fill="#3f4d5c"/>
  <rect x="840" y="230" width="130" height="360" fill="#e6ddcb"/><polygon points="825,235 905,90 985,235" fill="#3f4d5c"/>
  ${windows(260, 330, 300, 36, 60, 1, "#53606e")}${windows(870, 940, 300, 36, 60, 1, "#53606e")}`),

  // A formal garden: clipped trees, a pond, a pavilion.
  garden:
    svg(`${landscape({ skyTop: "#8fc3e8", skyBottom: "#eaf6ea", ground: "#7fb069", sun: { x: 1020, y: 120, r: 55, color: "#fff8d6" } })}
  <rect y="480" width="${W}" height="195" fill="#8cbc74"/>
  <ellipse cx="600" cy="590" rx="260" ry="50" fill="#6fa8d6"/>
  <rect x="500" y="300" width="200" height="150" fill="#f5efe2"/><polygon points="480,305 600,230 720,305" fill="#7d8c9c"/>
  ${windows(515, 685, 340, 36, 70, 3, "#6b7f94")}
  ${Array.from({ length: 6 }, (_, i) => {
    const x = 120 + i * 190 + (i >= 3 ? 60 : -60);
    return `<rect x="${x - 6}" y="470" width="12" height="40" fill="#6b4a2b"/><circle cx="${x}" cy="440" r="44" fill="#3f7d3a"/>`;
  }).join("")}
  <path d="M0 675 L560 480 H640 L1200 675 Z" fill="#d8c9a3"/>`),

  // Ruins of a Roman theatre: tiers and broken columns.
  ruins:
    svg(`${landscape({ skyTop: "#f3c46b", skyBottom: "#fcefd2", ground: "#c9a56b", sun: { x: 900, y: 150, r: 80, color: "#fff4d1" } })}
  ${Array.from({ length: 6 }, (_, i) => `<path d="M${150 + i * 30} ${560 - i * 45} A${450 - i * 30} ${120 - i * 12} 0 0 1 ${1050 - i * 30} ${560 - i * 45}" fill="none" stroke="#e3cfa4" stroke-width="30"/>`).join("")}
  ${[240, 360, 840, 960].map((x, i) => `<rect x="${x}" y="${260 + (i % 2) * 80}" width="50" height="${300 - (i % 2) * 80}" fill="#efe3c8"/><rect x="${x - 10}" y="${250 + (i % 2) * 80}" width="70" height="18" fill="#dccaa0"/>`).join("")}
  <rect x="520" y="470" width="160" height="30" fill="#b08a55"/>`),

  // A lecture: a lectern, a speaker and a screen.
  lecture: svg(`<rect width="${W}" height="${H}" fill="#e9eef5"/>
  <rect y="560" width="${W}" height="115" fill="#5a6b82"/>
  <rect x="520" y="90" width="600" height="340" fill="#ffffff" stroke="#2b3a55" stroke-width="10"/>
  <polyline points="570,370 680,300 780,330 900,210 1060,160" fill="none" stroke="#000091" stroke-width="14"/>
  <rect x="570" y="130" width="260" height="26" fill="#c3cad6"/>
  <circle cx="300" cy="250" r="48" fill="#d9a77e"/><rect x="250" y="300" width="100" height="170" rx="20" fill="#7a2e3b"/>
  <polygon points="200,380 400,380 370,560 230,560" fill="#8a6642"/>
  ${Array.from({ length: 8 }, (_, i) => `<circle cx="${120 + i * 140}" cy="640" r="34" fill="#2e3a4d"/>`).join("")}`),

  // A concert: musicians and notes on an open-air stage.
  concert:
    svg(`${landscape({ skyTop: "#2a3d7c", skyBottom: "#8b6aa6", ground: "#3a3550", sun: { x: 1030, y: 110, r: 40, color: "#f5f0d0" } })}
  <rect x="160" y="420" width="880" height="60" fill="#7b4a24"/>
  <path d="M160 420 A440 300 0 0 1 1040 420 Z" fill="#efe6d8" opacity="0.25"/>
  <circle cx="380" cy="300" r="32" fill="#e9c29a"/><rect x="350" y="332" width="60" height="90" fill="#1f2a44"/>
  <ellipse cx="440" cy="380" rx="30" ry="48" fill="#a0522d"/><rect x="436" y="260" width="8" height="100" fill="#5a3a1a"/>
  <circle cx="600" cy="290" r="32" fill="#c68c5a"/><rect x="570" y="322" width="60" height="100" fill="#b3202a"/>
  <circle cx="820" cy="300" r="32" fill="#f0d0a8"/><rect x="790" y="332" width="60" height="90" fill="#1f2a44"/>
  <rect x="720" y="360" width="70" height="60" fill="#222"/><rect x="720" y="352" width="70" height="10" fill="#eee"/>
  ${[
    [250, 180],
    [980, 230],
    [700, 150],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="14" fill="#f4d35e"/><rect x="${x + 10}" y="${y - 60}" width="6" height="60" fill="#f4d35e"/>`,
    )
    .join("")}`),

  // A fortress: bastions and a gate.
  fortress: svg(`${landscape({ skyTop: "#6fa3cf", skyBottom: "#dcebf5", ground: "#6d8f4e", sun: null })}
  <polygon points="120,565 260,330 940,330 1080,565" fill="#b9a17a"/>
  <rect x="260" y="300" width="680" height="40" fill="#a48b63"/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x="${270 + i * 57}" y="280" width="34" height="24" fill="#a48b63"/>`).join("")}
  <rect x="540" y="200" width="120" height="140" fill="#c8b28a"/><polygon points="530,205 600,140 670,205" fill="#7a4a33"/>
  <path d="M560 565 V470 A40 40 0 0 1 640 470 V565 Z" fill="#4a3422"/>
  <line x1="600" y1="140" x2="600" y2="90" stroke="#333" stroke-width="4"/><rect x="600" y="90" width="40" height="24" fill="#000091"/>`),

  // A street of old town houses: gables, timber framing, shop fronts (a traboule, a maison, an hôtel).
  house: svg(`${landscape({ skyTop: "#8bb6e0", skyBottom: "#e8f1f9", ground: "#8d8478", sun: null })}
  ${[
    [130, 230, "#e9c9a0"],
    [370, 190, "#f1e3c2"],
    [610, 215, "#e7b9a4"],
    [850, 180, "#efd9b0"],
  ]
    .map(
      ([x, top, wall]) => `<rect x="${x}" y="${top}" width="220" height="${565 - top}" fill="${wall}"/>
  <polygon points="${x - 10},${top + 4} ${x + 110},${top - 110} ${x + 230},${top + 4}" fill="#8a4b32"/>
  <path d="M${x} ${top + 90} H${x + 220} M${x} ${top + 200} H${x + 220} M${x + 10} ${top} V${565 - 90} M${x + 210} ${top} V${565 - 90} M${x + 20} ${top + 90} L${x + 70} ${top + 200} M${x + 200} ${top + 90} L${x + 150} ${top + 200}" stroke="#6b3f26" stroke-width="9" fill="none"/>
  ${windows(x + 20, x + 200, top + 20, 40, 55, 3, "#3f5770", false)}${windows(x + 60, x + 160, top + 120, 40, 60, 2, "#3f5770", false)}
  <path d="M${x + 80} 565 V${565 - 60} A30 30 0 0 1 ${x + 140} ${565 - 60} V565 Z" fill="#5a3a24"/>`,
    )
    .join("")}`),

  // An old stone bridge on a river, broken off halfway, with its chapel on a pier.
  bridge:
    svg(`${landscape({ skyTop: "#78a9d8", skyBottom: "#e2eef8", ground: "#7f9b5e", sun: { x: 1020, y: 130, r: 55, color: "#fff1c2" } })}
  <rect y="400" width="${W}" height="275" fill="#4f86b8"/>
  <path d="M0 470 H${W} M0 540 H${W} M0 610 H${W}" stroke="#6d9fcb" stroke-width="6" stroke-dasharray="60 40"/>
  <rect x="0" y="300" width="170" height="375" fill="#8e9b6a"/>
  <path d="M150 320 H820 V350 H150 Z" fill="#d7c39c"/>
  ${[150, 320, 490, 660]
    .map(
      (x) =>
        `<path d="M${x} 350 H${x + 170} V430 H${x + 150} A65 65 0 0 0 ${x + 20} 430 H${x} Z" fill="#cbb58b"/><rect x="${x + 150}" y="430" width="20" height="90" fill="#b9a276"/>`,
    )
    .join("")}
  <path d="M820 320 L860 332 L840 350 L820 350 Z" fill="#d7c39c"/>
  <rect x="350" y="240" width="90" height="80" fill="#e3d3b0"/><polygon points="340,244 395,195 450,244" fill="#8c4a2c"/>
  <rect x="382" y="170" width="26" height="35" fill="#e3d3b0"/>
  ${windows(365, 425, 262, 22, 40, 1, "#5a4630")}`),

  // A Roman gate: one great arch between columns, its stone darkened by the centuries.
  arch: svg(`${landscape({ skyTop: "#6f9fd0", skyBottom: "#dde9f5", ground: "#a39a88", sun: null })}
  <rect x="380" y="150" width="440" height="415" fill="#5d5650"/>
  <rect x="360" y="130" width="480" height="40" fill="#4d4741"/><rect x="380" y="110" width="440" height="24" fill="#57504a"/>
  <path d="M500 565 V365 A100 100 0 0 1 700 365 V565 Z" fill="#c9d9ea"/>
  <path d="M500 365 A100 100 0 0 1 700 365" fill="none" stroke="#3f3a35" stroke-width="14"/>
  ${[395, 455, 715, 775].map((x) => `<rect x="${x}" y="180" width="30" height="385" fill="#6c645d"/><rect x="${x - 6}" y="170" width="42" height="16" fill="#4d4741"/>`).join("")}
  <rect x="390" y="200" width="420" height="14" fill="#4d4741"/>
  <rect x="480" y="222" width="240" height="34" fill="#68615a"/>`),

  // A Gothic cathedral's west front: twin square towers, a rose window, three portals under pointed
  // arches and tall lancets, in pale stone.
  cathedral:
    svg(`${landscape({ skyTop: "#7fa7d6", skyBottom: "#e4eef8", ground: "#9a9a8a", sun: { x: 1060, y: 120, r: 50, color: "#fff6d6" } })}
  <rect x="300" y="250" width="600" height="315" fill="#e6dcc6"/>
  <polygon points="420,255 600,150 780,255" fill="#d9cdb2"/>
  <rect x="250" y="70" width="200" height="495" fill="#ddd1b6"/><rect x="750" y="70" width="200" height="495" fill="#ddd1b6"/>
  ${Array.from({ length: 7 }, (_, i) => `<rect x="${250 + i * 30}" y="52" width="16" height="22" fill="#ddd1b6"/><rect x="${750 + i * 30}" y="52" width="16" height="22" fill="#ddd1b6"/>`).join("")}
  ${[270, 360, 770, 860].map((x) => pointedArch(x, 165, 70, 115, "#5b5140")).join("")}
  ${[290, 350, 790, 850].map((x) => pointedArch(x, 340, 36, 70, "#6b604c")).join("")}
  <rect x="300" y="292" width="600" height="14" fill="#cbbd9d"/>
  ${Array.from({ length: 14 }, (_, i) => `<rect x="${474 + i * 18}" y="262" width="8" height="28" fill="#b3a480"/>`).join("")}
  <circle cx="600" cy="355" r="68" fill="#cbbd9d"/><circle cx="600" cy="355" r="57" fill="#3f4f8f"/>
  ${Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<line x1="600" y1="355" x2="${(600 + 57 * Math.cos(a)).toFixed(1)}" y2="${(355 + 57 * Math.sin(a)).toFixed(1)}" stroke="#cbbd9d" stroke-width="5"/><circle cx="${(600 + 38 * Math.cos(a)).toFixed(1)}" cy="${(355 + 38 * Math.sin(a)).toFixed(1)}" r="8" fill="#b8342f"/>`;
  }).join("")}
  <circle cx="600" cy="355" r="14" fill="#e2b93b"/>
  ${pointedArch(550, 525, 100, 40, "#4a3b2a")}${pointedArch(305, 515, 90, 50, "#4a3b2a")}${pointedArch(805, 515, 90, 50, "#4a3b2a")}`),
};

// Each drawing's own text alternative (an SVG opened alone is an image too); the seed's alt texts
// say the same (apps/api/src/db/seed/demo-pictures.ts).
const TITLES = {
  church: "une église romane à clocher carré, sous un ciel bleu",
  organ: "les tuyaux dorés d’un grand orgue sous une voûte violette",
  stage: "une scène de théâtre entre deux rideaux rouges, éclairée par des projecteurs",
  museum: "une salle de musée avec trois tableaux au mur et une sculpture sur son socle",
  facade: "la façade classique d’un palais, ses deux rangs de hautes fenêtres, son fronton et son horloge",
  castle: "un château à deux tours pointues au bord de l’eau, au soleil couchant",
  garden: "un jardin à la française, ses arbres taillés, son bassin et un pavillon",
  ruins: "les gradins et les colonnes d’un théâtre antique en ruine, au soleil",
  lecture: "une personne parle à un pupitre devant un écran, face au public",
  concert: "trois musiciens en concert sur une scène en plein air, le soir",
  fortress: "une citadelle fortifiée avec ses remparts crénelés et sa porte",
  house: "une rue de maisons anciennes à pignons et à pans de bois",
  bridge: "un vieux pont de pierre à arches sur une rivière, interrompu au milieu, avec sa chapelle",
  arch: "une porte romaine à une grande arche entre des colonnes, sa pierre noircie",
  cathedral:
    "la façade d’une cathédrale gothique, ses deux tours carrées, sa rosace et ses portails en arc brisé",
};

mkdirSync(outDir, { recursive: true });
for (const [name, content] of Object.entries(pictures)) {
  writeFileSync(
    path.join(outDir, `${name}.svg`),
    content.replace(/^(<svg[^>]*>)/, `$1<title>${TITLES[name]}</title>`),
  );
}
console.log(`${Object.keys(pictures).length} illustrations written to ${path.relative(root, outDir)}`);
