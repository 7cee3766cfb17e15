import { Link } from 'react-router-dom';
import { isOverdue, shortDate } from '../admin-format';
import type { AdminQuestionRow } from '../admin-types';
import { StatusChip } from './StatusChip';
import { TYPE_LABELS } from './QuestionFiltersForm';
import { ScrollRegion } from './ScrollRegion';

const clip = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** One page of items: key (a link to the item), exam, topic, type, status, version and what needs a look. */
export function QuestionTable({ rows }: { rows: readonly AdminQuestionRow[] }) {
  return (
    <ScrollRegion className="admin-table__wrap" label="Items found">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Exam · topic</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col">Version</th>
            <th scope="col">Review</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const overdue = isOverdue(row.nextReviewDue);
            return (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={`/admin/items/${row.id}`} className="admin-table__key">
                    {row.key}
                  </Link>
                  <span className="admin-table__stem">{clip(row.stem)}</span>
                </th>
                <td>
                  {row.exam}
                  <span className="admin-table__sub">{row.topic}</span>
                </td>
                <td>{TYPE_LABELS[row.type] ?? row.type}</td>
                <td>
                  <StatusChip status={row.status} />
                  {row.sample && <span className="admin-table__sub">Sample</span>}
                </td>
                <td>
                  v{row.version}
                  {row.latestVersion !== row.version && <span className="admin-table__sub">newest v{row.latestVersion}</span>}
                </td>
                <td>
                  {row.reviewFlag && (
                    <span className="admin-flag">
                      <span aria-hidden="true">⚑ </span>Flagged: {row.reviewFlag}
                    </span>
                  )}
                  {overdue && row.nextReviewDue && (
                    <span className="admin-flag admin-flag--overdue">
                      <span aria-hidden="true">⏰ </span>Review overdue since {shortDate(row.nextReviewDue)}
                    </span>
                  )}
                  {!row.reviewFlag && !overdue && (
                    <span className="admin-table__sub">{row.reviewedAt ? `Reviewed ${shortDate(row.reviewedAt)}` : 'Never reviewed'}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
