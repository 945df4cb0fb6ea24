#!/usr/bin/env node
/**
 * Renders the demo campaign images (apps/server/src/db/seed/images/*.jpg).
 *
 * Each image is a flat-design SVG illustration (no text: titles are rendered by the page),
 * rasterised by sharp to a 1200×675 progressive JPEG. Re-run after editing a scene:
 *
 *   node scripts/make-demo-images.mjs            # all images
 *   node scripts/make-demo-images.mjs kisoro     # only files whose name contains "kisoro"
 *
 * Output is deterministic (no Math.random). Every file must stay under 150 KB.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 1200;
const H = 675;
const MAX_BYTES = 150 * 1024;
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../apps/server/src/db/seed/images');

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

/** Deterministic PRNG (mulberry32) so re-rendering gives identical files. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n) => Number(n.toFixed(1));

function linear(id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
  const s = stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function radial(id, stops, cx = 0.5, cy = 0.5, r = 0.5) {
  const s = stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

/** A filled band whose top edge is a smooth wave; the band extends to the bottom of the canvas. */
function wave(y, amp, periods, phase, fill, extra = '') {
  const n = 48;
  const pts = [];
  for (let i = 0; i <= n; i++) {
    const x = (i / n) * W;
    const t = (i / n) * periods * Math.PI * 2 + phase;
    pts.push([x, y + Math.sin(t) * amp + Math.sin(t * 2.3 + phase) * amp * 0.25]);
  }
  return `<path d="${smooth(pts)} L${W},${H} L0,${H} Z" fill="${fill}" ${extra}/>`;
}

/** Catmull-Rom to cubic Bézier through the points (open path starting with M). */
function smooth(pts) {
  let d = `M${f(pts[0][0])},${f(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`;
  }
  return d;
}

/** A hill: a smooth mound between x0 and x1 peaking at (px, py), base at baseY. */
function hill(x0, x1, px, py, baseY, fill, extra = '') {
  const pts = [
    [x0, baseY],
    [x0 + (px - x0) * 0.45, baseY - (baseY - py) * 0.55],
    [px, py],
    [px + (x1 - px) * 0.55, baseY - (baseY - py) * 0.5],
    [x1, baseY],
  ];
  return `<path d="${smooth(pts)} L${x1},${H} L${x0},${H} Z" fill="${fill}" ${extra}/>`;
}

function sun(cx, cy, r, color, glow = color, glowOpacity = 0.25) {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 2.2}" fill="${glow}" opacity="${glowOpacity * 0.5}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 1.5}" fill="${glow}" opacity="${glowOpacity}"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
}

function cloud(x, y, s, fill = '#ffffff', opacity = 0.9) {
  return `<g transform="translate(${x},${y}) scale(${s})" fill="${fill}" opacity="${opacity}">
<rect x="-70" y="-6" width="150" height="34" rx="17"/>
<circle cx="-28" cy="-6" r="28"/><circle cx="14" cy="-22" r="38"/><circle cx="50" cy="-2" r="24"/></g>`;
}

/** Water drop pointing up, centred on (x, y), height ≈ 1.8·s. */
function drop(x, y, s, fill, extra = '') {
  return `<path transform="translate(${x},${y}) scale(${s})" d="M0,-1 C0.18,-0.68 0.62,-0.22 0.62,0.2 A0.62,0.62 0 0 1 -0.62,0.2 C-0.62,-0.22 -0.18,-0.68 0,-1 Z" fill="${fill}" ${extra}/>`;
}

/** Heart centred near (x, y), width ≈ s. */
function heart(x, y, s, fill, extra = '') {
  return `<path transform="translate(${x},${y}) scale(${s})" d="M0,0.34 C-0.36,0.08 -0.5,-0.08 -0.5,-0.26 C-0.5,-0.44 -0.37,-0.54 -0.25,-0.54 C-0.13,-0.54 -0.04,-0.47 0,-0.38 C0.04,-0.47 0.13,-0.54 0.25,-0.54 C0.37,-0.54 0.5,-0.44 0.5,-0.26 C0.5,-0.08 0.36,0.08 0,0.34 Z" fill="${fill}" ${extra}/>`;
}

/** Round-canopy tree standing on (x, y). */
function roundTree(x, y, s, canopy, shade, trunk = '#6b4a32') {
  return `<g transform="translate(${x},${y}) scale(${s})">
<rect x="-5" y="-46" width="10" height="46" rx="3" fill="${trunk}"/>
<circle cx="0" cy="-70" r="36" fill="${canopy}"/>
<circle cx="-20" cy="-56" r="22" fill="${canopy}"/>
<circle cx="20" cy="-58" r="24" fill="${canopy}"/>
<path d="M6,-104 A36,36 0 0 1 36,-70 A24,24 0 0 1 20,-34 L4,-34 A36,36 0 0 0 6,-104 Z" fill="${shade}" opacity="0.55"/>
</g>`;
}

/** Conifer / pointed tree standing on (x, y). */
function pineTree(x, y, s, fill, shade, trunk = '#5b3f2a') {
  return `<g transform="translate(${x},${y}) scale(${s})">
<rect x="-4" y="-22" width="8" height="22" fill="${trunk}"/>
<path d="M0,-120 L34,-48 L18,-48 L42,-18 L-42,-18 L-18,-48 L-34,-48 Z" fill="${fill}"/>
<path d="M0,-120 L34,-48 L18,-48 L42,-18 L0,-18 Z" fill="${shade}" opacity="0.5"/>
</g>`;
}

/** Simple gear path (outer radius R, root radius r, n teeth) with a centre hole. */
function gear(cx, cy, R, r, n, hole, fill, rot = 0) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + (rot * Math.PI) / 180;
    const step = (Math.PI * 2) / n;
    const angles = [
      [a - step * 0.25, r],
      [a - step * 0.15, R],
      [a + step * 0.15, R],
      [a + step * 0.25, r],
    ];
    for (const [ang, rad] of angles) pts.push([cx + Math.cos(ang) * rad, cy + Math.sin(ang) * rad]);
  }
  const outer = `M${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' L')} Z`;
  const inner = `M${cx + hole},${cy} A${hole},${hole} 0 1 0 ${cx - hole},${cy} A${hole},${hole} 0 1 0 ${cx + hole},${cy} Z`;
  return `<path d="${outer} ${inner}" fill="${fill}" fill-rule="evenodd"/>`;
}

function scatterDots(seed, n, box, colors, rMin, rMax, opacity = 0.5) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = box[0] + r() * (box[2] - box[0]);
    const y = box[1] + r() * (box[3] - box[1]);
    const c = colors[Math.floor(r() * colors.length)];
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rMin + r() * (rMax - rMin))}" fill="${c}" opacity="${opacity}"/>`;
  }
  return s;
}

/** Soft vignette applied on top of every scene for a finished, photographic feel. */
const vignette = `<defs>${radial(
  'vignette',
  [
    [0.55, '#000000', 0],
    [1, '#0b1020', 0.22],
  ],
  0.5,
  0.45,
  0.75,
)}</defs><rect width="${W}" height="${H}" fill="url(#vignette)"/>`;

