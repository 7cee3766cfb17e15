import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { selectExamColumns, useExams } from '../../../app/catalogue/catalogue-api';
import { ExamColumns } from './ExamColumns';

/** The exam list as users see it: loading, failed with a retry, empty, or two columns of groups. */
export function ExamCatalogue() {
  const { status, exams, retry } = useExams();
  const columns = useAppSelector(selectExamColumns);

  if (status === 'failed') {
    return (
      <div className="notice notice--error" role="alert">
        <p>We couldn&rsquo;t load the exams. Check your connection and try again.</p>
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }

  if (status !== 'ready') {
    return <Spinner label="Loading exams…" />;
  }

  if (exams.length === 0) {
    return <p className="notice">No exams are available at the moment. Please check back soon.</p>;
  }

  return <ExamColumns columns={columns} />;
}
