import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { PAYLOAD_ELEMENT_ID } from '@medprep/shared';
import superjson from 'superjson';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DEFAULT_FRONTEND_DIST } from '../../config/paths';
import { FeedCache } from '../../common/cache/feed-cache';
import { ChangeFeed } from '../../database/change-feed/change-feed';
import { ContentService } from '../content/content.service';
import { ExamsService } from '../exams/exams.service';
import { ProductsService } from '../products/products.service';
import { inlineStylesheets } from './inline-styles';
import { PageRenderer } from './page-renderer';
import { prepareBytes, type PreparedBytes } from './prepared-page';
import { routeAssets, type Manifest } from './route-assets';
import { scriptSafeJson } from './script-safe-json';
import type { SessionFrame } from './session-frame-source';
import { SignedInPages, type SignedInRoute } from './signed-in-pages';

/** Re-rendered at least this often even if no change was heard (FAQs and partners are not on the change feed). */
const TTL_MS = 5 * 60_000;
/** Every exam page and the four others, with room to spare. */
const MAX_PAGES = 200;
const OWNER = 'public';
/** The content lists as the public pages ask for them (frontend features/content/api.ts): newest first. */
const newestFirst = (limit: number) => ({ page: 1, limit, sort: 'date', order: 'desc' }) as const;
const BACKUP_SUFFIX = '-backup';
export const PAYLOAD_CACHE = 'public, max-age=30, stale-while-revalidate=300';
/** The page names the build's asset files: a browser revalidates it (a 304 while nothing changed). */
export const PAGE_CACHE = 'public, no-cache';

export interface PreparedPage {
  html: PreparedBytes;
  payload: PreparedBytes;
}

/**
 * The public pages (home, /exams, /exam/{slug}, /faqs, /contact-us) as HTML that already holds
 * their content, and each page's data as `{route}/_payload.json`. React renders them (the
 * frontend's prerender bundle, in a worker) from the same data the page's tRPC queries would
 * return; the page embeds that payload, and the browser's app hydrates from it without calling the
 * API. Kept until the catalogue changes (the change feed, heard by every instance), then rendered
 * again at once for every page that had been asked for.
 */
