import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface AuditRow {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/** The audit log as the editor console reads it (AuditLogRepository writes it). */
@Injectable()
export class AdminAuditRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async page(filter: { entity?: string; entityId?: string }, skip: number, take: number): Promise<[AuditRow[], number]> {
    const where = `($1::text IS NULL OR a.entity = $1) AND ($2::text IS NULL OR a.entity_id = $2)`;
    const params = [filter.entity ?? null, filter.entityId ?? null];
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT a.id::text, a.actor_id AS "actorId", u.email AS "actorEmail", a.action, a.entity, a.entity_id AS "entityId", a.before, a.after, a.at
           FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id WHERE ${where} ORDER BY a.at DESC, a.id DESC OFFSET $3 LIMIT $4`,
        [...params, skip, take],
      ),
      this.db.query(`SELECT count(*)::int AS total FROM audit_log a WHERE ${where}`, params),
    ]);
    return [rows, total];
  }
}
