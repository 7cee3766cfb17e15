import { planMockPapers } from '@medprep/shared';
import { describe, expect, it } from 'vitest';
import { examPapersText, minutesText, plannedPaperText, typeCountsText } from './exam-papers-text';

describe('examPapersText', () => {
  it('describes each real paper of the MSRA with its types, questions and time', () => {
    const text = examPapersText('msra');
    expect(text.papers).toEqual([
      'Professional Dilemmas (50 questions in 1 hour 35 minutes: 34 ranking and 16 choose 3 of 8)',
      'Clinical Problem Solving (97 questions in 1 hour 15 minutes: 48 extended matching and 49 single best answer)',
    ]);
    expect(text.isDefault).toBe(false);
    // Timed practice keeps each type's own pace, as the server times it (95 min / 50, 75 min / 97).
    expect(text.pace).toBe('114 seconds a ranking or choose 3 of 8 question, 46 seconds an extended matching or single best answer one');
  });

  it('says "all" for a paper of one type, and marks the default format', () => {
    expect(examPapersText('mrcgp-akt').papers).toEqual(['Applied Knowledge Test (160 questions in 2 hours 40 minutes, all single best answer)']);
    expect(examPapersText('frca-1').papers).toEqual(['MCQ (90 questions in 3 hours: 60 multiple true/false and 30 single best answer)']);
    expect(examPapersText('no-such-exam')).toMatchObject({ isDefault: true, pace: '72 seconds a question' });
    expect(examPapersText('frca-1').pace).toBe('120 seconds a question');
  });
});

describe('plannedPaperText', () => {
  it('describes a mock scaled to a smaller bank with the real time per question', () => {
    const plan = planMockPapers('msra', { ranking: 12, choose: 6, emq: 6, sba: 20 });
    expect(plan.papers.map(plannedPaperText)).toEqual([
      'Professional Dilemmas (17 questions in 32 minutes: 12 ranking and 5 choose 3 of 8)',
      'Clinical Problem Solving (12 questions in 9 minutes: 6 extended matching and 6 single best answer)',
    ]);
  });
});

describe('minutesText and typeCountsText', () => {
  it('writes durations and counts in words', () => {
    expect(minutesText(180)).toBe('3 hours');
    expect(minutesText(46)).toBe('46 minutes');
    expect(minutesText(0)).toBe('0 minutes');
    expect(typeCountsText({ sba: 50, emq: 25, mtf: 0 })).toBe('50 single best answer and 25 extended matching');
    expect(typeCountsText({ sba: 1, emq: 2, ranking: 3 })).toBe('1 single best answer, 2 extended matching and 3 ranking');
  });
});
