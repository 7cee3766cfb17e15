import { PageTitle } from '../../components/ui/PageTitle';
import { InfoTip } from '../../components/ui/Tooltip';
import { ExamCatalogue } from '../../features/exams/components/ExamCatalogue';

export function ExamsPage() {
  return (
    <>
      <PageTitle title="Exams" />
      <header className="page-hero">
        <div className="container">
          <p className="page__eyebrow">Question banks</p>
          <h1 className="page__title">Exams</h1>
          <p className="page__lead">
            Question banks for UK medical students and doctors, grouped by specialty. Every exam has a free trial session.{' '}
            <InfoTip
              label="About the free trial"
              content="Every new account gets <strong>one free session</strong> in one exam of its choice. No card needed."
            />
          </p>
        </div>
      </header>
      <section className="container page page--after-hero" aria-labelledby="exams-by-specialty">
        <h2 id="exams-by-specialty" className="visually-hidden">
          Exams by specialty
        </h2>
        <ExamCatalogue />
      </section>
    </>
  );
}
