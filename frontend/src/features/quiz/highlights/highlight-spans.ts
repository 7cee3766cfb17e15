import type { ItemKey } from '@medprep/shared';

/** A highlighted stretch of one text, as character offsets [start, end). */
export type Span = readonly [start: number, end: number];
/** The texts of a question that can be highlighted: the stem and each option (by its key). */
export type HighlightField = 'stem' | ItemKey;
export type QuestionHighlights = Partial<Record<HighlightField, readonly Span[]>>;

/** Adds a span, merging it with any it overlaps or touches, so that the list stays sorted and disjoint. */
export function addSpan(spans: readonly Span[], span: Span): Span[] {
  const [start, end] = span;
  if (end <= start) return [...spans];
  let merged: [number, number] = [start, end];
  const kept: Span[] = [];
  for (const other of spans) {
    if (other[1] < merged[0] || other[0] > merged[1]) kept.push(other);
    else merged = [Math.min(merged[0], other[0]), Math.max(merged[1], other[1])];
  }
  return [...kept, merged].sort((a, b) => a[0] - b[0]);
}

export const removeSpan = (spans: readonly Span[], span: Span): Span[] => spans.filter((other) => other[0] !== span[0] || other[1] !== span[1]);

export interface Segment {
  text: string;
  /** The highlight this piece belongs to, or null for plain text. */
  span: Span | null;
}

/** The text cut into plain and highlighted pieces, in order; spans beyond the text are clipped. */
export function segments(text: string, spans: readonly Span[]): Segment[] {
  const pieces: Segment[] = [];
  let at = 0;
  for (const span of spans) {
    const start = Math.max(at, Math.min(span[0], text.length));
    const end = Math.min(span[1], text.length);
    if (end <= start) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), span: null });
    pieces.push({ text: text.slice(start, end), span });
    at = end;
  }
  if (at < text.length || pieces.length === 0) pieces.push({ text: text.slice(at), span: null });
  return pieces;
}

export const hasHighlights = (question: QuestionHighlights | undefined): boolean => Object.values(question ?? {}).some((spans) => spans.length > 0);
