import {
  LIVE_PATH,
  LIVE_PING_INTERVAL_MS,
  LiveCloseCodes,
  liveReconnectDelayMs,
  parseLiveServerFrame,
  type LiveClientFrame,
  type LiveServerFrame,
} from '@medprep/shared';

/** The part of the browser's WebSocket the channel uses (tests hand in a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface LiveChannelOptions {
  onFrame: (frame: LiveServerFrame) => void;
  /** The server refused the session (4401): the channel stops; the app checks who is signed in. */
  onSignedOut: () => void;
  /** The socket opened (true) or was lost (false). */
  onConnection?: (connected: boolean) => void;
  createSocket?: (url: string) => SocketLike;
  url?: string;
  random?: () => number;
  pingIntervalMs?: number;
  /** Fires 'online' when the browser's connection returns: reconnect then without waiting out the backoff. */
  network?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export interface LiveChannel {
  /** Watches one running session's clock (null: none); said again after each reconnection. */
  watchSession(sessionId: string | null): void;
  close(): void;
}

const OPEN = 1;

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${LIVE_PATH}`;
}

/**
 * The browser's end of the live channel: connects, says PING at once and every 25 s, hands on the server's
 * frames, and reconnects with exponential backoff and jitter whenever the socket is lost, until
 * closed or told the session has ended.
 */
export function openLiveChannel({
  onFrame,
  onSignedOut,
  onConnection = () => {},
  createSocket = (url) => new WebSocket(url) as unknown as SocketLike,
  url = defaultUrl(),
  random = Math.random,
  pingIntervalMs = LIVE_PING_INTERVAL_MS,
  network = window,
}: LiveChannelOptions): LiveChannel {
  let socket: SocketLike | null = null;
  let attempt = 0;
  let stopped = false;
  let pinger: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let watched: string | null = null;

  const send = (frame: LiveClientFrame) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
  };

  const connect = () => {
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      onConnection(true);
      // The first PING's PONG says the server has signed the socket in.
      send({ type: 'PING' });
      if (watched) send({ type: 'SUBSCRIBE', sessionId: watched });
      pinger = setInterval(() => send({ type: 'PING' }), pingIntervalMs);
    };
    current.onmessage = (event) => {
      const frame = typeof event.data === 'string' ? parseLiveServerFrame(event.data) : null;
      // Answered: the server took this socket, so the next loss starts again from the shortest
      // wait (a socket closed right after opening keeps backing off).
      if (frame?.type === 'PONG') attempt = 0;
      if (frame) onFrame(frame);
    };
    current.onerror = () => {};
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      clearInterval(pinger);
      if (stopped) return;
      onConnection(false);
      if (event.code === LiveCloseCodes.unauthorized) {
        stopped = true;
        onSignedOut();
        return;
      }
      retry = setTimeout(connect, liveReconnectDelayMs(attempt++, random()));
    };
  };

  const onOnline = () => {
    if (stopped || socket) return;
    clearTimeout(retry);
    connect();
  };
  network.addEventListener('online', onOnline);

  connect();

  return {
    watchSession(sessionId) {
      if (sessionId === watched) return;
      watched = sessionId;
      send({ type: 'SUBSCRIBE', sessionId });
    },
    close() {
      stopped = true;
      network.removeEventListener('online', onOnline);
      clearTimeout(retry);
      clearInterval(pinger);
      const current = socket;
      socket = null;
      current?.close(1000, 'signed out');
    },
  };
}
