import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountUpdateSchema,
  examDatesSchema,
  profileUpdateSchema,
  sessionTokenSchema,
  trialRecordSchema,
} from './user-store.schemas';

const firstError = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('sessionTokenSchema', () => {
  const token = { id: 's1', token: 'abc', userId: 'u1', expiresAt: new Date('2026-01-01T00:00:00Z') };

  it('accepts id, token, userId and an expiresAt date', () => {
    expect(sessionTokenSchema.parse(token)).toEqual(token);
  });

  it.each([
    ['a missing token', { ...token, token: undefined }],
    ['an expiresAt string', { ...token, expiresAt: '2026-01-01' }],
    ['an invalid date', { ...token, expiresAt: new Date('nope') }],
    ['no object', null],
  ])('rejects %s', (_, input) => {
    expect(firstError(sessionTokenSchema, input)).toBe(
      'Invalid session token: id, token, userId and an expiresAt date are required.',
    );
  });
});

describe('trialRecordSchema', () => {
  const trial = { exam: 'msra', id: 't1', sid: 's1', startDate: '2026-01-01', questionsComplete: false, sessionStarted: true };

  it('accepts string exam, id, sid, startDate and boolean flags', () => {
    expect(trialRecordSchema.parse(trial)).toEqual(trial);
  });

  it('rejects a non-boolean flag or a missing string', () => {
    const message =
      'Invalid trial data: exam, id, sid and startDate must be strings; questionsComplete and sessionStarted must be booleans.';
    expect(firstError(trialRecordSchema, { ...trial, sessionStarted: 'yes' })).toBe(message);
    expect(firstError(trialRecordSchema, { ...trial, sid: undefined })).toBe(message);
  });
});

describe('account and profile updates', () => {
  it('need a user id', () => {
    expect(firstError(accountUpdateSchema, { accountData: {} })).toBe('A user id is required.');
    expect(firstError(profileUpdateSchema, { userId: ' ', profileData: {} })).toBe('A user id is required.');
  });

  it('need the data to update', () => {
    expect(firstError(accountUpdateSchema, { userId: 'u1' })).toBe('Account data is required.');
    expect(firstError(profileUpdateSchema, { userId: 'u1', profileData: null })).toBe('Profile data is required.');
  });

  it('accept a partial account update', () => {
    expect(accountUpdateSchema.parse({ userId: 'u1', accountData: { firstName: 'Amara' } })).toEqual({
      userId: 'u1',
      accountData: { firstName: 'Amara' },
    });
  });
});

describe('examDatesSchema', () => {
  it('needs an array', () => {
    expect(examDatesSchema.parse([])).toEqual([]);
    expect(firstError(examDatesSchema, { date: '2026-05-01' })).toBe('Exam dates must be an array.');
  });
});
