import { describe, expect, it } from 'vitest';
import { makeStore } from '../store';
import { EXAMS } from '../../test/fixtures';
import { fakeTrpc } from '../../test/fake-trpc';
import {
  examsRequested,
  selectExamBySlug,
  selectExamColumns,
  selectExamGroups,
  selectExams,
  selectExamsError,
  selectExamsStatus,
} from './examsSlice';

describe('examsRequested', () => {
  it('stores the exams the API lists and marks the list ready', async () => {
    const { client, initExamsAvailableForInstance } = fakeTrpc(async () => EXAMS);
    const store = makeStore({ trpc: client });

    const pending = store.dispatch(examsRequested());
    expect(selectExamsStatus(store.getState())).toBe('loading');
    await pending;

    expect(initExamsAvailableForInstance.query).toHaveBeenCalledTimes(1);
    expect(selectExamsStatus(store.getState())).toBe('ready');
    expect(selectExams(store.getState())).toEqual(EXAMS);
    expect(selectExamsError(store.getState())).toBeNull();
  });

  it('marks the list failed with the error message when the API call fails', async () => {
    const { client } = fakeTrpc(async () => {
      throw new Error('Failed to fetch');
    });
    const store = makeStore({ trpc: client });

    await store.dispatch(examsRequested());

    expect(selectExamsStatus(store.getState())).toBe('failed');
    expect(selectExamsError(store.getState())).toBe('Failed to fetch');
    expect(selectExams(store.getState())).toEqual([]);
  });

  it('does not ask again while loading or once loaded', async () => {
    const { client, initExamsAvailableForInstance } = fakeTrpc(async () => EXAMS);
    const store = makeStore({ trpc: client });

    await Promise.all([store.dispatch(examsRequested()), store.dispatch(examsRequested())]);
    await store.dispatch(examsRequested());

    expect(initExamsAvailableForInstance.query).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure (retry) and clears the error', async () => {
    let calls = 0;
    const { client } = fakeTrpc(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Failed to fetch');
      return EXAMS;
    });
    const store = makeStore({ trpc: client });

    await store.dispatch(examsRequested());
    await store.dispatch(examsRequested());

    expect(selectExamsStatus(store.getState())).toBe('ready');
    expect(selectExamsError(store.getState())).toBeNull();
    expect(selectExams(store.getState())).toHaveLength(EXAMS.length);
  });
});

describe('exam selectors', () => {
  const loadedStore = async () => {
    const store = makeStore({ trpc: fakeTrpc(async () => EXAMS).client });
    await store.dispatch(examsRequested());
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
