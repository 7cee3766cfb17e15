import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_FRAME_ID, releaseFirstFrame } from './first-frame';

/** The page as the server sends a signed-in route: the frame, then the app's empty root. */
function signedInPage() {
  document.body.innerHTML = `<div id="${FIRST_FRAME_ID}"><h1>Dashboard</h1></div><div id="root"></div>`;
  return document.getElementById('root')!;
}
const frame = () => document.getElementById(FIRST_FRAME_ID);
/** Mutation observers report in a microtask: after it, the frame's fate is decided. */
const observed = () => Promise.resolve();

describe('releaseFirstFrame', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps the frame while the app shows loading states, and removes it with the first real content', async () => {
    const root = signedInPage();
    releaseFirstFrame(root, () => true);
    root.innerHTML = '<div class="route-fallback"><p>Loading MedPrep…</p></div>';
    await observed();
    expect(frame()).not.toBeNull();
    root.innerHTML = '<div class="app-shell"><header>MedPrep</header><main><div class="route-fallback">Loading your account…</div></main></div>';
    await observed();
    expect(frame()).not.toBeNull();
    root.querySelector('main')!.innerHTML = '<h1>Dashboard</h1>';
    await observed();
    expect(frame()).toBeNull();
  });

  it('removes the frame at the first render when the browser is offline (the offline notice must show)', async () => {
    const root = signedInPage();
    releaseFirstFrame(root, () => false);
    root.innerHTML = '<div class="route-fallback"><p>You are offline…</p></div>';
    await observed();
    expect(frame()).toBeNull();
  });

  it('does nothing on a page without a frame', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    releaseFirstFrame(root, () => true);
    root.innerHTML = '<p>Home</p>';
    await observed();
    expect(root.innerHTML).toBe('<p>Home</p>');
  });
});
