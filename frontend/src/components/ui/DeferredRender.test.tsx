import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredRender } from './DeferredRender';

/** An IntersectionObserver the test drives: `enter()` reports the observed placeholder as near. */
let enter: () => void = () => {};
class DrivenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    enter = () => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

let idle: (() => void) | null = null;

beforeEach(() => {
  idle = null;
  vi.stubGlobal('IntersectionObserver', DrivenObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => {});
});

afterEach(() => vi.unstubAllGlobals());

const page = () =>
  render(
    <DeferredRender minHeight="10rem">
      <h2>Learning tools</h2>
    </DeferredRender>,
  );

describe('DeferredRender', () => {
  it('keeps room for a part below the fold and shows it when it nears the viewport', () => {
    const { container } = page();
    expect(screen.queryByRole('heading', { name: 'Learning tools' })).toBeNull();
    expect((container.firstChild as HTMLElement).style.minHeight).toBe('10rem');
    act(() => enter());
    expect(screen.getByRole('heading', { name: 'Learning tools' })).toBeTruthy();
  });

  it('shows it once the browser is idle, without scrolling', () => {
    page();
    expect(screen.queryByRole('heading', { name: 'Learning tools' })).toBeNull();
    act(() => idle?.());
    expect(screen.getByRole('heading', { name: 'Learning tools' })).toBeTruthy();
  });

  it('shows it at the first key press (a keyboard user can tab into it)', () => {
    page();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(screen.getByRole('heading', { name: 'Learning tools' })).toBeTruthy();
  });
});
