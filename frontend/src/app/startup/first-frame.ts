/** The server's static frame of a signed-in page (backend pages module, signed-in-pages.ts). */
export const FIRST_FRAME_ID = 'first-frame';
/** A loading state (Startup's gate, the route fallback, the session check, a session opening). */
const LOADING = '.route-fallback';

/**
 * A signed-in page arrives with a static first frame (header, heading) laid over #root: it stays
 * on screen through the app's loading states and goes in the same task as the app's first real
 * content (a mutation observer runs before the next paint). Offline, it goes at once: the app's offline notice must show.
 */
export function releaseFirstFrame(container: HTMLElement, online = () => navigator.onLine !== false): void {
  const frame = document.getElementById(FIRST_FRAME_ID);
  if (!frame) return;
  const showsContent = () => !online() || (container.childElementCount > 0 && container.querySelector(LOADING) === null);
  const observer = new MutationObserver(() => {
    if (!showsContent()) return;
    observer.disconnect();
    frame.remove();
  });
  observer.observe(container, { childList: true, subtree: true });
}
