/** What gives a user access, as the exam-access rule reads it; exams are referenced by id. */
export interface ExamGrants<Trial extends { exam: string }> {
  subscriptions: readonly { exam: string; endsAt: Date }[];
  trial: Trial | null;
}

export type ExamAccess<Trial> = { via: 'subscription' } | { via: 'trial'; trial: Trial } | { via: 'none'; trial: Trial | null };

/**
 * How a user may practise an exam: by an unexpired subscription to it, else by their trial of it,
 * else not at all. A trial keeps its own exam open after the user subscribes to another one.
 */
export function examAccess<Trial extends { exam: string }>(grants: ExamGrants<Trial>, examId: string, now: Date): ExamAccess<Trial> {
  if (grants.subscriptions.some((s) => s.exam === examId && s.endsAt.getTime() > now.getTime())) return { via: 'subscription' };
  if (grants.trial && grants.trial.exam === examId) return { via: 'trial', trial: grants.trial };
  return { via: 'none', trial: grants.trial };
}
