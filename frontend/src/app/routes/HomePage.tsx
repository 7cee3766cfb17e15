import { useRef } from 'react';
import { Button } from '../../components/ui/Button';
import { ExamCatalogue } from '../../features/exams/components/ExamCatalogue';

export const TAGLINE = 'Your Ultimate Study Companion for UK Medical Students and Professionals';

export function HomePage() {
  const examsRef = useRef<HTMLElement>(null);

  const showExams = () => {
    const section = examsRef.current;
    if (!section) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    section.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Move focus too, so keyboard and screen-reader users land where the page scrolled.
    section.focus({ preventScroll: true });
  };

  return (
    <>
      <title>MedPrep — UK medical exam question bank</title>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="hero__tagline">{TAGLINE}</p>
          <h1 id="hero-title" className="hero__title">
            Pass your exams with Confidence...
          </h1>
          <p className="hero__lead">
            Exam-style questions, timed practice sessions and progress you can measure against your peers, from
            medical school to membership exams.
          </p>
          <Button className="btn--large" onClick={showExams}>
            Our Exams
          </Button>
        </div>
      </section>

      <section id="exams" ref={examsRef} tabIndex={-1} className="section" aria-labelledby="exams-title">
        <div className="container">
          <h2 id="exams-title" className="section__title">
            Our Exams
          </h2>
          <p className="section__lead">Choose your exam to see what&rsquo;s included and start a free trial.</p>
          <ExamCatalogue />
        </div>
      </section>
    </>
  );
}