@Injectable()
export class PrerenderedPages implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PrerenderedPages');
  private readonly renderer: PageRenderer;
  private readonly distDir: string;
  private readonly cache: FeedCache<string, PreparedPage>;
  private readonly rendering = new Map<string, Promise<PreparedPage | null>>();
  /** Routes asked for since start: rendered again as soon as the catalogue changes. */
  private readonly known = new Set<string>();
  private unsubscribe: () => unknown = () => undefined;
  private warned = false;
  private readonly warmOnStart: boolean;
  private readonly signedIn: SignedInPages;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(ChangeFeed) private readonly feed: ChangeFeed,
    @Inject(ExamsService) private readonly exams: ExamsService,
    @Inject(ProductsService) private readonly products: ProductsService,
    @Inject(ContentService) private readonly content: ContentService,
  ) {
    this.distDir = config.frontendDist ?? DEFAULT_FRONTEND_DIST;
    this.warmOnStart = config.production;
    this.renderer = new PageRenderer(join(this.distDir, '..', 'dist-ssr', 'prerender-entry.js'));
    this.cache = new FeedCache(feed.catalogue, { ttlMs: TTL_MS, maxEntries: MAX_PAGES });
    this.signedIn = new SignedInPages(this.distDir);
  }

  /** The app's page for a signed-in route, with its static first frame; undefined without a build. */
  signedInPage(route: SignedInRoute): Promise<PreparedBytes | undefined> {
    return this.signedIn.page(route);
  }

  /** The player's page with a session's question in its frame and the session itself; undefined without a build. */
  sessionPage(route: SignedInRoute, frame: SessionFrame): Promise<string | undefined> {
    return this.signedIn.sessionPage(route, frame);
  }

  onModuleInit(): void {
    // Subscribed after the cache (and the exam list's own cache): both are cleared before this runs.
    this.unsubscribe = this.feed.catalogue.subscribe(() => {
      // A render under way read the data before this change: later requests wait for a new one.
      this.rendering.clear();
      for (const route of this.known) void this.page(route).catch(() => undefined);
    });
  }

  /** In production every public page is rendered once at start, one after another: no visitor waits for a first render. */
  onApplicationBootstrap(): void {
    if (!this.warmOnStart || !this.renderer.available) return;
    void (async () => {
      const exams = await this.exams.listExams();
      for (const route of ['/', '/exams', '/faqs', '/contact-us', ...exams.map((exam) => `/exam/${exam.slug}`)]) await this.page(route);
    })().catch((error: unknown) => this.logger.warn(`Rendering the public pages at start failed: ${String(error)}`));
  }

  async onApplicationShutdown(): Promise<void> {
    this.unsubscribe();
    await this.renderer.stop();
  }

  /**
   * The prepared page of `route`; null when the route has no page (an unknown exam); undefined when
   * pages cannot be prerendered here (no prerender build): the app's index.html serves them then.
   */
  async page(route: string): Promise<PreparedPage | null | undefined> {
    if (!this.renderer.available) {
      if (!this.warned) this.logger.warn('The prerender build is missing (npm run build writes frontend/dist-ssr): public pages are served unrendered');
      this.warned = true;
      return undefined;
    }
    const kept = this.cache.peek(route, OWNER);
    if (kept) return kept.value;
    let rendering = this.rendering.get(route);
    if (!rendering) {
      rendering = this.render(route).finally(() => this.rendering.delete(route));
      this.rendering.set(route, rendering);
    }
    return rendering;
  }

  private async render(route: string): Promise<PreparedPage | null> {
    const snapshot = this.cache.snapshot();
    const data = await this.dataFor(route);
    if (data === null) return null;
    this.known.add(route);
    const payload = { route, data: superjson.serialize(data) };
    const [template, manifest, rendered] = await Promise.all([
      readFile(join(this.distDir, 'index.html'), 'utf8'),
      this.readManifest(),
      this.renderer.render(route, payload),
    ]);
    const [html, payloadBytes] = await Promise.all([
      inlineStylesheets(pageHtml(template, rendered, payload, manifest), this.distDir).then((html) => prepareBytes(html, 'text/html; charset=utf-8', PAGE_CACHE)),
      prepareBytes(JSON.stringify(payload), 'application/json; charset=utf-8', PAYLOAD_CACHE),
    ]);
    const page: PreparedPage = { html, payload: payloadBytes };
    this.cache.keep(snapshot, route, OWNER, page);
    return page;
  }

  /** What the page's queries would answer; null for an exam page of no listed exam. */
  private async dataFor(route: string): Promise<Record<string, unknown> | null> {
    const [exams, partners] = await Promise.all([this.exams.listExams(), this.content.partners()]);
    const data: Record<string, unknown> = { exams, partners };
    if (route === '/faqs' || route === '/') data.faqs = await this.content.faqs(newestFirst(50));
    if (route === '/') {
      // Below the fold on the home page: not in its HTML, but its data is there when it shows.
      [data.testimonials, data.blog] = await Promise.all([this.content.testimonials(newestFirst(6)), this.content.blog(newestFirst(3))]);
    }
    const examSlug = /^\/exam\/([^/]+)$/.exec(route)?.[1];
    if (examSlug !== undefined) {
      const slug = examSlug.endsWith(BACKUP_SUFFIX) ? examSlug.slice(0, -BACKUP_SUFFIX.length) : examSlug;
      if (!exams.some((exam) => exam.slug === slug)) return null;
      // An exam without a product still has its page; its prices load in the browser.
      const product = await this.products.productForExamKey(slug).catch(() => undefined);
      if (product) data.product = { examKey: slug, value: product };
    }
    return data;
  }

  private async readManifest(): Promise<Manifest> {
    try {
      return JSON.parse(await readFile(join(this.distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      return {};
    }
  }
}

/** What the browser's app loads before it hydrates: the code that puts the payload into its store. */
const HYDRATION_MODULES = ['src/app/startup/payload-seed.ts'];

/** The source modules each page renders, beyond the entry (their CSS must be there at first paint). */
function routeModules(route: string): string[] {
  if (route === '/') return ['src/app/routes/HomePage.tsx', 'src/features/exams/components/ExamCatalogue.tsx', ...HYDRATION_MODULES];
  if (route === '/exams') return ['src/app/routes/ExamsPage.tsx', ...HYDRATION_MODULES];
  if (route === '/faqs') return ['src/app/routes/FaqsPage.tsx', ...HYDRATION_MODULES];
  if (route === '/contact-us') return ['src/app/routes/ContactPage.tsx', ...HYDRATION_MODULES];
  return ['src/app/routes/ExamPage.tsx', ...HYDRATION_MODULES];
}

const LEADING_TITLE = /^<title>(.*?)<\/title>/s;

/** index.html with the rendered page in #root, its title in <head>, its payload and its chunks. */
function pageHtml(template: string, rendered: string, payload: unknown, manifest: Manifest): string {
  // React puts the page's <title> first; it belongs in <head>.
  const title = LEADING_TITLE.exec(rendered)?.[0];
  const body = title ? rendered.slice(title.length) : rendered;
  const route = (payload as { route: string }).route;
  // The page works without JavaScript now: the template's notice saying it does not would be wrong.
  let html = template.replace(/<noscript>.*?<\/noscript>/s, '');
  if (title) html = html.replace(/<title>.*?<\/title>/s, () => title);
  // An exam page's product goes into the checkout's cache: the seeding loads that api module too.
  const assets = routeAssets(routeModules(route), manifest, template, { dynamicOf: route.startsWith('/exam/') ? HYDRATION_MODULES : [] });
  html = html.replace('</head>', () => `${assets}</head>`);
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root">${body}</div><script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${scriptSafeJson(payload)}</script>`,
  );
}
