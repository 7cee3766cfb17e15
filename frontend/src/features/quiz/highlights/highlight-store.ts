import type { QuestionHighlights } from './highlight-spans';

/** Every question's highlights in one session, by question id. */
export type SessionHighlights = Record<string, QuestionHighlights>;

const keyFor = (sessionId: string) => `medprep.highlights.v1.${sessionId}`;

function isSpanList(value: unknown): boolean {
  return Array.isArray(value) && value.every((span) => Array.isArray(span) && span.length === 2 && span.every((n) => Number.isInteger(n) && n >= 0));
}

/**
 * Highlights live in the tab's sessionStorage, keyed by session: they survive moving between
 * questions and a reload, and go with the tab. Unreadable or malformed data counts as none.
 */
export function readHighlights(sessionId: string): SessionHighlights {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(keyFor(sessionId)) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const result: SessionHighlights = {};
    for (const [questionId, fields] of Object.entries(parsed as Record<string, unknown>)) {
      if (!fields || typeof fields !== 'object') continue;
      const valid = Object.entries(fields as Record<string, unknown>).filter(([field, spans]) => /^(stem|[A-T])$/.test(field) && isSpanList(spans));
      if (valid.length > 0) result[questionId] = Object.fromEntries(valid) as QuestionHighlights;
    }
    return result;
  } catch {
    return {};
  }
}

export function writeHighlights(sessionId: string, highlights: SessionHighlights): void {
  try {
    window.sessionStorage.setItem(keyFor(sessionId), JSON.stringify(highlights));
  } catch {
    // Storage full or disabled: highlights then last as long as the page.
  }
}
