// Pages: the home page's first-load JavaScript (from the Vite manifest) and Lighthouse 12 scores of
// the home and an exam page, desktop and mobile, against a server that serves the production build.
//   node bench/pages.mjs http://127.0.0.1:3995
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROME_PATH, requireChromium } from './lib/chromium.mjs';
import { measureFirstLoad } from './lib/first-load.mjs';

export const FIRST_LOAD_BUDGET_KB = 110;
export const PAGES = [
  { page: 'home', path: '/' },
  { page: 'exam', path: '/exam/mrcp-1' },
];
export const TARGETS = { performance: { desktop: 98, mobile: 90 }, accessibility: 95, bestPractices: 95 };

const PRESETS = { desktop: desktopConfig, mobile: undefined }; // Lighthouse's default config is mobile.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr, audit) => lhr.audits[audit]?.numericValue;

/** The audits that cost points, worst first: what to look at when a score is missed. */
function failedAudits(lhr) {
  const ids = new Set(
    ['performance', 'accessibility', 'best-practices', 'seo'].flatMap((c) => lhr.categories[c]?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id) ?? []),
  );
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .sort((a, b) => a.score - b.score)
    .map((a) => `${a.id} (${Math.round(a.score * 100)}${a.displayValue ? `, ${a.displayValue}` : ''})`);
}

function summarise(lhr, page, preset) {
  return {
    page,
    url: lhr.finalDisplayedUrl,
    preset,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint') ?? NaN),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time') ?? NaN),
    cls: Math.round((numeric(lhr, 'cumulative-layout-shift') ?? NaN) * 1000) / 1000,
    failedAudits: failedAudits(lhr),
    // Lighthouse's 4× mobile CPU slowdown assumes a high-end desktop host (index 1500–2000); a slower
    // host makes the mobile figures harsher (Lighthouse docs/throttling.md).
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
  };
}

const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

/** Tries a run again when Lighthouse itself failed (NO_NAVSTART and the like on a busy machine). */
const ATTEMPTS_PER_RUN = 3;

async function lighthouseRun(url, port, config, page, preset) {
  let result;
  for (let attempt = 0; attempt < ATTEMPTS_PER_RUN; attempt++) {
    const outcome = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
    result = summarise(outcome.lhr, page, preset);
    if (!result.error) break;
  }
  return result;
}

/**
 * Lighthouse for every page × preset, `runs` times each, keeping the run with the median
 * performance score (Lighthouse's own advice: one run varies by a few points); a run Lighthouse
 * could not record is tried again. One headless Chromium for all; Lighthouse clears the origin's
 * storage before each run.
 */
async function runLighthouse(baseUrl, { runs, chromePath }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const results = [];
    for (const { page, path } of PAGES) {
      for (const [preset, config] of Object.entries(PRESETS)) {
        const attempts = [];
        for (let i = 0; i < runs; i++) attempts.push(await lighthouseRun(new URL(path, baseUrl).href, chrome.port, config, page, preset));
        const measured = attempts.filter((run) => !run.error);
        results.push(measured.length > 0 ? median(measured) : attempts[0]);
      }
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/**
 * The Pages part of the benchmark. `baseUrl` must serve the production build of `root`/frontend
 * (the backend serves it on its own port). CHROME_PATH picks the browser (default Debian's Chromium).
 */
export async function measurePages({ root, baseUrl, runs = 3, chromePath = CHROME_PATH }) {
  const firstLoad = measureFirstLoad(join(root, 'frontend', 'dist'));
  const lighthouseResults = await runLighthouse(baseUrl, { runs, chromePath });
  return {
    status: 'measured',
    firstLoad: { ...firstLoad, budgetKb: FIRST_LOAD_BUDGET_KB },
    lighthouse: lighthouseResults,
    note:
      `First load: the entry (with the public layout), the lazy chunks the router loads for '/' and their static imports, gzip -9. ` +
      `Lighthouse ${runs === 1 ? 'single run' : `median of ${runs} runs`} per row, headless Chromium, ` +
      "presets 'desktop' and Lighthouse's default mobile (simulated throttling).",
  };
}

const mark = (ok) => (ok ? 'met' : '**missed**');

function meetsTargets(row) {
  return (
    row.performance >= TARGETS.performance[row.preset] &&
    row.accessibility >= TARGETS.accessibility &&
    row.bestPractices >= TARGETS.bestPractices
  );
}

/** Markdown lines for the results table. */
export function pagesTable(pages) {
  if (pages?.status !== 'measured') return [`Pages: ${pages?.status ?? 'not run'}${pages?.note ? ` — ${pages.note}` : ''}`];
  const { firstLoad } = pages;
  const lines = [
    `Home page first-load JS: ${firstLoad.totalKb} KB gzip (budget ${firstLoad.budgetKb} KB: ${mark(firstLoad.totalKb <= firstLoad.budgetKb)}), ` +
      `${firstLoad.chunks.length} chunks: ${firstLoad.chunks.map(({ file, kb }) => `${file.replace(/^assets\//, '')} ${kb}`).join(', ')}` +
      (firstLoad.css ? `; CSS ${firstLoad.cssKb} KB` : ''),
    '',
    '| page | preset | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | host benchmarkIndex | target | result |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const row of pages.lighthouse) {
    const target = `perf ≥ ${TARGETS.performance[row.preset]}, a11y/BP ≥ ${TARGETS.accessibility}`;
    lines.push(
      `| ${row.page} (${new URL(row.url).pathname}) | ${row.preset} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.benchmarkIndex} | ${target} | ${mark(meetsTargets(row))} |`,
    );
  }
  const missed = pages.lighthouse.filter((row) => !meetsTargets(row));
  for (const row of missed) lines.push('', `${row.page} ${row.preset}: ${row.failedAudits.join('; ') || 'no failed audit listed'}`);
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const baseUrl = process.argv[2];
  if (!baseUrl) {
    console.error('usage: node bench/pages.mjs <base URL of a server running the production build> [runs]');
    process.exit(2);
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  requireChromium();
  const pages = await measurePages({ root, baseUrl, runs: Number(process.argv[3] ?? 3) });
  if (process.env.PAGES_JSON) console.log(JSON.stringify(pages, null, 2));
  console.log(pagesTable(pages).join('\n'));
}
