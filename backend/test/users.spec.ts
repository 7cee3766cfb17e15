import { signUp, type SignedUpUser } from './helpers/accounts';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { mutate, query, resultData } from './helpers/trpc';

describe('account, profile, exam dates and settings over tRPC', () => {
  let t: TestApp;
  let user: SignedUpUser;
  let other: SignedUpUser;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    user = await signUp(t, { firstName: 'Priya', surname: 'Shah' });
    other = await signUp(t, { firstName: 'Tom', surname: 'Okafor' });
  });
  afterAll(() => t.close());

  const me = async (cookie: string) => (await t.http().get('/api/auth/me').set('Cookie', cookie).expect(200)).body;

  it('should answer auth.me like GET /api/auth/me, and {uid: null} for a visitor', async () => {
    const viaTrpc = resultData(( await query(t, 'auth.me', undefined, user.cookie).expect(200)).body);
    expect(JSON.parse(JSON.stringify(viaTrpc))).toEqual(await me(user.cookie));
    expect(resultData((await query(t, 'auth.me').expect(200)).body)).toEqual({ uid: null });
  });

  it('should refuse every users.* call from a visitor with a 401', async () => {
    const res = await mutate(t, 'users.updateUserAccount', { data: { accountData: { firstName: 'X' } } }).expect(401);
    expect(res.body.error.json.message).toBe('Please log in to continue.');
  });

  it('should update the caller\'s own account fields', async () => {
    const res = await mutate(t, 'users.updateUserAccount', { data: { accountData: { firstName: ' Priyanka ', title: 'Dr' } } }, user.cookie).expect(200);
    expect(resultData(res.body)).toEqual({ firstName: 'Priyanka', surname: 'Shah', email: user.email, title: 'Dr' });
    expect((await me(user.cookie)).firstName).toBe('Priyanka');
    expect((await me(other.cookie)).firstName).toBe('Tom');
  });

  it('should refuse mass assignment of role or access, changing nothing', async () => {
    for (const field of [{ role: 'admin' }, { access: 'subscription' }]) {
      const res = await mutate(t, 'users.updateUserAccount', { data: { accountData: { firstName: 'Hacker', ...field } } }, user.cookie).expect(400);
      expect(res.body.error.json.message).toMatch(/Unrecognized key/i);
    }
    const after = await me(user.cookie);
    expect(after.role.value).toBe('user');
    expect(after.firstName).toBe('Priyanka');
  });

  it('should refuse taking another account\'s e-mail with a 409', async () => {
    const res = await mutate(t, 'users.updateUserAccount', { data: { accountData: { email: other.email.toUpperCase(), currentPassword: user.password } } }, user.cookie).expect(409);
    expect(res.body.error.json.data.domainCode).toBe('EMAIL_TAKEN');
  });

  it('should merge profile fields rather than replace the profile', async () => {
    await mutate(t, 'users.updateUserProfile', { data: { profileData: { city: 'Leeds', social: { twitter: 'https://x.com/priya' } } } }, user.cookie).expect(200);
    const res = await mutate(t, 'users.updateUserProfile', { data: { profileData: { levelOfTraining: 'FY2', social: { facebook: 'https://facebook.com/priya' } } } }, user.cookie).expect(200);
    expect(resultData(res.body)).toMatchObject({ city: 'Leeds', levelOfTraining: 'FY2', social: { twitter: 'https://x.com/priya', facebook: 'https://facebook.com/priya' } });
  });

  it('should refuse a profile field with a bad value, naming it', async () => {
    const res = await mutate(t, 'users.updateUserProfile', { data: { profileData: { website: 'javascript:alert(1)' } } }, user.cookie).expect(400);
    expect(res.body.error.json.message).toMatch(/^data\.profileData\.website: /);
  });

  it('should replace the exam dates and return them in date order', async () => {
    const examDates = [{ examSlug: 'mrcp-1', date: '2027-05-10' }, { examSlug: 'msra', date: '2027-01-15' }];
    const res = await mutate(t, 'users.updateExamDates', { data: { examDates } }, user.cookie).expect(200);
    expect(resultData(res.body)).toEqual({ examDates: [examDates[1], examDates[0]] });
    expect((await me(user.cookie)).examDates).toEqual([examDates[1], examDates[0]]);
    await mutate(t, 'users.updateExamDates', { data: { examDates: 'soon' } }, user.cookie).expect(400);
  });

  it('should refuse an exam date for an exam that does not exist, naming the field, and keep the dates saved', async () => {
    const saved = [{ examSlug: 'msra', date: '2027-01-15' }];
    await mutate(t, 'users.updateExamDates', { data: { examDates: saved } }, user.cookie).expect(200);
    for (const ref of ['no-such-exam', '6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f']) {
      const res = await mutate(t, 'users.updateExamDates', { data: { examDates: [...saved, { examSlug: ref, date: '2027-06-01' }] } }, user.cookie).expect(400);
      expect(res.body.error.json.message).toBe(`data.examDates.1.examSlug: there is no exam "${ref}"`);
      expect(res.body.error.json.data).toMatchObject({ domainCode: 'UNKNOWN_EXAM', details: { fields: [{ field: 'data.examDates.1.examSlug' }] } });
    }
    expect((await me(user.cookie)).examDates).toEqual(saved);
  });

  it("should take an exam's id for its slug, and save the slug", async () => {
    const exams = resultData<Array<{ id: string; slug: string }>>((await query(t, 'exams.initExamsAvailableForInstance').expect(200)).body);
    const msra = exams.find((e) => e.slug === 'msra')!;
    const res = await mutate(t, 'users.updateExamDates', { data: { examDates: [{ examSlug: msra.id, date: '2027-02-01' }] } }, user.cookie).expect(200);
    expect(resultData(res.body)).toEqual({ examDates: [{ examSlug: 'msra', date: '2027-02-01' }] });
  });

  it('should refuse an exam year before last year or more than five years ahead, naming the field', async () => {
    const year = new Date().getUTCFullYear();
    const message = `data.examDates.0.date: must be in a year from ${year - 1} to ${year + 5}`;
    for (const date of [`${year - 2}-12-31`, `${year + 6}-01-01`, '0001-01-01', '9999-12-31']) {
      const res = await mutate(t, 'users.updateExamDates', { data: { examDates: [{ examSlug: 'msra', date }] } }, user.cookie).expect(400);
      expect(res.body.error.json.message).toBe(message);
    }
    for (const date of [`${year - 1}-01-01`, `${year + 5}-12-31`]) {
      await mutate(t, 'users.updateExamDates', { data: { examDates: [{ examSlug: 'msra', date }] } }, user.cookie).expect(200);
    }
  });

  it('should save the caller\'s theme and refuse changing another user\'s settings', async () => {
    await mutate(t, 'users.updateUserSettings', { data: { userID: user.id, settingsData: { theme: 'dark' } } }, user.cookie).expect(200);
    expect((await me(user.cookie)).settings).toEqual({ theme: 'dark' });
    const res = await mutate(t, 'users.updateUserSettings', { data: { userID: other.id, settingsData: { theme: 'dark' } } }, user.cookie).expect(403);
    expect(res.body.error.json.data.domainCode).toBe('NOT_YOUR_ACCOUNT');
    expect((await me(other.cookie)).settings).toEqual({ theme: 'light' });
  });

  it('should save the currency the user picked beside their theme, each change keeping the other', async () => {
    const saver = await signUp(t);
    const save = (settingsData: object) => mutate(t, 'users.updateUserSettings', { data: { userID: saver.id, settingsData } }, saver.cookie);
    await save({ theme: 'dark' }).expect(200);
    expect(resultData((await save({ currency: 'GBP' }).expect(200)).body)).toEqual({ settings: { theme: 'dark', currency: 'gbp' } });
    await save({ theme: 'light' }).expect(200);
    expect((await me(saver.cookie)).settings).toEqual({ theme: 'light', currency: 'gbp' });

    const refused = await save({ currency: 'eur' }).expect(400);
    expect(refused.body.error.json.message).toMatch(/currency/);
    expect((await me(saver.cookie)).settings).toEqual({ theme: 'light', currency: 'gbp' });
  });
});
