import { Injectable } from '@nestjs/common';
import { isTrialComplete, progressPercent, remainingQuestions, type PerformanceOverview } from '@medprep/shared';
import { AccessService } from '../access/access.service';
import { QuestionsRepository } from '../questions/questions.repository';
import { StandingRepository } from './standing.repository';
import { PerformanceCountersRepository } from './performance-counters.repository';

const DAY_MS = 86_400_000;

/**
 * The dashboard's read: for every exam the user may practise, access, progress, percent correct
 * against peers and the review queue. Its cost depends on the number of exams, not on history.
 */
@Injectable()
export class PerformanceOverviewService {
  constructor(
    private readonly access: AccessService,
    private readonly performance: PerformanceCountersRepository,
    private readonly questions: QuestionsRepository,
    private readonly standing: StandingRepository,
  ) {}

  async overview(userId: string): Promise<PerformanceOverview> {
    const summary = await this.access.summaryFor(userId);
    const now = Date.now();
    const exams: Array<{ id: string; slug: string; title: string; access: 'subscription' | 'trial'; endsAt: Date | null; trialComplete: boolean }> =
      summary.subscriptions.map((s) => ({ id: s.exam, slug: s.examSlug, title: s.examTitle, access: 'subscription', endsAt: s.endsAt, trialComplete: false }));
    const trial = summary.trial;
    if (trial && !exams.some((e) => e.id === trial.exam)) {
      exams.push({ id: trial.exam, slug: trial.examSlug, title: trial.examTitle, access: 'trial', endsAt: null, trialComplete: isTrialComplete('trial', trial) });
    }
    const ids = exams.map((e) => e.id);
    const [{ records, degraded }, due] = await Promise.all([this.performance.examRecords(userId, ids), this.standing.dueForReview(userId, ids)]);
    // Totals come with the counters (published in Redis); Postgres answers only for those missing.
    const missing = ids.filter((id) => records.get(id)!.total === null);
    const counted = missing.length > 0 ? await this.questions.countLiveByExam(missing) : new Map<string, number>();
    const totals = ids.map((id) => records.get(id)!.total ?? counted.get(id) ?? 0);
    return {
      degraded,
      exams: exams.map((exam, i) => {
        const { user, peerPercentCorrect } = records.get(exam.id)!;
        const attempted = Math.round((user.pcom / 100) * totals[i]);
        return {
          examId: exam.id,
          examSlug: exam.slug,
          examTitle: exam.title,
          access: exam.access,
          endsAt: exam.endsAt,
          daysLeft: exam.endsAt ? Math.max(0, Math.ceil((exam.endsAt.getTime() - now) / DAY_MS)) : null,
          trialComplete: exam.trialComplete,
          totalQuestions: totals[i],
          progress: progressPercent(attempted, totals[i]),
          remaining: remainingQuestions(attempted, totals[i]),
          record: user,
          peerPercentCorrect,
          dueForReview: due.get(exam.id) ?? 0,
        };
      }),
    };
  }
}
