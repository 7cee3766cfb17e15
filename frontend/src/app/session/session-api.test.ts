import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store';
import { registerLogoutRoutine } from '../../lib/logout-routine';
import { fakeHttp, json } from '../../test/fake-http';
import { fakeTrpc } from '../../test/fake-trpc';
import { aUser } from '../../test/user-fixtures';
import { signOut } from '../../features/auth/api';
import { credentialsApi } from '../../features/auth/credentials-api';
import { selectThemePreference } from '../theme/themeSlice';
import { selectSignedOutBy } from './sessionSlice';
import {
  refreshMe,
  selectAuthStatus,
  selectDisplayName,
  selectHasAccess,
  selectInitials,
  selectIsLoggedIn,
  selectMe,
  selectSessionError,
  selectSubscriptionStatus,
  userSignedIn,
  userSignedOut,
} from './session-api';

const storeWith = (routes: Parameters<typeof fakeHttp>[0] = {}) => {
  const server = fakeHttp(routes);
  const store = makeStore({ http: server.http, trpc: fakeTrpc().client });
  return { store, ...server };
};

const { signIn, register, requestPasswordReset, confirmPasswordReset } = credentialsApi.endpoints;

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

describe('the session', () => {
  it('starts unknown: no user, access none', () => {
    const { store } = storeWith();
    expect(selectAuthStatus(store.getState())).toBe('unknown');
    expect(selectMe(store.getState())).toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectSubscriptionStatus(store.getState())).toBe('none');
    expect(selectDisplayName(store.getState())).toBe('User');
    expect(selectInitials(store.getState())).toBe('U');
  });

  it('is signed in with the status from access.access when the user signs in, and their theme returns', () => {
    const { store } = storeWith();

    store.dispatch(userSignedIn(aUser({ access: { access: 'subscription', subscriptions: [], trial: null }, settings: { theme: 'dark' } })));

    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectSubscriptionStatus(store.getState())).toBe('subscription');
    expect(selectHasAccess(store.getState())).toBe(true);
    expect(selectDisplayName(store.getState())).toBe('Amara Okafor');
    expect(selectInitials(store.getState())).toBe('AO');
    expect(selectThemePreference(store.getState())).toBe('dark');
  });

  it("reads an unknown access value as 'none'", () => {
    const { store } = storeWith();
    store.dispatch(userSignedIn(aUser({ access: { access: 'gold' as never, subscriptions: [], trial: null } })));
    expect(selectSubscriptionStatus(store.getState())).toBe('none');
  });

  it('is a visitor with access none after the user signs out', () => {
    const { store } = storeWith();
    store.dispatch(userSignedIn(aUser()));

    store.dispatch(userSignedOut('user'));

    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(selectMe(store.getState())).toBeNull();
    expect(selectHasAccess(store.getState())).toBe(false);
    expect(selectSignedOutBy(store.getState())).toBe('user');
    expect(selectSessionError(store.getState())).toBeNull();
  });

  it("clears the user with 'Session expired' when the server ends the session", () => {
    const { store } = storeWith();
    store.dispatch(userSignedIn(aUser()));

    store.dispatch(userSignedOut('session'));

    expect(selectMe(store.getState())).toBeNull();
    expect(selectSessionError(store.getState())).toBe('Session expired');
  });
});

