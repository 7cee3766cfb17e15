import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addCalendarMonths, formatLongDate } from '@medprep/shared';
import { fakeHttp, json } from '../../../test/fake-http';
import { renderApp } from '../../../test/render-app';
import { aUser } from '../../../test/user-fixtures';
import { fakeCheckoutTrpc, SERVER_ENDS_AT } from '../../../test/fake-checkout-trpc';

const PASSWORD = 'Tachycardia-Pineapple-42';

// Long user journeys: give each step more time when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 4000 });

/** A server where the visitor can register; after a purchase `me` carries the subscription. */
function server() {
  let me: unknown = { uid: null };
  const newUser = aUser({ access: { access: 'none', subscriptions: [], trial: null } });
  const { http } = fakeHttp({
    'GET /api/auth/me': () => json(200, me),
    'POST /api/auth/register': () => {
      me = newUser;
      return json(201, newUser);
    },
  });
  const grantAccess = () => {
    me = aUser({
      access: {
        access: 'subscription',
        subscriptions: [
          { id: 'sub-1', exam: 'exam-msra', examSlug: 'msra', examTitle: 'MSRA', startsAt: new Date().toISOString(), endsAt: SERVER_ENDS_AT.toISOString() },
        ],
        trial: null,
      },
    });
  };
  return { http, grantAccess };
}

