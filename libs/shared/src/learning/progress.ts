/**
 * Progress over time as pure date arithmetic: days are calendar days (YYYY-MM-DD) in the user's
 * time zone; weeks start on Monday (ISO). The backend only counts; everything else is here.
 */

/** The zone days are counted in when the profile names none: MedPrep's candidates sit UK exams. */
export const DEFAULT_TIME_ZONE = 'Europe/London';
/** Items a day suggested when the user has set no exam date. */
export const DEFAULT_DAILY_TARGET = 20;
export const HISTORY_DAYS = 90;
export const HISTORY_WEEKS = 26;
/** Topic trends compare the last TREND_WEEKS weeks with the TREND_WEEKS before. */
export const TREND_WEEKS = 4;

const DAY_MS = 86_400_000;

/** A zone name Intl knows, else the default (a bad stored value must not break the page). */
export function usableTimeZone(zone: string | null | undefined): string {
  if (!zone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The calendar day of an instant in a time zone. */
export function localDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

const toUtc = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The Monday of the day's week. */
export function weekStart(day: string): string {
  const weekday = (new Date(toUtc(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The `count` days ending with `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}

/** The Mondays of the `count` weeks ending with today's, oldest first. */
export function lastWeeks(today: string, count: number): string[] {
  const current = weekStart(today);
  return Array.from({ length: count }, (_, i) => addDays(current, (i - count + 1) * 7));
}

export interface DayCount {
  day: string;
  answered: number;
  score: number;
  maxScore: number;
}

export interface PeriodFigures {
  /** The day, or the Monday of the week. */
  start: string;
  answered: number;
  /** Sum of marks over sum of available marks, 0–100 with one decimal; null with nothing answered. */
  percentCorrect: number | null;
}

const percent = (score: number, max: number): number | null => (max > 0 ? Math.round((score / max) * 1000) / 10 : null);

/** Every period in `starts`, filled from the day counts (a period with none shows zero), by `bucket`. */
function rollUp(counts: DayCount[], starts: string[], bucket: (day: string) => string): PeriodFigures[] {
  const sums = new Map(starts.map((s) => [s, { answered: 0, score: 0, maxScore: 0 }]));
  for (const c of counts) {
    const sum = sums.get(bucket(c.day));
    if (!sum) continue;
    sum.answered += c.answered;
    sum.score += c.score;
    sum.maxScore += c.maxScore;
  }
  return starts.map((start) => {
    const s = sums.get(start)!;
    return { start, answered: s.answered, percentCorrect: percent(s.score, s.maxScore) };
  });
}

export const perDay = (counts: DayCount[], today: string, days = HISTORY_DAYS): PeriodFigures[] => rollUp(counts, lastDays(today, days), (d) => d);
export const perWeek = (counts: DayCount[], today: string, weeks = HISTORY_WEEKS): PeriodFigures[] => rollUp(counts, lastWeeks(today, weeks), weekStart);

/**
 * Consecutive days with at least one answer, ending today — or yesterday, so a streak is not lost
 * in the morning before the day's first answer.
 */
export function currentStreak(activeDays: Iterable<string>, today: string): number {
  const active = new Set(activeDays);
  let day = active.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (active.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

export interface DailyTarget {
  /** Items a day. */
  target: number;
  /** 'exam-date': what is left spread over the days to the exam; 'default': no date set; 'exam-passed': the date is past. */
  basis: 'exam-date' | 'default' | 'exam-passed';
  daysLeft: number | null;
  remaining: number;
}

/**
 * What is left (unseen items + due reviews) spread over the days to the exam, today included and
 * the exam day not; with no date, DEFAULT_DAILY_TARGET.
 */
export function dailyTarget(today: string, examDate: string | null, remaining: number): DailyTarget {
  if (!examDate) return { target: DEFAULT_DAILY_TARGET, basis: 'default', daysLeft: null, remaining };
  const daysLeft = daysBetween(today, examDate);
  if (daysLeft <= 0) return { target: 0, basis: 'exam-passed', daysLeft: 0, remaining };
  return { target: Math.ceil(remaining / daysLeft), basis: 'exam-date', daysLeft, remaining };
}

/** The soonest exam date on or after today, else the latest past one, else null. */
export function examDateFor(dates: string[], today: string): string | null {
  const sorted = [...dates].sort();
  return sorted.find((d) => d >= today) ?? sorted.at(-1) ?? null;
}

export interface TopicDayCount extends DayCount {
  topic: string;
}

export interface TopicTrend {
  topic: string;
  recent: { answered: number; percentCorrect: number | null };
  previous: { answered: number; percentCorrect: number | null };
  /** Percentage points, recent minus previous; null unless both periods have answers. */
  change: number | null;
}

/** Per topic: the last TREND_WEEKS×7 days (today included) against the same span before, by marks. */
export function topicTrends(counts: TopicDayCount[], today: string, weeks = TREND_WEEKS): TopicTrend[] {
  const span = weeks * 7;
  const recentFrom = addDays(today, -span + 1);
  const previousFrom = addDays(recentFrom, -span);
  const topics = new Map<string, { recent: DayCount; previous: DayCount }>();
  for (const c of counts) {
    if (c.day < previousFrom || c.day > today) continue;
    const t = topics.get(c.topic) ?? { recent: { day: '', answered: 0, score: 0, maxScore: 0 }, previous: { day: '', answered: 0, score: 0, maxScore: 0 } };
    const into = c.day >= recentFrom ? t.recent : t.previous;
    into.answered += c.answered;
    into.score += c.score;
    into.maxScore += c.maxScore;
    topics.set(c.topic, t);
  }
  return [...topics.entries()]
    .map(([topic, t]) => {
      const recent = { answered: t.recent.answered, percentCorrect: percent(t.recent.score, t.recent.maxScore) };
      const previous = { answered: t.previous.answered, percentCorrect: percent(t.previous.score, t.previous.maxScore) };
      const change = recent.percentCorrect !== null && previous.percentCorrect !== null ? Math.round((recent.percentCorrect - previous.percentCorrect) * 10) / 10 : null;
      return { topic, recent, previous, change };
    })
    .sort((a, b) => a.topic.localeCompare(b.topic));
}
