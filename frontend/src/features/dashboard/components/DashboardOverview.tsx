import { useId, useMemo } from 'react';
import { isTrialOffered } from '@medprep/shared';
import { useAppSelector } from '../../../app/hooks';
import { selectIsLoggedIn, selectMe, selectSubscriptionStatus } from '../../../app/session/session-api';
import { useExams } from '../../../app/catalogue/catalogue-api';
import { useOverviewQuery } from '../api';
import type { ExamOverview } from '../dashboard-types';
import { AddExam } from './AddExam';
import { CorrectionsCard } from './CorrectionsCard';
import { MyReports } from './MyReports';
import type { SessionStarters } from '../dashboard-types';
import { ExamCard } from './ExamCard';
import { LearningCards } from './LearningCards';
import { LearningTools } from './learning/LearningTools';
import { DeferredRender } from '../../../components/ui/DeferredRender';
import '../dashboard.css';

function SkeletonCards() {
  return (
    <div className="exam-cards" aria-hidden="true">
      <div className="skeleton-card exam-card--skeleton" />
      <div className="skeleton-card exam-card--skeleton" />
    </div>
  );
}

/**
 * The dashboard overview: one card per exam the user may practise (performance.overview), then a
 * way to add an exam not owned yet. A brand-new user sees the first step instead: choose an exam,
 * start the free trial or buy.
 */
const NO_EXAMS: ExamOverview[] = [];

export function DashboardOverview({ sessions }: { sessions: SessionStarters }) {
  const titleId = useId();
  const me = useAppSelector(selectMe);
  // Fresh on each visit; the exams already shown stay until the fresh ones arrive.
  const overview = useOverviewQuery(undefined, { refetchOnMountOrArgChange: true });
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const status = useAppSelector(selectSubscriptionStatus);
  const catalogue = useExams();
  const access = me?.access;

  const ownedExams = overview.data?.exams ?? NO_EXAMS;
  const owned = useMemo(() => new Set(ownedExams.map((exam) => exam.examSlug)), [ownedExams]);
  const notOwned = useMemo(() => catalogue.exams.filter((exam) => !owned.has(exam.slug)), [catalogue.exams, owned]);
  const trialOffered = isTrialOffered(isLoggedIn, status) && !access?.trial;
  const dateFor = (slug: string) => me?.examDates.find((entry) => entry.examSlug === slug)?.date ?? null;
  const firstLoad = !overview.data && !overview.isError;
  const failed = overview.isError && !overview.data;
  const empty = overview.isSuccess && ownedExams.length === 0;

  return (
    <>
      <section className="overview" aria-labelledby={titleId} aria-busy={overview.isFetching || undefined}>
        <h2 id={titleId} className="section__title overview__title">
          Your exams
        </h2>
        {firstLoad && (
          <>
            <p className="visually-hidden" role="status">
              Loading your exams…
            </p>
            <SkeletonCards />
          </>
        )}
        {failed && (
          <div className="notice notice--error overview__error" role="alert">
            <p>We could not load your exams. {overview.error?.message}</p>
            <button type="button" className="btn btn--secondary btn--small" onClick={() => void overview.refetch()}>
              Try again
            </button>
          </div>
        )}
        {empty && <p className="overview__empty">You have no exams yet. Choose one below to start practising.</p>}
        {ownedExams.length > 0 && (
          <ul className="exam-cards">
            {ownedExams.map((exam) => (
              <ExamCard key={exam.examId} exam={exam} examDate={dateFor(exam.examSlug)} degraded={overview.data?.degraded ?? false} sessions={sessions} />
            ))}
          </ul>
        )}
      </section>
      {ownedExams.length > 0 && <LearningCards exams={ownedExams} sessions={sessions} />}
      {/* Below the fold: rendered (and its queries sent) after the cards above have painted. */}
      {ownedExams.length > 0 && (
        <DeferredRender minHeight="40rem">
          <LearningTools exams={ownedExams} sessions={sessions} />
        </DeferredRender>
      )}
      <CorrectionsCard />
      <MyReports />
      {(empty || (!firstLoad && notOwned.length > 0)) && (
        <AddExam exams={notOwned} trialOffered={trialOffered} variant={empty ? 'empty' : 'more'} loading={catalogue.status === 'loading'} />
      )}
    </>
  );
}
