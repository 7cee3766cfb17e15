import { createAction } from '@reduxjs/toolkit';
import type { CheckoutModal } from '@medprep/shared';

/**
 * A feature asks to buy ('dashboard'), extend ('extension') or try ('trial') an exam; the app's
 * effects open the checkout for it, so that features need not import the checkout.
 */
export const examCheckoutRequested = createAction<{ kind: Extract<CheckoutModal, 'dashboard' | 'extension' | 'trial'>; examSlug: string }>(
  'app/examCheckoutRequested',
);
