import { useLatestStatsRunQuery, useStartStatsRunMutation } from '../api';
import { dateTime } from '../admin-format';

/** 'Recompute statistics' and the latest run's progress, polled while it runs. */
export function StatsRunPanel() {
  const { data: run, refetch } = useLatestStatsRunQuery();
  const running = run?.status === 'running';
  // Polls only while a run is under way.
  useLatestStatsRunQuery(undefined, { pollingInterval: running ? 1000 : 0, skip: !running });
  const [start, { isLoading: starting, error }] = useStartStatsRunMutation();

  const recompute = async () => {
    await start();
    void refetch();
  };

  return (
    <section className="admin-panel admin-stats-run" aria-labelledby="stats-run-title">
      <h2 id="stats-run-title" className="admin-panel__title">
        Item statistics
      </h2>
      <button type="button" className="btn btn--secondary" onClick={() => void recompute()} disabled={starting || running}>
        {running ? 'Recomputing…' : 'Recompute statistics'}
      </button>
      <div aria-live="polite">
        {running && (
          <p className="admin-stats-run__progress">
            <label htmlFor="stats-run-progress">
              {run.done} of {run.total} items
            </label>{' '}
            <progress id="stats-run-progress" max={Math.max(run.total, 1)} value={run.done} />
          </p>
        )}
        {run?.status === 'done' && run.finishedAt && <p className="admin-panel__note">Last computed {dateTime(run.finishedAt)} ({run.total} items).</p>}
        {run?.status === 'failed' && (
          <p className="notice notice--error">The last run failed{run.error ? `: ${run.error}` : ''}.</p>
        )}
        {error && (
          <p className="notice notice--error" role="alert">
            {error.message}
          </p>
        )}
      </div>
    </section>
  );
}
