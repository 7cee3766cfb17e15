import type { ItemMedia, ItemStatus, ItemType, QuestionRecordInput } from '@medprep/shared';

/**
 * The editor console's REST shapes (/api/admin/…), as JSON arrives: dates as ISO strings. The
 * admin routes are REST only, so their shapes are declared here rather than inferred from tRPC.
 */

/** A record as the server keeps a version: its status may be any step of the lifecycle. */
export type AdminRecord = Omit<QuestionRecordInput, 'status'> & { status?: ItemStatus };

export interface AdminQuestionRow {
  id: string;
  key: string;
  exam: string;
  topic: string;
  type: ItemType;
  /** The served version's status. */
  status: ItemStatus;
  /** The version sessions receive (the live one, else the newest). */
  version: number;
  latestVersion: number;
  reviewedAt: string | null;
  nextReviewDue: string | null;
  /** Why the item needs a review (a guideline updated, its statistics), or null. */
  reviewFlag: string | null;
  stem: string;
  sample: boolean;
  updatedAt: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  page: number;
  limit: number;
}

export interface AdminQuestion extends AdminQuestionRow {
  record: AdminRecord;
  latest: { version: number; status: ItemStatus; record: AdminRecord };
}

export interface UserRef {
  id: string;
  email: string;
}

export interface StatusEvent {
  from: ItemStatus | null;
  to: ItemStatus;
  actor: UserRef | string | null;
  at: string;
  note: string | null;
}

export interface QuestionVersion {
  version: number;
  status: ItemStatus;
  record: AdminRecord;
  contentHash: string;
  changeNote: string | null;
  isCorrection: boolean;
  createdBy: UserRef | null;
  createdAt: string;
  reviewedAt: string | null;
  reviewedBy: UserRef | string | null;
  publishedAt: string | null;
  events: StatusEvent[];
}

export interface NearDuplicateWarning {
  code: 'NEAR_DUPLICATE';
  similarTo: { id: string; key: string; exam: string };
  similarity: number;
}

export type SaveWarning = NearDuplicateWarning | { code: string; message?: string };

export type SavedVersion = QuestionVersion & { warnings?: SaveWarning[] };

export interface NewVersionInput {
  id: string;
  /** The record as written (the server checks it whole), without its key. */
  record: Record<string, unknown>;
  changeNote?: string;
  isCorrection?: boolean;
}

export interface TransitionInput {
  id: string;
  version: number;
  to: ItemStatus;
  note?: string;
}

export const REPORT_STATUSES = ['open', 'accepted', 'rejected', 'fixed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export interface QuestionReport {
  id: string;
  questionId: string;
  questionKey: string | null;
  exam: string | null;
  questionVersion: number;
  reporterEmail: string | null;
  message: string;
  status: ReportStatus;
  reply: string | null;
  repliedAt: string | null;
  fixedInVersion: number | null;
  createdAt: string;
}

export interface ReportDecision {
  id: string;
  status: Exclude<ReportStatus, 'open'>;
  reply?: string;
  fixedInVersion?: number;
}

export interface ItemStats {
  questionId: string;
  version: number;
  attempts: number;
  facility: number | null;
  discrimination: number | null;
  /** How each part (an option, a statement…) fared: its shape depends on the item's type. */
  parts: unknown;
  flags: string[];
  computedAt: string;
}

export interface StatsRun {
  id: string;
  status: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
}

export interface AuditEntry {
  id: string | number;
  actor: UserRef | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  at: string;
}

export interface ImportIssue {
  line: number;
  item?: number;
  column?: string;
  path: string;
  message: string;
}

export interface ImportReport {
  imported: number;
  inserted?: number;
  updated?: number;
  warnings?: SaveWarning[];
}

export type UploadedMedia = ItemMedia;

export interface QuestionFilters {
  exam?: string;
  topic?: string;
  type?: ItemType;
  status?: ItemStatus;
  flagged?: boolean;
  q?: string;
  page?: number;
  limit?: number;
}
