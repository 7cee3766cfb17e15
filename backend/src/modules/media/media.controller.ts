import { Body, Controller, Post, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { ItemMedia } from '@medprep/shared';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { CONTENT_ROLES, Roles, RolesGuard } from '../auth/roles.guard';
import { ItemMediaDto, MediaUploadFieldsDto } from './dto/media.dto';
import { MEDIA_FILE_FIELD, MediaUploadInterceptor } from './media-upload.interceptor';
import { MediaErrors } from './media.errors';
import { MediaService } from './media.service';

/** The path the origin guard lets take multipart bodies. */
export const MEDIA_UPLOAD_PATH = '/api/admin/media';

@ApiTags('admin')
@ApiCookieAuth('token')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in, or the session is no longer valid' })
@ApiForbiddenResponse({ description: 'Signed in without the editor or admin role' })
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles(...CONTENT_ROLES)
@Controller('admin/media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Post()
  @UseInterceptors(MediaUploadInterceptor)
  @ApiOperation({
    summary: 'Upload an item image (PNG, JPEG, WebP or SVG)',
    description:
      'The type is judged by the content (signatures; SVG parsed as XML) and must agree with the file name and declared type. SVGs with scripts, event handlers, embedded HTML or external references are refused. Stored under the SHA-256 of its bytes: uploading the same bytes again changes nothing (200). The answer is the item `media` entry.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [MEDIA_FILE_FIELD, 'alt'],
      properties: {
        [MEDIA_FILE_FIELD]: { type: 'string', format: 'binary', description: 'The image (default limit 2 MB: MEDIA_MAX_BYTES)' },
        alt: { type: 'string', minLength: 3, maxLength: 1000, description: 'What the image shows, for a reader who cannot see it' },
        caption: { type: 'string', maxLength: 500 },
      },
    },
  })
  @ApiCreatedResponse({ type: ItemMediaDto, description: 'Stored now' })
  @ApiOkResponse({ type: ItemMediaDto, description: 'The same bytes were stored before' })
  @ApiBadRequestResponse({
    description: 'MEDIA_FILE_MISSING, MEDIA_UPLOAD_INVALID, MEDIA_TYPE_UNSUPPORTED, MEDIA_TYPE_MISMATCH, MEDIA_MALFORMED, MEDIA_DIMENSIONS_OUT_OF_RANGE, MEDIA_UNSAFE_SVG or VALIDATION_FAILED (alt, caption)',
  })
  @ApiPayloadTooLargeResponse({ description: 'MEDIA_TOO_LARGE' })
  @ApiServiceUnavailableResponse({ description: 'MEDIA_STORAGE_UNAVAILABLE' })
  async upload(
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() fields: MediaUploadFieldsDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ItemMedia> {
    if (!file) throw MediaErrors.fileMissing();
    const { media, created } = await this.media.upload({ bytes: file.buffer, fileName: file.originalname, declaredType: file.mimetype }, fields);
    res.status(created ? 201 : 200);
    return media;
  }
}
