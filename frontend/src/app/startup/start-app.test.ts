import { describe, expect, it, vi } from 'vitest';
import type { Exam } from '@medprep/shared';
import { makeStore } from '../store';
import { fakeHttp, json } from '../../test/fake-http';
import { fakeTrpc } from '../../test/fake-trpc';
import { EXAMS } from '../../test/fixtures';
import { startApp, type StartupEnv } from './start-app';
import { selectCoreReady, selectFullyReady, selectInstanceSettings, selectStartupSteps, selectWaitingForConnection, STARTUP_STEPS } from './startupSlice';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function setUp({ online = true } = {}) {
  const exams = deferred<Exam[]>();
  const content = deferred<boolean>();
  const me = deferred<Response>();
  const { client, initExamsAvailableForInstance } = fakeTrpc(() => exams.promise);
  const { http } = fakeHttp({ 'GET /api/auth/me': () => me.promise });
  const store = makeStore({ trpc: client, http });
  let goOnline = () => {};
  const env: StartupEnv = {
    applyTheme: vi.fn(),
    online: () => online,
    onOnline: (callback) => {
      goOnline = callback;
      return () => {};
    },
    instanceSettings: () => ({ instanceCode: 'medprep', environment: 'test' }),
    loadGlobalContent: vi.fn(() => content.promise),
  };
  const stop = startApp(store, env);
  const visitor = () => me.resolve(json(200, { uid: null }));
  return { store, env, exams, content, visitor, stop, goOnline: () => goOnline(), initExamsAvailableForInstance };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The data steps run in the data layer, which loads on demand: wait for what they do. */
const eventually = (assertion: () => void) => vi.waitFor(assertion);

describe('start-up', () => {
  it('lists the spec’s six steps in order', () => {
    expect(STARTUP_STEPS).toEqual(['theme', 'auth', 'connection', 'instanceSettings', 'exams', 'globalContent']);
  });

  it('is core-ready after theme, connection and instance settings, and fully ready after all six', async () => {
    const { store, env, exams, content, visitor } = setUp();
    await flush();

    expect(env.applyTheme).toHaveBeenCalled();
    expect(selectCoreReady(store.getState())).toBe(true);
    expect(selectFullyReady(store.getState())).toBe(false);
    expect(selectInstanceSettings(store.getState())).toEqual({ instanceCode: 'medprep', environment: 'test' });
    expect(selectStartupSteps(store.getState())).toMatchObject({ theme: 'done', connection: 'done', instanceSettings: 'done', auth: 'pending', exams: 'pending', globalContent: 'pending' });

    visitor();
    exams.resolve(EXAMS);
    await eventually(() => expect(selectStartupSteps(store.getState())).toMatchObject({ auth: 'done', exams: 'done' }));
    expect(selectFullyReady(store.getState())).toBe(false);

    content.resolve(true);
    await eventually(() => expect(selectFullyReady(store.getState())).toBe(true));
  });

  it('waits for the connection before the core is ready, and loads the data only then', async () => {
    const { store, env, goOnline, initExamsAvailableForInstance } = setUp({ online: false });
    await flush();

    expect(selectCoreReady(store.getState())).toBe(false);
    expect(selectWaitingForConnection(store.getState())).toBe(true);
    expect(initExamsAvailableForInstance.query).not.toHaveBeenCalled();
    expect(env.loadGlobalContent).not.toHaveBeenCalled();

    goOnline();
    await flush();
    expect(selectCoreReady(store.getState())).toBe(true);
    expect(selectWaitingForConnection(store.getState())).toBe(false);
    await eventually(() => expect(initExamsAvailableForInstance.query).toHaveBeenCalledTimes(1));
    expect(env.loadGlobalContent).toHaveBeenCalledTimes(1);
  });

  it('counts a step whose data failed as run (failed), so the app is still fully ready', async () => {
    const { store, exams, content, visitor } = setUp();
    visitor();
    exams.resolve(Promise.reject(new Error('Failed to fetch')) as unknown as Exam[]);
    content.resolve(false);

    await eventually(() => expect(selectStartupSteps(store.getState())).toMatchObject({ exams: 'failed', globalContent: 'failed' }));
    expect(selectFullyReady(store.getState())).toBe(true);
  });
});
