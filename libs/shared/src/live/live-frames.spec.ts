import { describe, expect, it } from 'vitest';
import { LIVE_RECONNECT_CAP_MS, liveClientFrameSchema, liveReconnectDelayMs, parseLiveServerFrame } from './live-frames';

describe('liveClientFrameSchema', () => {
  it('accepts PING and SUBSCRIBE, refuses unknown types and extra fields', () => {
    expect(liveClientFrameSchema.safeParse({ type: 'PING' }).success).toBe(true);
    expect(liveClientFrameSchema.safeParse({ type: 'SUBSCRIBE', sessionId: null }).success).toBe(true);
    expect(liveClientFrameSchema.safeParse({ type: 'SUBSCRIBE', sessionId: '6f1c1f7e-1d0b-4c55-9d38-3d8a1c1e2a10' }).success).toBe(true);
    expect(liveClientFrameSchema.safeParse({ type: 'SUBSCRIBE', sessionId: 'x' }).success).toBe(false);
    expect(liveClientFrameSchema.safeParse({ type: 'HELLO' }).success).toBe(false);
    expect(liveClientFrameSchema.safeParse({ type: 'PING', extra: 1 }).success).toBe(false);
  });
});

describe('parseLiveServerFrame', () => {
  it('reads the frames the server sends and ignores anything else', () => {
    expect(parseLiveServerFrame('{"type":"PONG"}')).toEqual({ type: 'PONG' });
    expect(parseLiveServerFrame('{"type":"build.new","id":"abc"}')).toEqual({ type: 'build.new', id: 'abc' });
    expect(parseLiveServerFrame('{"type":"build.new"}')).toBeNull();
    expect(parseLiveServerFrame('{"type":"session.clock","sessionId":"s","serverNow":1,"elapsedMs":2,"remainingMs":null,"ended":false}')).toMatchObject({ sessionId: 's' });
    expect(parseLiveServerFrame('not json')).toBeNull();
    expect(parseLiveServerFrame('null')).toBeNull();
    expect(parseLiveServerFrame('{"type":"other"}')).toBeNull();
  });
});

describe('liveReconnectDelayMs', () => {
  it('grows exponentially with jitter and never waits more than the cap', () => {
    expect(liveReconnectDelayMs(0, 0)).toBe(250);
    expect(liveReconnectDelayMs(0, 0.999)).toBeLessThanOrEqual(500);
    expect(liveReconnectDelayMs(3, 0)).toBe(2000);
    expect(liveReconnectDelayMs(3, 0.999)).toBeLessThanOrEqual(4000);
    for (const attempt of [10, 20, 1000]) {
      expect(liveReconnectDelayMs(attempt, 0.999)).toBeLessThanOrEqual(LIVE_RECONNECT_CAP_MS);
      expect(liveReconnectDelayMs(attempt, 0)).toBe(LIVE_RECONNECT_CAP_MS / 2);
    }
  });
});
