import superjson, { type SuperJSONResult } from 'superjson';
import type { RouterOutputs } from '@medprep/shared/contract';
import { catalogueApi } from '../catalogue/catalogue-api';
import type { AppStore } from '../store';
import { contentApi } from '../../features/content/api';
import { markFirstPagePrerendered, type PagePayload } from './payload';

/** The data a prerendered page reads, each part as its tRPC procedure answers it. */
export interface PageData {
  exams: RouterOutputs['exams']['initExamsAvailableForInstance'];
  partners?: RouterOutputs['content']['partners'];
  faqs?: RouterOutputs['content']['faqs'];
  testimonials?: RouterOutputs['content']['testimonials'];
  blog?: RouterOutputs['content']['blog'];
  /** The exam page's product (its prices), for that exam's slug. */
  product?: { examKey: string; value: RouterOutputs['product']['initProductVariantsWithExamKey'] };
}

/**
 * Puts a prerendered page's data into the RTK Query cache, as if each query had answered: the
 * first render (the server's, and the browser's hydration of it) shows the page from it, and the
 * start-up's catalogue and content steps find their data there instead of calling the API.
 */
export async function seedFromPayload(store: AppStore, payload: PagePayload): Promise<void> {
  const data = superjson.deserialize<PageData>(payload.data as SuperJSONResult);
  store.dispatch(catalogueApi.util.upsertQueryEntries([{ endpointName: 'exams', arg: undefined, value: data.exams }]));
  if (data.partners) {
    store.dispatch(
      contentApi.util.upsertQueryEntries([{ endpointName: 'partners', arg: undefined, value: { records: data.partners, total: data.partners.length } }]),
    );
  }
  for (const list of ['faqs', 'testimonials', 'blog'] as const) {
    const value = data[list];
    if (value) store.dispatch(contentApi.util.upsertQueryEntries([{ endpointName: list, arg: undefined, value }]));
  }
  if (data.product) {
    const [{ checkoutApi }, { toPlain }] = await Promise.all([import('../../features/checkout/api'), import('../api/plain-data')]);
    const { examKey, value } = data.product;
    store.dispatch(checkoutApi.util.upsertQueryEntries([{ endpointName: 'product', arg: examKey, value: toPlain(value) }]));
  }
  markFirstPagePrerendered();
}
