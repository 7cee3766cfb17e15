import { describe, expect, it } from 'vitest';
import { makeStore } from '../store';
import { EXAMS } from '../../test/fixtures';
import { fakeTrpc } from '../../test/fake-trpc';
import { catalogueApi, selectExamBySlug, selectExamColumns, selectExamGroups, selectExams } from './catalogue-api';

const requestExams = () => catalogueApi.endpoints.exams.initiate();

describe('the exams endpoint', () => {
  it('keeps the exams the API lists', async () => {
    const { client, initExamsAvailableForInstance } = fakeTrpc(async () => EXAMS);
    const store = makeStore({ trpc: client });

    const result = await store.dispatch(requestExams());

    expect(initExamsAvailableForInstance.query).toHaveBeenCalledTimes(1);
    expect(result.isSuccess).toBe(true);
    expect(selectExams(store.getState())).toEqual(EXAMS);
  });

  it('settles failed with the network message when the API call fails', async () => {
    const { client } = fakeTrpc(async () => {
      throw new Error('Failed to fetch');
    });
    const store = makeStore({ trpc: client });

    const result = await store.dispatch(requestExams());

    expect(result.isError).toBe(true);
    expect(result.error?.message).toBe('We could not reach MedPrep. Check your connection and try again.');
    expect(selectExams(store.getState())).toEqual([]);
  });

  it('does not ask again while loading or once loaded', async () => {
    const { client, initExamsAvailableForInstance } = fakeTrpc(async () => EXAMS);
    const store = makeStore({ trpc: client });

    await Promise.all([store.dispatch(requestExams()), store.dispatch(requestExams())]);
    await store.dispatch(requestExams());

    expect(initExamsAvailableForInstance.query).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure (retry)', async () => {
    let calls = 0;
    const { client } = fakeTrpc(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Failed to fetch');
      return EXAMS;
    });
    const store = makeStore({ trpc: client });

    await store.dispatch(requestExams());
    const retried = await store.dispatch(requestExams());

    expect(retried.isSuccess).toBe(true);
    expect(selectExams(store.getState())).toHaveLength(EXAMS.length);
  });
});

describe('exam selectors', () => {
  const loadedStore = async () => {
    const store = makeStore({ trpc: fakeTrpc(async () => EXAMS).client });
    await store.dispatch(requestExams());
    return store;
  };

  it('groups exams by category label, groups sorted alphabetically', async () => {
    const store = await loadedStore();
    const groups = selectExamGroups(store.getState());
    expect(groups.map((g) => g.label)).toEqual(['General Practice', 'Medical School', 'Medicine', 'Surgery']);
    expect(groups[2].exams.map((e) => e.title)).toEqual(['MRCP Part 1', 'MRCP Part 2']);
  });

  it('splits the groups into two columns that keep the alphabetical order', async () => {
    const store = await loadedStore();
    const [left, right] = selectExamColumns(store.getState());
    expect([...left, ...right].map((g) => g.label)).toEqual(selectExamGroups(store.getState()).map((g) => g.label));
    expect(left.length).toBeGreaterThan(0);
    expect(right.length).toBeGreaterThan(0);
  });

  it('finds an exam by slug, or nothing for an unknown slug', async () => {
    const store = await loadedStore();
    expect(selectExamBySlug(store.getState(), 'msra')?.title).toBe('MSRA');
    expect(selectExamBySlug(store.getState(), 'nope')).toBeUndefined();
  });
});
