import { Link } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { Spinner } from '../../components/ui/Spinner';
import { selectExamColumns, useExams } from '../catalogue/catalogue-api';
import { preloadOnIntent } from '../route-warmup';

/** The exams grouped by specialty in two columns, for the header's menus. */
export function NavExamGroups({ onNavigate }: { onNavigate: () => void }) {
  const { status, retry } = useExams();
  const columns = useAppSelector(selectExamColumns);

  if (status === 'failed') {
    return (
      <p className="nav-exams__message">
        We couldn&rsquo;t load the exams.{' '}
        <button type="button" className="link-button" onClick={retry}>
          Try again
        </button>
      </p>
    );
  }
  if (status !== 'ready') return <Spinner label="Loading exams…" />;

  return (
    <div className="nav-exams">
      {columns.map((groups, index) => (
        <div key={index} className="nav-exams__column">
          {groups.map((group) => (
            <div key={group.label} className="nav-exams__group">
              <p className="nav-exams__label">{group.label}</p>
              <ul className="nav-exams__list">
                {group.exams.map((exam) => (
                  <li key={exam.id}>
                    <Link className="nav-exams__link" to={`/exam/${exam.slug}`} onClick={onNavigate} {...preloadOnIntent(`/exam/${exam.slug}`)}>
                      {exam.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
