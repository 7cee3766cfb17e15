import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { signUp, STRONG_PASSWORD, uniqueEmail, type SignedUpUser } from './accounts';
import { createCoupon, examIdOf, variantOf } from './catalogue';
import { createFixtureExam, grantSubscription, type FixtureExam } from './question-bank';
import { signUpAdmin, trpcCall } from './security';
import type { TestApp } from './test-app';

/**
 * Real things for requests to point at: a user holding a subscription to a fixture exam, with a
 * running tutor session and a running timed one, a pending order and a coupon; an admin.
 */
export interface World {
  user: SignedUpUser;
  admin: SignedUpUser;
  exam: FixtureExam;
  msraId: string;
  variantId: string;
  tutorSessionId: string;
  timedSessionId: string;
  orderId: string;
  couponCode: string;
  blogSlug: string;
  sheetId: string;
}

export async function createWorld(t: TestApp, db: DataSource): Promise<World> {
  const user = await signUp(t);
  const admin = await signUpAdmin(t, db);
  const exam = await createFixtureExam(db, 12);
  await grantSubscription(db, user.id, exam.id);
  const start = async (mode: string) =>
    (await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: exam.slug, mode, count: 4 }).expect(201)).body.id as string;
  const tutorSessionId = await start('tutor');
  const timedSessionId = await start('timed');
  const variant = await variantOf(db, 'msra', 1, 'gbp');
  const order = await trpcCall(t, 'mutation', 'checkout.createPayment', { variantId: variant.id, checkoutType: 'product' }, user.cookie).expect(200);
  const couponCode = `W${randomUUID().slice(0, 8).toUpperCase()}`;
  await createCoupon(db, { code: couponCode, effect: 'percent', value: 10 });
  const [{ slug: blogSlug }] = await db.query(`SELECT slug FROM blog_posts ORDER BY slug LIMIT 1`);
  const [{ id: sheetId }] = await db.query(`SELECT id FROM sheets ORDER BY id LIMIT 1`);
  return {
    user,
    admin,
    exam,
    msraId: await examIdOf(db, 'msra'),
    variantId: variant.id,
    tutorSessionId,
    timedSessionId,
    orderId: order.body.result.data.json.orderId,
    couponCode,
    blogSlug,
    sheetId,
  };
}

/** A valid input for every tRPC procedure of the contract (undefined for those that take none). */
export function validTrpcInputs(w: World): Record<string, unknown> {
  const question = w.exam.questions[0].id;
  return {
    'account.history': { cursor: null, limit: 10 },
    'account.orders': undefined,
    'account.receipt': { orderId: w.orderId },
    'auth.me': undefined,
    'checkout.checkOrderPayable': { orderId: w.orderId },
    'checkout.confirmCoupon': { code: w.couponCode, examKey: 'msra' },
    'checkout.confirmLocalPayment': { orderId: w.orderId, card: { number: '4000 0000 0000 0002', expiry: '12/35', cvc: '123' } },
    'checkout.createPayment': { variantId: w.variantId, couponCode: null, checkoutType: 'product' },
    'checkout.orderStatus': { orderId: w.orderId },
    'checkout.paymentConfig': undefined,
    'content.blog': { page: 1, limit: 10, sort: 'date', order: 'desc' },
    'content.blogPost': { slug: w.blogSlug },
    'content.faqs': { page: 1, limit: 10 },
    'content.partners': undefined,
    'content.testimonials': { page: 1, limit: 10 },
    'corrections.list': undefined,
    'corrections.myReports': undefined,
    'exams.checkIfUserCanCreateTrial': undefined,
    'exams.createTrialForUser': { userID: w.user.id, examSlug: 'msra' },
    'exams.initAvailableExamsVariants': undefined,
    'exams.initExamsAvailableForInstance': undefined,
    'learning.dueQueue': { exam: w.exam.slug },
    'learning.history': { exam: w.exam.slug },
    'performance.overview': undefined,
    'product.getExtensionVariants': { examID: w.msraId, currency: 'gbp' },
    'product.initProductVariantsWithExamID': { examID: w.msraId },
    'product.initProductVariantsWithExamKey': { examKey: 'msra' },
    'product.userOwnsExam': { examID: w.exam.id },
    'questions.flag': { questionId: question },
    'questions.search': { query: 'patient presents', exam: w.exam.slug },
    'questions.report': { questionId: question, message: 'Option C is misspelt in the stem.' },
    'questions.unflag': { questionId: question },
    'redis.query': { command: 'HGETALL', args: [`user:{u:${w.user.id}}:exam:${w.exam.id}:perf`] },
    'sessions.answer': { sessionId: w.tutorSessionId, questionId: question, answer: 'A', timeMs: 1200 },
    'sessions.available': { exam: w.exam.slug },
    'learning.blueprint': { exam: w.exam.slug },
    'learning.readiness': { exam: w.exam.slug },
    'sessions.note': { questionId: question },
    'sessions.notes': undefined,
    'sessions.saveNote': { questionId: question, text: 'Check the dose.' },
    'sessions.end': { sessionId: w.tutorSessionId },
    'sessions.get': { sessionId: w.timedSessionId },
    'sessions.review': { sessionId: w.timedSessionId },
    'sessions.start': { exam: w.exam.slug, mode: 'tutor', filter: 'all', count: 3 },
    'sessions.syncTime': { sessionId: w.timedSessionId, elapsedMs: 1000 },
    // The same password again: valid, and the world's user keeps signing in with it.
    'users.changePassword': { currentPassword: w.user.password, newPassword: w.user.password },
    'users.updateExamDates': { data: { examDates: [{ examSlug: 'msra', date: '2027-03-01' }] } },
    'users.updateUserAccount': { data: { accountData: { firstName: 'Amelia', surname: 'Hart', title: 'Dr' } } },
    'users.updateUserProfile': { data: { profileData: { city: 'Leeds', bio: 'FY2 in Leeds.' } } },
    'users.updateUserSettings': { data: { userID: w.user.id, settingsData: { theme: 'dark' } } },
    'users.updateUserState': { data: { stateData: { onboardingModalAddressed: true, currency: 'gbp' } } },
  };
}

