import { ExamCatalogue } from '../../features/exams/components/ExamCatalogue';

export function ExamsPage() {
  return (
    <div className="container page">
      <title>Exams — MedPrep</title>
      <h1 className="page__title">Exams</h1>
      <p className="page__lead">Question banks for UK medical students and doctors, grouped by specialty.</p>
      <ExamCatalogue />
    </div>
  );
}
