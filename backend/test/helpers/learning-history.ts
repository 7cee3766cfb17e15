import type { DataSource } from 'typeorm';

/** A session of the user's over the exam's questions, written directly, for attempts at chosen times. */
export async function insertSession(db: DataSource, userId: string, examId: string, questionIds: string[]): Promise<string> {
  const [row] = await db.query(
    `INSERT INTO quiz_sessions (user_id, exam_id, mode, filter, question_ids, ended_at) VALUES ($1, $2, 'timed', 'all', $3::uuid[], now()) RETURNING id`,
    [userId, examId, questionIds],
  );
  return row.id;
}

export interface InsertedAttempt {
  sessionId: string;
  questionId: string;
  score: number;
  maxScore: number;
  at: Date;
}

/** Attempts as the answer path writes them, at the given instants (the response shape is not read by these features). */
export async function insertAttempts(db: DataSource, userId: string, examId: string, attempts: InsertedAttempt[]): Promise<void> {
  for (const a of attempts) {
    await db.query(
      `INSERT INTO attempts (user_id, session_id, question_id, exam_id, response, score, max_score, correct, time_ms, created_at)
       VALUES ($1, $2, $3, $4, '{"choice":"A"}', $5::int, $6::int, $5::int = $6::int, 1000, $7)`,
      [userId, a.sessionId, a.questionId, examId, a.score, a.maxScore, a.at],
    );
  }
}
