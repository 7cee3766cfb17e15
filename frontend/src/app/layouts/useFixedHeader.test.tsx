import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_SCROLL_THROTTLE_MS, useFixedHeader } from './useFixedHeader';

function Probe() {
  return <p data-testid="header">{useFixedHeader() ? 'fixed' : 'released'}</p>;
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

const state = () => screen.getByTestId('header').textContent;

describe('useFixedHeader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('fixes the header when the scroll position passes its previous value, and releases it otherwise', () => {
    render(<Probe />);
    expect(state()).toBe('released');

    scrollTo(120);
    expect(state()).toBe('fixed');

    act(() => {
      vi.advanceTimersByTime(HEADER_SCROLL_THROTTLE_MS);
    });
    scrollTo(60);
    expect(state()).toBe('released');

    act(() => {
      vi.advanceTimersByTime(HEADER_SCROLL_THROTTLE_MS);
    });
    scrollTo(60);
    expect(state()).toBe('released');
  });

  it('reads the position at most every 100 ms, and still reads the last one', () => {
    render(<Probe />);
    scrollTo(100);
    expect(state()).toBe('fixed');

    // Within the window: up and down again are not read yet.
    act(() => {
      vi.advanceTimersByTime(30);
    });
    scrollTo(40);
    act(() => {
      vi.advanceTimersByTime(30);
    });
    scrollTo(20);
    expect(state()).toBe('fixed');

    // The trailing read at 100 ms sees 20 < 100: released.
    act(() => {
      vi.advanceTimersByTime(HEADER_SCROLL_THROTTLE_MS - 60);
    });
    expect(state()).toBe('released');
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<Probe />);
    const remove = vi.spyOn(window, 'removeEventListener');
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
