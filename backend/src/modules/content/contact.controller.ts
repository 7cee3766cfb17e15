import { Body, Controller, Inject, Post, Req } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { contactInputSchema, type ContactInput } from '@medprep/shared';
import type { Request } from 'express';
import { z } from 'zod';
import { ZodBody } from '../../common/validation/zod-body.pipe';
import { AuthService } from '../auth/auth.service';
import { extractToken } from '../auth/token-extractor';
import { ContentService } from './content.service';

@ApiTags('content')
@Controller('contact')
export class ContactController {
  constructor(
    private readonly content: ContentService,
    @Inject(AuthService) private readonly auth: AuthService,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Send a message to the MedPrep team (stored for the team to answer)' })
  @ApiBody({ schema: z.toJSONSchema(contactInputSchema, { io: 'input' }) as object })
  @ApiCreatedResponse({ schema: { example: { ok: true, message: 'Thank you: we have your message and will reply within two working days.' } } })
  @ApiTooManyRequestsResponse({ description: 'More than 5 messages an hour from one address' })
  async send(@Body(new ZodBody(contactInputSchema)) body: ContactInput, @Req() req: Request) {
    const token = extractToken(req);
    const principal = token ? await this.auth.authenticate(token).catch(() => null) : null;
    return this.content.contact(body, req.ip ?? 'unknown', principal?.userId ?? null);
  }
}
