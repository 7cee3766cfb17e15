import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_KEY } from '@medprep/shared';
import { fakeHttp, json } from '../../../test/fake-http';
import { renderApp } from '../../../test/render-app';
import { aUser } from '../../../test/user-fixtures';
import { fakeCheckoutTrpc } from '../../../test/fake-checkout-trpc';
import { selectRememberedCurrency } from '../../../app/persist/preferencesSlice';

const asUser = (me: unknown) => fakeHttp({ 'GET /api/auth/me': () => json(200, me) }).http;
const visitor = () => asUser({ uid: null });
const speaking = (...languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
const currencyField = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Currency' });

afterEach(() => localStorage.clear());

describe('the currency an exam page opens in', () => {
  it("is the signed-in user's saved currency (they paid in pounds before)", async () => {
    speaking('en-US');
    renderApp('/exam/msra', fakeCheckoutTrpc().client, asUser(aUser({ settings: { theme: 'light', currency: 'gbp' } })));

    expect(await screen.findByText('£49.99')).toBeInTheDocument();
    expect(currencyField().value).toBe('gbp');
  });

  it("is the browser's region for a visitor (en-GB: pounds)", async () => {
    speaking('en-GB', 'en');
    renderApp('/exam/msra', fakeCheckoutTrpc().client, visitor());

    expect(await screen.findByText('£49.99')).toBeInTheDocument();
  });

  it('is the currency last chosen in this browser, kept in the persisted store', async () => {
    speaking('en-US');
    localStorage.setItem(STORE_KEY, JSON.stringify({ version: '5.0.1', currency: 'gbp' }));
    renderApp('/exam/msra', fakeCheckoutTrpc().client, visitor());

    expect(await screen.findByText('£49.99')).toBeInTheDocument();
  });

  it('is usd, the product default, when nothing points elsewhere; a pick is remembered and stays', async () => {
    speaking('de-DE');
    const user = userEvent.setup();
    const { store } = renderApp('/exam/msra', fakeCheckoutTrpc().client, visitor());

    expect(await screen.findByText('$31.99')).toBeInTheDocument();
    await user.selectOptions(currencyField(), 'gbp');
    expect(await screen.findByText('£49.99')).toBeInTheDocument();
    expect(selectRememberedCurrency(store.getState())).toBe('gbp');
  });
});
