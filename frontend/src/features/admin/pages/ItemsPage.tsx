import { ITEM_STATUSES, ITEM_TYPES, type ItemStatus, type ItemType } from '@medprep/shared';
import { useSearchParams } from 'react-router-dom';
import { useQuestionsQuery } from '../api';
import { adminPaths } from '../admin-paths';
import type { QuestionFilters } from '../admin-types';
import { GuidelineUpdatedForm } from '../components/GuidelineUpdatedForm';
import { LoadState } from '../components/LoadState';
import { QuestionFiltersForm } from '../components/QuestionFiltersForm';
import { QuestionTable } from '../components/QuestionTable';
import { StatsRunPanel } from '../components/StatsRunPanel';
import '../admin.css';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The filters as the address keeps them, so a search can be shared, reloaded and gone back to. */
function filtersOf(params: URLSearchParams): QuestionFilters {
  const page = Number(params.get('page'));
  return {
    exam: params.get('exam') || undefined,
    topic: params.get('topic') || undefined,
    type: oneOf<ItemType>(ITEM_TYPES, params.get('type')),
    status: oneOf<ItemStatus>(ITEM_STATUSES, params.get('status')),
    flagged: params.get('flagged') === 'true' || undefined,
    q: params.get('q') || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function paramsOf(filters: QuestionFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).flatMap(([key, value]) => (value === undefined || value === '' || (key === 'page' && value === 1) ? [] : [[key, String(value)]])),
  );
}

/** /admin: find items, a page at a time; recompute the statistics; flag the items citing an updated guideline. */
export function ItemsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const { data, error, isFetching, refetch } = useQuestionsQuery(filters);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const page = filters.page ?? 1;
  const goTo = (next: number) => setParams(paramsOf({ ...filters, page: next }));

  return (
    <div className="admin-page">
      <title>Items — Editor console — MedPrep</title>
      <h1 className="page__title">Items</h1>
      <QuestionFiltersForm filters={filters} onApply={(next) => setParams(paramsOf({ ...next, page: 1 }))} />
      {filters.exam && (
        <p className="admin-export">
          Export {filters.exam}:{' '}
          <a href={adminPaths.export(filters.exam, 'json')} download>
            JSON
          </a>{' '}
          ·{' '}
          <a href={adminPaths.export(filters.exam, 'csv')} download>
            CSV (single best answers)
          </a>
        </p>
      )}
      <section aria-labelledby="items-results" aria-busy={isFetching}>
        <h2 id="items-results" className="visually-hidden">
          Results
        </h2>
        {data ? (
          <>
            <p className="admin-results__count" role="status">
              {data.total === 0 ? 'No items match.' : `${data.total} ${data.total === 1 ? 'item' : 'items'} · page ${data.page} of ${pages}`}
            </p>
            {data.records.length > 0 && <QuestionTable rows={data.records} />}
            {pages > 1 && (
              <nav className="admin-pager" aria-label="Pages of items">
                <button type="button" className="btn btn--secondary btn--small" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  Previous page
                </button>
                <span>
                  Page {page} of {pages}
                </span>
                <button type="button" className="btn btn--secondary btn--small" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                  Next page
                </button>
              </nav>
            )}
          </>
        ) : (
          <LoadState what="the items" error={error} onRetry={() => void refetch()} />
        )}
      </section>
      <div className="admin-columns">
        <StatsRunPanel />
        <GuidelineUpdatedForm />
      </div>
    </div>
  );
}
