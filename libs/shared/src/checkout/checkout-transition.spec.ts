import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseCouponCode } from '../coupons/coupon-code';
import { CHECKOUT_EVENT_ALPHABET, checkoutStateKey, reachableCheckoutStates } from './checkout-reachable-states';
import {
  CHECKOUT_FLOWS,
  CHECKOUT_MODALS,
  CHECKOUT_PANELS,
  initialCheckoutState,
  isCouponApplied,
  MODAL_CHECKOUT_TYPES,
  type CheckoutPanel,
  type CheckoutState,
} from './checkout-state';
import { checkoutTransition, type CheckoutEvent } from './checkout-transition';

const run = (events: CheckoutEvent[], from: CheckoutState = initialCheckoutState) =>
  events.reduce(checkoutTransition, from);

const openPanels = (state: CheckoutState) => CHECKOUT_PANELS.filter((panel) => state.panels[panel].open);

const complete = (panel: CheckoutPanel): CheckoutEvent[] => [
  { type: 'panelValidityChanged', panel, valid: true },
  ...(panel === 'payment' ? [{ type: 'cardEntryStarted' } as const] : []),
  { type: 'panelCompleted', panel },
];

/** What must hold in every state the flow can reach; returns the broken rules. */
function violations(state: CheckoutState): string[] {
  const broken: string[] = [];
  if (state.modal === null || state.modal === 'trial') {
    if (openPanels(state).length > 0) broken.push('a panel is open without a checkout modal');
    if (state.paymentSubPanel !== 'summary') broken.push('card entry without a checkout modal');
  }
  if (state.modal === 'trial' && state.panel !== null) broken.push('the trial modal shows a panel');
  if (state.modal !== null && state.modal !== 'trial') {
    if (state.checkoutType !== MODAL_CHECKOUT_TYPES[state.modal]) broken.push('checkout type does not match the modal');
    if (state.panel === null || !CHECKOUT_FLOWS[state.checkoutType].includes(state.panel)) {
      broken.push('the panel is not in the flow');
    } else if (openPanels(state).join() !== state.panel) {
      broken.push('open flags do not match the panel');
    }
    if ((state.panel === 'payment' || state.panel === 'success') && !state.loggedIn) {
      broken.push('payment reached without logging in');
    }
    if (state.paymentSubPanel === 'card' && state.panel !== 'payment') broken.push('card entry outside payment');
    if (state.panel === 'account' && state.loggedIn) broken.push('a logged-in user is asked to log in');
  }
  if (state.couponCode !== null) {
    const normalised = normaliseCouponCode(state.couponCode);
    if (!normalised.ok || normalised.code !== state.couponCode) broken.push('coupon code not normalised');
  }
  if (!/^[a-z]{3}$/.test(state.selectedCurrency)) broken.push('currency code not normalised');
  return broken;
}

