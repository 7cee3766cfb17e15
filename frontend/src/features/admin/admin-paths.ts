import type { QuestionFilters, ReportStatus } from './admin-types';

export const ADMIN_PAGE_SIZE = 20;

/** A query string of the values given, in the order of `keys` (empty values left out). */
function query(values: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || value === false) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const adminPaths = {
  questions: ({ exam, topic, type, status, flagged, q, page = 1, limit = ADMIN_PAGE_SIZE }: QuestionFilters) =>
    `/api/admin/questions${query({ exam, topic, type, status, flagged, q, page, limit })}`,
  question: (id: string) => `/api/admin/questions/${encodeURIComponent(id)}`,
  versions: (id: string) => `/api/admin/questions/${encodeURIComponent(id)}/versions`,
  transitions: (id: string, version: number) => `/api/admin/questions/${encodeURIComponent(id)}/versions/${version}/transitions`,
  stats: (id: string) => `/api/admin/questions/${encodeURIComponent(id)}/stats`,
  audit: (id: string, page = 1, limit = ADMIN_PAGE_SIZE) => `/api/admin/audit${query({ entity: 'question', entityId: id, page, limit })}`,
  reports: ({ status, exam, page = 1, limit = ADMIN_PAGE_SIZE }: { status?: ReportStatus; exam?: string; page?: number; limit?: number }) =>
    `/api/admin/question-reports${query({ status, exam, page, limit })}`,
  report: (id: string) => `/api/admin/question-reports/${encodeURIComponent(id)}`,
  statsRuns: '/api/admin/item-stats/runs',
  latestStatsRun: '/api/admin/item-stats/runs/latest',
  guidelineUpdated: (code: string) => `/api/admin/guidelines/${encodeURIComponent(code)}/updated`,
  import: '/api/admin/questions/import',
  export: (exam: string, format: 'json' | 'csv') => `/api/admin/questions/export${query({ exam, format })}`,
  media: '/api/admin/media',
} as const;