describe('exam page', () => {
  it("shows the real paper's format, prices by currency with a per-month hint, and a free trial for visitors", async () => {
    const user = userEvent.setup();
    renderApp('/exam/msra', fakeCheckoutTrpc().client, server().http);

    expect(await screen.findByRole('heading', { level: 1, name: 'MSRA' })).toBeInTheDocument();
    expect(screen.getByText(/Professional Dilemmas \(50 questions/)).toBeInTheDocument();
    expect(screen.getByText('Format as published by the college.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 3, name: '1 Month' })).toBeInTheDocument();
    expect(screen.getByText('$31.99')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Currency'), 'gbp');
    expect(screen.getByText('£49.99')).toBeInTheDocument();
    expect(screen.getByText('£16.66 a month')).toBeInTheDocument();
  });

  it('buys 3 months in pounds: account inside the modal, 20 % coupon, test card, success with the server’s end date', async () => {
    const user = userEvent.setup();
    const { http, grantAccess } = server();
    const trpc = fakeCheckoutTrpc();
    const confirm = trpc.procedures.checkout.confirmLocalPayment.mutate;
    const serverConfirms = confirm.getMockImplementation()!;
    confirm.mockImplementation(async (input) => {
      const order = await serverConfirms(input);
      grantAccess();
      return order;
    });
    renderApp('/exam/msra', trpc.client, http);

    // The currency can be changed once the prices are there.
    expect(await screen.findByRole('heading', { level: 3, name: '1 Month' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Currency'), 'gbp');
    const buy = await screen.findByRole('button', { name: 'Buy access: 3 Months' });
    await user.click(buy);

    const dialog = await screen.findByRole('dialog', { name: 'Buy access to MSRA' });
    expect(within(dialog).getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    // The sign-up form's code loads when the account panel first opens.
    await user.type(await within(dialog).findByLabelText('First name'), 'Amara');
    await user.type(within(dialog).getByLabelText('Surname'), 'Okafor');
    await user.type(within(dialog).getByLabelText('E-mail address'), 'amara@example.com');
    await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

    expect(await within(dialog).findByRole('heading', { name: 'Your order' })).toBeInTheDocument();
    expect(within(dialog).getByText('3 Months')).toBeInTheDocument();
    expect(within(dialog).queryByText(/days/)).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Coupon code'), 'save20');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('£39.99')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove coupon' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByText(/4242 4242 4242 4242, any future date, any CVC/)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Card number'), '4000 0000 0000 0002');
    await user.type(within(dialog).getByLabelText('Expiry date (MM/YY)'), '12/39');
    await user.type(within(dialog).getByLabelText('Security code (CVC)'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay £39.99' }));
    const number = within(dialog).getByLabelText('Card number');
    await waitFor(() => expect(number).toHaveAccessibleDescription('Your card was declined. Try another card.'));
    expect(number).toHaveFocus();

    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Pay £39.99' }));

    expect(await within(dialog).findByRole('heading', { name: 'Payment complete' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('You have access to MSRA until 14 March 2027.');

    // The exam page now shows the access from the refreshed `me`.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('You have access until 14 March 2027.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extend' })).toBeInTheDocument();
  }, 20_000);

  it('shows that the price changed and buys at the new price in one click', async () => {
    const user = userEvent.setup();
    const trpc = fakeCheckoutTrpc();
    renderApp('/exam/msra', trpc.client, server().http);

    await user.click(await screen.findByRole('button', { name: 'Buy access: 3 Months' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy access to MSRA' });
    await user.type(within(dialog).getByLabelText('First name'), 'Amara');
    await user.type(within(dialog).getByLabelText('Surname'), 'Okafor');
    await user.type(within(dialog).getByLabelText('E-mail address'), 'amara@example.com');
    await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByRole('heading', { name: 'Your order' })).toBeInTheDocument();
    expect(within(dialog).getByText('3 Months')).toBeInTheDocument();
    expect(within(dialog).getAllByText('$63.99')).not.toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    await user.type(await within(dialog).findByLabelText('Card number'), '4242 4242 4242 4242');
    trpc.changePrice('msra-usd-3', 95.99);
    await user.type(within(dialog).getByLabelText('Expiry date (MM/YY)'), '12/39');
    await user.type(within(dialog).getByLabelText('Security code (CVC)'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $63.99' }));

    // The card form's alert region is always there: wait for the server's message in it.
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('The price of this order has changed. Please review it and try again.'));
    expect(within(dialog).queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Get a new order at the current price' }));

    await user.type(await within(dialog).findByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(within(dialog).getByLabelText('Expiry date (MM/YY)'), '12/39');
    await user.type(within(dialog).getByLabelText('Security code (CVC)'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $95.99' }));
    expect(await within(dialog).findByRole('heading', { name: 'Payment complete' })).toBeInTheDocument();
  }, 20_000);

  it('claims a free trial after creating an account in the trial modal', async () => {
    const user = userEvent.setup();
    const trpc = fakeCheckoutTrpc();
    renderApp('/exam/msra', trpc.client, server().http);

    await user.click(await screen.findByRole('button', { name: 'Start free trial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Free trial of MSRA' });
    await user.type(within(dialog).getByLabelText('First name'), 'Amara');
    await user.type(within(dialog).getByLabelText('Surname'), 'Okafor');
    await user.type(within(dialog).getByLabelText('E-mail address'), 'amara@example.com');
    await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

    expect(await within(dialog).findByRole('heading', { name: 'Your free trial has started' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Start your free session' })).toHaveAttribute('href', '/dashboard');
    expect(trpc.procedures.exams.createTrialForUser.mutate).toHaveBeenCalledTimes(1);
  }, 10_000);
});

describe('extending access', () => {
  it('shows the end date counted from the current end of access, in the options and in the order', async () => {
    const user = userEvent.setup();
    const currentEnd = new Date(Date.now() + 92 * 86_400_000);
    const subscription = { id: 'sub-1', exam: 'exam-msra', examSlug: 'msra', examTitle: 'MSRA', startsAt: new Date().toISOString(), endsAt: currentEnd.toISOString() };
    const me = aUser({ access: { access: 'subscription', subscriptions: [subscription], trial: null } });
    const { http } = fakeHttp({ 'GET /api/auth/me': () => json(200, me) });
    renderApp('/exam/msra', fakeCheckoutTrpc().client, http);

    await user.click(await screen.findByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend access to MSRA' });
    const oneMonthEnd = formatLongDate(addCalendarMonths(currentEnd, 1));
    const oneMonth = within(dialog).getByRole('radio', { name: `1 Month $31.99 until ${oneMonthEnd}` });
    expect(within(dialog).getByRole('radio', { name: `3 Months $63.99 until ${formatLongDate(addCalendarMonths(currentEnd, 3))} $21.33 a month` })).toBeInTheDocument();

    await user.click(oneMonth);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const until = await within(dialog).findByText('Access until');
    expect(until.nextElementSibling).toHaveTextContent(oneMonthEnd);
  }, 10_000);
});

describe('card form', () => {
  it("formats the number in fours and the expiry as MM/YY as they are typed, and pays with '1229' typed as the expiry", async () => {
    const user = userEvent.setup();
    const me = aUser({ access: { access: 'none', subscriptions: [], trial: null } });
    const { http } = fakeHttp({ 'GET /api/auth/me': () => json(200, me) });
    renderApp('/exam/msra', fakeCheckoutTrpc().client, http);

    await user.click(await screen.findByRole('button', { name: 'Buy access: 1 Month' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy access to MSRA' });
    await user.click(await within(dialog).findByRole('button', { name: 'Continue to payment' }));

    const number = await within(dialog).findByLabelText('Card number');
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    // A digit typed in the middle stays where it was typed; the caret stays after it.
    await user.type(number, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(number).toHaveValue('4294 2424 2424 2424 2');
    expect(number).toHaveProperty('selectionStart', 3);
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    expect(number).toHaveValue('4242 4242 4242 4242');

    const expiry = within(dialog).getByLabelText('Expiry date (MM/YY)');
    await user.type(expiry, '1229');
    expect(expiry).toHaveValue('12/29');
    await user.type(within(dialog).getByLabelText('Security code (CVC)'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $31.99' }));
    expect(await within(dialog).findByRole('heading', { name: 'Payment complete' })).toBeInTheDocument();
  }, 10_000);

  it('still says clearly what is wrong with an expiry that is not a month', async () => {
    const user = userEvent.setup();
    const me = aUser({ access: { access: 'none', subscriptions: [], trial: null } });
    const { http } = fakeHttp({ 'GET /api/auth/me': () => json(200, me) });
    renderApp('/exam/msra', fakeCheckoutTrpc().client, http);

    await user.click(await screen.findByRole('button', { name: 'Buy access: 1 Month' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy access to MSRA' });
    await user.click(await within(dialog).findByRole('button', { name: 'Continue to payment' }));
    await user.type(await within(dialog).findByLabelText('Card number'), '4242424242424242');
    const expiry = within(dialog).getByLabelText('Expiry date (MM/YY)');
    await user.type(expiry, '1329');
    await user.type(within(dialog).getByLabelText('Security code (CVC)'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $31.99' }));
    await waitFor(() => expect(expiry).toHaveAccessibleDescription('Enter the expiry date as MM/YY.'));
    expect(expiry).toHaveFocus();
  }, 10_000);
});

describe('checkout modal accessibility', () => {
  it('traps focus, closes on Escape and returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    renderApp('/exam/msra', fakeCheckoutTrpc().client, server().http);

    const buy = await screen.findByRole('button', { name: 'Buy access: 1 Month' });
    buy.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Buy access to MSRA' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();

    for (let i = 0; i < 15; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(buy).toHaveFocus();
  }, 10_000);
});

describe('/modaltest', () => {
  it('opens each of the four modals for the chosen exam', async () => {
    // The fake server sells only MSRA: the first exam in the list reports 'Problem initializing product'.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp('/modaltest', fakeCheckoutTrpc().client, server().http);

    await user.selectOptions(await screen.findByLabelText('Exam'), 'msra');
    const cases: [string, string, string][] = [
      ['Open product modal', 'Buy access to MSRA', 'Create your account'],
      ['Open dashboard modal', 'Buy access to MSRA', 'Choose your access'],
      ['Open extension modal', 'Extend access to MSRA', 'Extend your access'],
      ['Open trial modal', 'Free trial of MSRA', 'Create your account'],
    ];
    for (const [button, title, heading] of cases) {
      await waitFor(() => expect(screen.getByRole('button', { name: button })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
  }, 15_000);
});
