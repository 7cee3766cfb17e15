import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMAT_NOTE, ExamFormat, PUBLISHED_FORMAT_NOTE } from './ExamFormat';

describe('ExamFormat', () => {
  it('lists the real papers of a two-paper exam with their types, questions and times', () => {
    render(<ExamFormat slug="msra" />);
    const section = screen.getByRole('region', { name: 'The real papers' });
    expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Professional Dilemmas (50 questions in 1 hour 35 minutes: 34 ranking and 16 choose 3 of 8)',
      'Clinical Problem Solving (97 questions in 1 hour 15 minutes: 48 extended matching and 49 single best answer)',
    ]);
    expect(within(section).getByText(PUBLISHED_FORMAT_NOTE)).toBeVisible();
  });

  it('says when the format is our default', () => {
    render(<ExamFormat slug="unknown-exam" />);
    expect(screen.getByRole('region', { name: 'The real paper' })).toHaveTextContent('Paper 1 (100 questions in 2 hours, all single best answer)');
    expect(screen.getByText(DEFAULT_FORMAT_NOTE)).toBeVisible();
  });
});
