import { NotesList } from '../../features/quiz/components/NotesList';

/** /dashboard/notes: every private note on a question, each opening the question's review. */
export function NotesPage() {
  return (
    <div className="container page dashboard-page">
      <title>Your notes — MedPrep</title>
      <h1 className="page__title">Your notes</h1>
      <p className="page__lead">The private notes you kept on questions, newest first. Only you can see them.</p>
      <NotesList />
    </div>
  );
}
