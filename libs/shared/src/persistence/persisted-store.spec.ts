import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { decodePersistedStore, encodePersistedStore, hasSecretField } from './persisted-store';
import { STORE_KEY, STORE_VERSION } from './store-key';

const SCHEMAS = {
  theme: z.enum(['light', 'dark']),
  currency: z.string().regex(/^[a-z]{3}$/),
  trial: z.strictObject({ examSlug: z.string(), claimedOn: z.iso.date() }).nullable(),
};

describe('the store version', () => {
  it('is 5.0.1, and the key carries it', () => {
    expect(STORE_VERSION).toBe('5.0.1');
    expect(STORE_KEY).toBe('medprep:store@5.0.1');
  });
});

describe('decodePersistedStore', () => {
  it('restores what this version stored', () => {
    const raw = encodePersistedStore({ theme: 'dark', currency: 'gbp', trial: { examSlug: 'msra', claimedOn: '2026-11-25' } }, SCHEMAS);
    expect(JSON.parse(raw)).toMatchObject({ version: '5.0.1' });
    expect(decodePersistedStore(raw, SCHEMAS)).toEqual({
      parts: { theme: 'dark', currency: 'gbp', trial: { examSlug: 'msra', claimedOn: '2026-11-25' } },
      dropped: [],
    });
  });

  it('has nothing to restore when nothing is stored', () => {
    expect(decodePersistedStore(null, SCHEMAS)).toEqual({ parts: {}, dropped: [] });
  });

  it.each(['{"version":"5.0.1","theme":', 'not json', '42', 'null', '[]', '"dark"'])('drops a corrupt value %j whole', (raw) => {
    expect(decodePersistedStore(raw, SCHEMAS)).toEqual({ parts: {}, dropped: ['*'] });
  });

  it('drops a store of another major version whole, and one without a version', () => {
    expect(decodePersistedStore(JSON.stringify({ version: '4.2.0', theme: 'dark' }), SCHEMAS)).toEqual({ parts: {}, dropped: ['*'] });
    expect(decodePersistedStore(JSON.stringify({ theme: 'dark' }), SCHEMAS)).toEqual({ parts: {}, dropped: ['*'] });
  });

  it('migrates a store of another 5.x version part by part, dropping the parts of a wrong shape', () => {
    const raw = JSON.stringify({ version: '5.0.0', theme: 'dark', currency: 'GBP pounds', trial: { examSlug: 'msra' }, legacy: true });
    expect(decodePersistedStore(raw, SCHEMAS)).toEqual({ parts: { theme: 'dark' }, dropped: ['currency', 'trial'] });
  });

  it('drops a part that carries a secret even when its schema would let it through', () => {
    const loose = { profile: z.object({ name: z.string() }).passthrough() };
    const raw = JSON.stringify({ version: '5.0.1', profile: { name: 'A', token: 'eyJ…' } });
    expect(decodePersistedStore(raw, loose)).toEqual({ parts: {}, dropped: ['profile'] });
  });
});

describe('encodePersistedStore', () => {
  it('never writes a token, a password or an e-mail address', () => {
    const loose = { profile: z.object({}).passthrough(), theme: SCHEMAS.theme };
    const raw = encodePersistedStore(
      { profile: { token: 'eyJhbGciOi', nested: [{ password: 'Tachycardia-42' }], Email: 'a@example.com' }, theme: 'dark' },
      loose,
    );
    expect(raw).toBe('{"version":"5.0.1","theme":"dark"}');
  });

  it('leaves out a part its schema refuses', () => {
    expect(encodePersistedStore({ theme: 'purple' as never, currency: 'gbp' }, SCHEMAS)).toBe('{"version":"5.0.1","currency":"gbp"}');
  });
});

describe('hasSecretField', () => {
  it('finds credentials at any depth and leaves ordinary data alone', () => {
    expect(hasSecretField({ a: [{ b: { accessToken: 'x' } }] })).toBe(true);
    expect(hasSecretField({ theme: 'dark', answers: [{ questionId: 'q1', answer: 'A' }] })).toBe(false);
    expect(hasSecretField('token')).toBe(false);
  });
});
