import { Logger } from '@nestjs/common';
import { PeriodicSweep } from './periodic-sweep';

describe('PeriodicSweep', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('should run one sweep at a time: a call while one is under way joins it', async () => {
    let release!: (handled: number) => void;
    let runs = 0;
    const sweep = new PeriodicSweep('Probe', () => {
      runs += 1;
      return new Promise<number>((resolve) => (release = resolve));
    }, (n) => `${n}`);
    const first = sweep.sweep();
    const second = sweep.sweep();
    release(2);
    await Promise.all([first, second]);
    expect(runs).toBe(1);
  });

  it('should resolve when a sweep fails, and run again on the next call', async () => {
    let runs = 0;
    const sweep = new PeriodicSweep('Probe', async () => {
      runs += 1;
      if (runs === 1) throw new Error('database gone');
      return 0;
    }, (n) => `${n}`);
    await expect(sweep.sweep()).resolves.toBeUndefined();
    await expect(sweep.sweep()).resolves.toBeUndefined();
    expect(runs).toBe(2);
  });

  it('should wait on stop for a sweep under way', async () => {
    let finished = false;
    let release!: () => void;
    const sweep = new PeriodicSweep('Probe', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      finished = true;
      return 1;
    }, (n) => `${n}`);
    void sweep.sweep();
    const stopped = sweep.stop();
    release();
    await stopped;
    expect(finished).toBe(true);
  });
});
