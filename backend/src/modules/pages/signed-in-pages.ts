import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EMBEDDED_SESSION_ELEMENT_ID } from '@medprep/shared';
import { prepareBytes, type PreparedBytes } from './prepared-page';
import { inlineStylesheets } from './inline-styles';
import { routeAssets, type Manifest } from './route-assets';
import { scriptSafeJson } from './script-safe-json';
import type { SessionFrame } from './session-frame-source';

/** The same page for everyone (the user's data comes from the API): revalidated, never stored as someone's. */
export const SIGNED_IN_PAGE_CACHE = 'private, no-cache';

const GUARD = 'src/features/auth/components/RequireAuth.tsx';
/** The frame's stylesheets: the layout's (AppShell's, with the dashboard's), and the player's on its route. */
const STYLES = {
  dashboard: [GUARD, 'src/app/layouts/DashboardLayout.tsx'],
  session: [GUARD, 'src/app/layouts/SessionLayout.tsx'],
  player: [GUARD, 'src/app/layouts/SessionLayout.tsx', 'src/app/routes/SessionPlayerPage.tsx'],
};

/**
 * The first frame of a signed-in path, or null when the path is not a signed-in page.
 * `/dashboard/api/…` and `/s/api/…` belong to the API (a relative call made from those pages).
 */
export function signedInRoute(path: string): SignedInRoute | null {
  const [, area, first, second, ...rest] = path.split('/');
  if ((area !== 'dashboard' && area !== 's') || first === 'api' || rest.length > 0) return null;
  if (area === 'dashboard') {
    if (!first) return { key: 'dashboard', area, styles: 'dashboard', frame: firstFrame(area, DASHBOARD_FRAME) };
    return second === undefined || second === '' ? { key: 'dashboard/*', area, styles: 'dashboard', frame: firstFrame(area, loading('Loading your account…')) } : null;
  }
  if (second === 'review') return { key: 's/:id/review', area: 'session', styles: 'session', frame: firstFrame('session', loading('Loading your results…')) };
  if (second !== undefined && second !== '') return null;
  return { key: 's', area: 'session', styles: 'player', frame: firstFrame('session', loading('Opening your session…')), ...(first ? { sessionId: first } : {}) };
}

export interface SignedInRoute {
  /** One prepared page per key. */
  key: string;
  area: 'dashboard' | 'session';
  styles: keyof typeof STYLES;
  /** The static first frame: what paints before the app has run. */
  frame: string;
  /** The player's route: its frame can show the session's question (`SignedInPages.sessionPage`). */
  sessionId?: string;
}

/** The wordmark as Brand.tsx draws it. */
const BRAND =
  '<p class="brand"><svg class="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="9"></rect><path d="M13 8h6v5h5v6h-5v5h-6v-5H8v-6h5z"></path></svg><span class="brand__name">Med<span>Prep</span></span></p>';
/** MobileFlyout.tsx's button (shown on small screens), inert until the app replaces it. */
const MENU =
  '<div class="flyout"><span class="flyout__button" aria-hidden="true"><svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false"><path d="M3 5h14M3 10h14M3 15h14"></path></svg>Menu</span></div>';
/** DashboardPage.tsx's heading: the greeting's line kept (its name comes with the app), the title and the lead. */
const DASHBOARD_FRAME =
  '<div class="container page dashboard-page"><p class="page__eyebrow">&nbsp;</p><h1 class="page__title">Dashboard</h1><p class="page__lead">Your exams, your progress and what to practise next.</p></div>';
const loading = (label: string) => `<div class="route-fallback"><p class="spinner" role="status"><span class="spinner__dot" aria-hidden="true"></span>${label}</p></div>`;

/**
 * The signed-in frame (AppShell.tsx's header and main, with the page's heading or a loading line)
 * as static HTML over #root (the app renders, measures and focuses beneath it): the app removes
 * the frame once it shows more than a loading state (frontend app/startup/first-frame.ts).
 */
