import type { SESSION_MODES } from './session-options';

type SessionMode = (typeof SESSION_MODES)[number];

/** How the player names a session's mode ('Tutor mode · 3 of 10 answered'). */
export const SESSION_MODE_LABELS: Readonly<Record<SessionMode, string>> = { tutor: 'Tutor mode', timed: 'Timed practice', mock: 'Mock exam' };

/**
 * The question a session opens on: the first one without a standing answer, or the first of all
 * when every one is answered. The player resumes there, and the server's first frame shows it.
 */
export function openingIndex(questionIds: readonly string[], answered: (questionId: string) => boolean): number {
  const firstOpen = questionIds.findIndex((id) => !answered(id));
  return firstOpen === -1 ? 0 : firstOpen;
}
