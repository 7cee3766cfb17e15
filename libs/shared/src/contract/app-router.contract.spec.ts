import { describe, expect, it } from 'vitest';
import { appRouterContract } from './app-router.contract';
import { listProcedures } from './procedure-list';

describe('appRouterContract', () => {
  it('names the spec procedures with their kinds', () => {
    expect(listProcedures(appRouterContract)).toEqual(
      expect.arrayContaining([
        { path: 'exams.initExamsAvailableForInstance', type: 'query' },
        { path: 'exams.initAvailableExamsVariants', type: 'query' },
        { path: 'product.initProductVariantsWithExamID', type: 'query' },
        { path: 'product.initProductVariantsWithExamKey', type: 'query' },
        { path: 'product.getExtensionVariants', type: 'query' },
      ]),
    );
  });

  it('refuses to run a resolver: only the backend serves procedures', async () => {
    const caller = appRouterContract.createCaller({});
    await expect(caller.exams.initExamsAvailableForInstance()).rejects.toThrow(/never called/);
  });
});
