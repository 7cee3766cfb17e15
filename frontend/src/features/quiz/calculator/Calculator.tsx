import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { INITIAL_CALCULATOR, isCalculatorKey, pendingExpression, pressKey, type CalculatorKey } from './calculator';

const BUTTONS: { key: CalculatorKey; text: string; label: string; kind?: 'operator' | 'equals' | 'clear' }[] = [
  { key: 'C', text: 'C', label: 'Clear', kind: 'clear' },
  { key: '±', text: '±', label: 'Change sign' },
  { key: '%', text: '%', label: 'Percent' },
  { key: '/', text: '÷', label: 'Divide', kind: 'operator' },
  { key: '7', text: '7', label: '7' },
  { key: '8', text: '8', label: '8' },
  { key: '9', text: '9', label: '9' },
  { key: '*', text: '×', label: 'Multiply', kind: 'operator' },
  { key: '4', text: '4', label: '4' },
  { key: '5', text: '5', label: '5' },
  { key: '6', text: '6', label: '6' },
  { key: '-', text: '−', label: 'Minus', kind: 'operator' },
  { key: '1', text: '1', label: '1' },
  { key: '2', text: '2', label: '2' },
  { key: '3', text: '3', label: '3' },
  { key: '+', text: '+', label: 'Plus', kind: 'operator' },
  { key: '0', text: '0', label: '0' },
  { key: '.', text: '.', label: 'Decimal point' },
  { key: 'Backspace', text: '⌫', label: 'Delete last digit' },
  { key: '=', text: '=', label: 'Equals', kind: 'equals' },
];

/** Typed keys that mean a calculator key (x for ×, a comma for the decimal point, Delete to clear). */
const TYPED: Record<string, CalculatorKey> = { Enter: '=', x: '*', X: '*', ',': '.', Delete: 'C', c: 'C' };

export interface CalculatorProps {
  onClose: () => void;
}

/**
 * A basic calculator in a small non-modal dialog: the question stays readable and usable beside
 * it. Typing works while the focus is inside (digits, + - * / x, Enter or =, Backspace, C, %);
 * Escape closes it and the focus goes back to the toolbar.
 */
export function Calculator({ onClose }: CalculatorProps) {
  const [state, setState] = useState(INITIAL_CALCULATOR);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => {
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    // Enter on a focused button presses that button; elsewhere it means '='.
    if (event.key === 'Enter' && event.target instanceof HTMLButtonElement) return;
    const key = TYPED[event.key] ?? event.key;
    if (!isCalculatorKey(key)) return;
    event.preventDefault();
    setState((current) => pressKey(current, key));
  };

  const pending = pendingExpression(state);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog takes typed keys, as a desk calculator does
    <div ref={dialogRef} className="quiz-calc" role="dialog" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="quiz-calc__head">
        <h2 id={titleId} className="quiz-calc__title">
          Calculator
        </h2>
        <button type="button" className="quiz-calc__close" aria-label="Close calculator" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="quiz-calc__screen">
        <span className="quiz-calc__pending" aria-hidden="true">
          {pending}
        </span>
        <output className="quiz-calc__display" aria-live="polite" aria-atomic="true">
          {state.display}
        </output>
      </div>
      <div className="quiz-calc__keys">
        {BUTTONS.map((button) => (
          <button
            key={button.key}
            type="button"
            className={button.kind ? `quiz-calc__key quiz-calc__key--${button.kind}` : 'quiz-calc__key'}
            aria-label={button.label === button.text ? undefined : button.label}
            onClick={() => setState((current) => pressKey(current, button.key))}
          >
            {button.text}
          </button>
        ))}
      </div>
    </div>
  );
}
