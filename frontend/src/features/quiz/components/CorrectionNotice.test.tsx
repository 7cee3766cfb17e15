import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import type { Review } from '../quiz-types';
import { axeViolations } from '../testing/axe';
import { quizServer, quizTrpc, renderWithStore, pinClockToFixtureSession } from '../testing/quiz-fixtures';
import { aPapersReview, reviewQuestionFor, SBA, MTF } from '../testing/review-fixtures';
import { SessionReviewView } from './SessionReviewView';

function renderReview(review: Review) {
  const { http } = quizServer('tutor');
  const store = makeStore({ http, trpc: quizTrpc().client });
  return renderWithStore(store, <SessionReviewView review={review} endReason={null} />, '/s/sess-1/review', '/s/:sessionId/review');
}

const review = () =>
  aPapersReview({
    mode: 'tutor',
    papers: null,
    timeLimitMs: null,
    questions: [
      reviewQuestionFor('s1', SBA, undefined, { correction: { correctedAt: '2026-11-03T10:00:00.000Z', changeNote: 'Clopidogrel is given with aspirin, not instead.' } }),
      reviewQuestionFor('m1', MTF),
    ],
  });

describe('the correction notice in a review', () => {
  beforeEach(() => pinClockToFixtureSession());
  afterEach(() => vi.useRealTimers());

  it('tells the reader of an older version what was corrected and when, above the explanation', async () => {
    const { container } = renderReview(review());

    const corrected = screen.getByRole('article', { name: /Question 1/ });
    const notice = within(corrected).getByRole('complementary', { name: 'Correction' });
    expect(notice).toHaveTextContent('Corrected on 3 Nov 2026: Clopidogrel is given with aspirin, not instead.');
    const explanation = within(corrected).getByRole('heading', { name: 'Explanation' });
    expect(notice.compareDocumentPosition(explanation) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows no notice on a question answered at its current version', () => {
    renderReview(review());

    const current = screen.getByRole('article', { name: /Question 2/ });
    expect(within(current).queryByRole('complementary', { name: 'Correction' })).toBeNull();
    expect(screen.getAllByRole('complementary', { name: 'Correction' })).toHaveLength(1);
  });
});
