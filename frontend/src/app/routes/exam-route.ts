import { findExamBySlug, Messages } from '@medprep/shared';
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { examsSettled } from '../../features/exams/examsSettled';
import { selectExams, selectExamsStatus } from '../../features/exams/examsSlice';
import type { AppStore } from '../store';

/** Exam pages kept for automated tests (SPEC §2); they need not exist in the catalogue. */
export const FIXTURE_EXAM_SLUGS: ReadonlySet<string> = new Set(['test', 'banana']);

const BACKUP_SUFFIX = '-backup';

/** `/exam/{slug}-backup` shows the same exam as `/exam/{slug}` (SPEC §2 child pattern). */
export function examSlugFromParam(param: string): string {
  return param.endsWith(BACKUP_SUFFIX) && param.length > BACKUP_SUFFIX.length
    ? param.slice(0, -BACKUP_SUFFIX.length)
    : param;
}

export const notFoundMessage = Messages.pages.notFoundAt;

/** The fatal route-level 404 of SPEC §2: 'Page Not Found: {path}'. */
export function notFound(pathname: string) {
  return data({ message: notFoundMessage(pathname) }, { status: 404, statusText: 'Not Found' });
}

/**
 * Route validity check for `/exam/:slug`: a fixture slug, or an exam the API lists. When the list
 * cannot be loaded the page renders anyway and offers a retry, rather than claiming a 404.
 */
export function createExamLoader(store: AppStore) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const slug = examSlugFromParam(params.slug ?? '');
    if (FIXTURE_EXAM_SLUGS.has(slug)) return null;
    await examsSettled(store);
    const state = store.getState();
    // findExamBySlug warns about the miss (SPEC §8: failed lookups by slug only warn).
    if (selectExamsStatus(state) === 'ready' && !findExamBySlug(selectExams(state), slug)) {
      throw notFound(new URL(request.url).pathname);
    }
    return null;
  };
}
