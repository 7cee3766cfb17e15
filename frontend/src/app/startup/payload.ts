import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { PAYLOAD_ELEMENT_ID } from '@medprep/shared';
import { embeddedJson } from '../../lib/embedded-json';
import type { AppStore, RootState } from '../store';

/**
 * What a prerendered page was rendered from, as the server sends it (the page's HTML embeds it;
 * `{route}/_payload.json` serves the same bytes): the data the page's first render reads, in
 * superjson's wire form, so that dates arrive as the tRPC client would hand them over.
 */
export interface PagePayload {
  route: string;
  data: { json: unknown; meta?: unknown };
}

let prerendered = false;

/** The payload embedded in this page's HTML, if the server prerendered it; read once. */
export function readEmbeddedPayload(): PagePayload | null {
  return embeddedJson(PAYLOAD_ELEMENT_ID) as PagePayload | null;
}

/** True once the store holds a prerendered page's data: that first page renders at once, as the server rendered it. */
export const firstPagePrerendered = (): boolean => prerendered;

export function markFirstPagePrerendered(): void {
  prerendered = true;
}

/**
 * The start-up as the server rendered the page: the core steps (theme, connection, environment)
 * count as done, so the first render shows the page, not the loading state; the start-up still
 * runs each step afterwards.
 */
export function prerenderedStartupState(instance: { instanceCode: string; environment: string }): Pick<RootState, 'startup'> {
  return {
    startup: {
      steps: { theme: 'done', auth: 'pending', connection: 'done', instanceSettings: 'done', exams: 'pending', globalContent: 'pending' },
      instance,
      offline: false,
    },
  };
}

/**
 * Shows a prerendered page: its data goes into the store and its code loads first, so that the
 * app's first render is the markup the server sent, which React then hydrates in place, against
 * the store as it stands now (`app(serverState)`) even where the store has moved on by the time a
 * part hydrates. Should either fail (a chunk that no longer exists), the app renders from scratch
 * as without a payload.
 */
export async function hydratePrerendered(
  container: HTMLElement,
  app: (serverState?: RootState) => ReactNode,
  store: AppStore,
  payload: PagePayload,
  options: RootOptions,
  preloadPage: () => Promise<unknown>,
): Promise<void> {
  const replay = holdEarlyClicks(container);
  try {
    const { seedFromPayload } = await import('./payload-seed');
    await seedFromPayload(store, payload);
    await preloadPage();
  } catch {
    createRoot(container, options).render(app());
    replay();
    return;
  }
  // The store as the server's was when it rendered: what the page hydrates against (App).
  hydrateRoot(container, app(store.getState()), options);
  replay();
}

/**
 * The prerendered page is on screen before its code: a click (or Enter on a focused button) on a
 * control in that time is held, and made again once React listens (it replays clicks on markup it
 * is still hydrating), so that it is not lost. Returns the replay.
 */
function holdEarlyClicks(container: HTMLElement): () => void {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>('button, a[href], [role="button"], input, label');
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    held = control;
  };
  container.addEventListener('click', hold, true);
  return () => {
    container.removeEventListener('click', hold, true);
    if (held?.isConnected) held.click();
    held = null;
  };
}
