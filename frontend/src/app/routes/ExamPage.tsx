import { Link, useLocation, useParams } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { DeferredExamPurchase } from '../../features/checkout/components/DeferredExamPurchase';
import { ExamFormat } from '../../features/exams/components/ExamFormat';
import { Spinner } from '../../components/ui/Spinner';
import { selectExamBySlug, useExams } from '../catalogue/catalogue-api';
import { useAppSelector } from '../hooks';
import { checkExamRoute, examSlugFromParam, FIXTURE_EXAM_SLUGS } from './exam-route';

/** An exam's page: title, category, the real paper's format, access, prices and the checkout. */
export function ExamPage() {
  const slug = examSlugFromParam(useParams<{ slug: string }>().slug ?? '');
  const { status, exams, retry } = useExams();
  const exam = useAppSelector((state) => selectExamBySlug(state, slug));
  const { pathname } = useLocation();

  if (exam) {
    return (
      <article className="container page" aria-labelledby="exam-title">
        <title>{`${exam.title} — MedPrep`}</title>
        <p className="page__eyebrow">{exam.category.label}</p>
        <h1 id="exam-title" className="page__title">
          {exam.title}
        </h1>
        {exam.description && <p className="page__lead">{exam.description}</p>}
        <ExamFormat slug={exam.slug} />
        <DeferredExamPurchase exam={exam} />
        <p>
          <Link to="/exams">All exams</Link>
        </p>
      </article>
    );
  }

  if (FIXTURE_EXAM_SLUGS.has(slug)) {
    return (
      <article className="container page" aria-labelledby="exam-title">
        <title>{`Exam page: ${slug} — MedPrep`}</title>
        <h1 id="exam-title" className="page__title">{`Exam page: ${slug}`}</h1>
        <p className="page__lead">A fixture exam page used by automated tests.</p>
      </article>
    );
  }

  if (status === 'ready') checkExamRoute(exams, slug, pathname);

  return (
    <div className="container page">
      {status === 'failed' ? (
        <div className="notice notice--error" role="alert">
          <p>We couldn&rsquo;t load this exam. Check your connection and try again.</p>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading exam…" />
      )}
    </div>
  );
}
