import { z } from 'zod';

/** The live channel: a WebSocket on the API's own port. */
export const LIVE_PATH = '/api/live';
/** The client says PING this often; the server answers PONG. */
export const LIVE_PING_INTERVAL_MS = 25_000;
/** A frame larger than this closes its socket (1009). */
export const LIVE_MAX_FRAME_BYTES = 4096;

/** Close codes: 4401 is "signed out" in the application range (4000–4999), as HTTP's 401. */
export const LiveCloseCodes = {
  unauthorized: 4401,
  policy: 1008,
  tooBig: 1009,
} as const;

/**
 * What a client may send: PING (keep-alive), SUBSCRIBE to the clock of one of its running sessions
 * (null stops). Anything else closes the socket.
 */
export const liveClientFrameSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('PING') }),
  z.strictObject({ type: z.literal('SUBSCRIBE'), sessionId: z.uuid().nullable() }),
]);
export type LiveClientFrame = z.infer<typeof liveClientFrameSchema>;

/** A running session's clock as the server reads it: `serverNow` (epoch ms) is when. */
export interface LiveSessionClock {
  sessionId: string;
  serverNow: number;
  elapsedMs: number;
  remainingMs: number | null;
  ended: boolean;
}

/** What the server pushes. */
export type LiveServerFrame =
  | { type: 'PONG' }
  | ({ type: 'session.clock' } & LiveSessionClock)
  | { type: 'auth.revoked' }
  | { type: 'access.changed' }
  | { type: 'build.new'; id: string };

const SERVER_TYPES = new Set(['PONG', 'session.clock', 'auth.revoked', 'access.changed', 'build.new']);

/** A server frame from its text, or null for anything this client does not know (ignored). */
export function parseLiveServerFrame(text: string): LiveServerFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !SERVER_TYPES.has(type)) return null;
  const frame = value as LiveServerFrame;
  if (frame.type === 'session.clock' && (typeof frame.sessionId !== 'string' || typeof frame.elapsedMs !== 'number')) return null;
  if (frame.type === 'build.new' && typeof frame.id !== 'string') return null;
  return frame;
}

/** The longest wait before reconnecting. */
export const LIVE_RECONNECT_CAP_MS = 30_000;
const LIVE_RECONNECT_BASE_MS = 500;

/**
 * The wait before reconnect attempt `attempt` (0-based): a ceiling doubling from 0.5 s up to 30 s,
 * and a uniform draw between half the ceiling and the ceiling, so that the tabs an instance restart
 * disconnected do not all come back at once. `random` is in [0, 1).
 */
export function liveReconnectDelayMs(attempt: number, random: number): number {
  const ceiling = Math.min(LIVE_RECONNECT_CAP_MS, LIVE_RECONNECT_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random * ceiling) / 2);
}
