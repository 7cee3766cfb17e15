import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paperBreakAfter } from '../papers';
import { axeViolations } from '../testing/axe';
import { PaperBreak } from './PaperBreak';

const PAPERS = [
  { title: 'Professional Dilemmas', questionIds: ['a', 'b'], timeLimitMs: 228_000 },
  { title: 'Clinical Problem Solving', questionIds: ['c', 'd', 'e'], timeLimitMs: 4_500_000 },
];

describe('PaperBreak', () => {
  it('says which paper is complete and what the next holds, with the focus on its heading', () => {
    render(<PaperBreak info={paperBreakAfter(PAPERS, 'b')!} onStart={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Paper 1 of 2 complete' })).toHaveFocus();
    expect(screen.getByText('Next — Paper 2: Clinical Problem Solving: 3 questions, 1 hour 15 minutes.')).toBeVisible();
  });

  it('starts the next paper from the keyboard', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    render(<PaperBreak info={paperBreakAfter(PAPERS, 'b')!} onStart={onStart} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Start paper 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('is accessible', async () => {
    const { container } = render(<PaperBreak info={paperBreakAfter(PAPERS, 'b')!} onStart={() => undefined} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
