import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PrerenderedPages } from './prerendered-pages.service';
import { sendPersonal, sendPrepared } from './prepared-page';
import type { SessionFrameSource } from './session-frame-source';
import { signedInRoute } from './signed-in-pages';

const PAGE_ROUTES = new Set(['/', '/exams', '/faqs', '/contact-us']);
const EXAM_ROUTE = /^\/exam\/[^/]+$/;
const PAYLOAD_SUFFIX = '/_payload.json';

/** The prerendered route a path asks for, and whether it asks for the page or its payload. */
function pageRequest(path: string): { route: string; payload: boolean } | null {
  const payload = path.endsWith(PAYLOAD_SUFFIX);
  const route = payload ? path.slice(0, -PAYLOAD_SUFFIX.length) || '/' : path;
  return PAGE_ROUTES.has(route) || EXAM_ROUTE.test(route) ? { route, payload } : null;
}

/**
 * Serves the prerendered public pages and their `_payload.json`, and the signed-in pages with their
 * static first frame, the player's showing its session's question when `sessionFrame` finds it
 * (mounted before the SPA's handlers). An exam page of no listed exam is the app's page with a 404 status (the app shows its
 * not-found page); its payload is a JSON 404. Without a prerender build, or when a render fails,
 * the app's index.html serves the page as before.
 */
export function prerenderedPagesHandler(pages: PrerenderedPages, onError: (error: unknown) => void, sessionFrame: SessionFrameSource): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const signedIn = signedInRoute(path);
    if (signedIn) {
      const found = signedIn.sessionId ? sessionFrame(req, signedIn.sessionId) : Promise.resolve(null);
      found
        .then(async (frame) => {
          const personal = frame === null ? undefined : await pages.sessionPage(signedIn, frame);
          if (personal !== undefined) return sendPersonal(req, res, personal);
          const page = await pages.signedInPage(signedIn);
          return page ? sendPrepared(req, res, page) : next();
        })
        .catch((error: unknown) => {
          onError(error);
          if (!res.headersSent) next();
        });
      return;
    }
    const target = pageRequest(path);
    if (!target) return next();
    pages.page(target.route).then(
      (page) => {
        if (page === undefined) return next();
        if (page === null) {
          if (target.payload) {
            res.status(404).json({ statusCode: 404, error: 'Not Found', message: `No page at ${target.route}` });
            return;
          }
          res.status(404);
          return next();
        }
        sendPrepared(req, res, target.payload ? page.payload : page.html);
      },
      (error: unknown) => {
        onError(error);
        next();
      },
    );
  };
}
