import { describe, expect, it } from 'vitest';
import { examFormat, mockPlan, timedLimitMs } from './exam-formats';

describe('exam formats', () => {
  it('gives MRCP Part 1 its real 200 questions at 108 s', () => {
    expect(examFormat('mrcp-1')).toMatchObject({ questions: 200, secondsPerQuestion: 108, isDefault: false });
  });

  it('falls back to 100 SBA at 72 s, saying so, where no format was found', () => {
    for (const slug of ['mrcem-1', 'mrcpsych-b', 'mrcog-2', 'frcophth-1', 'mfds-1', 'ms-1-3']) {
      expect(examFormat(slug)).toMatchObject({ questions: 100, secondsPerQuestion: 72, isDefault: true });
    }
  });

  it('scales a mock to the bank when the bank is smaller, keeping the time per question', () => {
    expect(mockPlan('mrcp-1', 17)).toEqual({ count: 17, timeLimitMs: 17 * 108_000 });
    expect(mockPlan('frca-1', 500)).toEqual({ count: 90, timeLimitMs: 90 * 120_000 });
  });

  it('times a practice session by the real paper', () => {
    expect(timedLimitMs('mrcgp-akt', 10)).toBe(570_000);
  });
});
