import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_KEY } from '@medprep/shared';
import { makeStore } from '../store';
import { fakeHttp, json, type FakeRoute } from '../../test/fake-http';
import { fakeTrpc } from '../../test/fake-trpc';
import { aUser } from '../../test/user-fixtures';
import { userSignedIn, userSignedOut } from '../session/session-api';
import { selectThemePreference, themeToggled } from '../theme/themeSlice';
import { persistStore } from './persist-store';
import { currencyRemembered, selectPreferences, selectRememberedCurrency } from './preferencesSlice';
import { startPersistence } from './stored-theme';

const newStore = (http = fakeHttp({}).http) => makeStore({ http, trpc: fakeTrpc().client });
const stored = () => JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') as Record<string, unknown> | null;
const put = (key: string, value: unknown) => localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));

/** The store as the app starts it: the theme before the first render, the rest once its module has loaded. */
async function startedStore(pathname = '/dashboard', http = fakeHttp({}).http) {
  const store = newStore(http);
  startPersistence(store, pathname);
  persistStore(store);
  await vi.waitFor(() => expect(stored()).not.toBeNull());
  return store;
}

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});
afterEach(() => localStorage.clear());

describe('the persisted client store', () => {
  it('restores the theme and currency stored under 5.0.1, the theme on the page before the first render', async () => {
    put(STORE_KEY, { version: '5.0.1', theme: 'dark', currency: 'gbp' });
    const store = newStore();

    startPersistence(store, '/dashboard');
    expect(selectThemePreference(store.getState())).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');

    persistStore(store);
    expect(selectRememberedCurrency(store.getState())).toBe('gbp');
  });

  it('keeps public pages light whatever is stored', () => {
    put(STORE_KEY, { version: '5.0.1', theme: 'dark' });
    startPersistence(newStore(), '/exam/mrcp-1');
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('writes a change under the versioned key, at most once per throttle period', async () => {
    const store = await startedStore();
    store.dispatch(themeToggled());
    store.dispatch(currencyRemembered('GBP'));

    await vi.waitFor(() => expect(stored()).toEqual({ version: '5.0.1', theme: 'dark', currency: 'gbp', onboarding: null, trial: null }));
  });

  it.each([
    ['corrupt JSON', '{"version":"5.0.1","theme":"da'],
    ['a value that is not an object', '"dark"'],
    ['a store of another major version', { version: '4.9.0', theme: 'dark', currency: 'gbp' }],
    ['a store without a version', { theme: 'dark', currency: 'gbp' }],
  ])('drops %s without failing, and starts from the defaults', async (_case, value) => {
    put(STORE_KEY, value);
    const store = await startedStore();

    expect(selectThemePreference(store.getState())).toBe('light');
    expect(selectRememberedCurrency(store.getState())).toBeNull();
    expect(stored()).toEqual({ version: '5.0.1', theme: 'light', onboarding: null, trial: null });
  });

  it('drops the parts of a wrong shape and keeps the others', async () => {
    put(STORE_KEY, { version: '5.0.1', theme: 'dark', currency: 'bitcoin', trial: { examSlug: 'msra' } });
    const store = await startedStore();

    expect(selectThemePreference(store.getState())).toBe('dark');
    expect(selectPreferences(store.getState())).toEqual({ currency: null, onboarding: null, trial: null });
  });

  it.each([
    ['an onboarding record with a field it never had', { onboarding: { modalAddressed: true, extra: 1 } }],
    ['an onboarding record that is not a flag', { onboarding: { modalAddressed: 'yes' } }],
    ['a trial whose start is not an instant', { trial: { examSlug: 'msra', startedAt: '20 Nov 2026' } }],
    ['a trial of an empty exam', { trial: { examSlug: '', startedAt: '2026-11-20T10:00:00.000Z' } }],
    ['an outbox that is not a list', { outbox: { sessionId: 's' } }],
    ['an outbox longer than 500', { outbox: Array.from({ length: 501 }, (_, i) => ({ sessionId: 's', questionId: `q${i}`, response: { choice: 'A' }, timeMs: 1, queuedAt: 1 })) }],
  ])('drops %s and keeps the rest', async (_label, part) => {
    put(STORE_KEY, { version: '5.0.1', theme: 'dark', currency: 'gbp', ...part });
    const store = await startedStore('/s/s');
    expect(selectThemePreference(store.getState())).toBe('dark');
    expect(selectPreferences(store.getState())).toEqual({ currency: 'gbp', onboarding: null, trial: null });
    const { selectOutbox } = await import('../../features/quiz/quizSlice');
    expect(selectOutbox(store.getState())).toEqual([]);
    await vi.waitFor(() => expect(stored()).toEqual({ version: '5.0.1', theme: 'dark', currency: 'gbp', onboarding: null, trial: null }));
  });

  it('keeps an onboarding record and a trial of the right shape', async () => {
    put(STORE_KEY, { version: '5.0.1', onboarding: { modalAddressed: false }, trial: { examSlug: 'msra', startedAt: '2026-11-20T10:00:00Z' } });
    const store = await startedStore();
    expect(selectPreferences(store.getState())).toMatchObject({ onboarding: { modalAddressed: false }, trial: { examSlug: 'msra', startedAt: '2026-11-20T10:00:00Z' } });
  });

  it('migrates a store left by another 5.x version to the 5.0.1 key and removes the old one', async () => {
    put('medprep:store@5.0.0', { version: '5.0.0', theme: 'dark', currency: 'zar', legacyFlag: true });
    const store = await startedStore();

    expect(selectRememberedCurrency(store.getState())).toBe('zar');
    expect(localStorage.getItem('medprep:store@5.0.0')).toBeNull();
    await vi.waitFor(() => expect(stored()).toMatchObject({ version: '5.0.1', currency: 'zar' }));
  });

  it("keeps the signed-in user's onboarding and trial, never their e-mail or a token, and forgets them at sign-out", async () => {
    const store = await startedStore();
    const user = aUser({
      state: { onboardingModalAddressed: true, currency: 'usd' },
      access: {
        access: 'trial',
        subscriptions: [],
        trial: { id: 't1', exam: 'e1', examSlug: 'msra', examTitle: 'MSRA', sid: null, startDate: '2026-11-20T10:00:00.000Z', sessionStarted: false, sessionStartDate: null },
      } as never,
    });

    store.dispatch(userSignedIn(user));
    await vi.waitFor(() =>
      expect(stored()).toMatchObject({ onboarding: { modalAddressed: true }, trial: { examSlug: 'msra', startedAt: '2026-11-20T10:00:00.000Z' } }),
    );
    const raw = localStorage.getItem(STORE_KEY)!;
    expect(raw).not.toContain(user.email);
    expect(raw).not.toMatch(/token|password|email/i);

    store.dispatch(userSignedOut('user'));
    await vi.waitFor(() => expect(stored()).toMatchObject({ onboarding: null, trial: null }));
  });

  /** A server that answers every answer sent with `route`; `sent` lists the bodies it was given. */
  function answerServer(route: FakeRoute) {
    const { http, fetch } = fakeHttp({ 'POST /api/r/s/qa': route });
    const sent = () => fetch.mock.calls.filter(([url]) => String(url) === '/api/r/s/qa').map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    return { http, sent };
  }
  const serverDown = () => answerServer(() => json(503, { statusCode: 503, message: 'Service unavailable' }));

  it("keeps a running session's unsent answers of every type and, on the next load, puts them back in the quiz's outbox and sends them", async () => {
    const entry = (questionId: string, response: unknown) => ({ sessionId: 'session-1', questionId, response, timeMs: 4200, queuedAt: 1_764_000_000_000 });
    const unsent = [
      entry('q-sba', { choice: 'C' }),
      entry('q-mtf', { marks: [true, false, true] }),
      entry('q-emq', { answers: ['C', 'H'] }),
      entry('q-ranking', { order: ['C', 'A', 'E', 'B', 'D'] }),
      entry('q-choose', { choices: ['A', 'D', 'F'] }),
      entry('q-numeric', { value: 12.5 }),
    ];
    put(STORE_KEY, { version: '5.0.1', theme: 'light', outbox: unsent });
    const server = serverDown();
    const store = await startedStore('/s/session-1', server.http);
    const { selectOutbox } = await import('../../features/quiz/quizSlice');

    await vi.waitFor(() => expect(server.sent()).toEqual(unsent.map(({ queuedAt: _queuedAt, ...body }) => body)));
    // Not acknowledged (the server is down): kept for the next try.
    expect(selectOutbox(store.getState())).toEqual(unsent);
    expect(stored()).toMatchObject({ version: '5.0.1', outbox: unsent });
  });

  it('lets go of a kept answer once the server has taken it', async () => {
    const kept = { sessionId: 'session-1', questionId: 'q-sba', response: { choice: 'C' }, timeMs: 4200, queuedAt: 1_764_000_000_000 };
    put(STORE_KEY, { version: '5.0.1', theme: 'light', outbox: [kept] });
    const server = answerServer(() =>
      json(200, { questionId: 'q-sba', response: { choice: 'C' }, revealed: false, score: null, maxScore: 1, correct: null, progress: { answered: 1, total: 3 }, sessionEnded: false }),
    );
    const store = await startedStore('/s/session-1', server.http);
    const { selectOutbox } = await import('../../features/quiz/quizSlice');

    await vi.waitFor(() => expect(stored()).not.toHaveProperty('outbox'));
    expect(selectOutbox(store.getState())).toEqual([]);
    expect(server.sent()).toHaveLength(1);
  });

  it('reads an answer kept before responses had types as a single best answer', async () => {
    const legacy = { sessionId: 'session-1', questionId: 'question-7', answer: 'C', timeMs: 4200, queuedAt: 1_764_000_000_000 };
    put(STORE_KEY, { version: '5.0.1', theme: 'light', outbox: [legacy] });
    const store = await startedStore('/s/session-1', serverDown().http);
    const { selectOutbox } = await import('../../features/quiz/quizSlice');
    const { answer: _answer, ...rest } = legacy;
    await vi.waitFor(() => expect(selectOutbox(store.getState())).toEqual([{ ...rest, response: { choice: 'C' } }]));
  });

  it('drops an outbox holding a response of no known shape', async () => {
    put(STORE_KEY, { version: '5.0.1', theme: 'light', outbox: [{ sessionId: 's', questionId: 'q', response: { guess: 'C' }, timeMs: 1, queuedAt: 1 }] });
    await startedStore('/s/s');
    await vi.waitFor(() => expect(stored()).not.toHaveProperty('outbox'));
    expect(stored()).toMatchObject({ theme: 'light' });
  });
});
