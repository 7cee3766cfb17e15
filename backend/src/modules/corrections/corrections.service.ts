import { Injectable } from '@nestjs/common';
import { CORRECTIONS_LIST_LIMIT, type CorrectionList, type CorrectionNotice, type MyReportList } from '@medprep/shared';
import { CorrectionsRepository } from './corrections.repository';

const EXCERPT_LENGTH = 140;

function excerpt(stem: string): string {
  const flat = stem.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/** Corrections reach the reader: on the dashboard, in session reviews, and as replies to their reports. */
@Injectable()
export class CorrectionsService {
  constructor(private readonly corrections: CorrectionsRepository) {}

  /** Items the user answered at a version older than a published correction, newest correction first. */
  async list(userId: string): Promise<CorrectionList> {
    const rows = await this.corrections.forReader(userId, CORRECTIONS_LIST_LIMIT);
    return { corrections: rows.map(({ stem, ...row }) => ({ ...row, stemExcerpt: excerpt(stem) })) };
  }

  /** The notice each question of a session carries when it was answered at a version a correction has since replaced. */
  async noticesForSession(sessionId: string): Promise<Map<string, CorrectionNotice>> {
    const rows = await this.corrections.forSession(sessionId);
    return new Map([...rows].map(([questionId, { correctedAt, changeNote }]) => [questionId, { correctedAt, changeNote }]));
  }

  async myReports(userId: string): Promise<MyReportList> {
    const rows = await this.corrections.reportsOf(userId, CORRECTIONS_LIST_LIMIT);
    return { reports: rows.map(({ stem, ...row }) => ({ ...row, stemExcerpt: excerpt(stem) })) };
  }
}
