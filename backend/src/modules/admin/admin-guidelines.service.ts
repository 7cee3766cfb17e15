import { Injectable } from '@nestjs/common';
import { AuditLogRepository } from '../audit/audit-log.repository';
import type { Principal } from '../auth/principal';
import { AdminGuidelinesRepository } from './admin-guidelines.repository';
import type { GuidelineFlaggedDto, GuidelineListDto } from './dto/admin-content.dto';

/** The review flag an item citing an updated guideline carries until a new version of it is published. */
export const guidelineFlag = (code: string, note: string) => `Guideline ${code} updated: ${note}`;

@Injectable()
export class AdminGuidelinesService {
  constructor(
    private readonly guidelines: AdminGuidelinesRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  async list(): Promise<GuidelineListDto> {
    const rows = await this.guidelines.list();
    return {
      records: rows.map((r) => ({
        code: r.code,
        note: r.note,
        markedBy: r.markedById && r.markedByEmail ? { id: r.markedById, email: r.markedByEmail } : null,
        markedAt: r.markedAt,
      })),
    };
  }

  /** Marks a guideline updated and flags every live item citing its code (in its references) for review. */
  async markUpdated(code: string, note: string, actor: Principal): Promise<GuidelineFlaggedDto> {
    return this.guidelines.transaction(async (manager) => {
      const before = await this.guidelines.upsert(manager, code, note, actor.userId);
      const flagged = await this.guidelines.flagCiting(manager, code, guidelineFlag(code, note));
      await this.audit.record(manager, {
        actorId: actor.userId,
        action: 'guideline.updated',
        entity: 'guideline',
        entityId: code,
        before,
        after: { note, flagged: flagged.length, questionIds: flagged },
      });
      return { flagged: flagged.length };
    });
  }
}
