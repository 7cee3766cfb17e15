import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_SESSION_ELEMENT_ID } from '@medprep/shared';
import { makeStore } from '../../app/store';
import { fakeHttp, json } from '../../test/fake-http';
import { loadSession } from './quiz-flow';
import { selectPlayedSession } from './quiz-selectors';
import { aSessionWire, quizTrpc } from './testing/quiz-fixtures';

/** The player's page as the server sends it to the session's owner: the session after #root. */
function pageCarries(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = EMBEDDED_SESSION_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

function playerStore() {
  const { http, fetch } = fakeHttp({ 'GET /api/r/s/sess-1': () => json(200, aSessionWire('timed', { examTitle: 'From the server' })) });
  const store = makeStore({ http, trpc: quizTrpc().client });
  const sessionReads = () => fetch.mock.calls.filter(([url]) => String(url) === '/api/r/s/sess-1').length;
  return { store, sessionReads };
}

describe('the session carried by the player’s page', () => {
  afterEach(() => document.getElementById(EMBEDDED_SESSION_ELEMENT_ID)?.remove());

  it('opens the player without asking the server, once: a later load asks again', async () => {
    pageCarries(JSON.stringify(aSessionWire('timed', { examTitle: 'From the page' })));
    const { store, sessionReads } = playerStore();

    await store.dispatch(loadSession('sess-1'));
    expect(selectPlayedSession(store.getState())?.session.examTitle).toBe('From the page');
    expect(sessionReads()).toBe(0);
    expect(document.getElementById(EMBEDDED_SESSION_ELEMENT_ID)).toBeNull();

    await store.dispatch(loadSession('sess-1'));
    expect(selectPlayedSession(store.getState())?.session.examTitle).toBe('From the server');
    expect(sessionReads()).toBe(1);
  });

  it.each([
    ['another session', JSON.stringify(aSessionWire('timed', { id: 'sess-2' }))],
    ['something unreadable', '{"id": "sess-1",'],
  ])('asks the server when the page carries %s', async (_case, text) => {
    pageCarries(text);
    const { store, sessionReads } = playerStore();
    await store.dispatch(loadSession('sess-1'));
    expect(selectPlayedSession(store.getState())?.session.examTitle).toBe('From the server');
    expect(sessionReads()).toBe(1);
  });
});