describe('refreshMe', () => {
  it('sets the user when GET /api/auth/me answers with an id', async () => {
    const { store } = storeWith({ 'GET /api/auth/me': () => json(200, aUser()) });

    await store.dispatch(refreshMe());

    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    expect(selectMe(store.getState())?.email).toBe('amara.okafor@example.ac.uk');
  });

  it('clears local state for { uid: null }', async () => {
    const { store } = storeWith({ 'GET /api/auth/me': () => json(200, { uid: null }) });
    store.dispatch(userSignedIn(aUser()));

    await store.dispatch(refreshMe());

    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectSessionError(store.getState())).toBeNull();
  });

  it("on 401 runs the logout routine and ends signed out with 'Session expired'", async () => {
    const logout = vi.fn();
    unregister = registerLogoutRoutine(logout);
    const { store } = storeWith({
      'GET /api/auth/me': () => json(401, { code: 'SESSION_EXPIRED', message: 'Session expired' }),
    });
    store.dispatch(userSignedIn(aUser()));

    const result = await store.dispatch(refreshMe());

    expect(result.error).toMatchObject({ message: 'Session expired', status: 401 });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectSessionError(store.getState())).toBe('Session expired');
  });

  it("clears local state with 'Auth refresh failed: {status}' on another error", async () => {
    const { store } = storeWith({ 'GET /api/auth/me': () => json(503, { message: 'down' }) });
    store.dispatch(userSignedIn(aUser()));

    await store.dispatch(refreshMe());

    expect(selectMe(store.getState())).toBeNull();
    expect(selectSessionError(store.getState())).toBe('Auth refresh failed: 503');
  });

  it("clears local state with the store's message when the answer is not a user", async () => {
    const { store } = storeWith({ 'GET /api/auth/me': () => json(200, { name: 'no id' }) });

    await store.dispatch(refreshMe());

    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(selectSessionError(store.getState())).toBe('Invalid user: expected an object with an id.');
  });

  it('runs only one refresh at a time', async () => {
    let answer: (() => void) | undefined;
    const { store, fetch } = storeWith({
      'GET /api/auth/me': () =>
        answer ? json(200, aUser()) : new Promise<Response>((resolve) => (answer = () => resolve(json(200, aUser())))),
    });

    const first = store.dispatch(refreshMe());
    const second = store.dispatch(refreshMe());
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await Promise.all([first, second]);

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(selectAuthStatus(store.getState())).toBe('signedIn');

    await store.dispatch(refreshMe());
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('signIn, register and signOut', () => {
  it('signs in with POST /api/auth/login', async () => {
    const { store, fetch } = storeWith({ 'POST /api/auth/login': () => json(200, aUser()) });

    const result = await store.dispatch(signIn.initiate({ email: 'amara.okafor@example.ac.uk', password: 'Tachycardia-Pineapple-42' }));

    expect(result.data?.id).toBe(aUser().id);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({
      email: 'amara.okafor@example.ac.uk',
      password: 'Tachycardia-Pineapple-42',
    });
  });

  it("fails with the server's message on a wrong password, without running the logout routine", async () => {
    const logout = vi.fn();
    unregister = registerLogoutRoutine(logout);
    const { store } = storeWith({
      'POST /api/auth/login': () => json(401, { statusCode: 401, message: 'The e-mail address or password is incorrect.' }),
    });

    const result = await store.dispatch(signIn.initiate({ email: 'a@b.co', password: 'nope' }));

    expect(result.error).toMatchObject({ message: 'The e-mail address or password is incorrect.', status: 401 });
    expect(logout).not.toHaveBeenCalled();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('registers and signs in; a taken e-mail fails with its code', async () => {
    const ok = storeWith({ 'POST /api/auth/register': () => json(201, aUser()) });
    await ok.store.dispatch(register.initiate({ email: 'a@b.co', password: 'Tachycardia-Pineapple-42', firstName: 'A', surname: 'B' }));
    expect(selectIsLoggedIn(ok.store.getState())).toBe(true);

    const taken = storeWith({
      'POST /api/auth/register': () => json(409, { code: 'EMAIL_TAKEN', message: 'An account with that e-mail address already exists.' }),
    });
    const result = await taken.store.dispatch(register.initiate({ email: 'a@b.co', password: 'x', firstName: 'A', surname: 'B' }));
    expect(result.error).toMatchObject({ code: 'EMAIL_TAKEN', status: 409 });
  });

  it('signs out with POST /api/auth/logout', async () => {
    const { store, fetch } = storeWith({ 'POST /api/auth/logout': () => json(200, { ok: true, error: null }) });
    store.dispatch(userSignedIn(aUser()));

    await store.dispatch(signOut());

    expect(fetch.mock.calls[0][0]).toBe('/api/auth/logout');
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(selectSignedOutBy(store.getState())).toBe('user');
    expect(selectMe(store.getState())).toBeNull();
  });

  it('logs a failed logout and clears local state anyway', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = storeWith({ 'POST /api/auth/logout': () => json(500, {}) });
    store.dispatch(userSignedIn(aUser()));

    await store.dispatch(signOut());

    expect(error).toHaveBeenCalledWith('Logout failed', expect.any(Error));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});

describe('password reset', () => {
  it("returns the server's neutral confirmation", async () => {
    const message = 'If an account exists for that e-mail address, we have sent a link to reset its password.';
    const { store } = storeWith({ 'POST /api/auth/password-reset': () => json(202, { ok: true, message }) });

    const result = await store.dispatch(requestPasswordReset.initiate({ email: 'nobody@example.com' }));

    expect(result.data).toBe(message);
  });

  it("fails on an invalid link with the server's message", async () => {
    const message = 'This reset link is invalid or has already been used. Request a new one.';
    const { store } = storeWith({
      'POST /api/auth/password-reset/confirm': () => json(400, { code: 'RESET_LINK_INVALID', message }),
    });

    const result = await store.dispatch(confirmPasswordReset.initiate({ token: 'x'.repeat(32), password: 'Tachycardia-Pineapple-42' }));

    expect(result.error).toMatchObject({ message, code: 'RESET_LINK_INVALID' });
  });
});
