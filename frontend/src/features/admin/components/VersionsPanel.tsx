import type { QuestionVersion } from '../admin-types';
import { dateTime, eventText, who } from '../admin-format';
import { DiffView } from './DiffView';
import { LifecycleActions } from './LifecycleActions';
import { StatusChip } from './StatusChip';

export interface VersionsPanelProps {
  questionId: string;
  itemKey: string;
  /** Newest first. */
  versions: readonly QuestionVersion[];
  /** The version sessions receive. */
  served: number;
}

/** Every version with its status, who wrote and moved it and when, its moves, and a diff of any two. */
export function VersionsPanel({ questionId, itemKey, versions, served }: VersionsPanelProps) {
  return (
    <section className="admin-panel" aria-labelledby="versions-title">
      <h2 id="versions-title" className="admin-panel__title">
        Versions
      </h2>
      <ol className="admin-versions" reversed>
        {versions.map((v) => (
          <li key={v.version} className="admin-version">
            <article aria-labelledby={`version-${v.version}`}>
              <h3 id={`version-${v.version}`} className="admin-version__title">
                Version {v.version} <StatusChip status={v.status} />
                {v.version === served && <span className="admin-version__served"> served to candidates</span>}
                {v.isCorrection && <span className="admin-version__fix"> fixes an error</span>}
              </h3>
              <p className="admin-version__meta">
                Written by {who(v.createdBy)}, {dateTime(v.createdAt)}
                {v.reviewedAt && ` · reviewed ${dateTime(v.reviewedAt)}${v.reviewedBy ? ` by ${who(v.reviewedBy)}` : ''}`}
                {v.publishedAt && ` · published ${dateTime(v.publishedAt)}`}
              </p>
              {v.changeNote && <p className="admin-version__note">“{v.changeNote}”</p>}
              {v.events.length > 0 && (
                <details className="admin-version__events">
                  <summary>History ({v.events.length})</summary>
                  <ul>
                    {v.events.map((event, index) => (
                      <li key={index}>
                        {eventText(event)}
                        {event.note && <span className="admin-version__event-note"> — {event.note}</span>}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
              <LifecycleActions questionId={questionId} itemKey={itemKey} version={v.version} status={v.status} />
            </article>
          </li>
        ))}
      </ol>
      <DiffView versions={versions} />
    </section>
  );
}