function firstFrame(area: 'dashboard' | 'session', page: string): string {
  const main = area === 'dashboard' ? 'layout__main app-shell__main' : 'layout__main app-shell__main container';
  return (
    `<style>#${FIRST_FRAME_ID}{position:fixed;inset:0;z-index:100;overflow:hidden;background:var(--color-bg)}</style>` +
    `<div id="${FIRST_FRAME_ID}" class="layout app-shell app-shell--${area}" aria-busy="true"><header class="site-header site-header--app app-header"><div class="app-header__inner">${area === 'dashboard' ? MENU : ''}${BRAND}` +
    `<span class="site-header__area app-header__area">${area === 'dashboard' ? 'Dashboard' : 'Session'}</span></div></header>` +
    `<div class="app-shell__body"><main class="${main}">${page}</main></div></div>`
  );
}

export const FIRST_FRAME_ID = 'first-frame';

/**
 * The app's index.html for a signed-in page with a static first frame (the app shell's header and
 * the page's heading or loading line) and the stylesheets it is drawn with, written into the page:
 * something meaningful paints as soon as the HTML is there, before the app's code has run.
 * Prepared once per build (compressed, with an ETag) and the same for every user, except the
 * player's page of a running session, whose frame shows the question it opens on (`sessionPage`).
 */
export class SignedInPages {
  private readonly prepared = new Map<string, PreparedBytes>();
  private readonly templates = new Map<string, Promise<string>>();
  private builtAt = 0;

  constructor(private readonly distDir: string) {}

  /** The prepared page of a signed-in route; undefined when there is no build to serve. */
  async page(route: SignedInRoute): Promise<PreparedBytes | undefined> {
    if (!(await this.current())) return undefined;
    const kept = this.prepared.get(route.key);
    if (kept) return kept;
    const page = await prepareBytes(withFrame(await this.template(route.styles), route.frame), 'text/html; charset=utf-8', SIGNED_IN_PAGE_CACHE);
    this.prepared.set(route.key, page);
    return page;
  }

  /**
   * The player's page with the session's question in its frame (`session-frame.ts`) and the session
   * itself after #root, so that the player opens without asking for it again while its code loads:
   * one user's, never stored.
   */
  async sessionPage(route: SignedInRoute, { markup, session }: SessionFrame): Promise<string | undefined> {
    if (!(await this.current())) return undefined;
    const data = `<script type="application/json" id="${EMBEDDED_SESSION_ELEMENT_ID}">${scriptSafeJson(session)}</script>`;
    return withFrame(await this.template(route.styles), firstFrame('session', markup), data);
  }

  /** Whether there is a build; a new one drops what was prepared from the last. */
  private async current(): Promise<boolean> {
    const built = await stat(join(this.distDir, 'index.html')).then((file) => file.mtimeMs, () => undefined);
    if (built === undefined) return false;
    if (built !== this.builtAt) {
      this.prepared.clear();
      this.templates.clear();
      this.builtAt = built;
    }
    return true;
  }

  private template(styles: SignedInRoute['styles']): Promise<string> {
    let template = this.templates.get(styles);
    if (!template) {
      template = this.readTemplate(styles);
      template.catch(() => this.templates.delete(styles));
      this.templates.set(styles, template);
    }
    return template;
  }

  private async readTemplate(styles: SignedInRoute['styles']): Promise<string> {
    const [template, manifest] = await Promise.all([readFile(join(this.distDir, 'index.html'), 'utf8'), this.readManifest()]);
    // Stylesheets only: a module preload of the route chunks in the HTML hydrates the player ~200 ms
    // sooner on a throttled phone, but Lighthouse's mobile run then prices them all into the largest
    // paint and misses its target (docs/PERFORMANCE.md); the entry asks for them as it starts.
    const assets = routeAssets(STYLES[styles], manifest, template, { scripts: false });
    return inlineStylesheets(template.replace('</head>', () => `${assets}</head>`), this.distDir);
  }

  private async readManifest(): Promise<Manifest> {
    try {
      return JSON.parse(await readFile(join(this.distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      return {};
    }
  }
}

const withFrame = (template: string, frame: string, after = '') => template.replace('<div id="root"></div>', () => `${frame}<div id="root"></div>${after}`);
