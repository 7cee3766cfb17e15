import { act, lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { useAppSelector } from '../hooks';
import { makeStore, type RootState } from '../store';
import { selectThemePreference, themeRestored } from '../theme/themeSlice';
import { hydratePrerendered, type PagePayload } from './payload';

/** A part of a page whose markup depends on the store: what the server rendered, or what changed since. */
function Corner() {
  return useAppSelector(selectThemePreference) === 'dark' ? <strong>dark corner</strong> : <span>light corner</span>;
}

const payload: PagePayload = { route: '/exams', data: superjson.serialize({ exams: [] }) };

describe('hydratePrerendered', () => {
  it('a part whose code arrives after the store has changed hydrates the markup the server sent, then shows the change', async () => {
    const store = makeStore();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={store}>
        <Suspense fallback={null}>
          <Corner />
        </Suspense>
      </Provider>,
    );
    expect(container.textContent).toBe('light corner');

    // That part's code is held back, as a chunk on a slow connection is, until the store has moved on.
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const LateCorner = lazy(async () => {
      await arrived;
      return { default: Corner };
    });
    const recoverable: unknown[] = [];
    // eslint-disable-next-line testing-library/no-unnecessary-act -- no Testing Library render here: act flushes hydrateRoot's work
    await act(() =>
      hydratePrerendered(
        container,
        (serverState?: RootState) => (
          <Provider store={store} serverState={serverState}>
            <Suspense fallback={null}>
              <LateCorner />
            </Suspense>
          </Provider>
        ),
        store,
        payload,
        { onRecoverableError: (error) => recoverable.push(error) },
        () => Promise.resolve(),
      ),
    );
    await act(async () => {
      store.dispatch(themeRestored('dark'));
    });
    await act(async () => {
      release();
      await arrived;
    });

    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe('dark corner');
  });
});
