import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { StripeWebhookService } from './stripe-webhook.service';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  @Post('webhook')
  @HttpCode(200)
  @ApiOperation({ summary: "Stripe's webhook: payment_intent.succeeded grants access, payment_failed marks the order failed" })
  @ApiOkResponse({ schema: { example: { received: true } } })
  @ApiBadRequestResponse({ description: 'Missing or invalid Stripe-Signature; nothing changes' })
  async webhook(@Req() req: RawBodyRequest<Request>) {
    const signature = req.headers['stripe-signature'];
    await this.webhooks.handle(req.rawBody, typeof signature === 'string' ? signature : undefined);
    return { received: true };
  }
}
