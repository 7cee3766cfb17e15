import { useEffect, useId, useMemo } from 'react';
import { isTrialOffered } from '@medprep/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectIsLoggedIn, selectMe, selectSubscriptionStatus } from '../../../app/session/userSlice';
import { useExams } from '../../../app/catalogue/useExams';
import { selectExams } from '../../../app/catalogue/examsSlice';
import { loadOverview } from '../api';
import { selectOverview } from '../dashboardSlice';
import { AddExam } from './AddExam';
import type { SessionStarters } from '../dashboard-types';
import { ExamCard } from './ExamCard';
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
export function DashboardOverview({ sessions }: { sessions: SessionStarters }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const me = useAppSelector(selectMe);
  const overview = useAppSelector(selectOverview);
  const catalogue = useAppSelector(selectExams);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const status = useAppSelector(selectSubscriptionStatus);
  const exams = useExams();
  const access = me?.access;

  // Again whenever the access changes (a purchase or a trial refreshes `me`).
  useEffect(() => {
    void dispatch(loadOverview());
  }, [dispatch, access]);

  const owned = useMemo(() => new Set(overview.exams.map((exam) => exam.examSlug)), [overview.exams]);
  const notOwned = useMemo(() => catalogue.filter((exam) => !owned.has(exam.slug)), [catalogue, owned]);
  const trialOffered = isTrialOffered(isLoggedIn, status) && !access?.trial;
  const dateFor = (slug: string) => me?.examDates.find((entry) => entry.examSlug === slug)?.date ?? null;
  const firstLoad = overview.status === 'idle' || (overview.status === 'loading' && overview.exams.length === 0);
  const empty = overview.status === 'ready' && overview.exams.length === 0;

  return (
    <>
      <section className="overview" aria-labelledby={titleId} aria-busy={overview.status === 'loading' || undefined}>
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
        {overview.status === 'failed' && overview.exams.length === 0 && (
          <div className="notice notice--error overview__error" role="alert">
            <p>We could not load your exams. {overview.error}</p>
            <button type="button" className="btn btn--secondary btn--small" onClick={() => void dispatch(loadOverview())}>
              Try again
            </button>
          </div>
        )}
        {empty && <p className="overview__empty">You have no exams yet. Choose one below to start practising.</p>}
        {overview.exams.length > 0 && (
          <ul className="exam-cards">
            {overview.exams.map((exam) => (
              <ExamCard key={exam.examId} exam={exam} examDate={dateFor(exam.examSlug)} degraded={overview.degraded} sessions={sessions} />
            ))}
          </ul>
        )}
      </section>
      {(empty || (overview.status !== 'idle' && !firstLoad && notOwned.length > 0)) && (
        <AddExam exams={notOwned} trialOffered={trialOffered} variant={empty ? 'empty' : 'more'} loading={exams.status === 'loading' || exams.status === 'idle'} />
      )}
    </>
  );
}
