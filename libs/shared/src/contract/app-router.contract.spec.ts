import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { appProcedures } from './app-procedures';
import type { AppRouter } from './app-router.contract';
import { listProcedureDefinitions } from './procedure-definition';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;
type Procedures = AppRouter['_def']['record'];

describe('appProcedures', () => {
  it('names exactly the procedures the spec or the SPA calls, with their kinds', () => {
    const spec = [
      'auth.me',
      'checkout.confirmCoupon',
      'exams.checkIfUserCanCreateTrial',
      'exams.createTrialForUser',
      'exams.initAvailableExamsVariants',
      'exams.initExamsAvailableForInstance',
      'product.getExtensionVariants',
      'product.initProductVariantsWithExamID',
      'product.initProductVariantsWithExamKey',
      'product.userOwnsExam',
      'redis.query',
      'users.updateExamDates',
      'users.updateUserAccount',
      'users.updateUserProfile',
      'users.updateUserSettings',
    ];
    const spa = [
      'checkout.checkOrderPayable',
      'checkout.confirmLocalPayment',
      'checkout.createPayment',
      'checkout.orderStatus',
      'checkout.paymentConfig',
      'content.blog',
      'content.blogPost',
      'content.faqs',
      'content.partners',
      'content.testimonials',
      'performance.overview',
      'questions.flag',
      'questions.report',
      'questions.unflag',
      'sessions.available',
      'users.updateUserState',
    ];
    // The load benchmark starts its sessions over tRPC.
    const bench = ['sessions.start'];
    const paths = listProcedureDefinitions(appProcedures).map(({ path }) => path);
    expect(paths).toEqual([...spec, ...spa, ...bench].sort((a, b) => a.localeCompare(b)));
    expect(listProcedureDefinitions(appProcedures).map(({ path, type }) => ({ path, type }))).toEqual(
      expect.arrayContaining([
        { path: 'exams.initExamsAvailableForInstance', type: 'query' },
        { path: 'exams.initAvailableExamsVariants', type: 'query' },
        { path: 'exams.createTrialForUser', type: 'mutation' },
        { path: 'product.initProductVariantsWithExamID', type: 'query' },
        { path: 'product.initProductVariantsWithExamKey', type: 'query' },
        { path: 'product.getExtensionVariants', type: 'query' },
        { path: 'users.updateUserAccount', type: 'mutation' },
      ]),
    );
  });
});

describe('AppRouter', () => {
  it('gives each procedure the kind of its definition', () => {
    expectTypeOf<Procedures['exams']['initExamsAvailableForInstance']['_def']['type']>().toEqualTypeOf<'query'>();
    expectTypeOf<Procedures['users']['updateUserAccount']['_def']['type']>().toEqualTypeOf<'mutation'>();
  });

  it('takes no input where the definition declares none, and the schema input otherwise', () => {
    expectTypeOf<Inputs['auth']['me']>().toEqualTypeOf<void>();
    expectTypeOf<Inputs['product']['getExtensionVariants']>().toEqualTypeOf<{ examID: string; currency: string }>();
  });

  it('returns what the output schema parses to, dates as dates', () => {
    expectTypeOf<Outputs['exams']['checkIfUserCanCreateTrial']>().toEqualTypeOf<boolean>();
    expectTypeOf<Outputs['content']['faqs']['records'][number]['date']>().toEqualTypeOf<Date>();
  });
});
