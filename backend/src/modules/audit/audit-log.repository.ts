import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface AuditEntry {
  actorId: string | null;
  /** What was done, e.g. 'question.create', 'question.version', 'question.transition'. */
  action: string;
  /** The kind of thing changed: 'question', 'guideline', 'report', … */
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes the audit log. It takes the caller's EntityManager so the entry commits (or rolls back)
 * with the change it describes.
 */
@Injectable()
export class AuditLogRepository {
  async record(manager: EntityManager, entry: AuditEntry): Promise<void> {
    await manager.query(`INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after) VALUES ($1, $2, $3, $4, $5, $6)`, [
      entry.actorId,
      entry.action,
      entry.entity,
      entry.entityId,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ]);
  }
}
