import { ITEM_STATUSES, ITEM_TYPES, type ItemStatus, type ItemType } from '@medprep/shared';
import { useId, type FormEvent } from 'react';
import { useExams } from '../../../app/catalogue/catalogue-api';
import { statusLabel } from '../admin-format';
import type { QuestionFilters } from '../admin-types';

export const TYPE_LABELS: Readonly<Record<ItemType, string>> = {
  sba: 'Single best answer',
  mtf: 'Multiple true/false',
  emq: 'Extended matching',
  ranking: 'Ranking',
  choose: 'Choose three',
  numeric: 'Numeric',
};

export interface QuestionFiltersFormProps {
  filters: QuestionFilters;
  onApply: (filters: QuestionFilters) => void;
}

const text = (data: FormData, name: string) => {
  const value = String(data.get(name) ?? '').trim();
  return value || undefined;
};

/** Find items by exam, topic, type, status, flag and text in the stem; applied on submit. */
export function QuestionFiltersForm({ filters, onApply }: QuestionFiltersFormProps) {
  const { exams } = useExams();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply({
      exam: text(data, 'exam'),
      topic: text(data, 'topic'),
      type: text(data, 'type') as ItemType | undefined,
      status: text(data, 'status') as ItemStatus | undefined,
      flagged: data.get('flagged') === 'on' || undefined,
      q: text(data, 'q'),
    });
  };
  // Keyed by the filters, so that back and forward (new search params) show theirs.
  return (
    <form key={JSON.stringify(filters)} className="admin-filters" aria-label="Find items" onSubmit={submit}>
      <div className="admin-filters__field admin-filters__field--wide">
        <label htmlFor={`${id}-q`}>Text in the stem</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={filters.q ?? ''} maxLength={200} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor={`${id}-exam`}>Exam</label>
        <select id={`${id}-exam`} name="exam" defaultValue={filters.exam ?? ''}>
          <option value="">Any exam</option>
          {exams.map((exam) => (
            <option key={exam.slug} value={exam.slug}>
              {exam.title}
            </option>
          ))}
          {filters.exam && !exams.some((exam) => exam.slug === filters.exam) && <option value={filters.exam}>{filters.exam}</option>}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor={`${id}-topic`}>Topic</label>
        <input id={`${id}-topic`} name="topic" defaultValue={filters.topic ?? ''} maxLength={100} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor={`${id}-type`}>Type</label>
        <select id={`${id}-type`} name="type" defaultValue={filters.type ?? ''}>
          <option value="">Any type</option>
          {ITEM_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} name="status" defaultValue={filters.status ?? ''}>
          <option value="">Any status</option>
          {ITEM_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__check">
        <input id={`${id}-flagged`} name="flagged" type="checkbox" defaultChecked={filters.flagged === true} />
        <label htmlFor={`${id}-flagged`}>Flagged for review only</label>
      </div>
      <div className="admin-filters__actions">
        <button type="submit" className="btn btn--primary">
          Find items
        </button>
      </div>
    </form>
  );
}
