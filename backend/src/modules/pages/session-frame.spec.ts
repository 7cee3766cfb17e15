import type { PlayerItem, QuizSession } from '@medprep/shared';
import { sessionQuestionFrame } from './session-frame';

const sba = (stem: string): PlayerItem => ({ type: 'sba', stem, options: [{ key: 'A', text: 'One' }, { key: 'B', text: 'Two' }, { key: 'C', text: 'Three' }] });

function session(overrides: Partial<QuizSession> = {}): QuizSession {
  return {
    id: 's1',
    examId: 'e1',
    examSlug: 'mrcpsych-a',
    examTitle: 'MRCPsych Paper A',
    mode: 'timed',
    filter: 'all',
    questionIds: ['q1', 'q2', 'q3'],
    timeLimitMs: 270_000,
    startedAt: new Date('2026-11-26T09:00:00Z'),
    endedAt: null,
    questions: ['q1', 'q2', 'q3'].map((id, i) => ({ id, topic: 'Psychopharmacology', item: sba(`Stem ${i + 1}`), flagged: false })),
    papers: null,
    answers: [],
    ...overrides,
  };
}

const answer = (questionId: string) => ({ questionId, response: { choice: 'A' as const }, score: null, maxScore: 1, correct: null, guessed: false, item: null, mark: null, version: 1, reviewedAt: '2026-11-01' });
const text = (html: string | null) => (html ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('sessionQuestionFrame', () => {
  it('draws the first question without an answer, with the bar the player shows', () => {
    const frame = text(sessionQuestionFrame(session({ answers: [answer('q1')] })));
    expect(frame).toContain('MRCPsych Paper A Timed practice · 1 of 3 answered');
    expect(frame).toContain('Question 2 of 3');
    expect(frame).toContain('Stem 2');
    expect(frame).not.toContain('Stem 1');
  });

  it('draws an extended-matching set as the player does: theme, option list, lead-in and every stem', () => {
    const emq: PlayerItem = {
      type: 'emq',
      theme: 'Antidepressants',
      leadIn: 'For each patient choose the drug',
      options: [{ key: 'A', text: 'Sertraline' }, { key: 'B', text: 'Mirtazapine' }],
      stems: [{ stem: 'A man with insomnia and weight loss' }, { stem: 'A woman after a myocardial infarction' }],
    };
    const frame = text(sessionQuestionFrame(session({ questions: [{ id: 'q1', topic: 'Mood', item: emq, flagged: false }], questionIds: ['q1'] })));
    expect(frame).toContain('Theme: Antidepressants A. Sertraline B. Mirtazapine For each patient choose the drug A man with insomnia and weight loss A woman after a myocardial infarction');
  });

  it("shows an item's images with their alt text", () => {
    const item: PlayerItem = { ...sba('Look at the ECG'), media: [{ src: '/media/ecg.svg', alt: 'ECG strip: sawtooth flutter waves', caption: 'Lead II', width: 640, height: 240 }] } as PlayerItem;
    const html = sessionQuestionFrame(session({ questions: [{ id: 'q1', topic: 'Cardiology', item, flagged: false }], questionIds: ['q1'] }))!;
    expect(html).toContain('<img class="quiz-media__image" src="/media/ecg.svg" alt="ECG strip: sawtooth flutter waves" loading="lazy" width="640" height="240">');
    expect(text(html)).toContain('Lead II');
  });

  it('draws nothing when the player would open on something else', () => {
    expect(sessionQuestionFrame(session({ endedAt: new Date('2026-11-26T09:05:00Z') }))).toBeNull();
    expect(sessionQuestionFrame(session({ answers: ['q1', 'q2', 'q3'].map(answer) }))).toBeNull();
    // A mock whose first paper is answered: its second paper waits behind the break screen.
    const papers = [
      { title: 'Paper 1', questionIds: ['q1'], timeLimitMs: 60_000 },
      { title: 'Paper 2', questionIds: ['q2', 'q3'], timeLimitMs: 120_000 },
    ];
    expect(sessionQuestionFrame(session({ mode: 'mock', papers, answers: [answer('q1')] }))).toBeNull();
    expect(text(sessionQuestionFrame(session({ mode: 'mock', papers })))).toContain('Mock exam · 0 of 3 answered');
  });
});
