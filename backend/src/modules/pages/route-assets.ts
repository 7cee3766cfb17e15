/** The Vite manifest (frontend/dist/.vite/manifest.json): each module's chunk, its CSS and its imports. */
export type Manifest = Record<string, { file: string; name?: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }>;

/**
 * A module's manifest key: the module itself when it is an entry of its own, else the shared chunk
 * named after it (`_RequireAuth-<hash>.js` holds RequireAuth.tsx when the build merged it).
 */
function chunkKey(manifest: Manifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = /([^/]+)\.[jt]sx?$/.exec(module)?.[1];
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key].name === name);
}

/**
 * Stylesheet links and module preloads for the chunks of `modules` and what they import statically
 * (those the template does not link already): the browser fetches a page's code together with the
 * entry instead of after it has run. `dynamicOf` adds the dynamic imports of those modules too;
 * `scripts: false` gives the stylesheets alone.
 */
export function routeAssets(
  modules: readonly string[],
  manifest: Manifest,
  template: string,
  { dynamicOf = [], scripts = true }: { dynamicOf?: readonly string[]; scripts?: boolean } = {},
): string {
  const seen = new Set<string>();
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string | undefined) => {
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk || key === undefined || seen.has(key) || key === 'index.html') return;
    seen.add(key);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(chunkKey(manifest, module));
  for (const module of dynamicOf) for (const key of manifest[module]?.dynamicImports ?? []) visit(key);
  const linked = (file: string) => template.includes(`"/${file}"`);
  return [
    ...[...css].filter((file) => !linked(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...js].filter((file) => scripts && !linked(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}
