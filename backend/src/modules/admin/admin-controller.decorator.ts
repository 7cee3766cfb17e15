import { applyDecorators, Controller, UseGuards, UseInterceptors, UsePipes } from '@nestjs/common';
import type { RoleValue } from '@medprep/shared';
import { ApiBearerAuth, ApiCookieAuth, ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ClassValidatorPipe } from '../../common/validation/class-validator.pipe';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { CONTENT_ROLES, Roles, RolesGuard } from '../auth/roles.guard';
import { DropCatalogueAfterWrites } from './drop-catalogue-after-writes.interceptor';

function adminArea(path: string, roles: readonly RoleValue[], forbidden: string) {
  return applyDecorators(
    ApiTags('admin'),
    ApiCookieAuth('token'),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in, or the session is no longer valid' }),
    ApiForbiddenResponse({ description: forbidden }),
    UseGuards(JwtAuthGuard, RolesGuard),
    Roles(...roles),
    UseInterceptors(DropCatalogueAfterWrites),
    UsePipes(new ClassValidatorPipe()),
    Controller(path),
  );
}

/**
 * An admin REST controller: signed-in admins only (401 for visitors, 403 for users and editors),
 * documented as such. Its class-validator DTOs (admin inputs with no shared schema) are checked here.
 */
export function AdminController(path: string) {
  return adminArea(path, ['admin'], 'Signed in without the admin role');
}

/** A content controller of the editor console: editors and admins (401 for visitors, 403 for users). */
export function ContentController(path: string) {
  return adminArea(path, CONTENT_ROLES, 'Signed in without the editor or admin role');
}
