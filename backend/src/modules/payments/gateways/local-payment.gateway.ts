import { Injectable } from '@nestjs/common';
import { checkCard, Messages, type CardInput } from '@medprep/shared';
import { DomainError } from '../../../common/errors/domain-error';
import type { OrderEntity } from '../entities/order.entity';
import type { CancelOutcome, PaymentGateway, StartedPayment } from './payment-gateway';

const ACCEPTED = '4242424242424242';
const DECLINED = '4000000000000002';

/**
 * Development, demo and test payments when no Stripe key is configured: the server "charges" the
 * test card itself. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined like a real
 * bank would; nothing else is accepted.
 */
@Injectable()
export class LocalPaymentGateway implements PaymentGateway {
  readonly provider = 'local' as const;

  async startPayment(order: OrderEntity): Promise<StartedPayment> {
    return { providerPaymentId: `local_${order.id}`, clientSecret: null };
  }

  /** The local gateway takes money only inside confirmLocalPayment, so an open payment has nothing to undo. */
  async cancelPayment(): Promise<CancelOutcome> {
    return { state: 'cancelled' };
  }

  /** Throws a CARD_INVALID / CARD_DECLINED error, or returns when the charge succeeds. */
  charge(card: CardInput, now: Date): void {
    const check = checkCard(card, now);
    if (!check.ok) throw new DomainError('invalid', 'CARD_INVALID', check.message, { field: check.field });
    if (check.digits === DECLINED) throw new DomainError('invalid', 'CARD_DECLINED', Messages.checkout.cardDeclined, { field: 'number' });
    if (check.digits !== ACCEPTED) throw new DomainError('invalid', 'CARD_DECLINED', Messages.checkout.onlyTestCard, { field: 'number' });
  }
}
