import { useEffect, useRef, type ReactNode } from 'react';
import type { Instance, Props } from 'tippy.js';

/** Placement auto-end, HTML allowed, max width 350, z-index 9999, 300/250 ms animations. */
export const TOOLTIP_DEFAULTS = {
  placement: 'auto-end',
  allowHTML: true,
  maxWidth: 350,
  zIndex: 9999,
  duration: [300, 250],
} as const satisfies Partial<Props>;

async function loadTippy() {
  const [{ default: tippy }] = await Promise.all([import('tippy.js'), import('tippy.js/dist/tippy.css')]);
  return tippy;
}

export interface TooltipProps {
  /** Trusted, static HTML (HTML allowed); never pass text that came from a user. */
  content: string;
  /** The trigger: it must be focusable (a button or a link) so keyboard users get the tip too. */
  children: ReactNode;
  className?: string;
}

/**
 * Wraps a focusable trigger with a tippy.js tooltip. tippy.js (and its CSS) loads on the first
 * hover or focus; Escape hides the tip.
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const instance = useRef<Instance | null>(null);
  const contentRef = useRef(content);

  useEffect(() => {
    contentRef.current = content;
    instance.current?.setContent(content);
  }, [content]);

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    let cancelled = false;
    const trigger = () => element.querySelector<HTMLElement>('button, a, [tabindex]') ?? element;

    const start = () => {
      if (instance.current) return;
      void loadTippy().then((tippy) => {
        if (cancelled || instance.current) return;
        const target = trigger();
        instance.current = tippy(target, { ...TOOLTIP_DEFAULTS, content: contentRef.current, trigger: 'mouseenter focus' });
        if (target.matches(':hover, :focus')) instance.current.show();
      });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') instance.current?.hide();
    };

    element.addEventListener('pointerenter', start);
    element.addEventListener('focusin', start);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      cancelled = true;
      element.removeEventListener('pointerenter', start);
      element.removeEventListener('focusin', start);
      element.removeEventListener('keydown', onKeyDown);
      instance.current?.destroy();
      instance.current = null;
    };
  }, []);

  return (
    <span ref={wrapper} className={['tooltip-trigger', className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}

export interface InfoTipProps {
  /** Names the button: 'More about free trials'. */
  label: string;
  content: string;
}

/** A small (i) button that shows a tooltip on hover or focus. */
export function InfoTip({ label, content }: InfoTipProps) {
  return (
    <Tooltip content={content}>
      <button type="button" className="info-tip" aria-label={label}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 7v4.5M8 4.6v.1" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
    </Tooltip>
  );
}