function svg(defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${defs}</defs>${body}${vignette}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Scenes (one per campaign, plus the default image)
// ---------------------------------------------------------------------------------------------

const scenes = {
  /** Humanitarian / water: volcano skyline, green hills, a protected spring and a big water drop. */
  'kisoro-water.jpg': () => {
    const defs =
      linear('sky', [
        [0, '#9fd8ee'],
        [0.7, '#e4f5fa'],
        [1, '#f6fbf7'],
      ]) +
      linear('dropG', [
        [0, '#7fd9fb'],
        [1, '#1679c4'],
      ]) +
      linear('stream', [
        [0, '#8fd6f5'],
        [1, '#2f95d6'],
      ]) +
      linear(
        'tank',
        [
          [0, '#e9e4db'],
          [1, '#bdb4a6'],
        ],
        0,
        0,
        1,
        0,
      );
    const body = `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(990, 130, 62, '#fff1b8', '#ffe48a', 0.35)}
${cloud(250, 110, 1.1)}${cloud(720, 80, 0.8, '#ffffff', 0.8)}
<path d="M520,330 L640,170 Q650,160 660,170 L790,330 Z" fill="#8fb0c9"/>
<path d="M640,170 Q650,160 660,170 L700,222 Q672,214 650,226 Q630,214 606,222 Z" fill="#eef4f8" opacity="0.85"/>
<path d="M760,330 L850,220 Q858,212 866,220 L980,330 Z" fill="#a4c0d4"/>
${hill(-100, 700, 250, 300, 420, '#9fd0a4')}
${hill(420, 1300, 900, 280, 430, '#8cc596')}
${wave(410, 18, 1.3, 0.6, '#6db47f')}
${wave(470, 16, 1.1, 2.2, '#4f9c6a')}
${wave(560, 14, 0.9, 4.2, '#3d8a5c')}
<path d="M676,478 C700,500 640,530 690,560 C750,596 640,628 690,${H} L830,${H} C770,628 860,590 790,556 C730,526 770,500 716,478 Z" fill="url(#stream)"/>
<path d="M676,540 C700,548 692,566 720,574" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.6" stroke-linecap="round"/>
<path d="M730,626 C760,636 748,652 780,662" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.6" stroke-linecap="round"/>
<g transform="translate(696,448)">
  <path d="M-70,34 L-56,-6 L56,-6 L70,34 Z" fill="#4a8a5f"/>
  <rect x="-52" y="-24" width="104" height="44" rx="4" fill="#d7d2c8"/>
  <rect x="-52" y="-24" width="104" height="10" rx="3" fill="#ece8e0"/>
  <rect x="-6" y="10" width="12" height="18" rx="3" fill="#5d6b75"/>
  <rect x="-3" y="26" width="6" height="12" fill="#8fd6f5"/>
</g>
<g transform="translate(930,470)">
  <ellipse cx="0" cy="62" rx="92" ry="14" fill="#2f6e49" opacity="0.45"/>
  <rect x="-80" y="-40" width="160" height="100" fill="url(#tank)"/>
  <ellipse cx="0" cy="-40" rx="80" ry="18" fill="#f4f0ea"/>
  <ellipse cx="0" cy="60" rx="80" ry="14" fill="#a99f90"/>
  <rect x="-80" y="-5" width="160" height="6" fill="#a99f90" opacity="0.6"/>
  <rect x="-80" y="25" width="160" height="6" fill="#a99f90" opacity="0.6"/>
  <rect x="60" y="30" width="40" height="10" rx="4" fill="#5d6b75"/>
  ${drop(104, 58, 9, '#2f95d6')}
</g>
${roundTree(120, 520, 1.2, '#3e8e5a', '#2a6b43')}${roundTree(200, 540, 0.9, '#4fa36a', '#2a6b43')}
${roundTree(1120, 560, 1.3, '#3e8e5a', '#2a6b43')}
<g opacity="0.95">
  <ellipse cx="360" cy="566" rx="130" ry="18" fill="#1f5e3b" opacity="0.35"/>
  ${drop(360, 410, 175, 'url(#dropG)')}
  <path d="M300,360 C285,410 295,470 330,500" stroke="#ffffff" stroke-width="16" fill="none" stroke-linecap="round" opacity="0.55"/>
  <circle cx="318" cy="330" r="9" fill="#ffffff" opacity="0.6"/>
</g>
${drop(520, 250, 36, '#4cb8ef', 'opacity="0.85"')}${drop(470, 170, 22, '#7fd0f5', 'opacity="0.8"')}
${drop(190, 250, 26, '#5cc2f2', 'opacity="0.75"')}
`;
    return svg(defs, body);
  },

  /** Healthcare: a clinic with solar panels under a big sun, pulse-heart sign, savanna. */
  'ngabu-solar.jpg': () => {
    const defs =
      linear('sky', [
        [0, '#ffd89b'],
        [0.55, '#ffeccc'],
        [1, '#fff7ea'],
      ]) +
      linear(
        'panel',
        [
          [0, '#2b5ea7'],
          [1, '#173c75'],
        ],
        0,
        0,
        1,
        1,
      ) +
      linear('ground', [
        [0, '#e6c28f'],
        [1, '#d1a66c'],
      ]) +
      linear(
        'beam',
        [
          [0, '#fff3c4', 0.7],
          [1, '#fff3c4', 0],
        ],
        0,
        0,
        1,
        1,
      );
    const rays = Array.from({ length: 16 }, (_, i) => {
      const a = (i / 16) * Math.PI * 2;
      const x1 = 230 + Math.cos(a) * 120;
      const y1 = 150 + Math.sin(a) * 120;
      const x2 = 230 + Math.cos(a) * 165;
      const y2 = 150 + Math.sin(a) * 165;
      return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#ffc94d" stroke-width="10" stroke-linecap="round" opacity="0.8"/>`;
    }).join('');
    // 4×3 solar panels on the sloped roof
    let panels = '';
    for (let c = 0; c < 6; c++) {
      for (let r = 0; r < 2; r++) {
        const x = 540 + c * 78 + r * 26;
        const y = 268 + r * 44;
        panels += `<path d="M${x},${y} L${x + 72},${y} L${x + 92},${y + 40} L${x + 20},${y + 40} Z" fill="url(#panel)" stroke="#9cc3f0" stroke-width="2"/>`;
        panels += `<path d="M${x + 36},${y} L${x + 56},${y + 40} M${x + 10},${y + 20} L${x + 82},${y + 20}" stroke="#6f9fd8" stroke-width="1.5" opacity="0.8"/>`;
      }
    }
    const body = `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<path d="M230,150 L560,260 L1000,260 L330,120 Z" fill="url(#beam)" opacity="0.55"/>
${rays}
${sun(230, 150, 95, '#ffcf4a', '#ffb938', 0.35)}
${hill(-150, 650, 180, 400, 470, '#cfb383', 'opacity="0.7"')}
${hill(650, 1400, 1050, 380, 470, '#c9ab78', 'opacity="0.7"')}
<rect y="460" width="${W}" height="${H - 460}" fill="url(#ground)"/>
<g fill="#6b8e5a">
  <path d="M110,460 L118,400 L124,460 Z"/><ellipse cx="120" cy="395" rx="70" ry="16"/><ellipse cx="100" cy="384" rx="40" ry="10"/>
  <path d="M1080,465 L1088,410 L1094,465 Z"/><ellipse cx="1090" cy="404" rx="80" ry="17"/><ellipse cx="1115" cy="392" rx="42" ry="10"/>
</g>
<ellipse cx="760" cy="555" rx="420" ry="26" fill="#a9824f" opacity="0.45"/>
<g>
  <rect x="420" y="350" width="680" height="200" fill="#fdfbf7"/>
  <rect x="420" y="350" width="680" height="200" fill="#e8e0d3" opacity="0.25"/>
  <path d="M390,360 L520,250 L1040,250 L1130,360 Z" fill="#c8553d"/>
  <path d="M390,360 L1130,360 L1130,372 L390,372 Z" fill="#9e3f2c"/>
  ${panels}
  <rect x="420" y="372" width="680" height="14" fill="#d9cfc0" opacity="0.6"/>
  ${[470, 560, 650, 890, 980].map((x) => `<rect x="${x}" y="410" width="60" height="56" rx="4" fill="#ffd46b"/><path d="M${x + 30},410 L${x + 30},466 M${x},438 L${x + 60},438" stroke="#fdfbf7" stroke-width="4"/>`).join('')}
  <rect x="755" y="420" width="90" height="130" rx="6" fill="#2f7f7a"/>
  <circle cx="830" cy="488" r="5" fill="#f2d37a"/>
</g>
<g>
  <circle cx="300" cy="470" r="78" fill="#ffffff" opacity="0.95"/>
  ${heart(300, 478, 118, '#e5484d')}
  <path d="M248,468 L276,468 L288,446 L304,494 L318,458 L326,468 L352,468" stroke="#ffffff" stroke-width="7" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
</g>
<path d="M0,600 C300,585 600,620 1200,590 L1200,675 L0,675 Z" fill="#c4955b"/>
${scatterDots(11, 40, [0, 610, W, 670], ['#b0844f', '#d7b27c'], 2, 5, 0.6)}
`;
    return svg(defs, body);
  },

  /** Healthcare / sight: an eye rising like the sun over the Himalaya and Terai fields. */
  'bardiya-sight.jpg': () => {
    const defs =
      linear('sky', [
        [0, '#ffd3b5'],
        [0.5, '#fde6d2'],
        [1, '#d6ecf2'],
      ]) +
      radial('iris', [
        [0, '#7ee0d6'],
        [0.55, '#2ba3a0'],
        [1, '#145f74'],
      ]) +
      radial('glow', [
        [0, '#fff6e0', 0.95],
        [1, '#fff6e0', 0],
      ]);
    const rays = Array.from({ length: 24 }, (_, i) => {
      const a = Math.PI + (i / 23) * Math.PI;
      const x1 = 600 + Math.cos(a) * 230;
      const y1 = 300 + Math.sin(a) * 150;
      const x2 = 600 + Math.cos(a) * 330;
      const y2 = 300 + Math.sin(a) * 230;
      return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#ffb37a" stroke-width="6" stroke-linecap="round" opacity="${i % 2 ? 0.25 : 0.5}"/>`;
    }).join('');
    let rows = '';
    for (let i = 0; i < 9; i++) {
      const y = 520 + i * 18;
      rows += `<path d="M${-40 + i * 10},${y} Q600,${y - 30 + i * 3} ${1240 - i * 10},${y}" stroke="#5f9a44" stroke-width="3" fill="none" opacity="0.35"/>`;
    }
    const body = `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="600" cy="300" r="330" fill="url(#glow)"/>
${rays}
<path d="M0,420 L120,330 L190,370 L300,260 L390,330 L470,290 L560,360 L660,280 L760,350 L860,270 L960,340 L1060,300 L1200,380 L1200,460 L0,460 Z" fill="#b8bfdc"/>
<path d="M300,260 L335,288 L318,292 L300,280 L282,296 L270,290 Z M860,270 L900,302 L880,305 L860,292 L842,306 L830,300 Z M660,280 L690,305 L672,306 L660,298 L648,310 L636,304 Z" fill="#ffffff" opacity="0.9"/>
<path d="M0,440 L160,400 L330,430 L520,395 L700,430 L900,392 L1200,432 L1200,480 L0,480 Z" fill="#9aa7cf" opacity="0.8"/>
${wave(470, 10, 1.2, 0.5, '#b7d98a')}
${wave(505, 12, 0.8, 2.1, '#8fc36a')}
${rows}
${wave(590, 10, 1.1, 4, '#6aa84f')}
<g transform="translate(600,300)">
  <path d="M-230,0 C-150,-120 150,-120 230,0 C150,120 -150,120 -230,0 Z" fill="#ffffff" stroke="#e98a5a" stroke-width="10"/>
  <circle r="92" fill="url(#iris)"/>
  <circle r="92" fill="none" stroke="#0f4c5c" stroke-width="6" opacity="0.6"/>
  <circle r="40" fill="#123241"/>
  <circle cx="-30" cy="-32" r="20" fill="#ffffff" opacity="0.9"/>
  <circle cx="22" cy="26" r="8" fill="#ffffff" opacity="0.6"/>
</g>
${roundTree(110, 600, 1.1, '#4f8f3a', '#3b6e2b')}${roundTree(1090, 610, 1.2, '#4f8f3a', '#3b6e2b')}
${roundTree(1010, 620, 0.8, '#5e9e45', '#3b6e2b')}
`;
    return svg(defs, body);
  },

  /** Disaster relief / flood: houses in flood water, a boat carrying a relief kit, clearing sky. */
  'sylhet-flood.jpg': () => {
    const defs =
      linear('sky', [
        [0, '#4f6d8f'],
        [0.6, '#93b1cb'],
        [1, '#cfe0ea'],
      ]) +
      linear('water', [
        [0, '#6fa6c7'],
        [1, '#245a82'],
      ]);
    const r = rng(7);
    let rain = '';
    for (let i = 0; i < 70; i++) {
      const x = r() * 700;
      const y = r() * 260;
      rain += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x - 10)}" y2="${f(y + 28)}" stroke="#dbe8f2" stroke-width="2" opacity="0.45" stroke-linecap="round"/>`;
    }
    const house = (x, y, s, wall, roof) => `<g transform="translate(${x},${y}) scale(${s})">
<rect x="-60" y="-60" width="120" height="90" fill="${wall}"/>
<path d="M-78,-56 L0,-120 L78,-56 Z" fill="${roof}"/>
<path d="M0,-120 L78,-56 L60,-56 L0,-104 Z" fill="#ffffff" opacity="0.15"/>
<rect x="-36" y="-40" width="26" height="26" fill="#33506b" opacity="0.85"/>
<rect x="12" y="-40" width="26" height="40" fill="#33506b" opacity="0.85"/>
</g>`;
    let ripples = '';
    for (let i = 0; i < 14; i++) {
      const y = 440 + i * 17;
      const x = (i * 173) % 1000;
      ripples += `<path d="M${x},${y} q30,-8 60,0 t60,0" stroke="#d5ecf7" stroke-width="3" fill="none" opacity="0.45" stroke-linecap="round"/>`;
    }
    const body = `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${rain}
<g opacity="0.7">
  <path d="M700,360 A330,330 0 0 1 1360,360" stroke="#f6a6a6" stroke-width="14" fill="none"/>
  <path d="M714,360 A316,316 0 0 1 1346,360" stroke="#ffe08a" stroke-width="14" fill="none"/>
  <path d="M728,360 A302,302 0 0 1 1332,360" stroke="#a6e3b0" stroke-width="14" fill="none"/>
  <path d="M742,360 A288,288 0 0 1 1318,360" stroke="#9cc9f2" stroke-width="14" fill="none"/>
</g>
${cloud(180, 80, 1.8, '#5d7a98', 0.95)}${cloud(460, 60, 1.4, '#6b87a4', 0.9)}${cloud(980, 120, 1, '#ffffff', 0.8)}
<path d="M0,400 C200,380 400,390 600,385 C800,380 1000,392 1200,386 L1200,420 L0,420 Z" fill="#5d8a6a" opacity="0.7"/>
<g fill="#3e6b4c">
  <path d="M140,400 C130,340 150,300 160,280 L166,400 Z"/>
  <path d="M160,290 C120,270 90,290 80,310 C110,295 140,295 160,290 Z M160,290 C200,265 230,280 245,300 C215,290 185,290 160,290 Z M160,290 C150,250 170,230 190,225 C175,245 168,265 160,290 Z"/>
  <path d="M1080,395 C1074,350 1086,320 1094,300 L1098,395 Z"/>
  <path d="M1094,308 C1060,292 1036,306 1028,322 C1052,312 1074,312 1094,308 Z M1094,308 C1126,288 1150,298 1160,316 C1136,308 1114,308 1094,308 Z"/>
</g>
<rect y="410" width="${W}" height="${H - 410}" fill="url(#water)"/>
${house(330, 420, 1, '#e9dcc3', '#8a9aa6')}
${house(560, 412, 0.8, '#d8c7a8', '#a05a46')}
${house(880, 420, 0.95, '#efe4cf', '#6f8a7a')}
<g opacity="0.25" transform="translate(0,850) scale(1,-1)">
${house(330, 420, 1, '#e9dcc3', '#8a9aa6')}${house(880, 420, 0.95, '#efe4cf', '#6f8a7a')}
</g>
<rect y="446" width="${W}" height="6" fill="#9cc6de" opacity="0.6"/>
${ripples}
<g transform="translate(600,575)">
  <path d="M-230,-20 C-200,10 -150,28 -60,30 L80,30 C160,28 210,10 240,-24 C180,-6 -170,-6 -230,-20 Z" fill="#6b3f26"/>
  <path d="M-230,-20 C-170,-6 180,-6 240,-24 L232,-14 C170,2 -170,2 -222,-10 Z" fill="#a06a44"/>
  <rect x="-40" y="-92" width="110" height="76" rx="6" fill="#e8b86b"/>
  <rect x="-40" y="-92" width="110" height="18" rx="4" fill="#d39d4c"/>
  <rect x="8" y="-92" width="14" height="76" fill="#c98f3f"/>
  ${drop(-12, -46, 18, '#2f95d6')}
  <rect x="-120" y="-70" width="46" height="54" rx="6" fill="#3fa7a0"/>
  <rect x="-115" y="-80" width="36" height="14" rx="5" fill="#2f8a84"/>
  <path d="M140,-20 L160,-150" stroke="#4b2e1d" stroke-width="7" stroke-linecap="round"/>
  <ellipse cx="0" cy="40" rx="250" ry="10" fill="#173f5e" opacity="0.45"/>
</g>
`;
    return svg(defs, body);
  },

  /** Disaster relief / cyclone recovery: a lateen-sailed fishing boat at sunset, palms, beach. */
  'nampula-cyclone.jpg': () => {
    const defs =
      linear('sky', [
        [0, '#f47b6b'],
        [0.45, '#ffb27a'],
        [0.85, '#ffe0a8'],
      ]) +
      linear('sea', [
        [0, '#3c8fb5'],
        [1, '#1a4f73'],
      ]) +
      linear('sand', [
        [0, '#f6dcae'],
        [1, '#e8c185'],
      ]) +
      linear(
        'sail',
        [
          [0, '#fffaf0'],
          [1, '#f1dfc3'],
        ],
        0,
        0,
        1,
        0,
      );
    let glints = '';
    for (let i = 0; i < 9; i++) {
      const y = 420 + i * 22;
      const w = 180 - i * 12;
      glints += `<rect x="${f(600 - w / 2 + (i % 2) * 20)}" y="${y}" width="${w}" height="5" rx="2.5" fill="#ffe7b0" opacity="${f(0.8 - i * 0.07)}"/>`;
    }
    const palm = (x, y, s, flip = 1) => `<g transform="translate(${x},${y}) scale(${s * flip},${s})" fill="#3d2a3f">
<path d="M0,0 C10,-80 30,-160 70,-230 L80,-226 C44,-160 24,-80 16,0 Z"/>
<path d="M75,-230 C30,-250 -20,-240 -50,-200 C-10,-225 30,-228 75,-230 Z"/>
<path d="M75,-230 C60,-280 10,-300 -20,-290 C20,-280 50,-260 75,-230 Z"/>
<path d="M75,-230 C110,-280 160,-285 190,-265 C150,-265 110,-255 75,-230 Z"/>
<path d="M75,-230 C130,-230 170,-200 180,-160 C150,-190 110,-210 75,-230 Z"/>
<path d="M75,-230 C70,-190 40,-160 10,-150 C40,-180 55,-205 75,-230 Z"/>
</g>`;
    const body = `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(600, 400, 90, '#fff2c4', '#ffd27a', 0.4)}
${cloud(300, 150, 1.3, '#ffd0b0', 0.7)}${cloud(1030, 110, 1, '#ffc6a0', 0.6)}
<g stroke="#6b3548" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7">
  <path d="M520,170 q12,-10 24,0 q12,-10 24,0"/><path d="M580,210 q9,-8 18,0 q9,-8 18,0"/><path d="M460,220 q8,-7 16,0 q8,-7 16,0"/>
</g>
<rect y="400" width="${W}" height="${H - 400}" fill="url(#sea)"/>
${glints}
<path d="M0,400 L1200,400" stroke="#ffe3b0" stroke-width="3" opacity="0.6"/>
<path d="M0,560 C180,520 320,540 460,600 C520,630 540,660 560,675 L0,675 Z" fill="url(#sand)"/>
<path d="M0,560 C180,520 320,540 460,600" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.5"/>
${palm(120, 620, 1.15)}${palm(260, 640, 0.85, -1)}
<g transform="translate(900,520)">
  <path d="M-170,0 C-120,50 120,52 190,-6 L160,0 C90,24 -110,24 -170,0 Z" fill="#5a3a2a"/>
  <path d="M-170,0 L190,-6 C130,30 -110,32 -170,0 Z" fill="#7d5238"/>
  <path d="M-40,-2 L-20,-300" stroke="#3d2a22" stroke-width="7" stroke-linecap="round"/>
  <path d="M-20,-300 C60,-230 130,-120 150,-20 L-30,-20 Z" fill="url(#sail)"/>
  <path d="M-20,-300 C-100,-200 -140,-120 -150,-60 L-32,-30 Z" fill="#f7e8cf" opacity="0.9"/>
  <path d="M-20,-300 C60,-230 130,-120 150,-20" stroke="#d9b98c" stroke-width="4" fill="none"/>
  <ellipse cx="10" cy="28" rx="200" ry="10" fill="#0f3550" opacity="0.4"/>
</g>
`;
    return svg(defs, body);
  },

  /** Environment / reforestation: layered terraced hills of Mount Elgon with rows of trees. */
  'elgon-trees.jpg': () => {
    const defs =
      linear('sky', [
        [0, '#cdebdc'],
        [1, '#f5fbef'],
      ]) +
      linear('mtn', [
        [0, '#8fb7a4'],
        [1, '#a9c9b4'],
      ]);
    let contours = '';
    for (let i = 0; i < 6; i++) {
      const y = 470 + i * 30;
      contours += `<path d="M-20,${y} C300,${y - 40} 700,${y + 30} 1220,${y - 20}" stroke="#2f6e3f" stroke-width="3" fill="none" opacity="0.25"/>`;
    }
    const r = rng(42);
    let far = '';
    for (let i = 0; i < 26; i++) {
      const x = 20 + i * 46 + r() * 20;
      const y = 420 + Math.sin(i * 0.6) * 12 + r() * 10;
      far += r() > 0.4 ? roundTree(x, y, 0.38, '#4f9a5c', '#357a45') : pineTree(x, y, 0.38, '#3f8a50', '#2c6a3d');
    }
    let mid = '';
    for (let i = 0; i < 14; i++) {
      const x = 40 + i * 86 + r() * 24;
      const y = 515 + Math.sin(i * 0.7 + 1) * 14;
      mid += r() > 0.5 ? roundTree(x, y, 0.6, '#3f8f4f', '#2a6b3a') : pineTree(x, y, 0.6, '#2f7a45', '#1f5a32');
    }
    const sprout = (x, y, s) => `<g transform="translate(${x},${y}) scale(${s})">
<path d="M-28,0 L28,0 L22,40 L-22,40 Z" fill="#b86b3f"/><rect x="-32" y="-8" width="64" height="12" rx="4" fill="#c97c4c"/>
<path d="M0,-8 C0,-30 2,-50 0,-70" stroke="#3f8f4f" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M0,-50 C-30,-70 -46,-56 -50,-40 C-30,-36 -12,-40 0,-50 Z" fill="#5cb85c"/>
<path d="M0,-62 C26,-88 46,-78 52,-62 C32,-54 14,-56 0,-62 Z" fill="#7cc96a"/>
</g>`;
    const body = `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(930, 120, 60, '#fff3b0', '#ffe27a', 0.35)}
${cloud(260, 100, 1, '#ffffff', 0.85)}${cloud(620, 70, 0.7, '#ffffff', 0.75)}
<path d="M-50,380 C150,330 330,230 560,210 C790,190 1000,280 1250,360 L1250,480 L-50,480 Z" fill="url(#mtn)"/>
<path d="M420,225 C500,212 620,205 700,214 C650,226 590,222 540,236 C500,230 460,238 420,225 Z" fill="#ffffff" opacity="0.35"/>
${wave(400, 14, 1, 0.4, '#a8d08d')}
${far}
${wave(450, 16, 0.8, 1.8, '#86c071')}
${mid}
${wave(520, 18, 0.7, 3.1, '#5fa85a')}
${contours}
${roundTree(1010, 650, 2.4, '#2f7f45', '#1d5c30')}
${pineTree(1130, 660, 2.1, '#256b3b', '#184d2a')}
${roundTree(150, 660, 2, '#3a9150', '#24683a')}
${sprout(420, 600, 1)}${sprout(540, 620, 0.85)}${sprout(650, 600, 1.05)}${sprout(770, 625, 0.8)}
`;
    return svg(defs, body);
  },

  /** Environment / reef: underwater light rays, coral nursery table, colourful coral and fish. */
  'wasini-coral.jpg': () => {
    const defs =
      linear('sea', [
        [0, '#6fd3df'],
        [0.5, '#2a9bb8'],
        [1, '#0d4f78'],
      ]) +
      linear('ray', [
        [0, '#ffffff', 0.35],
        [1, '#ffffff', 0],
      ]) +
      linear('sand', [
        [0, '#e9d7a6'],
        [1, '#cdb47c'],
      ]);
    const rays = [
      [140, 60, 260, 160],
      [420, 50, 560, 170],
      [700, 40, 860, 150],
      [980, 50, 1100, 130],
    ]
      .map(([x, w, x2, w2]) => `<path d="M${x},0 L${x + w},0 L${x2 + w2},${H} L${x2},${H} Z" fill="url(#ray)"/>`)
      .join('');
    const branch = (
      x,
      y,
      s,
      color,
    ) => `<g transform="translate(${x},${y}) scale(${s})" stroke="${color}" stroke-width="16" stroke-linecap="round" fill="none">
<path d="M0,0 L0,-60 L-30,-100 L-40,-140"/><path d="M0,-60 L30,-110 L26,-150"/><path d="M-30,-100 L-70,-120"/>
<path d="M30,-110 L64,-128 L80,-160"/><path d="M0,-40 L-46,-60 L-60,-90"/></g>`;
    const fan = (x, y, s, color) => `<g transform="translate(${x},${y}) scale(${s})">
<path d="M0,0 C-90,-40 -100,-150 -40,-190 C0,-210 60,-200 90,-160 C130,-100 80,-30 0,0 Z" fill="${color}" opacity="0.9"/>
<g stroke="#ffffff" stroke-width="3" opacity="0.35" fill="none"><path d="M0,0 L-50,-170"/><path d="M0,0 L0,-195"/><path d="M0,0 L60,-160"/><path d="M0,0 L-80,-100"/><path d="M0,0 L90,-90"/></g></g>`;
    const fish = (x, y, s, body, fin, dir = 1) => `<g transform="translate(${x},${y}) scale(${s * dir},${s})">
<path d="M-40,0 C-20,-26 30,-26 44,0 C30,26 -20,26 -40,0 Z" fill="${body}"/>
<path d="M-38,0 L-64,-18 L-58,0 L-64,18 Z" fill="${fin}"/>
<path d="M-2,-20 C6,-10 6,10 -2,20" stroke="${fin}" stroke-width="6" fill="none" opacity="0.8"/>
<circle cx="26" cy="-5" r="4.5" fill="#1b2a3a"/></g>`;
    const r = rng(5);
    let bubbles = '';
    for (let i = 0; i < 30; i++) {
      const x = 80 + r() * 1040;
      const y = 40 + r() * 420;
      bubbles += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(3 + r() * 9)}" fill="none" stroke="#e8fbff" stroke-width="2" opacity="0.55"/>`;
    }
    let frags = '';
    for (let i = 0; i < 7; i++) {
      const x = 640 + i * 48;
      frags += `<line x1="${x}" y1="420" x2="${x}" y2="460" stroke="#f2f2f2" stroke-width="2" opacity="0.7"/>`;
      frags += branch(x, 470, 0.22, ['#ff8a7a', '#ffb86b', '#c28cf0'][i % 3]);
    }
    const body = `
<rect width="${W}" height="${H}" fill="url(#sea)"/>
${rays}
${bubbles}
<g stroke="#d9e6ea" stroke-width="6" fill="none" opacity="0.85">
  <path d="M620,420 L980,420"/><path d="M630,420 L610,560"/><path d="M970,420 L990,560"/>
</g>
${frags}
<path d="M0,560 C200,520 420,545 640,555 C860,565 1040,520 1200,540 L1200,675 L0,675 Z" fill="url(#sand)"/>
${fan(150, 585, 1.2, '#b070d8')}
${branch(330, 600, 1.3, '#ff7f7f')}
${branch(470, 620, 0.9, '#ffa25a')}
<g transform="translate(820,600)"><path d="M-110,0 C-110,-90 110,-90 110,0 Z" fill="#f2b36b"/>
<g stroke="#d48a3f" stroke-width="5" fill="none" opacity="0.7"><path d="M-90,-10 C-70,-40 -40,-20 -20,-50 C0,-20 30,-50 50,-30 C70,-50 90,-20 96,-10"/><path d="M-70,-30 C-50,-60 -10,-50 10,-70 C30,-50 60,-60 72,-40"/></g></g>
${branch(1000, 610, 1.1, '#ff6f91')}
${fan(1110, 600, 0.9, '#ff8a5c')}
${fish(280, 250, 1.3, '#ffd23f', '#f4a300')}
${fish(380, 320, 0.9, '#ff8c42', '#ffffff')}
${fish(900, 230, 1.1, '#4cc9f0', '#3a86ff', -1)}
${fish(1010, 300, 0.8, '#ffd23f', '#f4a300', -1)}
${fish(560, 180, 0.7, '#f15bb5', '#9b5de5')}
`;
    return svg(defs, body);
  },

  /** Animal welfare: big paw print, a cosy kennel with a heart, trail of small paws. */
  'riverside-kennels.jpg': () => {
    const defs =
      linear(
        'bg',
        [
          [0, '#ffd7a3'],
          [1, '#ff9f7a'],
        ],
        0,
        0,
        1,
        1,
      ) +
      linear('roof', [
        [0, '#4f7cac'],
        [1, '#36597f'],
      ]);
    const paw = (
      x,
      y,
      s,
      fill,
      rot = 0,
      extra = '',
    ) => `<g transform="translate(${x},${y}) rotate(${rot}) scale(${s})" fill="${fill}" ${extra}>
<path d="M0,-8 C34,-8 62,22 62,50 C62,74 42,82 22,76 C10,72 -10,72 -22,76 C-42,82 -62,74 -62,50 C-62,22 -34,-8 0,-8 Z"/>
<ellipse cx="-70" cy="-30" rx="20" ry="26" transform="rotate(-20 -70 -30)"/>
<ellipse cx="-28" cy="-72" rx="21" ry="28" transform="rotate(-8 -28 -72)"/>
<ellipse cx="28" cy="-72" rx="21" ry="28" transform="rotate(8 28 -72)"/>
<ellipse cx="70" cy="-30" rx="20" ry="26" transform="rotate(20 70 -30)"/></g>`;
    const trail = [
      [560, 640, 40],
      [610, 585, 50],
      [590, 520, 35],
      [645, 465, 45],
    ]
      .map(([x, y, rot]) => paw(x, y, 0.28, '#b5523b', rot, 'opacity="0.35"'))
      .join('');
    const body = `
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="330" cy="330" r="250" fill="#ffffff" opacity="0.18"/>
<circle cx="330" cy="330" r="190" fill="#ffffff" opacity="0.16"/>
${scatterDots(3, 30, [0, 0, W, H], ['#ffffff', '#ffe8c7'], 4, 10, 0.35)}
${paw(338, 372, 2.35, '#a8442f', 0, 'opacity="0.25"')}
${paw(330, 360, 2.3, '#ffffff')}
${heart(330, 450, 70, '#ff8a6b')}
<rect y="610" width="${W}" height="${H - 610}" fill="#e47f5f" opacity="0.5"/>
<g transform="translate(900,380)">
  <ellipse cx="0" cy="232" rx="230" ry="22" fill="#b5523b" opacity="0.35"/>
  <rect x="-170" y="20" width="340" height="210" fill="#fff4e4"/>
  <rect x="-170" y="20" width="340" height="210" fill="#f2d9b8" opacity="0.4"/>
  ${[40, 80, 120, 160, 200].map((y) => `<rect x="-170" y="${y}" width="340" height="4" fill="#e8c99f" opacity="0.8"/>`).join('')}
  <path d="M-210,40 L0,-130 L210,40 L180,40 L0,-96 L-180,40 Z" fill="url(#roof)"/>
  <path d="M-180,40 L0,-96 L180,40 Z" fill="#fff4e4"/>
  <path d="M-70,230 L-70,110 A70,70 0 0 1 70,110 L70,230 Z" fill="#6b3a2a"/>
  <path d="M-50,230 L-50,116 A50,50 0 0 1 50,116 L50,230 Z" fill="#4a261b"/>
  ${heart(0, -20, 60, '#ff6b6b')}
  <g transform="translate(140,212) rotate(-14)">
    <rect x="-44" y="-8" width="88" height="16" rx="8" fill="#ffffff"/>
    <circle cx="-44" cy="-8" r="11" fill="#ffffff"/><circle cx="-44" cy="8" r="11" fill="#ffffff"/>
    <circle cx="44" cy="-8" r="11" fill="#ffffff"/><circle cx="44" cy="8" r="11" fill="#ffffff"/>
  </g>
  <ellipse cx="-120" cy="222" rx="40" ry="12" fill="#3f7cc8"/>
  <ellipse cx="-120" cy="216" rx="32" ry="7" fill="#2c5e9e"/>
</g>
${trail}
`;
    return svg(defs, body);
  },

  /** Human rights: balanced scales of justice and a dove in flight on deep indigo. */
  'milwaukee-legal-aid.jpg': () => {
    const defs =
      linear(
        'bg',
        [
          [0, '#231f5c'],
          [1, '#5a47a8'],
        ],
        0,
        0,
        1,
        1,
      ) +
      linear(
        'gold',
        [
          [0, '#ffe08a'],
          [1, '#e0a93a'],
        ],
        0,
        0,
        0,
        1,
      ) +
      radial('halo', [
        [0, '#8f7ff0', 0.55],
        [1, '#8f7ff0', 0],
      ]);
    const r = rng(19);
    let stars = '';
    for (let i = 0; i < 60; i++) {
      stars += `<circle cx="${f(r() * W)}" cy="${f(r() * 420)}" r="${f(0.8 + r() * 2.2)}" fill="#ffffff" opacity="${f(0.3 + r() * 0.5)}"/>`;
    }
    const pan = (x) => `<g transform="translate(${x},0)">
<path d="M0,-10 L-70,150 M0,-10 L70,150" stroke="#f2d27a" stroke-width="4"/>
<path d="M-92,150 L92,150 C80,200 -80,200 -92,150 Z" fill="url(#gold)"/>
<path d="M-92,150 L92,150" stroke="#fff1bf" stroke-width="5" stroke-linecap="round"/></g>`;
    const body = `
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${stars}
<circle cx="420" cy="330" r="320" fill="url(#halo)"/>
<circle cx="420" cy="330" r="250" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.12"/>
<circle cx="420" cy="330" r="200" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.1"/>
<path d="M0,610 C300,570 600,600 1200,560 L1200,675 L0,675 Z" fill="#1b1748" opacity="0.7"/>
<g transform="translate(420,150)">
  <rect x="-12" y="0" width="24" height="400" rx="8" fill="url(#gold)"/>
  <circle cx="0" cy="-8" r="24" fill="url(#gold)"/>
  <rect x="-230" y="34" width="460" height="16" rx="8" fill="url(#gold)"/>
  <circle cx="-220" cy="42" r="12" fill="#ffe08a"/><circle cx="220" cy="42" r="12" fill="#ffe08a"/>
  <g transform="translate(0,52)">${pan(-220)}${pan(220)}</g>
  <path d="M-110,420 L110,420 L80,380 L-80,380 Z" fill="url(#gold)"/>
  <rect x="-140" y="418" width="280" height="22" rx="8" fill="#e0a93a"/>
</g>
<g transform="translate(960,215) scale(1.3) rotate(-8)">
  <path d="M-130,40 C-80,10 -10,-6 50,-4 C80,-2 104,10 112,24 C96,38 66,46 30,48 C-30,52 -90,56 -130,40 Z" fill="#ffffff"/>
  <path d="M104,14 L134,20 L108,30 Z" fill="#ffb74d"/>
  <circle cx="92" cy="16" r="4" fill="#231f5c"/>
  <path d="M-120,42 L-190,10 L-176,40 L-196,64 Z" fill="#eeeaff"/>
  <path d="M-40,10 C-60,-60 -20,-130 50,-160 C30,-110 40,-60 30,-4 Z" fill="#f3f0ff"/>
  <path d="M-10,6 C-20,-50 20,-110 90,-130 C60,-80 60,-40 40,0 Z" fill="#ffffff"/>
  <path d="M-40,10 C-60,-60 -20,-130 50,-160" stroke="#d8d0ff" stroke-width="3" fill="none"/>
  <path d="M110,26 C130,30 150,24 170,14" stroke="#8bc34a" stroke-width="5" fill="none" stroke-linecap="round"/>
  <ellipse cx="150" cy="14" rx="11" ry="5" fill="#8bc34a" transform="rotate(-30 150 14)"/>
  <ellipse cx="164" cy="22" rx="11" ry="5" fill="#9ccc65" transform="rotate(20 164 22)"/>
</g>
`;
    return svg(defs, body);
  },

  /** Arts & culture: a violin, flowing staff lines and music notes on a magenta-to-amber gradient. */
  'northside-orchestra.jpg': () => {
    const defs =
      linear(
        'bg',
        [
          [0, '#4a148c'],
          [0.55, '#c2185b'],
          [1, '#ff8a50'],
        ],
        0,
        0,
        1,
        1,
      ) +
      linear(
        'wood',
        [
          [0, '#e0913f'],
          [0.5, '#b4612a'],
          [1, '#7a3a18'],
        ],
        0,
        0,
        1,
        1,
      );
    let staff = '';
    for (let i = 0; i < 5; i++) {
      const o = i * 18;
      staff += `<path d="M-20,${380 + o} C250,${250 + o} 520,${520 + o} 780,${380 + o} C960,${290 + o} 1100,${330 + o} 1220,${280 + o}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.35"/>`;
    }
    const note = (x, y, s, op = 0.9) => `<g transform="translate(${x},${y}) scale(${s})" fill="#ffffff" opacity="${op}">
<ellipse cx="0" cy="0" rx="22" ry="16" transform="rotate(-20)"/><rect x="16" y="-110" width="7" height="108"/>
<path d="M23,-110 C50,-90 62,-70 48,-40 C52,-66 40,-80 23,-84 Z"/></g>`;
    const beamed = (
      x,
      y,
      s,
      op = 0.9,
    ) => `<g transform="translate(${x},${y}) scale(${s})" fill="#ffffff" opacity="${op}">
<ellipse cx="0" cy="0" rx="22" ry="16" transform="rotate(-20)"/><ellipse cx="80" cy="-14" rx="22" ry="16" transform="rotate(-20 80 -14)"/>
<rect x="16" y="-110" width="7" height="108"/><rect x="96" y="-124" width="7" height="108"/>
<path d="M16,-112 L103,-126 L103,-104 L16,-90 Z"/></g>`;
    const violin = `<g transform="translate(400,400) rotate(-28) scale(200)">
<path d="M0,-0.72 C0.25,-0.73 0.36,-0.6 0.36,-0.42 C0.36,-0.26 0.24,-0.22 0.24,-0.1 C0.24,0.02 0.43,0.08 0.43,0.32 C0.43,0.58 0.25,0.73 0,0.73 C-0.25,0.73 -0.43,0.58 -0.43,0.32 C-0.43,0.08 -0.24,0.02 -0.24,-0.1 C-0.24,-0.22 -0.36,-0.26 -0.36,-0.42 C-0.36,-0.6 -0.25,-0.73 0,-0.72 Z" fill="url(#wood)" stroke="#4a1f0c" stroke-width="0.025"/>
<path d="M-0.2,-0.5 C-0.1,-0.62 0.12,-0.6 0.2,-0.5" stroke="#ffd49a" stroke-width="0.02" fill="none" opacity="0.55"/>
<path d="M-0.055,-1.38 L0.055,-1.38 L0.07,0.2 L-0.07,0.2 Z" fill="#2a1208"/>
<rect x="-0.06" y="-1.62" width="0.12" height="0.26" rx="0.03" fill="#5a2a10"/>
<circle cx="0" cy="-1.68" r="0.085" fill="#7a3a18" stroke="#4a1f0c" stroke-width="0.02"/>
<circle cx="0" cy="-1.68" r="0.035" fill="#4a1f0c"/>
<rect x="-0.12" y="-1.56" width="0.06" height="0.03" rx="0.01" fill="#2a1208"/><rect x="0.06" y="-1.5" width="0.06" height="0.03" rx="0.01" fill="#2a1208"/>
<rect x="-0.12" y="-1.46" width="0.06" height="0.03" rx="0.01" fill="#2a1208"/><rect x="0.06" y="-1.42" width="0.06" height="0.03" rx="0.01" fill="#2a1208"/>
<path d="M-0.15,-0.02 C-0.1,0.04 -0.18,0.14 -0.13,0.22 M0.15,-0.02 C0.1,0.04 0.18,0.14 0.13,0.22" stroke="#2a1208" stroke-width="0.02" fill="none" stroke-linecap="round"/>
<rect x="-0.11" y="0.22" width="0.22" height="0.03" rx="0.01" fill="#f0d2a0"/>
<path d="M-0.07,0.34 L0.07,0.34 L0.05,0.62 L-0.05,0.62 Z" fill="#2a1208"/>
<g stroke="#f5e6c8" stroke-width="0.007" opacity="0.9"><path d="M-0.04,-1.36 L-0.045,0.36"/><path d="M-0.014,-1.36 L-0.015,0.36"/><path d="M0.014,-1.36 L0.015,0.36"/><path d="M0.04,-1.36 L0.045,0.36"/></g>
</g>`;
    const bow = `<g transform="translate(440,380) rotate(38) scale(0.85)">
<rect x="-330" y="-6" width="660" height="8" rx="4" fill="#3b1a0a"/>
<path d="M-320,8 L320,8" stroke="#f7f0e0" stroke-width="5"/>
<rect x="-340" y="-14" width="36" height="26" rx="4" fill="#1e0d05"/></g>`;
    const body = `
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="950" cy="180" r="260" fill="#ffffff" opacity="0.06"/>
<circle cx="1000" cy="520" r="180" fill="#ffffff" opacity="0.06"/>
${staff}
${scatterDots(23, 40, [600, 40, 1180, 640], ['#ffe0b2', '#ffffff', '#ffd54f'], 2, 5, 0.5)}
${note(760, 300, 1, 0.95)}${beamed(880, 220, 0.9, 0.85)}${note(1040, 360, 0.75, 0.7)}
${beamed(880, 520, 0.7, 0.6)}${note(700, 520, 0.6, 0.5)}${note(1120, 180, 0.5, 0.5)}
<g opacity="0.35" transform="translate(14,16)"><g fill="#2b0a3d">
<g transform="translate(400,400) rotate(-28) scale(200)"><path d="M0,-0.72 C0.25,-0.73 0.36,-0.6 0.36,-0.42 C0.36,-0.26 0.24,-0.22 0.24,-0.1 C0.24,0.02 0.43,0.08 0.43,0.32 C0.43,0.58 0.25,0.73 0,0.73 C-0.25,0.73 -0.43,0.58 -0.43,0.32 C-0.43,0.08 -0.24,0.02 -0.24,-0.1 C-0.24,-0.22 -0.36,-0.26 -0.36,-0.42 C-0.36,-0.6 -0.25,-0.73 0,-0.72 Z"/></g></g></g>
${violin}
${bow}
`;
    return svg(defs, body);
  },

  /** Community development / housing: a street of colourful houses, one with a new roof and a ladder. */
  'safe-roofs.jpg': () => {
    const defs =
      linear('sky', [
        [0, '#bfe3ff'],
        [1, '#f3f9ff'],
      ]) +
      linear('newRoof', [
        [0, '#46617f'],
        [1, '#2a3d52'],
      ]);
    const BASE = 570;
    const house = (x, w, h, wall, roof, door, opts = {}) => {
      const top = BASE - h;
      const peak = top - w * 0.42;
      let s = `<g>`;
      s += `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${wall}"/>`;
      s += `<rect x="${x + w * 0.5}" y="${top}" width="${w * 0.5}" height="${h}" fill="#000000" opacity="0.06"/>`;
      s += `<rect x="${x}" y="${top}" width="${w}" height="10" fill="#000000" opacity="0.1"/>`;
      s += `<path d="M${x - 18},${top + 4} L${x + w / 2},${peak} L${x + w + 18},${top + 4} Z" fill="${roof}"/>`;
      if (opts.chimney) s += `<rect x="${x + w * 0.7}" y="${peak + 20}" width="22" height="50" fill="${roof}"/>`;
      if (opts.shine) {
        for (let i = 1; i < 6; i++) {
          const yy = peak + ((top + 4 - peak) * i) / 6;
          const dx = ((yy - peak) / (top + 4 - peak)) * (w / 2 + 18);
          s += `<path d="M${f(x + w / 2 - dx)},${f(yy)} L${f(x + w / 2 + dx)},${f(yy)}" stroke="#6d8db0" stroke-width="3" opacity="0.8"/>`;
        }
        s += `<path d="M${x + w / 2 + 16},${peak + 18} L${x + w / 2 + 70},${peak + 62}" stroke="#b9d6f2" stroke-width="7" stroke-linecap="round" opacity="0.9"/>`;
      }
      const win = (wx, wy, ww, wh) =>
        `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" rx="3" fill="#fdf3c4"/>` +
        `<path d="M${f(wx + ww / 2)},${f(wy)} l0,${f(wh)} M${f(wx)},${f(wy + wh / 2)} l${f(ww)},0" stroke="${wall}" stroke-width="4"/>` +
        `<rect x="${f(wx - 4)}" y="${f(wy + wh)}" width="${f(ww + 8)}" height="6" fill="#ffffff" opacity="0.7"/>`;
      s += win(x + w * 0.12, top + h * 0.16, w * 0.26, h * 0.24);
      s += win(x + w * 0.62, top + h * 0.16, w * 0.26, h * 0.24);
      s += win(x + w * 0.12, top + h * 0.56, w * 0.22, h * 0.22);
      s += `<rect x="${x + w * 0.52}" y="${top + h * 0.56}" width="${w * 0.22}" height="${h * 0.44}" rx="3" fill="${door}"/>`;
      s += `<circle cx="${x + w * 0.7}" cy="${top + h * 0.8}" r="4" fill="#f2d37a"/>`;
      s += `<rect x="${x + w * 0.46}" y="${BASE - 8}" width="${w * 0.34}" height="10" fill="#b9a58a"/>`;
      s += `<circle cx="${x + w * 0.5}" cy="${f(peak + (top - peak) * 0.58)}" r="${f(w * 0.065)}" fill="#fdf3c4"/>`;
      s += `</g>`;
      return s;
    };
    const r = rng(12);
    let flowers = '';
    for (let i = 0; i < 26; i++) {
      const x = 20 + r() * 1160;
      const y = 590 + r() * 70;
      const c = ['#ff6b6b', '#ffd166', '#ffffff', '#c77dff'][Math.floor(r() * 4)];
      flowers += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(4 + r() * 3)}" fill="${c}" opacity="0.9"/>`;
    }
    const body = `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(1060, 110, 52, '#ffe27a', '#ffd34d', 0.35)}
${cloud(170, 90, 1)}${cloud(600, 70, 0.75, '#ffffff', 0.85)}
<path d="M0,330 L50,330 L50,270 L110,270 L110,310 L170,310 L170,240 L230,240 L230,300 L320,300 L320,220 L370,220 L370,290 L460,290 L460,260 L560,260 L560,310 L700,310 L700,250 L760,250 L760,300 L880,300 L880,230 L950,230 L950,290 L1200,290 L1200,420 L0,420 Z" fill="#d6e5f2"/>
${wave(520, 8, 1, 0, '#a6d487')}
${roundTree(30, 575, 1.7, '#5aa469', '#3e7f4d')}
${house(70, 230, 200, '#f4a259', '#9c4a2f', '#5b3a29', { chimney: true })}
${house(360, 290, 250, '#f6f1e7', 'url(#newRoof)', '#2f7f7a', { shine: true })}
${roundTree(690, 575, 1.6, '#4c9a5e', '#357447')}
${house(730, 210, 185, '#5b8e7d', '#2f4f45', '#f4e285')}
${house(975, 220, 205, '#bc4b51', '#6b2a2e', '#f4e285', { chimney: true })}
${roundTree(1190, 578, 1.7, '#5aa469', '#3e7f4d')}
<g transform="translate(640,330) rotate(16)">
  <rect x="-4" y="0" width="11" height="250" fill="#c9a66b"/><rect x="58" y="0" width="11" height="250" fill="#c9a66b"/>
  ${[20, 60, 100, 140, 180, 220].map((y) => `<rect x="0" y="${y}" width="64" height="9" fill="#b08a4f"/>`).join('')}
</g>
<rect y="570" width="${W}" height="20" fill="#cfc8bb"/>
<rect y="588" width="${W}" height="${H - 588}" fill="#7dbb63"/>
<path d="M0,620 C300,606 800,640 1200,612 L1200,675 L0,675 Z" fill="#6aa853"/>
${flowers}
${heart(505, 120, 70, '#ff6b6b')}
`;
    return svg(defs, body);
  },

  /** Other / repair café: interlocking gears, a light bulb and crossed wrench and screwdriver on teal. */
  'westside-repair-cafe.jpg': () => {
    const defs =
      linear(
        'bg',
        [
          [0, '#175e5b'],
          [1, '#2a9d8f'],
        ],
        0,
        0,
        1,
        1,
      ) +
      radial(
        'bulb',
        [
          [0, '#fffbe0'],
          [0.6, '#ffe27a'],
          [1, '#f4b93a'],
        ],
        0.4,
        0.35,
        0.7,
      ) +
      radial('glow', [
        [0, '#ffe27a', 0.55],
        [1, '#ffe27a', 0],
      ]) +
      linear(
        'steel',
        [
          [0, '#f1f5f7'],
          [1, '#b9c7cd'],
        ],
        0,
        0,
        1,
        0,
      ) +
      `<mask id="jaw"><rect x="-100" y="-100" width="200" height="420" fill="#ffffff"/><rect x="-17" y="-90" width="34" height="62" fill="#000000"/></mask>`;
    const wrench = `<g mask="url(#jaw)">
  <circle cx="0" cy="-30" r="46" fill="url(#steel)"/>
  <rect x="-17" y="-10" width="34" height="250" rx="16" fill="url(#steel)"/>
  <circle cx="0" cy="222" r="9" fill="#264653" opacity="0.5"/></g>`;
    const screwdriver = `<g>
  <rect x="-5" y="-120" width="10" height="150" fill="#c8d3d8"/>
  <path d="M-5,-120 L5,-120 L2,-138 L-2,-138 Z" fill="#9fb0b7"/>
  <rect x="-22" y="30" width="44" height="130" rx="18" fill="#e76f51"/>
  <rect x="-10" y="44" width="6" height="100" rx="3" fill="#ffffff" opacity="0.3"/>
  <rect x="4" y="44" width="6" height="100" rx="3" fill="#000000" opacity="0.15"/></g>`;
    const body = `
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${scatterDots(31, 36, [0, 0, W, H], ['#ffffff', '#bfe8e2'], 2, 6, 0.25)}
<circle cx="820" cy="240" r="230" fill="url(#glow)"/>
<g opacity="0.25">${gear(230, 560, 230, 190, 14, 90, '#0f4744', 6)}</g>
${gear(330, 300, 170, 138, 12, 56, '#e9c46a', 0)}
<circle cx="330" cy="300" r="100" fill="none" stroke="#d4a94a" stroke-width="10"/>
${gear(538, 452, 112, 88, 9, 36, '#f4a261', 12)}
${gear(540, 170, 78, 60, 8, 24, '#e76f51', 4)}
<g transform="translate(820,240)">
  <path d="M-90,-20 A90,90 0 1 1 60,46 C44,60 40,76 40,96 L-40,96 C-40,76 -44,60 -60,46 A90,90 0 0 1 -90,-20 Z" fill="url(#bulb)"/>
  <path d="M-16,96 L-16,40 M16,96 L16,40 M-16,40 C-16,16 16,16 16,40" stroke="#e0a030" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M-16,28 q8,-10 16,0 q8,10 16,0" stroke="#f6c04a" stroke-width="4" fill="none"/>
  <rect x="-44" y="96" width="88" height="18" rx="8" fill="#8aa1a8"/>
  <rect x="-40" y="116" width="80" height="16" rx="8" fill="#a9bcc2"/>
  <rect x="-36" y="134" width="72" height="16" rx="8" fill="#8aa1a8"/>
  <path d="M-16,154 L16,154 L8,168 L-8,168 Z" fill="#5b6f75"/>
  <path d="M-52,-82 A60,60 0 0 1 -10,-110" stroke="#ffffff" stroke-width="12" fill="none" stroke-linecap="round" opacity="0.7"/>
  ${[-150, -110, -70, -30, 10]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      return `<line x1="${f(Math.cos(a) * 130)}" y1="${f(Math.sin(a) * 130 - 20)}" x2="${f(Math.cos(a) * 170)}" y2="${f(Math.sin(a) * 170 - 20)}" stroke="#ffe27a" stroke-width="9" stroke-linecap="round" opacity="0.85"/>`;
    })
    .join('')}
</g>
<ellipse cx="1010" cy="640" rx="170" ry="14" fill="#0f4744" opacity="0.35"/>
<g transform="translate(1010,520) rotate(-38)">${wrench}</g>
<g transform="translate(1010,520) rotate(36)">${screwdriver}</g>
`;
    return svg(defs, body);
  },

  /** Education / reading: a bookcase, a stack of books with an open book and a reading lamp. */
  'hopkins-reading.jpg': () => {
    const defs =
      linear(
        'bg',
        [
          [0, '#fff2d4'],
          [1, '#ffd9a0'],
        ],
        0,
        0,
        1,
        1,
      ) +
      linear(
        'wood',
        [
          [0, '#b7794a'],
          [1, '#8c5633'],
        ],
        0,
        0,
        1,
        0,
      ) +
      radial('light', [
        [0, '#fff6c8', 0.9],
        [1, '#fff6c8', 0],
      ]) +
      `<clipPath id="win"><rect x="520" y="70" width="240" height="210" rx="10"/></clipPath>`;
    const palette = ['#e76f51', '#2a9d8f', '#e9c46a', '#264653', '#f4a261', '#8e7dbe', '#5fa8d3', '#d1495b', '#66a182'];
    const r = rng(77);
    let shelves = '';
    for (let row = 0; row < 3; row++) {
      const baseY = 250 + row * 140;
      let x = 112;
      while (x < 440) {
        const w = 18 + Math.floor(r() * 18);
        const h = 80 + Math.floor(r() * 36);
        if (x + w > 448) break;
        const c = palette[Math.floor(r() * palette.length)];
        const lean = r() > 0.9 && x < 400;
        shelves += `<g ${lean ? `transform="rotate(-8 ${x} ${baseY})"` : ''}><rect x="${x}" y="${baseY - h}" width="${w}" height="${h}" rx="2" fill="${c}"/>`;
        shelves += `<rect x="${x + 3}" y="${baseY - h + 10}" width="${w - 6}" height="4" fill="#ffffff" opacity="0.45"/><rect x="${x + 3}" y="${baseY - 20}" width="${w - 6}" height="4" fill="#ffffff" opacity="0.3"/></g>`;
        x += w + 3;
      }
    }
    const stack = [
      [700, 600, 300, 44, '#264653'],
      [716, 556, 270, 40, '#e76f51'],
      [690, 516, 290, 40, '#2a9d8f'],
      [724, 476, 250, 38, '#e9c46a'],
    ]
      .map(
        ([x, y, w, h, c]) =>
          `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="6" fill="${c}"/><rect x="${x + w - 26}" y="${y - h + 6}" width="20" height="${h - 12}" rx="3" fill="#fffaf0"/><rect x="${x + 14}" y="${y - h / 2 - 3}" width="${w * 0.5}" height="6" rx="3" fill="#ffffff" opacity="0.35"/>`,
      )
      .join('');
    const body = `
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect x="520" y="70" width="240" height="210" rx="10" fill="#bfe3f5"/>
<rect x="520" y="70" width="240" height="210" rx="10" fill="none" stroke="#ffffff" stroke-width="12"/>
<path d="M640,70 L640,280 M520,175 L760,175" stroke="#ffffff" stroke-width="10"/>
<g clip-path="url(#win)">
  ${sun(700, 130, 28, '#ffe27a', '#ffd34d', 0.3)}
  ${hill(480, 820, 600, 200, 290, '#9ed39a')}
  ${hill(560, 900, 730, 220, 290, '#7fc07f')}
</g>
<rect y="600" width="${W}" height="${H - 600}" fill="#e8b27a"/>
<rect y="600" width="${W}" height="10" fill="#d49a62"/>
<g>
  <rect x="90" y="90" width="380" height="520" rx="10" fill="url(#wood)"/>
  <rect x="106" y="104" width="348" height="490" rx="4" fill="#6e4227"/>
  ${[250, 390, 530].map((y) => `<rect x="100" y="${y}" width="360" height="14" fill="#c58a57"/>`).join('')}
  ${shelves}
</g>
<circle cx="1040" cy="330" r="210" fill="url(#light)"/>
<g>
  <path d="M1120,600 L1120,300 C1120,220 1060,190 1010,210" stroke="#37474f" stroke-width="12" fill="none" stroke-linecap="round"/>
  <ellipse cx="1120" cy="604" rx="56" ry="12" fill="#37474f"/>
  <path d="M960,200 L1060,200 L1040,250 L980,250 Z" transform="rotate(-20 1010 225)" fill="#e76f51"/>
</g>
<ellipse cx="850" cy="610" rx="220" ry="16" fill="#b57a46" opacity="0.5"/>
${stack}
<g transform="translate(850,430)">
  <path d="M0,0 C-50,-24 -120,-26 -170,-8 L-170,-8 L-160,26 C-110,10 -50,14 0,34 Z" fill="#fffaf0"/>
  <path d="M0,0 C50,-24 120,-26 170,-8 L160,26 C110,10 50,14 0,34 Z" fill="#fff3dc"/>
  <path d="M0,0 L0,34" stroke="#d8c8a8" stroke-width="3"/>
  <g stroke="#cdbb98" stroke-width="3" opacity="0.8"><path d="M-140,0 C-100,-12 -60,-10 -24,2"/><path d="M-140,12 C-100,0 -60,2 -24,14"/><path d="M24,2 C60,-10 100,-12 140,0"/><path d="M24,14 C60,2 100,0 140,12"/></g>
</g>
${scatterDots(8, 16, [560, 300, 1000, 420], ['#f4a261', '#e9c46a', '#2a9d8f'], 3, 7, 0.7)}
<g transform="translate(620,330)" fill="#f4a261" opacity="0.9">
  <path d="M0,-18 L5,-5 L18,-5 L8,3 L12,16 L0,8 L-12,16 L-8,3 L-18,-5 L-5,-5 Z"/>
</g>
<g transform="translate(1000,380) scale(0.8)" fill="#e9c46a">
  <path d="M0,-18 L5,-5 L18,-5 L8,3 L12,16 L0,8 L-12,16 L-8,3 L-18,-5 L-5,-5 Z"/>
</g>
<ellipse cx="560" cy="640" rx="110" ry="26" fill="#8e7dbe"/>
<ellipse cx="560" cy="630" rx="96" ry="18" fill="#a596d1"/>
`;
    return svg(defs, body);
  },

  /** Education / nursing: graduation cap above a stethoscope looped into a heart, soft blue. */
  'gulu-nursing.jpg': () => {
    const defs =
      linear(
        'bg',
        [
          [0, '#e3f2fb'],
          [1, '#b5dcf2'],
        ],
        0,
        0,
        1,
        1,
      ) +
      linear('cap', [
        [0, '#2d3f6b'],
        [1, '#1b2748'],
      ]) +
      radial(
        'chest',
        [
          [0, '#ffffff'],
          [0.5, '#d7e1e8'],
          [1, '#8fa3b0'],
        ],
        0.35,
        0.35,
        0.7,
      );
    const plus = (x, y, s, c, op) =>
      `<path transform="translate(${x},${y}) scale(${s})" d="M-6,-20 L6,-20 L6,-6 L20,-6 L20,6 L6,6 L6,20 L-6,20 L-6,6 L-20,6 L-20,-6 L-6,-6 Z" fill="${c}" opacity="${op}"/>`;
    const body = `
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="600" cy="360" r="290" fill="#ffffff" opacity="0.35"/>
<circle cx="600" cy="360" r="220" fill="#ffffff" opacity="0.3"/>
${plus(170, 140, 1.4, '#ffffff', 0.8)}${plus(1040, 170, 1.1, '#ffffff', 0.7)}${plus(1080, 520, 1.6, '#ffffff', 0.6)}
${plus(230, 520, 1, '#7cc6e8', 0.6)}${plus(960, 380, 0.8, '#7cc6e8', 0.6)}
${scatterDots(14, 30, [0, 0, W, H], ['#ffffff', '#9fd3ee'], 3, 7, 0.5)}
<rect x="370" y="520" width="460" height="56" rx="8" fill="#2a9d8f"/>
<rect x="390" y="510" width="420" height="16" rx="6" fill="#fffaf0"/>
<rect x="350" y="574" width="500" height="50" rx="8" fill="#e76f51"/>
<rect x="370" y="566" width="460" height="14" rx="6" fill="#fffaf0"/>
<ellipse cx="600" cy="632" rx="270" ry="14" fill="#6a9fc0" opacity="0.4"/>
<g fill="none" stroke-linecap="round">
  <path d="M600,470 C480,420 400,350 410,270 C420,200 500,180 560,230 C580,245 590,260 600,280" stroke="#2a6f97" stroke-width="22"/>
  <path d="M600,280 C610,260 620,245 640,230 C700,180 780,200 790,270 C800,350 720,420 600,470" stroke="#2a6f97" stroke-width="22"/>
  <path d="M600,470 C640,500 720,500 760,470" stroke="#2a6f97" stroke-width="18"/>
</g>
<circle cx="790" cy="460" r="44" fill="url(#chest)" stroke="#6c8796" stroke-width="6"/>
<circle cx="790" cy="460" r="22" fill="#c7d3db" stroke="#8fa3b0" stroke-width="4"/>
<g transform="translate(600,62) scale(0.72)">
  <path d="M-130,40 L-130,110 C-80,140 80,140 130,110 L130,40 Z" fill="url(#cap)"/>
  <path d="M0,-40 L250,30 L0,100 L-250,30 Z" fill="#2d3f6b"/>
  <path d="M0,-40 L250,30 L0,100 Z" fill="#3a5186" opacity="0.6"/>
  <circle cx="0" cy="30" r="12" fill="#f2b84b"/>
  <path d="M0,30 C80,40 170,56 190,74 L190,150" stroke="#f2b84b" stroke-width="6" fill="none"/>
  <path d="M178,150 L202,150 L210,200 L170,200 Z" fill="#f2b84b"/>
</g>
`;
    return svg(defs, body);
  },

  /** Community development / garden: hoop greenhouse, raised beds with vegetables, city skyline. */
  'harambee-garden.jpg': () => {
    const defs =
      linear('sky', [
        [0, '#fff0c9'],
        [1, '#e2f4e4'],
      ]) +
      linear(
        'glass',
        [
          [0, '#ffffff', 0.75],
          [1, '#d8f0ea', 0.55],
        ],
        0,
        0,
        1,
        1,
      ) +
      linear('soil', [
        [0, '#6b4630'],
        [1, '#4e3222'],
      ]);
    let skyline = '';
    const r = rng(101);
    let x = 0;
    while (x < W) {
      const w = 40 + r() * 70;
      const h = 60 + r() * 150;
      skyline += `<rect x="${f(x)}" y="${f(400 - h)}" width="${f(w)}" height="${f(h)}" fill="#c8d6dc"/>`;
      x += w + 6;
    }
    const bed = (x, y, w, plants) => {
      let s = `<rect x="${x}" y="${y}" width="${w}" height="46" rx="4" fill="#a4683f"/><rect x="${x}" y="${y}" width="${w}" height="10" rx="3" fill="#c58452"/><rect x="${x + 6}" y="${y + 2}" width="${w - 12}" height="8" fill="url(#soil)"/>`;
      s += plants;
      return s;
    };
    const lettuce = (x, y) =>
      `<g transform="translate(${x},${y})"><circle cx="0" cy="-10" r="16" fill="#6cc24a"/><circle cx="-12" cy="-4" r="11" fill="#8bd45f"/><circle cx="12" cy="-4" r="11" fill="#5aa83c"/></g>`;
    const carrot = (x, y) =>
      `<g transform="translate(${x},${y})"><path d="M-4,0 C-10,-14 -14,-30 -6,-34 M4,0 C10,-16 14,-28 6,-36 M0,0 L0,-38" stroke="#3f9a3a" stroke-width="5" stroke-linecap="round" fill="none"/><path d="M-8,2 L8,2 L0,16 Z" fill="#f08a24"/></g>`;
    const tomato = (x, y) =>
      `<g transform="translate(${x},${y})"><path d="M0,0 L0,-70" stroke="#4d8f35" stroke-width="5"/><path d="M0,-30 C-20,-40 -30,-30 -34,-20 M0,-50 C20,-60 30,-50 34,-40" stroke="#4d8f35" stroke-width="4" fill="none"/><ellipse cx="-22" cy="-54" rx="14" ry="8" fill="#5aa83c"/><ellipse cx="22" cy="-30" rx="14" ry="8" fill="#5aa83c"/><circle cx="-14" cy="-22" r="10" fill="#e63946"/><circle cx="14" cy="-46" r="9" fill="#e63946"/><circle cx="8" cy="-14" r="8" fill="#f4a261"/></g>`;
    let ribs = '';
    for (let i = 0; i < 6; i++) {
      const xx = 700 + i * 70;
      ribs += `<path d="M${xx},430 L${xx},430" stroke="#ffffff"/>`;
    }
    const body = `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(200, 120, 58, '#ffd95a', '#ffc93c', 0.35)}
${cloud(520, 90, 0.9)}${cloud(980, 70, 0.7, '#ffffff', 0.8)}
${skyline}
<rect y="392" width="${W}" height="20" fill="#b9c9cf"/>
<rect y="410" width="${W}" height="${H - 410}" fill="#94c973"/>
<rect y="470" width="${W}" height="${H - 470}" fill="#86bd62"/>
<g stroke="#ffffff" stroke-width="5" opacity="0.9">
  ${Array.from({ length: 24 }, (_, i) => `<path d="M${i * 52 + 10},380 L${i * 52 + 10},440"/>`).join('')}
  <path d="M0,396 L1200,396"/><path d="M0,426 L1200,426"/>
</g>
<g transform="translate(860,470)">
  <path d="M-240,0 L-240,-90 A240,190 0 0 1 240,-90 L240,0 Z" fill="url(#glass)" stroke="#ffffff" stroke-width="6"/>
  ${[-160, -80, 0, 80, 160].map((dx) => `<path d="M${dx},0 L${dx},${-90 - Math.sqrt(Math.max(0, 1 - (dx / 240) ** 2)) * 190 + 4}" stroke="#d9ece6" stroke-width="5"/>`).join('')}
  <path d="M-240,-90 A240,190 0 0 1 240,-90" stroke="#c4dfd6" stroke-width="8" fill="none"/>
  <rect x="-50" y="-120" width="100" height="120" rx="6" fill="#ffffff" opacity="0.55"/>
  ${lettuce(-160, -10)}${lettuce(-110, -14)}${tomato(120, 0)}${tomato(180, 0)}
  <ellipse cx="0" cy="8" rx="260" ry="12" fill="#5c8f3f" opacity="0.4"/>
</g>
${bed(80, 560, 280, lettuce(120, 566) + lettuce(180, 566) + lettuce(240, 566) + lettuce(300, 566))}
${bed(420, 580, 300, carrot(470, 584) + carrot(520, 584) + carrot(570, 584) + carrot(620, 584) + carrot(670, 584))}
${bed(780, 600, 340, tomato(830, 604) + tomato(920, 604) + tomato(1010, 604) + lettuce(1080, 606))}
${bed(110, 470, 230, carrot(150, 474) + carrot(200, 474) + carrot(250, 474) + carrot(300, 474))}
${ribs}
<g transform="translate(470,470)">
  <rect x="-40" y="-100" width="80" height="100" fill="#8c5a3c"/>
  <path d="M-52,-96 L0,-136 L52,-96 Z" fill="#5d3a26"/>
  <rect x="-14" y="-60" width="28" height="60" fill="#5d3a26"/>
</g>
`;
    return svg(defs, body);
  },

  /** Default image: an abstract "giving" composition with a heart, rings and confetti. */
  /** Environment (euro campaign): granite peaks, a burned slope on the left, young oaks coming back on the right. */
  'estrela-forest.jpg': () => {
    const defs =
      linear('sky', [
        [0, '#a9cfe8'],
        [0.75, '#eaf4f4'],
        [1, '#f7f6ee'],
      ]) +
      linear('burn', [
        [0, '#6b5a4c'],
        [1, '#3f342c'],
      ]) +
      linear('leaf', [
        [0, '#9bd36f'],
        [1, '#3f8f3a'],
      ]);
    const charred = [90, 150, 215, 270, 330, 395]
      .map(
        (x, i) =>
          `<rect x="${x}" y="${404 + (i % 3) * 14}" width="9" height="${96 - (i % 2) * 26}" rx="3" fill="#2b221c"/>` +
          `<path d="M${x + 4},${440 + (i % 3) * 10} l-22,-20 M${x + 5},${424 + (i % 3) * 12} l18,-18" stroke="#2b221c" stroke-width="5" stroke-linecap="round"/>`,
      )
      .join('');
    const saplings = [640, 720, 800, 880, 960, 1050, 1130]
      .map((x, i) => roundTree(x, 520 + (i % 3) * 22, 0.5 + (i % 4) * 0.12, '#5fae57', '#2f7a3a'))
      .join('');
    const body = `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(960, 120, 56, '#fff3c4', '#ffe59a', 0.35)}
${cloud(240, 100, 1)}${cloud(660, 70, 0.7, '#ffffff', 0.85)}
<path d="M0,360 L180,210 L300,290 L470,150 L640,300 L800,190 L1000,320 L1200,230 L1200,420 L0,420 Z" fill="#9aa7b4"/>
<path d="M470,150 L520,196 L498,206 L470,186 L444,204 L430,186 Z" fill="#eef1f4" opacity="0.9"/>
<path d="M800,190 L846,232 L822,238 L800,222 L782,236 L770,222 Z" fill="#eef1f4" opacity="0.85"/>
${hill(-120, 620, 250, 360, 560, 'url(#burn)')}
${hill(480, 1320, 920, 340, 560, '#7dbb6a')}
${wave(520, 14, 1.2, 0.4, '#5a9f4f')}
${charred}
${saplings}
${wave(600, 12, 0.8, 2.6, '#3f8a45')}
<g transform="translate(560,470)">
  <ellipse cx="0" cy="120" rx="110" ry="16" fill="#2c5e2e" opacity="0.4"/>
  <path d="M0,120 C-4,60 4,10 0,-40" stroke="#5b3f2a" stroke-width="12" fill="none" stroke-linecap="round"/>
  <path d="M0,-10 C-60,-30 -100,-90 -96,-150 C-40,-140 -4,-90 0,-10 Z" fill="url(#leaf)"/>
  <path d="M0,-30 C56,-60 96,-120 92,-176 C36,-166 2,-112 0,-30 Z" fill="url(#leaf)"/>
  <path d="M-10,-30 C-40,-60 -70,-100 -86,-140" stroke="#e8f6d8" stroke-width="5" fill="none" opacity="0.7" stroke-linecap="round"/>
</g>
`;
    return svg(defs, body);
  },

  /** Disaster relief (yen campaign): a calm sea, a coastal village of tiled roofs, a steaming bowl and a heart. */
  'noto-relief.jpg': () => {
    const defs =
      linear('sky', [
        [0, '#f7c9a4'],
        [0.6, '#fde8d2'],
        [1, '#fff6ea'],
      ]) +
      linear('sea', [
        [0, '#5fa8d3'],
        [1, '#1f5f8f'],
      ]) +
      linear('bowl', [
        [0, '#d84a3a'],
        [1, '#8f231b'],
      ]);
    const houses = [560, 650, 745, 840, 935, 1030, 1120]
      .map((x, i) => {
        const y = 392 + (i % 3) * 12;
        const w = 74 + (i % 2) * 14;
        return `<g transform="translate(${x},${y})">
  <rect x="${-w / 2}" y="0" width="${w}" height="52" fill="${i % 2 ? '#efe3cf' : '#e4d5bd'}"/>
  <path d="M${-w / 2 - 14},4 L0,-30 L${w / 2 + 14},4 Z" fill="#3b4250"/>
  <path d="M${-w / 2 - 14},4 L${w / 2 + 14},4" stroke="#262b35" stroke-width="5"/>
  <rect x="-9" y="22" width="18" height="30" fill="#7a5a40"/>
</g>`;
      })
      .join('');
    const steam = [-40, 0, 40]
      .map(
        (dx) =>
          `<path d="M${dx},-70 C${dx - 20},-100 ${dx + 20},-120 ${dx},-150" stroke="#ffffff" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.85"/>`,
      )
      .join('');
    const body = `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(250, 190, 70, '#ffd9a8', '#ffc58a', 0.4)}
${cloud(720, 90, 0.9, '#ffffff', 0.8)}${cloud(1040, 150, 0.7, '#ffffff', 0.75)}
${hill(380, 1300, 880, 250, 430, '#6f9a6a')}
${hill(700, 1400, 1180, 300, 430, '#5c8a5a')}
${wave(470, 6, 2, 0.3, 'url(#sea)')}
<path d="M470,452 C600,420 1000,420 1200,430 L1200,500 L470,500 Z" fill="#c9b48e"/>
${houses}
${wave(500, 10, 2.4, 1.1, '#2f78a8', 'opacity="0.95"')}
${wave(560, 12, 1.8, 2.4, '#1f5f8f')}
${wave(620, 12, 1.4, 3.6, '#174b72')}
<path d="M0,440 C150,424 380,436 500,476 C590,506 630,580 660,${H} L0,${H} Z" fill="#8c7a66"/>
<g transform="translate(330,520)">
  <ellipse cx="0" cy="92" rx="150" ry="18" fill="#0f3550" opacity="0.45"/>
  ${steam}
  <ellipse cx="0" cy="-40" rx="130" ry="28" fill="#fbf3e4"/>
  <path d="M-130,-40 A130,120 0 0 0 130,-40 Z" fill="url(#bowl)"/>
  <ellipse cx="0" cy="-40" rx="120" ry="22" fill="#f1d9a8"/>
  <path d="M-60,-44 C-30,-54 30,-54 60,-44" stroke="#e0b870" stroke-width="6" fill="none"/>
  <rect x="-40" y="70" width="80" height="18" rx="6" fill="#8f231b"/>
  <path d="M70,-120 L170,-190 M90,-112 L186,-176" stroke="#b88a5a" stroke-width="8" stroke-linecap="round"/>
</g>
${heart(1010, 560, 150, '#e2574c', 'opacity="0.95"')}
`;
    return svg(defs, body);
  },

  'default-campaign.jpg': () => {
    const defs =
      linear(
        'bg',
        [
          [0, '#6d3fd6'],
          [0.55, '#a855f7'],
          [1, '#f97316'],
        ],
        0,
        0,
        1,
        1,
      ) +
      linear('heartG', [
        [0, '#ffffff'],
        [1, '#ffe3d1'],
      ]) +
      radial('glow', [
        [0, '#ffffff', 0.4],
        [1, '#ffffff', 0],
      ]);
    const r = rng(2024);
    let confetti = '';
    const colors = ['#ffd166', '#ffffff', '#ff9f6b', '#c4b5fd', '#fde68a'];
    for (let i = 0; i < 60; i++) {
      const x = r() * W;
      const y = r() * H;
      const d = Math.hypot(x - 600, y - 330);
      if (d < 230) continue;
      const c = colors[Math.floor(r() * colors.length)];
      const rot = Math.floor(r() * 180);
      confetti +=
        r() > 0.5
          ? `<rect x="${f(x)}" y="${f(y)}" width="${f(8 + r() * 10)}" height="${f(4 + r() * 4)}" rx="2" fill="${c}" opacity="0.75" transform="rotate(${rot} ${f(x)} ${f(y)})"/>`
          : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(3 + r() * 5)}" fill="${c}" opacity="0.7"/>`;
    }
    const body = `
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="600" cy="330" r="330" fill="url(#glow)"/>
${[300, 250, 200].map((rr, i) => `<circle cx="600" cy="330" r="${rr}" fill="none" stroke="#ffffff" stroke-width="${3 - i * 0.5}" opacity="${0.15 + i * 0.05}"/>`).join('')}
${wave(560, 22, 1.1, 0.8, '#ffffff', 'opacity="0.12"')}
${wave(600, 18, 0.9, 2.4, '#ffffff', 'opacity="0.12"')}
${confetti}
${heart(612, 352, 330, '#4c1d95', 'opacity="0.25"')}
${heart(600, 340, 330, 'url(#heartG)')}
${heart(600, 330, 150, '#f97316', 'opacity="0.9"')}
<path d="M480,230 C500,200 540,190 566,205" stroke="#ffffff" stroke-width="14" fill="none" stroke-linecap="round" opacity="0.8"/>
`;
    return svg(defs, body);
  },
};

// ---------------------------------------------------------------------------------------------

async function render(name, makeSvg) {
  const svgText = makeSvg();
  let quality = 72;
  for (;;) {
    const buf = await sharp(Buffer.from(svgText))
      .resize(W, H)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, progressive: true, mozjpeg: true })
      .toBuffer();
    if (buf.length <= MAX_BYTES || quality <= 50) {
      await writeFile(path.join(outDir, name), buf);
      return { name, bytes: buf.length, quality };
    }
    quality -= 4;
  }
}

const filter = process.argv[2];
await mkdir(outDir, { recursive: true });
for (const [name, make] of Object.entries(scenes)) {
  if (filter && !name.includes(filter)) continue;
  const { bytes, quality } = await render(name, make);
  const flag = bytes > MAX_BYTES ? '  (TOO LARGE)' : '';
  console.log(`${name.padEnd(28)} ${(bytes / 1024).toFixed(1).padStart(6)} KB  q${quality}${flag}`);
}
