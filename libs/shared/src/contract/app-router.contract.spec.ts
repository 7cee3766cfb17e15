import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { appProcedures } from './app-procedures';
import type { AppRouter } from './app-router.contract';
import { listProcedureDefinitions } from './procedure-definition';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;
type Procedures = AppRouter['_def']['record'];

describe('appProcedures', () => {
  it('names the spec procedures with their kinds', () => {
    expect(listProcedureDefinitions(appProcedures).map(({ path, type }) => ({ path, type }))).toEqual(
      expect.arrayContaining([
        { path: 'exams.initExamsAvailableForInstance', type: 'query' },
        { path: 'exams.initAvailableExamsVariants', type: 'query' },
        { path: 'product.initProductVariantsWithExamID', type: 'query' },
        { path: 'product.initProductVariantsWithExamKey', type: 'query' },
        { path: 'product.getExtensionVariants', type: 'query' },
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
