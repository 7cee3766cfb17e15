import { useId, useMemo, useState } from 'react';
import type { QuestionVersion } from '../admin-types';
import { diffCounts, versionDiff } from '../version-diff';
import { ScrollRegion } from './ScrollRegion';

/** The line diff of any two versions' records: removed lines marked '−' (struck), added '+' (underlined), in words for screen readers. */
export function DiffView({ versions }: { versions: readonly QuestionVersion[] }) {
  const id = useId();
  // Newest first: by default (until the editor picks), the newest against the one before it — also
  // once a new version arrives while the page is open.
  const [chosenTo, setTo] = useState<number | null>(null);
  const [chosenFrom, setFrom] = useState<number | null>(null);
  const to = chosenTo ?? versions[0]?.version ?? 1;
  const from = chosenFrom ?? versions[1]?.version ?? versions[0]?.version ?? 1;
  const recordOf = (version: number) => versions.find((v) => v.version === version)?.record ?? {};
  const lines = useMemo(() => versionDiff(recordOf(from), recordOf(to)), [from, to, versions]); // eslint-disable-line react-hooks/exhaustive-deps -- recordOf reads versions
  const counts = diffCounts(lines);
  if (versions.length < 2) return <p className="admin-panel__note">There is one version: nothing to compare yet.</p>;
  const options = versions.map((v) => (
    <option key={v.version} value={v.version}>
      Version {v.version}
    </option>
  ));
  return (
    <section className="admin-diff" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-panel__subtitle">
        Compare versions
      </h3>
      <div className="admin-inline-form">
        <div className="admin-filters__field">
          <label htmlFor={`${id}-from`}>From</label>
          <select id={`${id}-from`} value={from} onChange={(event) => setFrom(Number(event.target.value))}>
            {options}
          </select>
        </div>
        <div className="admin-filters__field">
          <label htmlFor={`${id}-to`}>To</label>
          <select id={`${id}-to`} value={to} onChange={(event) => setTo(Number(event.target.value))}>
            {options}
          </select>
        </div>
      </div>
      <p className="admin-diff__summary" role="status">
        {counts.added === 0 && counts.removed === 0
          ? `Versions ${from} and ${to} are the same.`
          : `Version ${from} to ${to}: ${counts.removed} ${counts.removed === 1 ? 'line' : 'lines'} removed, ${counts.added} added.`}
      </p>
      <ScrollRegion className="admin-diff__code" label={`Differences from version ${from} to version ${to}`}>
        <pre>
          {lines.map((line, index) =>
            line.kind === 'added' ? (
              <ins key={index} className="admin-diff__line admin-diff__line--added">
                <span className="visually-hidden">Added: </span>
                <span aria-hidden="true">+ </span>
                {line.text}
                {'\n'}
              </ins>
            ) : line.kind === 'removed' ? (
              <del key={index} className="admin-diff__line admin-diff__line--removed">
                <span className="visually-hidden">Removed: </span>
                <span aria-hidden="true">− </span>
                {line.text}
                {'\n'}
              </del>
            ) : (
              <span key={index} className="admin-diff__line">
                {'  '}
                {line.text}
                {'\n'}
              </span>
            ),
          )}
        </pre>
      </ScrollRegion>
    </section>
  );
}
