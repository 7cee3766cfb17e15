import { HttpMessages } from './http-messages';
import { PageMessages } from './page-messages';

/** Shown in place of the exam list when a coupon is restricted to exams the server did not name. */
const SPECIFIC_EXAMS_FALLBACK = 'specific exams';

/**
 * The user-facing strings of the product's error catalogue, word for word, so that the
 * server, the client and the tests say the same thing.
 */
export const Messages = {
  coupons: {
    invalid: 'Coupon invalid or expired.',
    validWrongExam: (exams: readonly string[] = []): string => {
      const names = exams.map((exam) => exam.trim()).filter((exam) => exam.length > 0);
      const list = names.length > 0 ? names.join(', ') : SPECIFIC_EXAMS_FALLBACK;
      return `This coupon is valid, but only for: ${list}. Please choose one of those exams to use it.`;
    },
    notApplicable: (error: string): string => `Coupon not applicable: ${error}`,
    noExam: 'Unable to determine the exam for coupon validation. Please select an exam first.',
    noCode: 'No coupon code provided.',
  },
  products: {
    noVariants: 'no product variants returned',
    noExamId: 'no examID',
    noVariantsForCurrencyToast: 'No variants found for the selected currency',
    noProductVariantsForCurrency: 'No product variants found for the selected currency',
    initFailed: 'Problem initializing product',
  },
  trials: {
    noInstanceCode: 'Failed to retrieve instanceCode from config',
    noTrialRecord: 'No trial record returned',
    alreadyUsed: 'You have already used your free trial.',
    notWithSubscription: 'Free trials are for new members: your subscription already gives you access.',
  },
  checkout: {
    variantUnavailable: 'This option is no longer available. Please choose another.',
    orderNotFound: 'We could not find that order.',
    cardDeclined: 'Your card was declined. Try another card.',
    onlyTestCard: 'This test gateway only accepts the test card 4242 4242 4242 4242.',
    useStripe: 'Card payments go through Stripe on this site.',
    webhookSignature: 'Invalid webhook signature.',
    webhookNotConfigured: 'The payments webhook is not configured.',
    priceChanged: 'The price of this order has changed. Please review it and try again.',
    orderExpired: 'This order has expired. Please review it and try again.',
  },
  exams: {
    notFound: 'Exam not found',
    notFoundForSlug: (slug: string): string => `No exam found for slug: ${slug}`,
  },
  pages: PageMessages,
  session: {
    expired: 'Session expired',
    signedOutElsewhere: 'You were signed out (in another tab, or your password or e-mail changed). Please sign in again.',
    refreshFailed: (status: number | string): string => `Auth refresh failed: ${status}`,
    noUserId: 'No user ID available',
  },
  http: HttpMessages,
  auth: {
    invalidCredentials: 'The e-mail address or password is incorrect.',
    tooManyAttempts: (retryAfterSeconds: number): string =>
      `Too many attempts. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute${Math.ceil(retryAfterSeconds / 60) > 1 ? 's' : ''}.`,
    tooManySignUps: (retryAfterSeconds: number): string =>
      `Too many accounts have been created from your network. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute${Math.ceil(retryAfterSeconds / 60) > 1 ? 's' : ''}.`,
    sessionInvalid: 'Your session is no longer valid. Please log in again.',
    emailTaken: 'An account with that e-mail address already exists. Log in, or reset your password.',
    weakPassword: (warning: string): string =>
      `This password is too easy to guess${warning ? ` (${warning.replace(/\.$/, '').toLowerCase()})` : ''}. Try a longer phrase of unrelated words.`,
    currentPasswordRequired: 'Enter your current password to change your e-mail address.',
    currentPasswordWrong: 'That is not your current password.',
    resetRequested: 'If an account exists for that e-mail address, we have sent a link to reset its password.',
    resetLinkInvalid: 'This reset link is invalid or has already been used. Request a new one.',
    resetLinkExpired: 'This reset link has expired. Request a new one.',
    passwordChanged: 'Your password has been changed. Log in with your new password.',
    loggedOut: 'You have been logged out.',
  },
  redis: {
    unknownHashQueryError: 'Unknown Redis hash query error.',
    unknownRawQueryError: 'Unknown Redis raw query error.',
  },
  practice: {
    noAccess: (examTitle: string): string => `You don't have access to ${examTitle}. Buy access or start your free trial to practise.`,
    trialOtherExam: (examTitle: string): string => `Your free trial covers ${examTitle} only.`,
    trialComplete: 'Your free trial session is complete. Buy access to keep practising.',
    trialInProgress: 'Your free trial session is already under way: carry on where you left off.',
    tooFew: (available: number): string =>
      available === 0
        ? 'No questions match these choices. Try another filter or topic.'
        : `Only ${available} question${available === 1 ? '' : 's'} match these choices. Choose ${available} or fewer.`,
    countRequired: 'Choose how many questions you want (1–100).',
    notInSession: 'That question is not part of this session.',
    alreadyAnswered: 'You have already answered this question in this session.',
    timeUp: 'Time is up: this session has ended.',
    sessionEnded: 'This session has ended.',
    answersClosed: 'This paper has ended: answers can no longer be changed.',
    sourceSessionNotFound: 'We could not find the session to take the incorrect questions from.',
    noteQuestionNotSeen: 'You can keep notes only on questions you have practised.',
    sessionRunning: 'This session is still running: end it to see your results.',
    sessionNotFound: 'We could not find that session.',
    questionNotFound: 'We could not find that question.',
    examNotFound: 'We could not find that exam.',
  },
  rpc: {
    untransformableResponse: 'Unable to transform response from server',
    unknown: 'Unknown error',
    inputTooBig: 'Input is too big for a single dispatch',
    missingResult: 'Missing result',
  },
  store: {
    invalidSubscriptionStatus: (value: unknown): string =>
      `Invalid subscription status: ${String(value)}. Expected one of none, free, trial, subscription.`,
    invalidUser: 'Invalid user: expected an object with an id.',
    invalidSessionToken: 'Invalid session token: id, token, userId and an expiresAt date are required.',
    invalidTrialData:
      'Invalid trial data: exam, id, sid and startDate must be strings; questionsComplete and sessionStarted must be booleans.',
    missingUserId: 'A user id is required.',
    missingAccountData: 'Account data is required.',
    missingProfileData: 'Profile data is required.',
    invalidExamDates: 'Exam dates must be an array.',
  },
} as const;
