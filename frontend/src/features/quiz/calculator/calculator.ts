/** The on-screen calculator's arithmetic: a pure state machine driven by one key at a time. */

export type Operator = '+' | '-' | '*' | '/';
export type CalculatorKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | Operator | '=' | 'C' | '±' | '%' | 'Backspace';

export interface CalculatorState {
  /** What the display shows: the number being typed, a result, or 'Error'. */
  display: string;
  /** The left operand, once an operator has been pressed. */
  stored: number | null;
  operator: Operator | null;
  /** The next digit starts a new number (after an operator or '='). */
  fresh: boolean;
}

export const INITIAL_CALCULATOR: CalculatorState = { display: '0', stored: null, operator: null, fresh: true };

export const ERROR_DISPLAY = 'Error';
const MAX_DIGITS = 15;

export const OPERATOR_SIGNS: Record<Operator, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

const KEYS = new Set<string>(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '+', '-', '*', '/', '=', 'C', '±', '%', 'Backspace']);
export const isCalculatorKey = (key: string): key is CalculatorKey => KEYS.has(key);

/**
 * A number as a person expects to read it: twelve significant digits, so that binary float noise
 * (0.1 + 0.2 = 0.30000000000000004) never shows; anything not finite is an error.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return ERROR_DISPLAY;
  const rounded = Number.parseFloat(value.toPrecision(12));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function apply(left: number, operator: Operator, right: number): number {
  switch (operator) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return right === 0 ? Number.NaN : left / right;
  }
}

const isOperator = (key: CalculatorKey): key is Operator => key === '+' || key === '-' || key === '*' || key === '/';

/** The state after one key press. */
export function pressKey(state: CalculatorState, key: CalculatorKey): CalculatorState {
  if (key === 'C') return INITIAL_CALCULATOR;
  // After an error only a new number (or C) makes sense.
  if (state.display === ERROR_DISPLAY) {
    return /^[0-9.]$/.test(key) ? pressKey(INITIAL_CALCULATOR, key) : state;
  }
  const current = Number(state.display);

  if (/^[0-9]$/.test(key)) {
    if (state.fresh || state.display === '0') return { ...state, display: key, fresh: false };
    if (state.display.replace(/[-.]/g, '').length >= MAX_DIGITS) return state;
    return { ...state, display: state.display + key };
  }
  if (key === '.') {
    if (state.fresh) return { ...state, display: '0.', fresh: false };
    return state.display.includes('.') ? state : { ...state, display: `${state.display}.` };
  }
  if (isOperator(key)) {
    // A second operator in a row replaces the first; otherwise the pending sum is worked out first.
    if (state.operator && state.stored !== null && !state.fresh) {
      const display = formatNumber(apply(state.stored, state.operator, current));
      if (display === ERROR_DISPLAY) return { ...INITIAL_CALCULATOR, display };
      return { display, stored: Number(display), operator: key, fresh: true };
    }
    return { ...state, stored: state.operator && state.fresh ? state.stored : current, operator: key, fresh: true };
  }
  switch (key) {
    case '=': {
      if (!state.operator || state.stored === null) return { ...state, display: formatNumber(current), fresh: true };
      return { ...INITIAL_CALCULATOR, display: formatNumber(apply(state.stored, state.operator, current)) };
    }
    case '±':
      if (current === 0) return state;
      return { ...state, display: state.display.startsWith('-') ? state.display.slice(1) : `-${state.display}` };
    case '%': {
      // 200 + 10 % adds 10 % of 200, as on a desk calculator; otherwise a hundredth.
      const percent = state.stored !== null && (state.operator === '+' || state.operator === '-') ? (state.stored * current) / 100 : current / 100;
      return { ...state, display: formatNumber(percent), fresh: false };
    }
    case 'Backspace': {
      if (state.fresh) return state;
      const shorter = state.display.slice(0, -1);
      return { ...state, display: shorter === '' || shorter === '-' ? '0' : shorter };
    }
    default:
      return state;
  }
}

/** The pending operation above the display, e.g. '12 ×'. */
export function pendingExpression(state: CalculatorState): string {
  return state.operator && state.stored !== null ? `${formatNumber(state.stored)} ${OPERATOR_SIGNS[state.operator]}` : '';
}

/** A whole sequence of keys, from the start (for tests and for replaying typed input). */
export const pressKeys = (keys: readonly CalculatorKey[], from: CalculatorState = INITIAL_CALCULATOR): CalculatorState => keys.reduce(pressKey, from);
