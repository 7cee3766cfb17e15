import { fileURLToPath } from 'node:url';
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

const sharedSource = (file: string) => fileURLToPath(new URL(`../libs/shared/src/${file}`, import.meta.url));

/** The Nest backend in development; API_PROXY_TARGET points elsewhere (e.g. a stand-in API). */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
/** The auth endpoints are also called relative to the dashboard and session areas (SPEC §7). */
const apiProxy = Object.fromEntries(['/api', '/dashboard/api', '/s/api'].map((path) => [path, { target: apiTarget }]));

export default defineConfig({
  plugins: [react(), buildManifest(buildId)],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  resolve: {
    // The TypeScript source, not libs/shared/dist: the CommonJS build would drag all of its modules
    // (and zod) into the bundle. The contract alias must be matched before the bare package name.
    alias: [
      { find: /^@medprep\/shared\/contract$/, replacement: sharedSource('contract/index.ts') },
      { find: /^@medprep\/shared$/, replacement: sharedSource('index.ts') },
    ],
  },
  server: {
    proxy: { '/api': { target: apiTarget } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget } },
  },
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
});
