import { findExamBySlug, Messages, type Exam } from '@medprep/shared';
import { RouteNotFound } from '../errors/RouteErrorBoundary';

/** Exam pages kept for automated tests; they need not exist in the catalogue. */
export const FIXTURE_EXAM_SLUGS: ReadonlySet<string> = new Set(['test', 'banana']);

const BACKUP_SUFFIX = '-backup';

/** `/exam/{slug}-backup` shows the same exam as `/exam/{slug}`. */
export function examSlugFromParam(param: string): string {
  return param.endsWith(BACKUP_SUFFIX) && param.length > BACKUP_SUFFIX.length
    ? param.slice(0, -BACKUP_SUFFIX.length)
    : param;
}

export const notFoundMessage = Messages.pages.notFoundAt;

/**
 * The route validity check for `/exam/:slug`, once the exam list is loaded: a fixture
 * slug or an exam the API lists is fine; anything else is a fatal 404 'Page Not Found: {path}',
 * thrown to the route's error boundary. The miss is only warned about.
 */
export function checkExamRoute(exams: readonly Exam[], slug: string, pathname: string): void {
  if (FIXTURE_EXAM_SLUGS.has(slug) || findExamBySlug(exams, slug)) return;
  throw new RouteNotFound(notFoundMessage(pathname));
}