describe('checkoutTransition', () => {
  describe('opening a modal', () => {
    it('opens a product modal at account when logged out', () => {
      const state = run([{ type: 'modalOpened', kind: 'product', loggedIn: false }]);
      expect(state).toMatchObject({ modal: 'product', checkoutType: 'product', panel: 'account', paymentSubPanel: 'summary' });
      expect(openPanels(state)).toEqual(['account']);
    });

    it('opens a product modal at payment, with the account done, when logged in', () => {
      const state = run([{ type: 'modalOpened', kind: 'product', loggedIn: true }]);
      expect(state).toMatchObject({ panel: 'payment', loggedIn: true });
      expect(state.panels.account).toEqual({ valid: true, completed: true, open: false });
    });

    it.each([
      ['dashboard', 'subscribe'],
      ['extension', 'extension'],
    ] as const)('opens a %s modal at options as a %s checkout', (kind, checkoutType) => {
      expect(run([{ type: 'modalOpened', kind, loggedIn: true }])).toMatchObject({ checkoutType, panel: 'options' });
    });

    it('opens the trial modal with no panel', () => {
      const state = run([{ type: 'modalOpened', kind: 'trial', loggedIn: false }]);
      expect(state).toMatchObject({ modal: 'trial', panel: null });
      expect(openPanels(state)).toEqual([]);
    });

    it('replaces the open modal, so only one is open', () => {
      const state = run([
        { type: 'modalOpened', kind: 'dashboard', loggedIn: true },
        { type: 'modalOpened', kind: 'product', loggedIn: true },
      ]);
      expect(state).toMatchObject({ modal: 'product', checkoutType: 'product', panel: 'payment' });
    });
  });

  describe('moving through the panels', () => {
    it("goes on to payment after logging in on the account panel", () => {
      const state = run([{ type: 'modalOpened', kind: 'product', loggedIn: false }, { type: 'loggedIn' }]);
      expect(state).toMatchObject({ panel: 'payment', loggedIn: true });
      expect(openPanels(state)).toEqual(['payment']);
    });

    it('runs a subscribe checkout from options through account and payment to success', () => {
      const opened = run([{ type: 'modalOpened', kind: 'dashboard', loggedIn: false }, ...complete('options')]);
      expect(opened.panel).toBe('account');
      const paying = run([{ type: 'loggedIn' }], opened);
      expect(paying.panel).toBe('payment');
      const done = run(complete('payment'), paying);
      expect(done.panel).toBe('success');
      expect(done.panels.options.completed && done.panels.account.completed && done.panels.payment.completed).toBe(true);
    });

    it('skips the account panel going back and forth when logged in', () => {
      const atPayment = run([{ type: 'modalOpened', kind: 'extension', loggedIn: true }, ...complete('options')]);
      expect(atPayment.panel).toBe('payment');
      expect(run([{ type: 'back' }], atPayment).panel).toBe('options');
    });

    it('goes back from card entry to the payment summary first', () => {
      const atCard = run([{ type: 'modalOpened', kind: 'product', loggedIn: true }, { type: 'cardEntryStarted' }]);
      expect(atCard.paymentSubPanel).toBe('card');
      expect(run([{ type: 'back' }], atCard)).toMatchObject({ panel: 'payment', paymentSubPanel: 'summary' });
    });
  });

  describe('ignoring impossible events', () => {
    const atAccount = run([{ type: 'modalOpened', kind: 'product', loggedIn: false }]);
    const atOptions = run([{ type: 'modalOpened', kind: 'dashboard', loggedIn: false }]);
    const atSuccess = run([{ type: 'modalOpened', kind: 'product', loggedIn: true }, ...complete('payment')]);

    it.each<[string, CheckoutState, CheckoutEvent]>([
      ['back from the first panel', atAccount, { type: 'back' }],
      ['back from success', atSuccess, { type: 'back' }],
      ['completing a panel that is not valid', atOptions, { type: 'panelCompleted', panel: 'options' }],
      ['completing a panel that is not shown', atOptions, { type: 'panelCompleted', panel: 'payment' }],
      ['completing the account panel without logging in', atAccount, { type: 'panelCompleted', panel: 'account' }],
      ['completing payment before card entry', run([{ type: 'panelValidityChanged', panel: 'payment', valid: true }], atSuccess), { type: 'panelCompleted', panel: 'payment' }],
      ['completing success', atSuccess, { type: 'panelCompleted', panel: 'success' }],
      ['closing with no modal open', initialCheckoutState, { type: 'modalClosed' }],
      ['moving with no modal open', initialCheckoutState, { type: 'back' }],
      ['an unknown currency code', atOptions, { type: 'currencyChanged', currency: 'pounds' }],
      ['the same currency again', atOptions, { type: 'currencyChanged', currency: 'USD' }],
      ['changing currency after paying', atSuccess, { type: 'currencyChanged', currency: 'gbp' }],
      ['an empty coupon code', atOptions, { type: 'couponApplied', code: '  ' }],
      ['a coupon on the account panel', atAccount, { type: 'couponApplied', code: 'SAVE10' }],
      ['removing a coupon when none is applied', atOptions, { type: 'couponRemoved' }],
      ['logging in twice', atSuccess, { type: 'loggedIn' }],
    ])('ignores %s, returning the same state', (_, state, event) => {
      expect(checkoutTransition(state, event)).toBe(state);
    });
  });

  describe('currency and coupons', () => {
    const atOptions = run([{ type: 'modalOpened', kind: 'dashboard', loggedIn: true }]);

    it('starts in usd and stores a changed currency in lower case', () => {
      expect(initialCheckoutState.selectedCurrency).toBe('usd');
      expect(run([{ type: 'currencyChanged', currency: ' GBP ' }], atOptions).selectedCurrency).toBe('gbp');
    });

    it('applies a normalised coupon code and clears it on removal or failure', () => {
      const applied = run([{ type: 'couponApplied', code: ' save10 ' }], atOptions);
      expect(applied.couponCode).toBe('SAVE10');
      expect(isCouponApplied(applied)).toBe(true);
      expect(isCouponApplied(run([{ type: 'couponRemoved' }], applied))).toBe(false);
      expect(isCouponApplied(run([{ type: 'couponFailed' }], applied))).toBe(false);
    });
  });

  describe('closing a modal', () => {
    it('resets a subscribe checkout to product at account and clears the coupon and payment panel', () => {
      const paying = run([
        { type: 'modalOpened', kind: 'dashboard', loggedIn: true },
        { type: 'couponApplied', code: 'save10' },
        ...complete('options'),
        { type: 'panelValidityChanged', panel: 'payment', valid: true },
        { type: 'cardEntryStarted' },
      ]);
      const closed = checkoutTransition(paying, { type: 'modalClosed' });
      expect(closed).toMatchObject({
        modal: null,
        checkoutType: 'product',
        panel: 'account',
        couponCode: null,
        paymentSubPanel: 'summary',
      });
      expect(closed.panels.payment).toEqual({ valid: false, completed: false, open: false });
      expect(openPanels(closed)).toEqual([]);
    });

    it('keeps the coupon when a product modal closes', () => {
      const closed = run([
        { type: 'modalOpened', kind: 'product', loggedIn: true },
        { type: 'couponApplied', code: 'save10' },
        { type: 'modalClosed' },
      ]);
      expect(closed).toMatchObject({ modal: null, checkoutType: 'product', couponCode: 'SAVE10' });
    });
  });

  describe('reachable states', () => {
    const reachable = reachableCheckoutStates();
    const keys = new Set(reachable.map(checkoutStateKey));

    it('starts from the initial state and finds a finite set of distinct states', () => {
      expect(reachable[0]).toBe(initialCheckoutState);
      expect(keys.size).toBe(reachable.length);
      expect(reachable.length).toBeGreaterThan(CHECKOUT_MODALS.length);
    });

    it('every transition from every reachable state lands in a reachable state', () => {
      for (const state of reachable) {
        for (const event of CHECKOUT_EVENT_ALPHABET) {
          expect(keys.has(checkoutStateKey(checkoutTransition(state, event)))).toBe(true);
        }
      }
    });

    it('every reachable state keeps the flow rules', () => {
      for (const state of reachable) expect(violations(state)).toEqual([]);
    });

    it('reaches the success panel of every checkout modal', () => {
      for (const modal of ['product', 'dashboard', 'extension'] as const) {
        expect(reachable.some((s) => s.modal === modal && s.panel === 'success')).toBe(true);
      }
    });
  });

  describe('properties over arbitrary events', () => {
    const anyEvent: fc.Arbitrary<CheckoutEvent> = fc.oneof(
      fc.constantFrom(...CHECKOUT_EVENT_ALPHABET),
      fc.record({ type: fc.constant('currencyChanged' as const), currency: fc.string({ maxLength: 5 }) }),
      fc.record({ type: fc.constant('couponApplied' as const), code: fc.string({ maxLength: 8 }) }),
    );

    it('keeps the flow rules after any sequence of events', () => {
      fc.assert(
        fc.property(fc.array(anyEvent, { maxLength: 40 }), (events) => {
          let state = initialCheckoutState;
          for (const event of events) {
            state = checkoutTransition(state, event);
            expect(violations(state)).toEqual([]);
          }
        }),
      );
    });

    it('returns the very same object whenever an event changes nothing', () => {
      fc.assert(
        fc.property(fc.array(anyEvent, { maxLength: 30 }), anyEvent, (events, last) => {
          const state = run(events);
          const next = checkoutTransition(state, last);
          if (checkoutStateKey(next) === checkoutStateKey(state)) expect(next).toBe(state);
        }),
      );
    });

    it('stays within the reachable states for any sequence of alphabet events', () => {
      const keys = new Set(reachableCheckoutStates().map(checkoutStateKey));
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...CHECKOUT_EVENT_ALPHABET), { maxLength: 50 }), (events) => {
          let state = initialCheckoutState;
          for (const event of events) {
            state = checkoutTransition(state, event);
            expect(keys.has(checkoutStateKey(state))).toBe(true);
          }
        }),
      );
    });
  });
});
