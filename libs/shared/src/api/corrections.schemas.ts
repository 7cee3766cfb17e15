import { z } from 'zod';
import { REPORT_STATUSES } from '../corrections/report-transition';

/** A published correction of an item the reader answered at an older version. */
export const correctionNoticeSchema = z.object({
  correctedAt: z.date(),
  /** What changed, in a sentence a reader understands (null when the editor wrote none). */
  changeNote: z.string().nullable(),
});
export type CorrectionNotice = z.infer<typeof correctionNoticeSchema>;

export const correctionSchema = correctionNoticeSchema.extend({
  questionId: z.string(),
  examSlug: z.string(),
  examTitle: z.string(),
  stemExcerpt: z.string(),
  answeredVersion: z.number(),
  correctedVersion: z.number(),
  /** The latest session whose review shows the reader's answer (null when none can be shown). */
  reviewSessionId: z.string().nullable(),
});
export type Correction = z.infer<typeof correctionSchema>;
export const correctionListSchema = z.object({ corrections: z.array(correctionSchema) });
export type CorrectionList = z.infer<typeof correctionListSchema>;

/** One of the caller's reports, with the editors' reply. */
export const myReportSchema = z.object({
  id: z.string(),
  questionId: z.string(),
  examSlug: z.string(),
  examTitle: z.string(),
  stemExcerpt: z.string(),
  message: z.string(),
  status: z.enum(REPORT_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.date().nullable(),
  reportedVersion: z.number(),
  fixedInVersion: z.number().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type MyReport = z.infer<typeof myReportSchema>;
export const myReportListSchema = z.object({ reports: z.array(myReportSchema) });
export type MyReportList = z.infer<typeof myReportListSchema>;

/** How many corrections and reports the dashboard lists at most. */
export const CORRECTIONS_LIST_LIMIT = 50;
