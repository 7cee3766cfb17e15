import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { prepareBytes, type PreparedBytes } from './prepared-page';
import { routeAssets, type Manifest } from './route-assets';

/** The same page for everyone (the user's data comes from the API): revalidated, never stored as someone's. */
export const SIGNED_IN_PAGE_CACHE = 'private, no-cache';

/** What every page starts loading at once (main.tsx): the data layer and the tRPC client. */
const START_MODULES = ['src/app/startup/data-layer.ts', 'src/lib/trpc-client.ts'];
const GUARD = 'src/features/auth/components/RequireAuth.tsx';
const DASHBOARD = [GUARD, 'src/app/layouts/DashboardLayout.tsx'];
const SESSION = [GUARD, 'src/app/layouts/SessionLayout.tsx'];

/**
 * The route modules a signed-in path renders first (the guard, the layout and the page, as the
 * router's lazy routes), or null when the path is not a signed-in page. `/dashboard/api/…` and
 * `/s/api/…` belong to the API (a relative call made from those pages).
 */
export function signedInRoute(path: string): { key: string; modules: string[] } | null {
  const [, area, first, second, ...rest] = path.split('/');
  if ((area !== 'dashboard' && area !== 's') || first === 'api' || rest.length > 0) return null;
  if (area === 'dashboard') {
    if (!first) return { key: 'dashboard', modules: [...DASHBOARD, 'src/app/routes/DashboardPage.tsx'] };
    return second === undefined || second === '' ? { key: 'dashboard/*', modules: DASHBOARD } : null;
  }
  if (!first) return { key: 's', modules: [...SESSION, 'src/app/routes/SessionPage.tsx'] };
  if (second === undefined || second === '') return { key: 's/:id', modules: [...SESSION, 'src/app/routes/SessionPlayerPage.tsx'] };
  if (second === 'review') return { key: 's/:id/review', modules: [...SESSION, 'src/app/routes/SessionReviewPage.tsx'] };
  return null;
}

/**
 * The app's index.html for a signed-in page, with the stylesheets and module preloads of that
 * page's route chunks: they download beside the entry instead of after it has run. Prepared once
 * per build (compressed, with an ETag); the same for every user.
 */
export class SignedInPages {
  private readonly prepared = new Map<string, PreparedBytes>();
  private builtAt = 0;

  constructor(private readonly distDir: string) {}

  /** The prepared page of a signed-in route; undefined when there is no build to serve. */
  async page(route: { key: string; modules: string[] }): Promise<PreparedBytes | undefined> {
    const indexFile = join(this.distDir, 'index.html');
    const built = await stat(indexFile).then((file) => file.mtimeMs, () => undefined);
    if (built === undefined) return undefined;
    if (built !== this.builtAt) {
      this.prepared.clear();
      this.builtAt = built;
    }
    const kept = this.prepared.get(route.key);
    if (kept) return kept;
    const [template, manifest] = await Promise.all([readFile(indexFile, 'utf8'), this.readManifest()]);
    const assets = routeAssets([...route.modules, ...START_MODULES], manifest, template);
    const page = prepareBytes(template.replace('</head>', () => `${assets}</head>`), 'text/html; charset=utf-8', SIGNED_IN_PAGE_CACHE);
    this.prepared.set(route.key, page);
    return page;
  }

  private async readManifest(): Promise<Manifest> {
    try {
      return JSON.parse(await readFile(join(this.distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      return {};
    }
  }
}
