import { applyDecorators, Controller, UseGuards, UseInterceptors, UsePipes } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ClassValidatorPipe } from '../../common/validation/class-validator.pipe';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Roles, RolesGuard } from '../auth/roles.guard';
import { DropCatalogueAfterWrites } from './drop-catalogue-after-writes.interceptor';

/**
 * An admin REST controller: signed-in admins only (401 for visitors, 403 for users), documented as
 * such. Its class-validator DTOs (admin inputs with no shared schema) are checked here.
 */
export function AdminController(path: string) {
  return applyDecorators(
    ApiTags('admin'),
    ApiCookieAuth('token'),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in, or the session is no longer valid' }),
    ApiForbiddenResponse({ description: 'Signed in without the admin role' }),
    UseGuards(JwtAuthGuard, RolesGuard),
    Roles('admin'),
    UseInterceptors(DropCatalogueAfterWrites),
    UsePipes(new ClassValidatorPipe()),
    Controller(path),
  );
}
