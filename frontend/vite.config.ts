import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/** One id per build: the deployment's BUILD_ID when set, else the build time. */
const buildId = process.env.BUILD_ID ?? Date.now().toString(36);

/**
 * Writes builds/latest.json {id, builtAt} and builds/meta/{id}.json (with the entry's file name) into
 * dist; an open tab polls latest.json and offers a reload when the id is not its own (SPEC §7).
 */
function buildManifest(id: string): Plugin {
  return {
    name: 'medprep-build-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const builtAt = new Date().toISOString();
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry)?.fileName ?? null;
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify({ id, builtAt })}\n` });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: `${JSON.stringify({ id, builtAt, entry })}\n` });
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `file.br` and `file.gz` next to every text asset of 1 KB or more, at the highest levels:
 * the server sends them to browsers that accept them (backend spa-fallback.ts) without compressing
 * on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'medprep-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /^assets\/.*\.(?:js|css|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const source = await readFile(path);
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzipped(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * recharts 3 keeps its chart state in Redux Toolkit (with redux, immer, reselect, redux-thunk).
 * Shared with the app's store, those modules (Redux Toolkit is one module: the union of both users'
 * exports) would move into chunks of their own that the first load reads. The lazily loaded charts
 * get their own copies instead, so the dashboard's charts leave the first load as it was.
 */
const CHART_STATE_PACKAGES = new Set(['@reduxjs/toolkit', 'redux', 'immer', 'reselect', 'redux-thunk']);
function chartsOwnReduxToolkit(): Plugin {
  return {
    name: 'medprep-charts-own-redux-toolkit',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!CHART_STATE_PACKAGES.has(source) || !importer || !(importer.includes('/node_modules/recharts/') || importer.endsWith('?charts'))) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? { ...resolved, id: `${resolved.id}?charts` } : null;
    },
  };
}

const sharedSource = (file: string) => fileURLToPath(new URL(`../libs/shared/src/${file}`, import.meta.url));

/** The Nest backend in development; API_PROXY_TARGET points elsewhere (e.g. a stand-in API). */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The prerender bundle needs none of the static files (the web app's build copies them).
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), chartsOwnReduxToolkit(), buildManifest(buildId), precompress()],
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
    // The prerender bundle renders as the production client runs (React's and Redux's production
    // builds, without their development checks), whatever NODE_ENV the server runs with.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  resolve: {
    // The TypeScript source, not libs/shared/dist: the CommonJS build would drag all of its modules
    // (and zod) into the bundle. The contract alias must be matched before the bare package name.
    alias: [
      { find: /^@medprep\/shared\/contract$/, replacement: sharedSource('contract/index.ts') },
      { find: /^@medprep\/shared$/, replacement: sharedSource('index.ts') },
    ],
  },
  server: {
    proxy: { '/api': { target: apiTarget, ws: true }, '/media': { target: apiTarget } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, ws: true }, '/media': { target: apiTarget } },
  },
  // The prerender build (`vite build --ssr src/prerender-entry.tsx`, into dist-ssr) is one file the
  // backend's worker runs as it is: no package is looked up at run time.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: what the first-load budget test (src/build-budget.test.ts) reads.
    manifest: true,
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
}));
