import { useStatsQuery } from '../api';
import { dateTime, decimal, percent } from '../admin-format';
import { partsTable } from '../stats-parts';
import { LoadState } from './LoadState';
import { ScrollRegion } from './ScrollRegion';

/** The item's statistics: attempts, facility, discrimination, each part's figures and the flags they raised. */
export function StatsPanel({ questionId }: { questionId: string }) {
  const { data: stats, error, isLoading, refetch } = useStatsQuery(questionId);
  const table = stats ? partsTable(stats.parts) : null;
  return (
    <section className="admin-panel" aria-labelledby="stats-title">
      <h2 id="stats-title" className="admin-panel__title">
        Statistics
      </h2>
      {stats === undefined || isLoading ? (
        <LoadState what="the statistics" error={error} onRetry={() => void refetch()} />
      ) : stats === null ? (
        <p className="admin-panel__note">No statistics yet: recompute them from the items page.</p>
      ) : (
        <>
          <dl className="admin-figures">
            <div>
              <dt>Attempts</dt>
              <dd>{stats.attempts}</dd>
            </div>
            <div>
              <dt>Facility</dt>
              <dd>{percent(stats.facility)}</dd>
            </div>
            <div>
              <dt>Discrimination</dt>
              <dd>{decimal(stats.discrimination)}</dd>
            </div>
            <div>
              <dt>Of version</dt>
              <dd>{stats.version}</dd>
            </div>
          </dl>
          {stats.flags.length > 0 ? (
            <ul className="admin-flags" aria-label="Flags">
              {stats.flags.map((flag) => (
                <li key={flag} className="admin-flag">
                  <span aria-hidden="true">⚑ </span>
                  {flag}
                </li>
              ))}
            </ul>
          ) : (
            <p className="admin-panel__note">No flags.</p>
          )}
          {table && (
            <ScrollRegion className="admin-table__wrap" label="Figures by part">
              <table className="admin-table admin-table--compact">
                <caption className="visually-hidden">Figures by part</caption>
                <thead>
                  <tr>
                    {table.columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row, index) => (
                    <tr key={index}>
                      {row.map((value, column) => (
                        <td key={column}>{value}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
          <p className="admin-panel__note">Computed {dateTime(stats.computedAt)}.</p>
        </>
      )}
    </section>
  );
}
