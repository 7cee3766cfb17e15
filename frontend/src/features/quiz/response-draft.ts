import type { ItemKey, ItemResponse } from '@medprep/shared';
import type { PlayerItem } from './quiz-types';

/**
 * A response as the candidate builds it in the player: it may be partial (statements not yet
 * marked, stems not yet answered, fewer than three picks, a value still being typed). Only a
 * complete draft becomes a response that can be sent.
 */
export type ResponseDraft =
  | { type: 'sba'; choice: ItemKey | null }
  | { type: 'mtf'; marks: (boolean | null)[] }
  | { type: 'emq'; answers: (ItemKey | null)[] }
  | { type: 'ranking'; order: ItemKey[] }
  | { type: 'choose'; choices: ItemKey[]; picks: number }
  /** What is typed, kept as text so that "12." or "-" survive while the value is typed. */
  | { type: 'numeric'; text: string };

export type DraftOfType<T extends ResponseDraft['type']> = Extract<ResponseDraft, { type: T }>;

/** An item before anything is answered; a ranking starts in the order the item lists its responses. */
export function emptyDraft(item: PlayerItem): ResponseDraft {
  switch (item.type) {
    case 'sba':
      return { type: 'sba', choice: null };
    case 'mtf':
      return { type: 'mtf', marks: item.statements.map(() => null) };
    case 'emq':
      return { type: 'emq', answers: item.stems.map(() => null) };
    case 'ranking':
      return { type: 'ranking', order: item.responses.map((r) => r.key) };
    case 'choose':
      return { type: 'choose', choices: [], picks: item.picks };
    case 'numeric':
      return { type: 'numeric', text: '' };
  }
}

/** A saved response as a draft, to show it and to edit it again. */
export function draftOf(response: ItemResponse): ResponseDraft {
  if ('choice' in response) return { type: 'sba', choice: response.choice };
  if ('marks' in response) return { type: 'mtf', marks: [...response.marks] };
  if ('answers' in response) return { type: 'emq', answers: [...response.answers] };
  if ('order' in response) return { type: 'ranking', order: [...response.order] };
  if ('choices' in response) return { type: 'choose', choices: [...response.choices], picks: response.choices.length };
  return { type: 'numeric', text: String(response.value) };
}

/** The draft of `response` when it fits `item` (a response kept from another version of it does not), else an empty one. */
export function draftFor(item: PlayerItem, response: ItemResponse | null | undefined): ResponseDraft {
  const empty = emptyDraft(item);
  if (!response) return empty;
  const draft = draftOf(response);
  if (draft.type !== empty.type) return empty;
  const sameLength = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length;
  if (draft.type === 'mtf' && !sameLength(draft.marks, (empty as DraftOfType<'mtf'>).marks)) return empty;
  if (draft.type === 'emq' && !sameLength(draft.answers, (empty as DraftOfType<'emq'>).answers)) return empty;
  return draft;
}

export type NumberParse = { ok: true; value: number } | { ok: false; message: string };

/** A typed number: digits with an optional sign and decimal point (a comma is taken as the point). */
export function parseTypedNumber(text: string): NumberParse {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: false, message: 'Enter a number.' };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return { ok: false, message: 'Enter a number only, such as 12.5: digits, with a decimal point if needed.' };
  const value = Number(trimmed);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, message: 'That number is too large.' };
}

/** The response a complete draft sends, or null while something is left to answer. */
export function responseOf(draft: ResponseDraft | null): ItemResponse | null {
  if (!draft) return null;
  switch (draft.type) {
    case 'sba':
      return draft.choice === null ? null : { choice: draft.choice };
    case 'mtf':
      return draft.marks.every((mark) => mark !== null) ? { marks: draft.marks as boolean[] } : null;
    case 'emq':
      return draft.answers.every((answer) => answer !== null) ? { answers: draft.answers as ItemKey[] } : null;
    case 'ranking':
      return { order: [...draft.order] };
    case 'choose':
      return draft.choices.length === draft.picks ? { choices: [...draft.choices] } : null;
    case 'numeric': {
      const parsed = parseTypedNumber(draft.text);
      return parsed.ok ? { value: parsed.value } : null;
    }
  }
}

/** How many parts are still to answer: statements, stems, picks, or the value. */
export function partsLeft(draft: ResponseDraft): number {
  switch (draft.type) {
    case 'sba':
      return draft.choice === null ? 1 : 0;
    case 'mtf':
      return draft.marks.filter((mark) => mark === null).length;
    case 'emq':
      return draft.answers.filter((answer) => answer === null).length;
    case 'ranking':
      return 0;
    case 'choose':
      return Math.max(0, draft.picks - draft.choices.length);
    case 'numeric':
      return parseTypedNumber(draft.text).ok ? 0 : 1;
  }
}

/** Two responses are the same answer (every response is a small plain object in a fixed shape). */
export function sameResponse(a: ItemResponse | null, b: ItemResponse | null): boolean {
  if (a === null || b === null) return a === b;
  if ('value' in a && 'value' in b) return a.value === b.value;
  return JSON.stringify(a) === JSON.stringify(b);
}

const trueFalse = (mark: boolean) => (mark ? 'true' : 'false');

/** A saved response in a few words, for "Saved: …" and "You answered … earlier". */
export function describeResponse(response: ItemResponse, unit = ''): string {
  if ('choice' in response) return response.choice;
  if ('marks' in response) return response.marks.map((mark, i) => `${i + 1} ${trueFalse(mark)}`).join(', ');
  if ('answers' in response) return response.answers.map((answer, i) => `${i + 1} ${answer}`).join(', ');
  if ('order' in response) return response.order.join(', ');
  if ('choices' in response) return response.choices.join(', ');
  return unit ? `${response.value} ${unit}` : String(response.value);
}

/** An option or response key, A to T. */
export const isItemKey = (value: string): value is ItemKey => /^[A-T]$/.test(value);

/** The order with the response at `from` moved to `to` (places count from 0). */
export function moved<T>(order: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= order.length || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  const [taken] = next.splice(from, 1);
  next.splice(to, 0, taken);
  return next;
}
