import { Inject, Injectable } from '@nestjs/common';
import {
  addDays,
  currentStreak,
  dailyTarget,
  examDateFor,
  HISTORY_DAYS,
  HISTORY_WEEKS,
  type History,
  lastWeeks,
  localDay,
  perDay,
  perWeek,
  topicTrends,
  TREND_WEEKS,
  usableTimeZone,
} from '@medprep/shared';
import { ExamReader } from './history-exam';
import { HistoryRepository } from './history.repository';

/**
 * Progress over time for one exam. Days are counted in Europe/London: the profile has no time zone
 * yet (usableTimeZone takes one when it has). The streak is counted within the 26 weeks read.
 */
@Injectable()
export class HistoryService {
  constructor(
    @Inject(HistoryRepository) private readonly counts: HistoryRepository,
    @Inject(ExamReader) private readonly exams: ExamReader,
  ) {}

  async history(userId: string, examRef: string, now = new Date()): Promise<History> {
    const exam = await this.exams.practisable(userId, examRef);
    const timeZone = usableTimeZone(null);
    const today = localDay(now, timeZone);
    const firstDay = [lastWeeks(today, HISTORY_WEEKS)[0], addDays(today, -HISTORY_DAYS + 1), addDays(today, -TREND_WEEKS * 14 + 1)].sort()[0];
    // A day earlier in UTC than the first local day's start, whatever the zone; rows before it are dropped by day.
    const since = new Date(Date.parse(`${addDays(firstDay, -1)}T00:00:00Z`));
    const [{ days, topics }, remaining, examDates] = await Promise.all([
      this.counts.countsByDayAndTopic(userId, exam.id, since, timeZone),
      this.counts.remaining(userId, exam.id, new Date(Date.parse(`${addDays(today, 2)}T00:00:00Z`))),
      this.counts.examDates(userId, exam.slug),
    ]);
    const counted = days.filter((d) => d.day >= firstDay);
    const examDate = examDateFor(examDates, today);
    const target = dailyTarget(today, examDate, remaining.unseen + remaining.due);
    return {
      exam: { slug: exam.slug, title: exam.title },
      timeZone,
      today,
      days: perDay(counted, today),
      weeks: perWeek(counted, today),
      topics: topicTrends(topics, today),
      streak: currentStreak(counted.filter((d) => d.answered > 0).map((d) => d.day), today),
      dailyTarget: { ...target, examDate, answeredToday: counted.find((d) => d.day === today)?.answered ?? 0 },
    };
  }
}
