import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_PING_INTERVAL_MS } from '@medprep/shared';
import { openLiveChannel, type SocketLike } from './live-channel';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: string) {
    this.onmessage?.({ data });
  }
  lose(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function channel(overrides: Partial<Parameters<typeof openLiveChannel>[0]> = {}) {
  const sockets: FakeSocket[] = [];
  const onFrame = vi.fn();
  const onSignedOut = vi.fn();
  const onConnection = vi.fn();
  const live = openLiveChannel({
    onFrame,
    onSignedOut,
    onConnection,
    url: 'ws://test/api/live',
    random: () => 0,
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    ...overrides,
  });
  return { live, sockets, onFrame, onSignedOut, onConnection };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('openLiveChannel', () => {
  it('says PING once open and every 25 s, and hands on the frames it knows', () => {
    const { sockets, onFrame } = channel();
    sockets[0].open();
    vi.advanceTimersByTime(LIVE_PING_INTERVAL_MS * 2);
    expect(sockets[0].sent).toEqual(['{"type":"PING"}', '{"type":"PING"}', '{"type":"PING"}']);
    sockets[0].receive('{"type":"access.changed"}');
    sockets[0].receive('not json');
    expect(onFrame.mock.calls).toEqual([[{ type: 'access.changed' }]]);
  });

  it('reconnects after losing the socket, waiting longer each time, and watches the session again', () => {
    const { live, sockets, onConnection } = channel();
    sockets[0].open();
    live.watchSession('6f1c1f7e-1d0b-4c55-9d38-3d8a1c1e2a10');
    sockets[0].lose();
    expect(onConnection).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(249);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1].lose();
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2].open();
    expect(onConnection).toHaveBeenLastCalledWith(true);
    expect(sockets[2].sent).toEqual(['{"type":"PING"}', '{"type":"SUBSCRIBE","sessionId":"6f1c1f7e-1d0b-4c55-9d38-3d8a1c1e2a10"}']);
    // Opened but closed before any answer: still backing off.
    sockets[2].lose();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);
    // Answered: the next loss starts from the shortest wait.
    sockets[3].open();
    sockets[3].receive('{"type":"PONG"}');
    sockets[3].lose();
    vi.advanceTimersByTime(250);
    expect(sockets).toHaveLength(5);
  });

  it('reconnects at once when the browser comes back online', () => {
    const network = new EventTarget() as unknown as Window;
    const { sockets } = channel({ network });
    sockets[0].lose();
    vi.advanceTimersByTime(250);
    sockets[1].lose();
    expect(sockets).toHaveLength(2);
    network.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(3);
    // The backoff's timer was dropped: no second socket from it.
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(3);
  });

  it('stops and reports the sign-out when the server refuses the session (4401)', () => {
    const { sockets, onSignedOut } = channel();
    sockets[0].lose(4401);
    expect(onSignedOut).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('neither pings nor reconnects once closed', () => {
    const { live, sockets } = channel();
    sockets[0].open();
    live.close();
    sockets[0].lose(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0].sent).toEqual(['{"type":"PING"}']);
  });
});
