import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePaperBreak } from './usePaperBreak';

const PAPERS = [
  { title: 'Professional Dilemmas', questionIds: ['a', 'b'], timeLimitMs: 60_000 },
  { title: 'Clinical Problem Solving', questionIds: ['c', 'd'], timeLimitMs: 60_000 },
];

describe('usePaperBreak', () => {
  it('shows the break on reaching the second paper until it is started, and not again', () => {
    const { result, rerender } = renderHook(({ id }) => usePaperBreak(PAPERS, id, ['a', 'b']), { initialProps: { id: 'b' } });
    expect(result.current.info).toBeNull();
    rerender({ id: 'c' });
    expect(result.current.info).toMatchObject({ completed: 1, nextNumber: 2 });
    act(() => result.current.start());
    expect(result.current.info).toBeNull();
    rerender({ id: 'b' });
    rerender({ id: 'd' });
    expect(result.current.info).toBeNull();
  });

  it('does not show the break for a paper already under way (a resumed mock)', () => {
    const { result } = renderHook(() => usePaperBreak(PAPERS, 'd', ['a', 'c']));
    expect(result.current.info).toBeNull();
  });
});
