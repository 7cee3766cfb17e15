import type { Request } from 'express';
import type { QuizSession } from '@medprep/shared';
import { extractToken } from '../auth/token-extractor';
import { sessionQuestionFrame } from './session-frame';

/** The player's first frame: the question the session opens on, and the session as its owner reads it. */
export interface SessionFrame {
  markup: string;
  session: QuizSession;
}

/** The player's first frame for a request, or null (then the shared frame, and the app reads the session). */
export type SessionFrameSource = (req: Request, sessionId: string) => Promise<SessionFrame | null>;

/** Past this the page goes out with the shared frame: the app loads the session itself. */
const LOOKUP_BUDGET_MS = 750;

/**
 * Reads the session as `GET /api/r/s/:id` does, for its signed-in owner only. Anything else — no
 * token or a bad one, another user's session or none, a store that is down or slow — gives null:
 * the page is then the one every user gets, and the app reports the problem as it would have.
 */
export function sessionFrameSource(
  verify: (token: string) => Promise<{ userId: string }>,
  readSession: (userId: string, sessionId: string) => Promise<QuizSession>,
): SessionFrameSource {
  return async (req, sessionId) => {
    const token = extractToken(req);
    if (!token) return null;
    const lookup = verify(token)
      .then((principal) => readSession(principal.userId, sessionId))
      .then(
        (session) => {
          const markup = sessionQuestionFrame(session);
          return markup === null ? null : { markup, session };
        },
        () => null,
      );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), LOOKUP_BUDGET_MS);
      timer.unref();
    });
    return Promise.race([lookup, late]).finally(() => clearTimeout(timer));
  };
}
