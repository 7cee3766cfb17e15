import { afterEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@medprep/shared';
import { makeStore } from '../store';
import { fakeHttp, json } from '../../test/fake-http';
import { fakeTrpc } from '../../test/fake-trpc';
import { aUser } from '../../test/user-fixtures';
import { selectIsLoggedIn, selectSessionError, userSignedIn, watchSession } from '../session/session-api';
import type { LiveChannelOptions, SocketLike } from './live-channel';
import { LIVE_FALLBACK_POLL_MS, startLiveSession } from './live-session';
import { signOut } from '../../features/auth/api';
import { selectSignedOutBy } from '../session/sessionSlice';
import { storeWithSession } from '../../features/quiz/testing/quiz-fixtures';
import { clockAt, selectQuizClock } from '../../features/quiz/quizSlice';

function signedInStore(me: object = aUser()) {
  const server = fakeHttp({ 'GET /api/auth/me': () => json(200, me) });
  const store = makeStore({ http: server.http, trpc: fakeTrpc().client });
  store.dispatch(userSignedIn(aUser()));
  let socket: (SocketLike & { readyState: number }) | null = null;
  const createSocket: LiveChannelOptions['createSocket'] = () => {
    socket = { readyState: 0, send: vi.fn(), close: vi.fn(), onopen: null, onmessage: null, onclose: null, onerror: null };
    return socket;
  };
  const stop = startLiveSession(store, { createSocket, url: 'ws://test/api/live' });
  const server_ = {
    open: () => {
      socket!.readyState = 1;
      socket!.onopen?.({});
    },
    push: (frame: object) => socket!.onmessage?.({ data: JSON.stringify(frame) }),
    lose: () => socket!.onclose?.({ code: 1006 }),
  };
  return { store, fetch: server.fetch, stop, socket: server_ };
}

const meCalls = (fetch: ReturnType<typeof fakeHttp>['fetch']) => fetch.mock.calls.filter(([url]) => String(url) === '/api/auth/me').length;

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('startLiveSession', () => {
  it('signs this tab out at once on auth.revoked, with a message for the login page', () => {
    const live = signedInStore();
    stop = live.stop;
    live.socket.open();
    live.socket.push({ type: 'auth.revoked' });
    expect(selectIsLoggedIn(live.store.getState())).toBe(false);
    expect(selectSessionError(live.store.getState())).toBe(Messages.session.signedOutElsewhere);
  });

  it("leaves this tab's own Log out to finish as a sign-out by the user", async () => {
    let answerLogout: (response: Response) => void = () => {};
    const server = fakeHttp({ 'POST /api/auth/logout': () => new Promise<Response>((resolve) => (answerLogout = resolve)) });
    const store = makeStore({ http: server.http, trpc: fakeTrpc().client });
    store.dispatch(userSignedIn(aUser()));
    let socket: SocketLike | null = null;
    stop = startLiveSession(store, {
      url: 'ws://test/api/live',
      createSocket: () => (socket = { readyState: 1, send: vi.fn(), close: vi.fn(), onopen: null, onmessage: null, onclose: null, onerror: null }),
    });
    const leaving = store.dispatch(signOut());
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalled());
    socket!.onmessage?.({ data: '{"type":"auth.revoked"}' });
    expect(selectSignedOutBy(store.getState())).toBeNull();
    answerLogout(json(200, { ok: true, error: null }));
    await leaving;
    expect(selectSignedOutBy(store.getState())).toBe('user');
  });

  it('refreshes the access data on access.changed', async () => {
    const live = signedInStore();
    stop = live.stop;
    const watched = watchSession(live.store);
    await watched.settled;
    const before = meCalls(live.fetch);
    live.socket.open();
    live.socket.push({ type: 'access.changed' });
    await vi.waitFor(() => expect(meCalls(live.fetch)).toBe(before + 1));
    watched.release();
  });

  it('checks the session every 30 s while the socket is down, and stops once it is up', async () => {
    vi.useFakeTimers();
    // A visitor's answer: counted without the user check (whose module loads in real time).
    const live = signedInStore({ uid: null });
    stop = live.stop;
    await vi.advanceTimersByTimeAsync(LIVE_FALLBACK_POLL_MS);
    expect(meCalls(live.fetch)).toBe(1);
    live.socket.open();
    await vi.advanceTimersByTimeAsync(LIVE_FALLBACK_POLL_MS * 3);
    expect(meCalls(live.fetch)).toBe(1);
    live.socket.lose();
    await vi.advanceTimersByTimeAsync(LIVE_FALLBACK_POLL_MS);
    expect(meCalls(live.fetch)).toBeGreaterThanOrEqual(2);
  });

  it("subscribes to the running session's clock and re-anchors the player's timer on session.clock", async () => {
    const { http } = fakeHttp({});
    const store = storeWithSession(http, fakeTrpc().client, 'timed');
    const sent: string[] = [];
    let socket: SocketLike | null = null;
    stop = startLiveSession(store, {
      url: 'ws://test/api/live',
      createSocket: () => {
        socket = { readyState: 0, send: (data: string) => sent.push(data), close: vi.fn(), onopen: null, onmessage: null, onclose: null, onerror: null };
        return socket;
      },
    });
    (socket as unknown as { readyState: number }).readyState = 1;
    socket!.onopen?.({});
    expect(sent).toContain('{"type":"SUBSCRIBE","sessionId":"sess-1"}');

    socket!.onmessage?.({ data: JSON.stringify({ type: 'session.clock', sessionId: 'sess-1', serverNow: Date.now(), elapsedMs: 150_000, remainingMs: 30_000, ended: false }) });
    await vi.waitFor(() => expect(clockAt(selectQuizClock(store.getState())!, Date.now()).remainingMs).toBeGreaterThan(29_000));
    expect(clockAt(selectQuizClock(store.getState())!, Date.now()).remainingMs).toBeLessThanOrEqual(30_000);
  });
});