/** Valid path parameters of the REST routes, by name and route. */
export function validPathParams(w: World): (path: string, name: string) => string {
  return (path, name) => {
    if (name === 'slug') return 'msra';
    if (name === 'key') return `user:{u:${w.user.id}}:exam:${w.exam.id}:perf`;
    if (name === 'sessionId') return w.timedSessionId;
    if (name === 'version') return '1';
    if (name === 'code') return `NG-FUZZ-${w.exam.id.slice(0, 8)}`;
    if (path.startsWith('/api/sheets')) return w.sheetId;
    if (path.startsWith('/api/admin/questions')) return w.exam.questions[0].id;
    if (path.startsWith('/api/admin/exams')) return w.exam.id;
    return randomUUID();
  };
}

/** A valid body for each REST operation that takes one ("METHOD /path"). Others are fuzzed from their schema alone. */
export function validRestBodies(w: World): Record<string, unknown> {
  const tag = randomUUID().slice(0, 8);
  const question = {
    key: `fuzz-${tag}`,
    exam: w.exam.slug,
    topic: 'Endocrinology',
    type: 'sba',
    stem: 'A 45-year-old woman has weight loss, tremor and a diffuse goitre with a bruit. What is the most likely diagnosis?',
    options: [
      { key: 'A', text: "Graves' disease", explanation: 'Correct.' },
      { key: 'B', text: 'Toxic multinodular goitre', explanation: 'Nodular.' },
      { key: 'C', text: 'Subacute thyroiditis', explanation: 'Painful.' },
      { key: 'D', text: 'Toxic adenoma', explanation: 'Single nodule.' },
    ],
    answer: 'A',
    explanation: "A diffuse goitre with a bruit in a thyrotoxic woman points to Graves' disease.",
    references: [{ title: 'Thyroid disease: assessment and management', publisher: 'NICE', code: 'NG145', year: 2019 }],
    status: 'draft',
  };
  return {
    'POST /api/auth/register': { email: uniqueEmail('fuzz'), password: STRONG_PASSWORD, firstName: 'Fuzz', surname: 'Tester' },
    'POST /api/auth/login': { email: w.user.email, password: w.user.password },
    'POST /api/auth/password-reset': { email: w.user.email },
    'POST /api/auth/password-reset/confirm': { token: 'A'.repeat(43), password: 'Sinus-Rhythm-Lantern-7' },
    // A wrong password: the world's user must outlive the sweep.
    'POST /api/account/delete': { password: 'not-the-password', confirmation: 'DELETE' },
    'POST /api/contact': { name: 'Sam Patel', email: 'sam.patel@example.test', message: 'Do you offer group licences for a deanery?' },
    'POST /api/r/query': { command: 'HGETALL', args: [`user:{u:${w.user.id}}:exam:${w.exam.id}:perf`] },
    'POST /api/r/pipeline': { commands: [{ command: 'GET', args: [`exam:{e:${w.exam.id}}:qtotal`] }] },
    'POST /api/r/s/init': { exam: w.exam.slug, mode: 'tutor', count: 2 },
    'POST /api/r/s/qa': { sessionId: w.tutorSessionId, questionId: w.exam.questions[1].id, answer: 'B', timeMs: 800 },
    'POST /api/r/s/st': { sessionId: w.timedSessionId, elapsedMs: 2000 },
    'POST /api/r/s/end': { sessionId: w.tutorSessionId },
    'POST /api/notes': { questionId: w.exam.questions[0].id, text: 'Check the dose.' },
    'POST /api/admin/exams': { slug: `fuzz-exam-${tag}`, title: `Fuzz exam ${tag}`, categorySlug: 'medicine', active: false },
    'PATCH /api/admin/exams/{id}': { title: `Fuzz exam ${tag}` },
    'POST /api/admin/products': { examId: w.exam.id, slug: `fuzz-product-${tag}`, title: 'Fuzz product' },
    'POST /api/admin/coupons': { code: `FUZZ${tag.toUpperCase()}`, effect: 'percent', value: 5, active: false },
    'POST /api/admin/questions': question,
    'POST /api/admin/questions/import': [{ ...question, key: `fuzz-import-${tag}` }],
    'POST /api/admin/questions/{id}/versions': { record: { topic: 'Thyroid' }, changeNote: 'A narrower topic for this item.' },
    'POST /api/admin/questions/{id}/versions/{version}/transitions': { to: 'in_review', note: 'Ready' },
    'POST /api/admin/guidelines/{code}/updated': { note: 'Updated guidance' },
  };
}
