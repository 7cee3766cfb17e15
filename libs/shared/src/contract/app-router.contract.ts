import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { z } from 'zod';
import {
  examIdInputSchema,
  examKeyInputSchema,
  examSchema,
  examVariantsSchema,
  extensionVariantsInputSchema,
  productSchema,
  variantSchema,
} from '../catalogue/catalogue.schemas';
import {
  accountSchema,
  examDateSchema,
  profileSchema,
  settingsSchema,
  updateExamDatesInputSchema,
  updateUserAccountInputSchema,
  updateUserProfileInputSchema,
  updateUserSettingsInputSchema,
} from '../api/account.schemas';
import {
  confirmLocalPaymentInputSchema,
  createPaymentInputSchema,
  createTrialInputSchema,
  orderIdInputSchema,
  orderStatusSchema,
  paymentConfigSchema,
  paymentStartSchema,
  userOwnsExamInputSchema,
} from '../api/commerce.schemas';
import { meOrVisitorSchema, trialSummarySchema } from '../api/me.schemas';
import {
  answerInputSchema,
  answerResultSchema,
  availabilityInputSchema,
  availabilitySchema,
  flagResultSchema,
  performanceOverviewSchema,
  questionRefInputSchema,
  redisQueryInputSchema,
  redisQueryResultSchema,
  reportInputSchema,
  sessionClockResultSchema,
  sessionIdInputSchema,
  sessionInitInputSchema,
  sessionReviewSchema,
  sessionSchema,
  syncTimeInputSchema,
} from '../api/sessions.schemas';
import {
  blogPostInputSchema,
  blogPostSchema,
  blogTeaserSchema,
  contentListInputSchema,
  contentListSchema,
  faqSchema,
  partnerSchema,
  testimonialSchema,
  updateUserStateInputSchema,
} from '../api/content.schemas';
import { userStateSchema } from '../api/account.schemas';
import { confirmCouponInputSchema, confirmCouponResultSchema } from '../coupons/coupon.schemas';

/**
 * The tRPC API as the client sees it: the same procedure names and zod schemas as the backend's
 * nestjs-trpc routers. Its resolvers never run; it exists to give the client its `AppRouter` type
 * (nestjs-trpc's generator cannot run here), and a backend test keeps it equal to the live router.
 */
const t = initTRPC.create({ transformer: superjson });

const servedByTheBackend = (): never => {
  throw new Error('The contract router is never called: the backend serves these procedures.');
};

export const appRouterContract = t.router({
  auth: t.router({
    me: t.procedure.output(meOrVisitorSchema).query(servedByTheBackend),
  }),
  users: t.router({
    updateUserAccount: t.procedure.input(updateUserAccountInputSchema).output(accountSchema).mutation(servedByTheBackend),
    updateUserProfile: t.procedure.input(updateUserProfileInputSchema).output(profileSchema).mutation(servedByTheBackend),
    updateExamDates: t.procedure
      .input(updateExamDatesInputSchema)
      .output(z.object({ examDates: z.array(examDateSchema) }))
      .mutation(servedByTheBackend),
    updateUserState: t.procedure
      .input(updateUserStateInputSchema)
      .output(z.object({ state: userStateSchema }))
      .mutation(servedByTheBackend),
    updateUserSettings: t.procedure
      .input(updateUserSettingsInputSchema)
      .output(z.object({ settings: settingsSchema }))
      .mutation(servedByTheBackend),
  }),
  exams: t.router({
    initExamsAvailableForInstance: t.procedure.output(z.array(examSchema)).query(servedByTheBackend),
    initAvailableExamsVariants: t.procedure.output(z.array(examVariantsSchema)).query(servedByTheBackend),
    checkIfUserCanCreateTrial: t.procedure.output(z.boolean()).query(servedByTheBackend),
    createTrialForUser: t.procedure.input(createTrialInputSchema).output(trialSummarySchema).mutation(servedByTheBackend),
  }),
  product: t.router({
    initProductVariantsWithExamID: t.procedure
      .input(examIdInputSchema)
      .output(productSchema)
      .query(servedByTheBackend),
    initProductVariantsWithExamKey: t.procedure
      .input(examKeyInputSchema)
      .output(productSchema)
      .query(servedByTheBackend),
    getExtensionVariants: t.procedure
      .input(extensionVariantsInputSchema)
      .output(z.array(variantSchema))
      .query(servedByTheBackend),
    userOwnsExam: t.procedure.input(userOwnsExamInputSchema).output(z.boolean()).query(servedByTheBackend),
  }),
  checkout: t.router({
    confirmCoupon: t.procedure.input(confirmCouponInputSchema).output(confirmCouponResultSchema).query(servedByTheBackend),
    paymentConfig: t.procedure.output(paymentConfigSchema).query(servedByTheBackend),
    createPayment: t.procedure.input(createPaymentInputSchema).output(paymentStartSchema).mutation(servedByTheBackend),
    confirmLocalPayment: t.procedure.input(confirmLocalPaymentInputSchema).output(orderStatusSchema).mutation(servedByTheBackend),
    orderStatus: t.procedure.input(orderIdInputSchema).output(orderStatusSchema).query(servedByTheBackend),
    checkOrderPayable: t.procedure.input(orderIdInputSchema).output(orderStatusSchema).mutation(servedByTheBackend),
  }),
  sessions: t.router({
    available: t.procedure.input(availabilityInputSchema).output(availabilitySchema).query(servedByTheBackend),
    start: t.procedure.input(sessionInitInputSchema).output(sessionSchema).mutation(servedByTheBackend),
    get: t.procedure.input(sessionIdInputSchema).output(sessionSchema).query(servedByTheBackend),
    answer: t.procedure.input(answerInputSchema).output(answerResultSchema).mutation(servedByTheBackend),
    syncTime: t.procedure.input(syncTimeInputSchema).output(sessionClockResultSchema).mutation(servedByTheBackend),
    end: t.procedure.input(sessionIdInputSchema).output(sessionReviewSchema).mutation(servedByTheBackend),
    review: t.procedure.input(sessionIdInputSchema).output(sessionReviewSchema).query(servedByTheBackend),
  }),
  questions: t.router({
    flag: t.procedure.input(questionRefInputSchema).output(flagResultSchema).mutation(servedByTheBackend),
    unflag: t.procedure.input(questionRefInputSchema).output(flagResultSchema).mutation(servedByTheBackend),
    report: t.procedure.input(reportInputSchema).output(z.object({ reportId: z.string() })).mutation(servedByTheBackend),
  }),
  performance: t.router({
    overview: t.procedure.output(performanceOverviewSchema).query(servedByTheBackend),
  }),
  redis: t.router({
    query: t.procedure.input(redisQueryInputSchema).output(redisQueryResultSchema).query(servedByTheBackend),
  }),
  content: t.router({
    partners: t.procedure.output(z.array(partnerSchema)).query(servedByTheBackend),
    testimonials: t.procedure.input(contentListInputSchema).output(contentListSchema(testimonialSchema)).query(servedByTheBackend),
    blog: t.procedure.input(contentListInputSchema).output(contentListSchema(blogTeaserSchema)).query(servedByTheBackend),
    blogPost: t.procedure.input(blogPostInputSchema).output(blogPostSchema).query(servedByTheBackend),
    faqs: t.procedure.input(contentListInputSchema).output(contentListSchema(faqSchema)).query(servedByTheBackend),
  }),
});

export type AppRouter = typeof appRouterContract;
