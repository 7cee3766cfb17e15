import { lazy, Suspense, useCallback, useRef } from 'react';
import { DeferredContent } from '../../components/ui/DeferredContent';
import { PageTitle } from '../../components/ui/PageTitle';
import { Spinner } from '../../components/ui/Spinner';
import { InfoTip } from '../../components/ui/Tooltip';
import { withChunkReloadGuard } from '../../lib/chunk-reload';
import { Hero } from '../../features/home/components/Hero';
import { HOME_HERO } from '../../features/home/hero-config';

const loadHomeContent = () => import('./HomeContent');

// The catalogue reads the api cache: it loads with the data layer, after the first paint, and
// shows its own loading state until then.
const ExamCatalogue = lazy(
  withChunkReloadGuard(() => import('../../features/exams/components/ExamCatalogue').then((module) => ({ default: module.ExamCatalogue }))),
);

export function HomePage() {
  const examsRef = useRef<HTMLElement>(null);

  const scrollTo = useCallback((id: string) => {
    const section = id === 'exams' ? examsRef.current : document.getElementById(id);
    if (!section) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    section.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Move focus too, so keyboard and screen-reader users land where the page scrolled.
    section.focus({ preventScroll: true });
  }, []);

  return (
    <>
      <PageTitle title="UK medical exam question bank" />
      <Hero config={HOME_HERO} onScrollTo={scrollTo} />

      <section id="exams" ref={examsRef} tabIndex={-1} className="section section--exams" aria-labelledby="exams-title">
        <div className="container">
          <div className="section__head">
            <div>
              <h2 id="exams-title" className="section__title">
                Our Exams
              </h2>
              <p className="section__lead">
                Choose your exam to see what&rsquo;s included and start a free trial.{' '}
                <InfoTip
                  label="About the free trial"
                  content="Every new account gets <strong>one free session</strong> in one exam of its choice. No card needed; your results are kept if you subscribe."
                />
              </p>
            </div>
          </div>
          <Suspense fallback={<Spinner label="Loading exams…" />}>
            <ExamCatalogue />
          </Suspense>
        </div>
      </section>

      <DeferredContent load={loadHomeContent} minHeight="120rem" />
    </>
  );
}
