// The home page's first load, from the Vite manifest: shared by the budget test and the benchmark.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The lazy modules the router loads to render '/', by manifest key: its page. Its layout, the public
 * one, is part of the entry chunk. Keep in step with frontend/src/app/router.tsx.
 */
export const HOME_ROUTE_MODULES = ['src/app/routes/HomePage.tsx'];

/**
 * The manifest keys of the entry, the given lazy route modules, and every chunk they import
 * statically: what the browser must fetch before the page can paint. Throws if a route module is
 * no longer a manifest key (renamed or moved), so the count never silently shrinks.
 */
export function firstLoadKeys(manifest, routeModules = HOME_ROUTE_MODULES) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const missing = routeModules.filter((key) => !manifest[key]);
  if (missing.length > 0) {
    throw new Error(`route module(s) not in the manifest: ${missing.join(', ')} (renamed? update HOME_ROUTE_MODULES in bench/lib/first-load.mjs)`);
  }
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  [entry, ...routeModules].forEach(visit);
  return [...seen];
}

const gzipKb = (path) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;
const round2 = (n) => Math.round(n * 100) / 100;

/**
 * Gzipped sizes (level 9, KB) of the first load's JavaScript chunks and stylesheets, largest first.
 * `totalKb` is the JavaScript only: that is what the budget bounds.
 */
export function measureFirstLoad(distDir, routeModules = HOME_ROUTE_MODULES) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const keys = firstLoadKeys(manifest, routeModules);
  const sized = (files) =>
    [...new Set(files)].map((file) => ({ file, kb: gzipKb(join(distDir, file)) })).sort((a, b) => b.kb - a.kb);
  const chunks = sized(keys.map((key) => manifest[key].file).filter((file) => file.endsWith('.js')));
  const css = sized(keys.flatMap((key) => manifest[key].css ?? []));
  const sum = (list) => round2(list.reduce((total, { kb }) => total + kb, 0));
  return {
    totalKb: sum(chunks),
    chunks: chunks.map(({ file, kb }) => ({ file, kb: round2(kb) })),
    cssKb: sum(css),
    css: css.map(({ file, kb }) => ({ file, kb: round2(kb) })),
  };
}
