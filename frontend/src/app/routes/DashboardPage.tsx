import { useAppSelector } from '../hooks';
import { selectDisplayName } from '../../features/auth/userSlice';
import { OwnedExams } from '../../features/dashboard/components/OwnedExams';
import { PractiseExams } from '../../features/quiz/components/PractiseExams';

export function DashboardPage() {
  const name = useAppSelector(selectDisplayName);
  return (
    <div className="container page">
      <title>Dashboard — MedPrep</title>
      <h1 className="page__title">Dashboard</h1>
      <p className="page__lead">Welcome back, {name}. Your exams, progress and profile will appear here.</p>
      <OwnedExams />
      <PractiseExams />
    </div>
  );
}
