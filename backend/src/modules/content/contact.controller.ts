import { Body, Controller, Inject, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthService } from '../auth/auth.service';
import { extractToken } from '../auth/token-extractor';
import { ContentService } from './content.service';
import { ContactDto } from './dto/contact.dto';

@ApiTags('content')
@Controller('contact')
export class ContactController {
  constructor(
    private readonly content: ContentService,
    @Inject(AuthService) private readonly auth: AuthService,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Send a message to the MedPrep team (stored for the team to answer)' })
  @ApiCreatedResponse({ schema: { example: { ok: true, message: 'Thank you: we have your message and will reply within two working days.' } } })
  @ApiTooManyRequestsResponse({ description: 'More than 5 messages an hour from one address' })
  async send(@Body() body: ContactDto, @Req() req: Request) {
    const token = extractToken(req);
    const principal = token ? await this.auth.authenticate(token).catch(() => null) : null;
    return this.content.contact(body, req.ip ?? 'unknown', principal?.userId ?? null);
  }
}
