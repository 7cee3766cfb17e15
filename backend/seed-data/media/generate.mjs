// Draws the images of the typed sample items (ECG strips, growth charts, fundus, skin, chest film and
// peak-flow diagrams) from simple models, so that every image is the project's own and can be redrawn.
// Plain Node, no dependency, deterministic: `node backend/seed-data/media/generate.mjs` rewrites the SVGs
// beside this file (or in the folder given as its argument). Items point at them as /media/samples/<name>.svg.
// File names are neutral (ecg-rhythm-01, fundus-02…): the player receives the address before the key is revealed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const OUT_DIR = process.argv[2] ? pathToFileURL(`${process.argv[2].replace(/\/+$/, '')}/`) : new URL('.', import.meta.url);
mkdirSync(OUT_DIR, { recursive: true });
const f1 = (n) => (Math.round(n * 10) / 10).toString();
const g = (t, c, s) => Math.exp(-0.5 * ((t - c) / s) ** 2);
const sig = (x) => 1 / (1 + Math.exp(-x));

/** A small deterministic generator, so that "random" haemorrhages and RR intervals are the same on every run. */
function lcg(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

function svg(width, height, title, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" font-family="Helvetica, Arial, sans-serif">\n<title>${title}</title>\n${body}\n</svg>\n`;
}

// ---------- ECG: 25 mm/s and 10 mm/mV, 4 px per mm ----------
const MM = 4;
const PX_PER_S = 25 * MM;
const PX_PER_MV = 10 * MM;

/**
 * One lead's voltage (mV) at time t: each QRS (onset times in `qrs`) carries its Q, R, S, ST and T; each
 * P wave (onset times in `p`) its own hump, so P waves can march through independently of the QRS.
 */
function leadSignal({ p = [], qrs = [], lead, beat, baseline = () => 0 }) {
  const { qrsMs = 90, qtMs = 380, tSigmaMs = 45 } = beat;
  const w = qrsMs / 1000;
  const qt = qtMs / 1000;
  const ts = tSigmaMs / 1000;
  const { pA = 0.15, qA = 0, rA = 1, sA = -0.2, tA = 0.3, st = 0, deltaA = 0 } = lead;
  return (t) => {
    let v = baseline(t);
    for (const p0 of p) if (Math.abs(t - p0) < 0.3) v += pA * g(t - p0, 0.05, 0.022);
    for (const q0 of qrs) {
      const tau = t - q0;
      if (tau < -0.1 || tau > qt + 0.3) continue;
      v += qA * g(tau, 0.15 * w, 0.08 * w) + rA * g(tau, (deltaA ? 0.6 : 0.45) * w, (deltaA ? 0.1 : 0.14) * w) + sA * g(tau, 0.78 * w, 0.12 * w);
      // The delta wave: a slow ramp from QRS onset, on which the R wave then rises.
      if (deltaA) v += deltaA * (tau < 0 ? 0 : tau < 0.5 * w ? tau / (0.5 * w) : g(tau, 0.5 * w, 0.12 * w));
      v += st * sig((tau - w + 0.005) / 0.006) * (1 - sig((tau - (qt - 2.2 * ts)) / 0.025));
      v += tA * g(tau, qt - 2.6 * ts, ts);
    }
    return v;
  };
}

function gridDefs() {
  return `<defs><pattern id="mm" width="${MM}" height="${MM}" patternUnits="userSpaceOnUse"><path d="M${MM} 0H0V${MM}" fill="none" stroke="#f6c9c9" stroke-width="0.5"/></pattern>` +
    `<pattern id="grid" width="${5 * MM}" height="${5 * MM}" patternUnits="userSpaceOnUse"><rect width="${5 * MM}" height="${5 * MM}" fill="url(#mm)"/><path d="M${5 * MM} 0H0V${5 * MM}" fill="none" stroke="#e48a8a" stroke-width="1"/></pattern></defs>`;
}

/** A trace of `fn` from time `t0` for `seconds`, its baseline at (x, y). */
function trace(fn, t0, seconds, x, y) {
  const step = 0.004;
  let d = '';
  for (let t = 0; t <= seconds + 1e-9; t += step) d += `${d ? 'L' : 'M'}${f1(x + t * PX_PER_S)} ${f1(y - fn(t0 + t) * PX_PER_MV)}`;
  return `<path d="${d}" fill="none" stroke="#111" stroke-width="1.3" stroke-linejoin="round"/>`;
}

const calibration = (x, y) => `<path d="M${x} ${y}h${MM}v${-PX_PER_MV}h${5 * MM}v${PX_PER_MV}h${MM}" fill="none" stroke="#111" stroke-width="1.3"/>`;
const label = (x, y, text, size = 14) => `<text x="${x}" y="${y}" font-size="${size}" fill="#111">${text}</text>`;
const ECG_FOOTER = '25 mm/s · 10 mm/mV · schematic ECG drawn by MedPrep from a waveform model';

/** A 10-second single-lead rhythm strip. */
function rhythmStrip(name, leadName, signal) {
  const left = 12 * MM;
  const width = left + 250 * MM + 2 * MM;
  const height = 45 * MM;
  const base = 28 * MM;
  const body = [
    gridDefs(),
    `<rect width="${width}" height="${height}" fill="#fff"/><rect width="${width}" height="${height - 5 * MM}" fill="url(#grid)"/>`,
    calibration(2 * MM, base),
    label(left + 2 * MM, 6 * MM, leadName),
    trace(signal, 0, 10, left, base),
    label(2 * MM, height - 1.5 * MM, ECG_FOOTER, 12),
  ].join('\n');
  writeFileSync(new URL(`${name}.svg`, OUT_DIR), svg(width, height, `ECG rhythm strip, ${leadName}`, body));
}

/** A 12-lead ECG: 3 rows × 4 columns of 2.5 s, and a 10-second lead II rhythm strip. */
function twelveLead(name, rhythm, leads, beat) {
  const layout = [['I', 'aVR', 'V1', 'V4'], ['II', 'aVL', 'V2', 'V5'], ['III', 'aVF', 'V3', 'V6']];
  const left = 12 * MM;
  const rowH = 35 * MM;
  const width = left + 250 * MM + 2 * MM;
  const height = 4 * rowH + 8 * MM;
  const parts = [gridDefs(), `<rect width="${width}" height="${height}" fill="#fff"/><rect width="${width}" height="${4 * rowH + 2 * MM}" fill="url(#grid)"/>`];
  const signalOf = (lead) => leadSignal({ ...rhythm, lead: leads[lead], beat });
  layout.forEach((row, r) => {
    const base = r * rowH + 22 * MM;
    parts.push(calibration(2 * MM, base));
    row.forEach((lead, c) => {
      const x = left + c * 62.5 * MM;
      parts.push(label(x + MM, r * rowH + 6 * MM, lead), trace(signalOf(lead), c * 2.5, 2.5, x, base));
      if (c > 0) parts.push(`<path d="M${x} ${base - 3 * MM}v${6 * MM}" stroke="#111" stroke-width="1.3"/>`);
    });
  });
  const base = 3 * rowH + 22 * MM;
  parts.push(calibration(2 * MM, base), label(left + MM, 3 * rowH + 6 * MM, 'II (rhythm)'), trace(signalOf('II'), 0, 10, left, base));
  parts.push(label(2 * MM, height - 2 * MM, ECG_FOOTER, 12));
  writeFileSync(new URL(`${name}.svg`, OUT_DIR), svg(width, height, '12-lead ECG', parts.join('\n')));
}

const regular = (rateBpm, seconds = 10.5, firstQrs = 0.3, prMs = 160) => {
  const rr = 60 / rateBpm;
  const qrs = [];
  for (let t = firstQrs; t < seconds; t += rr) qrs.push(t);
  return { qrs, p: qrs.map((q) => q - prMs / 1000) };
};

function drawEcgs() {
  // Complete heart block: atria at 88/min, a broad ventricular escape at 38/min, no relation between them.
  const pOnly = [];
  for (let t = 0.1; t < 10.5; t += 0.68) pOnly.push(t);
  const escape = [];
  for (let t = 0.62; t < 10.5; t += 1.6) escape.push(t);
  rhythmStrip('ecg-rhythm-01', 'Lead II', leadSignal({ p: pOnly, qrs: escape, lead: { pA: 0.18, rA: 0.9, sA: -0.35, tA: -0.35 }, beat: { qrsMs: 170, qtMs: 480, tSigmaMs: 55 } }));

  // Atrial fibrillation, ventricular rate about 140/min: irregular RR, no P waves, a fibrillating baseline.
  const rand = lcg(7);
  const afQrs = [];
  for (let t = 0.2; t < 10.5; t += 0.3 + rand() * 0.26) afQrs.push(t);
  const fib = (t) => 0.045 * Math.sin(2 * Math.PI * 6.3 * t) + 0.03 * Math.sin(2 * Math.PI * 7.9 * t + 1) + 0.02 * Math.sin(2 * Math.PI * 5.1 * t + 2);
  rhythmStrip('ecg-rhythm-02', 'Lead II', leadSignal({ qrs: afQrs, baseline: fib, lead: { pA: 0, rA: 1.1, sA: -0.2, tA: 0.2 }, beat: { qrsMs: 85, qtMs: 300, tSigmaMs: 38 } }));

  // Hyperkalaemia: flat P, longer PR, slightly broad QRS, tall narrow peaked T.
  rhythmStrip('ecg-rhythm-03', 'Lead V3', leadSignal({ ...regular(72, 10.5, 0.35, 220), lead: { pA: 0.04, rA: 0.7, sA: -0.6, tA: 1.05 }, beat: { qrsMs: 115, qtMs: 360, tSigmaMs: 30 } }));

  // Ventricular pre-excitation: short PR with a slurred upstroke (delta wave) into a broad QRS.
  rhythmStrip('ecg-rhythm-04', 'Lead II', leadSignal({ ...regular(75, 10.5, 0.35, 100), lead: { pA: 0.15, rA: 0.8, sA: -0.1, tA: 0.15, deltaA: 0.4 }, beat: { qrsMs: 140, qtMs: 400, tSigmaMs: 48 } }));

  // Long QT: sinus rhythm 60/min, QT about 580 ms with a broad T wave.
  rhythmStrip('ecg-rhythm-05', 'Lead II', leadSignal({ ...regular(60, 10.5, 0.4, 160), lead: { pA: 0.14, rA: 1.0, sA: -0.2, tA: 0.32 }, beat: { qrsMs: 90, qtMs: 580, tSigmaMs: 62 } }));

  // Acute anterior ST elevation: V1–V4 raised 2–4.5 mm, inferior ST depression, sinus rhythm 88/min.
  twelveLead('ecg-12-lead-01', regular(88, 10.5, 0.25, 160), {
    I: { pA: 0.1, rA: 0.6, sA: -0.1, tA: 0.25, st: 0.05 },
    II: { pA: 0.15, rA: 1.0, sA: -0.15, tA: 0.15, st: -0.05 },
    III: { pA: 0.06, rA: 0.45, sA: -0.2, tA: -0.05, st: -0.12 },
    aVR: { pA: -0.12, rA: 0.1, sA: -0.7, tA: -0.2 },
    aVL: { pA: 0.05, rA: 0.5, sA: -0.1, tA: 0.2, st: 0.08 },
    aVF: { pA: 0.1, rA: 0.7, sA: -0.15, tA: 0.02, st: -0.1 },
    V1: { pA: 0.06, rA: 0.15, sA: -0.9, tA: 0.35, st: 0.2 },
    V2: { pA: 0.08, rA: 0.3, sA: -1.0, tA: 0.6, st: 0.4 },
    V3: { pA: 0.08, qA: -0.1, rA: 0.5, sA: -0.6, tA: 0.65, st: 0.45 },
    V4: { pA: 0.1, qA: -0.1, rA: 0.8, sA: -0.4, tA: 0.55, st: 0.35 },
    V5: { pA: 0.1, rA: 1.2, sA: -0.2, tA: 0.3, st: 0.1 },
    V6: { pA: 0.1, rA: 1.0, sA: -0.1, tA: 0.25, st: 0.05 },
  }, { qrsMs: 90, qtMs: 370, tSigmaMs: 45 });
}

// ---------- Growth charts (schematic centiles: M × e^(S·z), or M + SD·z) ----------
const CENTILES = [[0.4, -2.652], [2, -2.054], [9, -1.341], [25, -0.674], [50, 0], [75, 0.674], [91, 1.341], [98, 2.054], [99.6, 2.652]];
const interp = (xs, ys, x) => {
  const i = Math.max(0, Math.min(xs.length - 2, xs.findIndex((v, k) => x >= v && x <= xs[k + 1])));
  const u = (x - xs[i]) / (xs[i + 1] - xs[i]);
  return ys[i] + u * (ys[i + 1] - ys[i]);
};

function growthChart({ name, title, xLabel, yLabel, ages, valueAt, xMax, xTicks, yMin, yMax, yStep, points, note }) {
  const W = 760, H = 560, L = 70, R = 90, T = 50, B = 70;
  const X = (a) => L + (a / xMax) * (W - L - R);
  const Y = (v) => H - B - ((v - yMin) / (yMax - yMin)) * (H - T - B);
  const parts = [`<rect width="${W}" height="${H}" fill="#fff"/>`, label(L, 28, title, 17)];
  for (let v = yMin; v <= yMax + 1e-9; v += yStep) parts.push(`<path d="M${L} ${f1(Y(v))}H${W - R}" stroke="#dde6ee" stroke-width="1"/>`, `<text x="${L - 8}" y="${f1(Y(v) + 4)}" font-size="12" text-anchor="end" fill="#333">${v}</text>`);
  for (const [a, text] of xTicks) parts.push(`<path d="M${f1(X(a))} ${T}V${H - B}" stroke="#dde6ee" stroke-width="1"/>`, `<text x="${f1(X(a))}" y="${H - B + 18}" font-size="12" text-anchor="middle" fill="#333">${text}</text>`);
  for (const [centile, z] of CENTILES) {
    const d = ages.map((a, i) => `${i ? 'L' : 'M'}${f1(X(a))} ${f1(Y(valueAt(a, z)))}`).join('');
    const bold = centile === 50 || centile === 2 || centile === 98;
    parts.push(`<path d="${d}" fill="none" stroke="#2b6cb0" stroke-width="${bold ? 1.6 : 0.9}"/>`);
    parts.push(`<text x="${W - R + 6}" y="${f1(Y(valueAt(ages[ages.length - 1], z)) + 4)}" font-size="12" fill="#2b6cb0">${centile}th</text>`);
  }
  for (const [a, v] of points) parts.push(`<path d="M${f1(X(a) - 5)} ${f1(Y(v) - 5)}l10 10m0 -10l-10 10" stroke="#111" stroke-width="2"/>`);
  parts.push(`<path d="${points.map(([a, v], i) => `${i ? 'L' : 'M'}${f1(X(a))} ${f1(Y(v))}`).join('')}" fill="none" stroke="#111" stroke-width="1" stroke-dasharray="3 3"/>`);
  parts.push(`<text x="${(L + W - R) / 2}" y="${H - B + 42}" font-size="13" text-anchor="middle" fill="#111">${xLabel}</text>`);
  parts.push(`<text transform="translate(22 ${(T + H - B) / 2}) rotate(-90)" font-size="13" text-anchor="middle" fill="#111">${yLabel}</text>`);
  parts.push(label(L, H - 10, note, 11));
  writeFileSync(new URL(`${name}.svg`, OUT_DIR), svg(W, H, title, parts.join('\n')));
}

function drawGrowthCharts() {
  const note = 'Schematic centile lines computed for this illustration by MedPrep: not the UK-WHO chart. Use the real chart in practice.';
  // Weight of a boy, 0–24 months; medians close to the WHO standard, S = 0.12.
  const months = Array.from({ length: 25 }, (_, i) => i);
  const median = [3.3, 4.5, 5.6, 6.4, 7.0, 7.5, 7.9, 8.3, 8.6, 8.9, 9.2, 9.4, 9.6, 9.9, 10.1, 10.3, 10.5, 10.7, 10.9, 11.1, 11.3, 11.5, 11.8, 12.0, 12.2];
  const weight = (a, z) => interp(months, median, a) * Math.exp(0.12 * z);
  const infant = [[0, 0.02], [1.5, 0.0], [3, -0.15], [4.5, -0.55], [6, -0.95], [7.5, -1.35], [9, -1.62]];
  growthChart({
    name: 'growth-chart-01', title: 'Weight, boy, birth to 2 years (schematic)', xLabel: 'Age (months)', yLabel: 'Weight (kg)',
    ages: months, valueAt: weight, xMax: 24, xTicks: months.filter((m) => m % 3 === 0).map((m) => [m, String(m)]),
    yMin: 2, yMax: 17, yStep: 1, points: infant.map(([a, z]) => [a, weight(a, z)]), note,
  });
  // Height of a girl, 2–12 years; medians close to UK90, SD widening with age.
  const years = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  const hMedian = [86, 95, 102.5, 109, 115.5, 121.5, 127.5, 133, 138.5, 144.5, 151];
  const height = (a, z) => interp(years, hMedian, a) + (3.3 + 0.28 * a) * z;
  const girl = [[2.5, -0.55], [4, -1.05], [5.5, -1.5], [7, -1.9], [8.5, -2.3], [10, -2.95]];
  growthChart({
    name: 'growth-chart-02', title: 'Height, girl, 2 to 12 years (schematic)', xLabel: 'Age (years)', yLabel: 'Height (cm)',
    ages: years, valueAt: height, xMax: 12, xTicks: years.map((y) => [y, String(y)]),
    yMin: 70, yMax: 175, yStep: 5, points: girl.map(([a, z]) => [a, height(a, z)]), note,
  });
}

// ---------- Fundus diagrams ----------
function vessel(d, colour, width) {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
}

/** The four arcades from a disc at (dx, dy) in a fundus of radius 170 centred at (cx, cy); `wobble` makes veins tortuous. */
function arcades(dx, dy, towards, wobble, veinWidth) {
  const out = [];
  for (const [sign, spread] of [[-1, 1], [1, 1], [-1, 0.55], [1, 0.55]]) {
    const isVein = spread === 1;
    const pts = [];
    for (let k = 0; k <= 30; k++) {
      const u = k / 30;
      const x = dx + towards * u * 230;
      const y = dy + sign * (Math.sin(u * Math.PI * 0.75) * 95 * spread + u * 20 * spread);
      const w = isVein ? wobble * Math.sin(u * 38) * u : 0;
      pts.push([x + w, y + w * 0.6]);
    }
    const d = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${f1(x)} ${f1(y)}`).join('');
    out.push(isVein ? vessel(d, '#7a1010', veinWidth) : vessel(d, '#c0392b', 3));
  }
  return out.join('\n');
}

function fundus({ cx, cy, eye, swollenDisc, haemorrhages, veinWobble, veinWidth, cottonWool, rand }) {
  const towards = eye === 'right' ? -1 : 1; // the disc sits nasally: the vessels run towards the macula
  const dx = cx - towards * 60, dy = cy;
  const clip = `clip-${eye}-${cx}`;
  const parts = [`<clipPath id="${clip}"><circle cx="${cx}" cy="${cy}" r="170"/></clipPath><g clip-path="url(#${clip})">`, `<circle cx="${cx}" cy="${cy}" r="170" fill="url(#retina)"/>`];
  parts.push(`<circle cx="${cx + towards * 40}" cy="${cy + 5}" r="26" fill="#8e3a1a" opacity="0.35"/>`);
  parts.push(arcades(dx, dy, towards, veinWobble, veinWidth));
  if (swollenDisc) {
    for (let k = 0; k < 60; k++) {
      const a = (k / 60) * 2 * Math.PI;
      parts.push(`<path d="M${f1(dx + 22 * Math.cos(a))} ${f1(dy + 26 * Math.sin(a))}L${f1(dx + 40 * Math.cos(a))} ${f1(dy + 44 * Math.sin(a))}" stroke="#f3c9a0" stroke-width="3" opacity="0.55"/>`);
    }
    parts.push(`<ellipse cx="${dx}" cy="${dy}" rx="33" ry="37" fill="#f7d6b0" opacity="0.85"/>`);
  } else {
    parts.push(`<ellipse cx="${dx}" cy="${dy}" rx="22" ry="26" fill="#f6d7a8"/><ellipse cx="${dx}" cy="${dy}" rx="8" ry="10" fill="#fff4dc"/>`);
  }
  for (let k = 0; k < haemorrhages.count; k++) {
    const a = rand() * 2 * Math.PI;
    const r = haemorrhages.near ? 36 + rand() * 22 : 30 + rand() * 130;
    const x = dx + towards * 40 * (haemorrhages.near ? 0 : 1) + r * Math.cos(a), y = dy + r * Math.sin(a);
    if ((x - cx) ** 2 + (y - cy) ** 2 > 160 ** 2) continue;
    const len = 6 + rand() * 10;
    parts.push(`<path d="M${f1(x)} ${f1(y)}l${f1(len * Math.cos(a))} ${f1(len * Math.sin(a))}" stroke="#8b0000" stroke-width="${f1(3 + rand() * 3)}" stroke-linecap="round"/>`);
  }
  for (let k = 0; k < cottonWool; k++) {
    const a = rand() * 2 * Math.PI, r = 50 + rand() * 80;
    parts.push(`<ellipse cx="${f1(dx + towards * 30 + r * Math.cos(a))}" cy="${f1(dy + r * Math.sin(a))}" rx="9" ry="6" fill="#f4f0e6" opacity="0.85"/>`);
  }
  parts.push('</g>', label(cx - 40, cy + 195, eye === 'right' ? 'Right eye' : 'Left eye', 14));
  return parts.join('\n');
}

function drawFundi() {
  const defs = `<defs><radialGradient id="retina"><stop offset="0" stop-color="#d9602b"/><stop offset="0.8" stop-color="#c14a1f"/><stop offset="1" stop-color="#7a2a10"/></radialGradient></defs>`;
  const footer = label(20, 418, 'Schematic fundus drawing by MedPrep, not a photograph', 11);
  const both = [defs, '<rect width="800" height="430" fill="#111"/>',
    fundus({ cx: 200, cy: 200, eye: 'right', swollenDisc: true, haemorrhages: { count: 9, near: true }, veinWobble: 0, veinWidth: 5.5, cottonWool: 0, rand: lcg(3) }),
    fundus({ cx: 600, cy: 200, eye: 'left', swollenDisc: true, haemorrhages: { count: 8, near: true }, veinWobble: 0, veinWidth: 5.5, cottonWool: 0, rand: lcg(5) }),
    footer.replace('fill="#111"', 'fill="#ddd"')];
  writeFileSync(new URL('fundus-01.svg', OUT_DIR), svg(800, 430, 'Fundus drawings, both eyes', both.join('\n')));
  const one = [defs, '<rect width="400" height="430" fill="#111"/>',
    fundus({ cx: 200, cy: 200, eye: 'right', swollenDisc: true, haemorrhages: { count: 120, near: false }, veinWobble: 4, veinWidth: 7.5, cottonWool: 5, rand: lcg(11) }),
    label(10, 418, 'Schematic fundus drawing by MedPrep', 11).replace('fill="#111"', 'fill="#ddd"')];
  writeFileSync(new URL('fundus-02.svg', OUT_DIR), svg(400, 430, 'Fundus drawing, right eye', one.join('\n')));
}

// ---------- Skin lesion with a millimetre scale ----------
function drawSkinLesion() {
  const PX = 20; // per mm
  const cx = 210, cy = 150;
  const radius = (a) => 4.6 * PX * (1 + 0.16 * Math.sin(3 * a + 0.4) + 0.09 * Math.sin(7 * a + 1.3) + 0.05 * Math.sin(13 * a) + 0.12 * Math.cos(a));
  const outline = (scale, shift) => Array.from({ length: 181 }, (_, k) => {
    const a = (k / 180) * 2 * Math.PI;
    return `${k ? 'L' : 'M'}${f1(cx + shift + scale * radius(a) * Math.cos(a))} ${f1(cy + scale * radius(a) * Math.sin(a))}`;
  }).join('') + 'Z';
  const parts = [
    '<rect width="440" height="330" fill="#f1c9a5"/>',
    `<path d="${outline(1, 0)}" fill="#8a5a36"/>`,
    `<path d="${outline(0.62, 18)}" fill="#4a2a16"/>`,
    `<path d="${outline(0.3, 30)}" fill="#1c120c"/>`,
    `<ellipse cx="${cx - 45}" cy="${cy + 25}" rx="24" ry="16" fill="#5f6f86" opacity="0.8"/>`,
    `<ellipse cx="${cx - 60}" cy="${cy - 30}" rx="16" ry="11" fill="#c9936a"/>`,
  ];
  const y0 = 270, x0 = 60;
  parts.push(`<path d="M${x0} ${y0}h${12 * PX}" stroke="#111" stroke-width="2"/>`);
  for (let mm = 0; mm <= 12; mm++) parts.push(`<path d="M${x0 + mm * PX} ${y0}v${mm % 5 === 0 ? -14 : -8}" stroke="#111" stroke-width="1.5"/>`);
  parts.push(label(x0 - 4, y0 + 20, '0', 12), label(x0 + 5 * PX - 4, y0 + 20, '5', 12), label(x0 + 10 * PX - 8, y0 + 20, '10 mm', 12));
  parts.push(label(10, 322, 'Schematic drawing of a skin lesion by MedPrep, with a millimetre scale', 11));
  writeFileSync(new URL('skin-lesion-01.svg', OUT_DIR), svg(440, 330, 'Drawing of a pigmented skin lesion with a millimetre scale', parts.join('\n')));
}

// ---------- Chest radiograph schematic: left pneumothorax ----------
function drawChestFilm() {
  const W = 520, H = 560;
  const parts = [`<rect width="${W}" height="${H}" fill="#0c0c0c"/>`];
  // Lung fields (darker = air) inside the soft-tissue outline.
  parts.push('<path d="M60 120Q70 60 160 55L360 55Q450 60 460 120L470 470Q260 520 50 470Z" fill="#5a5a5a"/>');
  parts.push('<path d="M95 130Q120 80 200 80L235 90L240 440Q160 460 90 430Z" fill="#2e2e2e"/>');
  parts.push('<path d="M285 90L320 80Q400 80 425 130L430 430Q360 460 280 440Z" fill="#060606"/>');
  // Lung markings: branching lines from each hilum; on the left they stop at the edge of the collapsed lung.
  const rand = lcg(21);
  const markings = (hx, hy, dir, maxR, clip) => {
    const out = [];
    for (let k = 0; k < 26; k++) {
      const a = (-0.9 + rand() * 1.8) + (dir < 0 ? Math.PI : 0);
      const r = 25 + rand() * (maxR - 25);
      const x = hx + r * Math.cos(a), y = hy + r * Math.sin(a) * 1.4;
      if (clip && !clip(x, y)) continue;
      out.push(`<path d="M${f1(hx)} ${f1(hy)}Q${f1((hx + x) / 2 + 6)} ${f1((hy + y) / 2)} ${f1(x)} ${f1(y)}" stroke="#8c8c8c" stroke-width="${f1(1 + rand())}" fill="none" opacity="0.8"/>`);
    }
    return out.join('\n');
  };
  parts.push(markings(215, 250, -1, 140));
  // The edge of the partly collapsed left lung: a thin white visceral pleural line.
  const edge = 'M300 105Q355 120 365 220Q372 320 330 420';
  parts.push(`<path d="M286 100Q340 118 352 220Q360 320 318 425L282 440Z" fill="#333"/>`);
  parts.push(markings(300, 255, 1, 70, (x) => x < 345));
  parts.push(`<path d="${edge}" stroke="#e6e6e6" stroke-width="1.6" fill="none"/>`);
  // Mediastinum, heart, spine, trachea, diaphragms, clavicles, ribs.
  parts.push('<path d="M240 60L282 60L285 250Q330 300 340 420Q260 460 205 430Q195 330 240 250Z" fill="#cfcfcf"/>');
  parts.push('<rect x="252" y="40" width="16" height="150" rx="6" fill="#2a2a2a"/>');
  parts.push('<path d="M90 440Q160 400 235 435M285 440Q360 410 432 445" stroke="#d9d9d9" stroke-width="3" fill="none"/>');
  parts.push('<path d="M80 95Q160 70 245 100M275 100Q360 70 440 95" stroke="#e2e2e2" stroke-width="9" fill="none" stroke-linecap="round"/>');
  for (let k = 0; k < 8; k++) {
    const y = 120 + k * 38;
    parts.push(`<path d="M240 ${y}Q150 ${y - 30} 85 ${y + 30}M280 ${y}Q370 ${y - 30} 435 ${y + 30}" stroke="#bdbdbd" stroke-width="2.5" fill="none" opacity="0.55"/>`);
  }
  parts.push(label(30, 40, 'R', 24).replace('fill="#111"', 'fill="#f2f2f2"'));
  parts.push(label(14, H - 12, 'Schematic PA chest radiograph drawn by MedPrep, not a patient film', 11).replace('fill="#111"', 'fill="#ddd"'));
  writeFileSync(new URL('chest-film-01.svg', OUT_DIR), svg(W, H, 'Schematic PA chest radiograph', parts.join('\n')));
}

// ---------- Serial peak-flow record over three weeks ----------
function drawPeakFlow() {
  const W = 860, H = 420, L = 70, R = 20, T = 50, B = 80;
  const days = 21;
  const X = (d) => L + (d / days) * (W - L - R);
  const Y = (v) => H - B - ((v - 250) / (600 - 250)) * (H - T - B);
  // Mon–Fri work (W), Sat–Sun rest (R). Readings fall through the working week and recover at weekends.
  const work = (d) => d % 7 < 5;
  const readings = [];
  for (let d = 0; d < days; d++) {
    const intoWeek = d % 7;
    const level = work(d) ? 500 - intoWeek * 26 : 470 + (intoWeek - 4) * 18;
    readings.push([d + 0.25, Math.round(level + 10)], [d + 0.75, Math.round(level - 45)]);
  }
  const parts = [`<rect width="${W}" height="${H}" fill="#fff"/>`, label(L, 28, 'Peak expiratory flow, best of three blows, morning and evening, three weeks', 15)];
  for (let d = 0; d < days; d++) {
    if (!work(d)) parts.push(`<rect x="${f1(X(d))}" y="${T}" width="${f1(X(1) - X(0))}" height="${H - T - B}" fill="#e9f3ea"/>`);
    parts.push(`<text x="${f1(X(d + 0.5))}" y="${H - B + 18}" font-size="12" text-anchor="middle" fill="#333">${work(d) ? 'W' : 'R'}</text>`);
    parts.push(`<text x="${f1(X(d + 0.5))}" y="${H - B + 34}" font-size="11" text-anchor="middle" fill="#666">${d + 1}</text>`);
  }
  for (let v = 250; v <= 600; v += 50) parts.push(`<path d="M${L} ${f1(Y(v))}H${W - R}" stroke="#dde6ee"/>`, `<text x="${L - 8}" y="${f1(Y(v) + 4)}" font-size="12" text-anchor="end" fill="#333">${v}</text>`);
  parts.push(`<path d="M${L} ${f1(Y(560))}H${W - R}" stroke="#2b6cb0" stroke-dasharray="6 4"/>`, `<text x="${W - R - 4}" y="${f1(Y(560) - 6)}" font-size="12" text-anchor="end" fill="#2b6cb0">predicted 560 L/min</text>`);
  parts.push(`<path d="${readings.map(([d, v], i) => `${i ? 'L' : 'M'}${f1(X(d))} ${f1(Y(v))}`).join('')}" fill="none" stroke="#111" stroke-width="1.5"/>`);
  for (const [d, v] of readings) parts.push(`<circle cx="${f1(X(d))}" cy="${f1(Y(v))}" r="3" fill="#111"/>`);
  parts.push(`<text transform="translate(22 ${(T + H - B) / 2}) rotate(-90)" font-size="13" text-anchor="middle" fill="#111">PEF (L/min)</text>`);
  parts.push(label(L, H - 26, 'Day (W = day at work, R = rest day, shaded)', 12), label(L, H - 8, 'Schematic chart drawn by MedPrep', 11));
  writeFileSync(new URL('peak-flow-01.svg', OUT_DIR), svg(W, H, 'Serial peak expiratory flow chart', parts.join('\n')));
}

drawEcgs();
drawGrowthCharts();
drawFundi();
drawSkinLesion();
drawChestFilm();
drawPeakFlow();
