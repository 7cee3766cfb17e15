import type { Item } from '@medprep/shared';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuestionQuery, useSaveVersionMutation, useVersionsQuery } from '../api';
import { isOverdue, shortDate } from '../admin-format';
import { AuditPanel } from '../components/AuditPanel';
import { LoadState } from '../components/LoadState';
import { RecordEditor } from '../components/RecordEditor';
import { StatsPanel } from '../components/StatsPanel';
import { StatusChip } from '../components/StatusChip';
import { VersionsPanel } from '../components/VersionsPanel';
import '../admin.css';

export interface ItemPageProps {
  /** The item as the player shows it revealed; composed in app/, where the quiz's components may be used. */
  Preview: ComponentType<{ item: Item }>;
}

/** /admin/items/:id — the served and newest versions, the editor, versions and moves, statistics and audit. */
export function ItemPage({ Preview }: ItemPageProps) {
  const { id = '' } = useParams();
  const question = useQuestionQuery(id);
  const versions = useVersionsQuery(id);
  const [saveVersion] = useSaveVersionMutation();
  const item = question.data;

  if (!item) {
    return (
      <div className="admin-page">
        <p>
          <Link to="/admin">← Items</Link>
        </p>
        <h1 className="page__title">Item</h1>
        <LoadState what="the item" error={question.error} onRetry={() => void question.refetch()} />
      </div>
    );
  }

  return (
    <div className="admin-page">
      <title>{`${item.key} — Editor console — MedPrep`}</title>
      <p>
        <Link to="/admin">← Items</Link>
      </p>
      <h1 className="page__title">{item.key}</h1>
      <dl className="admin-figures admin-figures--summary">
        <div>
          <dt>Exam · topic</dt>
          <dd>
            {item.exam} · {item.topic}
          </dd>
        </div>
        <div>
          <dt>Served</dt>
          <dd>
            Version {item.version} <StatusChip status={item.status} />
          </dd>
        </div>
        <div>
          <dt>Newest</dt>
          <dd>
            Version {item.latest.version} <StatusChip status={item.latest.status} />
          </dd>
        </div>
        <div>
          <dt>Reviewed</dt>
          <dd>
            {item.reviewedAt ? shortDate(item.reviewedAt) : 'Never'}
            {item.nextReviewDue && (
              <span className={isOverdue(item.nextReviewDue) ? 'admin-flag admin-flag--overdue' : 'admin-table__sub'}>
                {isOverdue(item.nextReviewDue) ? 'Review overdue since' : 'Next review'} {shortDate(item.nextReviewDue)}
              </span>
            )}
          </dd>
        </div>
      </dl>
      {item.reviewFlag && (
        <p className="admin-flag admin-flag--banner">
          <span aria-hidden="true">⚑ </span>Flagged for review: {item.reviewFlag}
        </p>
      )}
      <RecordEditor
        key={item.id}
        itemKey={item.key}
        record={item.latest.record}
        Preview={Preview}
        onSave={(input) => saveVersion({ id: item.id, ...input })}
      />
      {versions.data ? (
        <VersionsPanel questionId={item.id} itemKey={item.key} versions={versions.data} served={item.version} />
      ) : (
        <LoadState what="the versions" error={versions.error} onRetry={() => void versions.refetch()} />
      )}
      <div className="admin-columns">
        <StatsPanel questionId={item.id} />
        <AuditPanel questionId={item.id} />
      </div>
    </div>
  );
}
