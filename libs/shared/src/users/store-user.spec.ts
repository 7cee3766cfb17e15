import { describe, expect, it } from 'vitest';
import { checkStoreUser } from './store-user';

describe('checkStoreUser', () => {
  it('accepts an object with an id and keeps its other fields', () => {
    const user = { id: 'u1', firstName: 'Amara' };
    expect(checkStoreUser(user)).toEqual({ ok: true, user });
  });

  it.each([[null], [undefined], ['u1'], [{}], [{ id: '' }], [{ id: '   ' }], [{ id: 7 }], [[{ id: 'u1' }]]])('rejects %j as not a user', (input) => {
    expect(checkStoreUser(input)).toEqual({ ok: false, message: 'Invalid user: expected an object with an id.' });
  });
});
