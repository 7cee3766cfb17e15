import { msUntilHour } from './item-stats.scheduler';

describe('msUntilHour', () => {
  const at = (iso: string) => new Date(iso);

  it('waits until the hour later the same day (UTC)', () => {
    expect(msUntilHour(at('2026-11-26T01:30:00Z'), 3)).toBe(90 * 60_000);
  });

  it('waits until the next day once the hour has passed', () => {
    expect(msUntilHour(at('2026-11-26T03:00:01Z'), 3)).toBe(24 * 3600_000 - 1000);
  });

  it('waits a full day at the hour itself, so that one night runs once', () => {
    expect(msUntilHour(at('2026-11-26T03:00:00Z'), 3)).toBe(24 * 3600_000);
  });

  it('crosses the end of a month', () => {
    expect(msUntilHour(at('2026-11-30T23:00:00Z'), 0)).toBe(3600_000);
  });
});
