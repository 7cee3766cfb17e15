import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe';
import { feedbackFor, ITEMS, RANKING, SBA } from '../testing/review-fixtures';
import { AnswerFeedbackPanel } from './AnswerFeedbackPanel';

describe('AnswerFeedbackPanel', () => {
  it('says a wrong single best answer is incorrect and which is right, with the marks, explanation and references', () => {
    render(<AnswerFeedbackPanel feedback={feedbackFor(SBA)} />);
    const panel = screen.getByRole('region', { name: 'Feedback' });
    expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent('Incorrect — the answer is A');
    expect(within(panel).getByText(/You scored/)).toHaveTextContent('You scored 0 of 1 mark.');
    expect(within(panel).getByText('Aspirin 300 mg reduces mortality in acute coronary syndrome and is given at once.')).toBeVisible();
    expect(within(panel).getByRole('link', { name: /Acute coronary syndromes — NICE \(NG185\), 2020/ })).toHaveAttribute('href', 'https://www.nice.org.uk/guidance/ng185');
    expect(within(panel).getByText('Oxford Handbook of Clinical Medicine — Oxford University Press, 2024')).toBeVisible();
    expect(within(panel).getByRole('list', { name: 'Options and explanations' })).toBeVisible();
  });

  it('says under the explanation when the version answered was reviewed and against which guidance', () => {
    const { rerender } = render(<AnswerFeedbackPanel feedback={feedbackFor(SBA)} />);
    const explanation = screen.getByText('Aspirin 300 mg reduces mortality in acute coronary syndrome and is given at once.');
    const line = 'Reviewed 3 Nov 2026 · NICE NG185 (2020) · Oxford University Press Oxford Handbook of Clinical Medicine (2024)';
    expect(screen.getByText(line)).toBeVisible();
    expect(explanation.compareDocumentPosition(screen.getByText(line)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A version never reviewed: the references alone.
    rerender(<AnswerFeedbackPanel feedback={{ ...feedbackFor(SBA), reviewedAt: null }} />);
    expect(screen.queryByText(/^Reviewed/)).toBeNull();
    expect(screen.getByText('NICE NG185 (2020) · Oxford University Press Oxford Handbook of Clinical Medicine (2024)')).toBeVisible();
  });

  it('says a ranking is partly correct with its marks of 20, and can leave the parts to the player', () => {
    render(<AnswerFeedbackPanel feedback={feedbackFor(RANKING)} showParts={false} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Partly correct');
    expect(screen.getByText(/You scored/)).toHaveTextContent('You scored 16 of 20 marks.');
    expect(screen.queryByRole('list', { name: /Responses in the ideal order/ })).toBeNull();
    expect(screen.getByRole('table', { name: /Where others placed each response/ })).toBeVisible();
  });

  it('says full marks in words and an icon', () => {
    render(<AnswerFeedbackPanel feedback={feedbackFor(RANKING, { order: ['C', 'A', 'E', 'D', 'B'] })} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('✓Full marks');
    expect(screen.getByText(/You scored/)).toHaveTextContent('You scored 20 of 20 marks.');
  });

  it.each(Object.values(ITEMS))('is accessible for a $type item', async (item) => {
    const { container } = render(<AnswerFeedbackPanel feedback={feedbackFor(item)} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
