import type { AppStore } from '../store';
import { examsRequested, selectExamsStatus } from './examsSlice';

/**
 * Requests the exam list if needed and resolves once it is loaded or has failed, for a first page
 * that must know the catalogue before it renders (the exam page: its title, or its 404).
 */
export function examsSettled(store: AppStore): Promise<void> {
  void store.dispatch(examsRequested());
  const settled = () => {
    const status = selectExamsStatus(store.getState());
    return status === 'ready' || status === 'failed';
  };
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (settled()) {
        unsubscribe();
        resolve();
      }
    });
  });
}
