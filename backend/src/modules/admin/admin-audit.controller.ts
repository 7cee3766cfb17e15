import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ContentController } from './admin-controller.decorator';
import { AdminAuditRepository } from './admin-audit.repository';
import { AuditPageDto, AuditQueryDto } from './dto/admin-content.dto';
import { PAGE_LIMIT_DEFAULT } from './dto/admin-question.dto';

@ContentController('admin/audit')
export class AdminAuditController {
  constructor(private readonly audit: AdminAuditRepository) {}

  @Get()
  @ApiOperation({ summary: 'The audit log, newest first: who changed what, when, with the state before and after' })
  @ApiOkResponse({ type: AuditPageDto })
  async list(@Query() query: AuditQueryDto): Promise<AuditPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
    const [rows, total] = await this.audit.page({ entity: query.entity || undefined, entityId: query.entityId || undefined }, (page - 1) * limit, limit);
    return {
      records: rows.map((r) => ({
        id: r.id,
        actor: r.actorId && r.actorEmail ? { id: r.actorId, email: r.actorEmail } : null,
        action: r.action,
        entity: r.entity,
        entityId: r.entityId,
        before: r.before,
        after: r.after,
        at: r.at,
      })),
      total,
      page,
      limit,
    };
  }
}
