import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type FakeRoute } from '../../../test/fake-http';
import { renderApp } from '../../../test/render-app';
import type { QuestionVersion } from '../admin-types';
import { adminClients, anSbaRecord, aQuestion, aVersion, calls, lastBody, QUESTION_ID } from '../testing/admin-fixtures';
import { axeViolations } from '../testing/axe';

const LOADING = { timeout: 5000 };
const BASE = `/api/admin/questions/${QUESTION_ID}`;
const NEW_EXPLANATION = 'NICE NG219 (2022): offer allopurinol or febuxostat first-line; allopurinol with major cardiovascular disease.';

function itemServer(versions: QuestionVersion[], routes: Record<string, FakeRoute> = {}) {
  return adminClients({
    [`GET ${BASE}`]: () => json(200, aQuestion(versions)),
    [`GET ${BASE}/versions`]: () => json(200, { versions }),
    [`GET ${BASE}/stats`]: () => json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'No statistics yet' }),
    [`GET /api/admin/audit?entity=question&entityId=${QUESTION_ID}&page=1&limit=20`]: () => json(200, { records: [], total: 0, page: 1, limit: 20 }),
    ...routes,
  });
}

const jsonBox = () => screen.getByRole('textbox', { name: 'Record (JSON)' });
const preview = () => screen.getByRole('article', { name: 'Preview of the item' });

/** Replaces the editor's text (typing JSON's braces with user-event would need escaping). */
const setJson = (value: unknown) => fireEvent.change(jsonBox(), { target: { value: typeof value === 'string' ? value : JSON.stringify(value, null, 2) } });

const { key: _key, status: _status, ...editable } = anSbaRecord();

describe('the item page’s editor', { timeout: 15_000 }, () => {
  it('checks the record as it is edited, lists each problem by path and shows it in the text, and previews the item as the player does', async () => {
    const { trpc, http } = itemServer([aVersion(1, 'live')]);
    const user = userEvent.setup();
    renderApp(`/admin/items/${QUESTION_ID}`, trpc, http);

    await screen.findByRole('heading', { level: 1, name: 'mrcp-2-014' }, LOADING);
    expect(screen.getByText('The record is valid.')).toBeVisible();
    // The preview: the stem, the options with the key shown, and the explanation.
    expect(within(preview()).getByText(/Which urate-lowering drug/)).toBeVisible();
    expect(within(preview()).getByText(/allopurinol or febuxostat as first-line/)).toBeVisible();

    setJson({ ...editable, explanation: 'Too short', answer: 'H' });
    const problems = await screen.findByRole('list', { name: 'Problems in the record' });
    expect(within(problems).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'explanation must be at least 20 characters',
      'answer must be one of the keys A, B, C, D',
    ]);
    expect(jsonBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save as a new version' })).toBeDisabled();
    // The preview keeps the last valid record meanwhile.
    expect(screen.getByText('The preview shows the last valid record.')).toBeVisible();

    await user.click(within(problems).getByRole('button', { name: /^explanation/ }));
    const box = jsonBox() as HTMLTextAreaElement;
    expect(box).toHaveFocus();
    expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe('"Too short"');

    setJson('{ "type": "sba", ');
    expect(await screen.findByText(/is not valid JSON/)).toBeVisible();

    setJson({ ...editable, explanation: NEW_EXPLANATION });
    expect(await within(preview()).findByText(NEW_EXPLANATION)).toBeVisible();
    expect(screen.getByText('The record is valid.')).toBeVisible();
  });

  it('formats the JSON', async () => {
    const { trpc, http } = itemServer([aVersion(1, 'live')]);
    const user = userEvent.setup();
    renderApp(`/admin/items/${QUESTION_ID}`, trpc, http);
    await screen.findByRole('heading', { level: 1, name: 'mrcp-2-014' }, LOADING);

    setJson(JSON.stringify(editable));
    await user.click(screen.getByRole('button', { name: 'Format' }));
    expect(jsonBox()).toHaveValue(JSON.stringify(editable, null, 2));
  });

  it('saves a correction as a new version with its note, and shows a near-duplicate warning with a link', async () => {
    const saved = aVersion(2, 'draft', anSbaRecord({ explanation: NEW_EXPLANATION }), { isCorrection: true, changeNote: 'Corrected the first-line drugs' });
    const { trpc, http, fetch } = itemServer([aVersion(1, 'live')], {
      [`POST ${BASE}/versions`]: () =>
        json(201, { ...saved, warnings: [{ code: 'NEAR_DUPLICATE', similarTo: { id: 'q-other', key: 'mrcgp-akt-010', exam: 'mrcgp-akt' }, similarity: 0.82 }] }),
    });
    const user = userEvent.setup();
    renderApp(`/admin/items/${QUESTION_ID}`, trpc, http);
    await screen.findByRole('heading', { level: 1, name: 'mrcp-2-014' }, LOADING);

    setJson({ ...editable, explanation: NEW_EXPLANATION });
    await user.click(screen.getByLabelText('This fixes an error'));
    await user.type(screen.getByLabelText('Change note'), 'Short');
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(screen.getByText(/The change note must be at least 10 characters/)).toBeVisible();
    expect(calls(fetch)).not.toContain(`POST ${BASE}/versions`);

    await user.type(screen.getByLabelText('Change note'), 'ened the first-line drugs');
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));

    expect(await screen.findByText('Saved as version 2 (draft). Send it for review below.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'mrcgp-akt-010' })).toHaveAttribute('href', '/admin/items/q-other');
    expect(screen.getByRole('list', { name: 'Warnings' })).toHaveTextContent('82% similar');
    expect(lastBody(fetch, `POST ${BASE}/versions`)).toEqual({
      record: { ...editable, explanation: NEW_EXPLANATION },
      changeNote: 'Shortened the first-line drugs',
      isCorrection: true,
    });
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });
});

describe('the item page’s versions', { timeout: 15_000 }, () => {
  const moves = (version: number) => within(screen.getByRole('group', { name: `Move version ${version}` })).getAllByRole('button').map((b) => b.textContent);

  it('offers each version only the moves its status allows', async () => {
    const { trpc, http } = itemServer([aVersion(4, 'approved'), aVersion(3, 'in_review'), aVersion(2, 'draft'), aVersion(1, 'live')]);
    renderApp(`/admin/items/${QUESTION_ID}`, trpc, http);
    await screen.findByRole('heading', { name: /^Version 4/ }, LOADING);

    expect(moves(4)).toEqual(['Publish', 'Return to draft', 'Retire']);
    expect(moves(3)).toEqual(['Approve', 'Return to draft', 'Retire']);
    expect(moves(2)).toEqual(['Send for review', 'Retire']);
    expect(moves(1)).toEqual(['Retire']);
  });

  it('sends a draft for review with a note, and asks before publishing', async () => {
    let versions = [aVersion(2, 'draft'), aVersion(1, 'live')];
    const { trpc, http, fetch } = itemServer([], {
      [`GET ${BASE}`]: () => json(200, aQuestion(versions)),
      [`GET ${BASE}/versions`]: () => json(200, { versions }),
      [`POST ${BASE}/versions/2/transitions`]: ({ body }) => {
        const to = (body as { to: 'in_review' | 'live' }).to;
        versions = [aVersion(2, to), aVersion(1, to === 'live' ? 'retired' : 'live')];
        return json(200, versions[0]);
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/items/${QUESTION_ID}`, trpc, http);
    const group = await screen.findByRole('group', { name: 'Move version 2' }, LOADING);

    await user.type(within(group).getByLabelText('Note for the move (optional)'), 'Checked against NG219');
    await user.click(within(group).getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Version 2 is now in review.')).toHaveFocus();
    expect(lastBody(fetch, `POST ${BASE}/versions/2/transitions`)).toEqual({ to: 'in_review', note: 'Checked against NG219' });
    await waitFor(() => expect(moves(2)).toEqual(['Approve', 'Return to draft', 'Retire']));

    versions = [aVersion(2, 'approved'), aVersion(1, 'live')];
    await user.click(within(screen.getByRole('group', { name: 'Move version 2' })).getByRole('button', { name: 'Approve' }));
    // Approving needs no confirmation; the server here answers with the approved version already, so publish next.
    await waitFor(() => expect(moves(2)).toEqual(['Publish', 'Return to draft', 'Retire']));

    await user.click(within(screen.getByRole('group', { name: 'Move version 2' })).getByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish version 2 of mrcp-2-014?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(lastBody(fetch, `POST ${BASE}/versions/2/transitions`)).not.toEqual({ to: 'live' });

    await user.click(within(screen.getByRole('group', { name: 'Move version 2' })).getByRole('button', { name: 'Publish' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(lastBody(fetch, `POST ${BASE}/versions/2/transitions`)).toEqual({ to: 'live' });
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Version 2\b/ })).toHaveTextContent('Version 2 Live served to candidates'));
    expect(screen.getByRole('heading', { name: /^Version 1\b/ })).toHaveTextContent('Version 1 Retired');
  });

  it('shows the server’s refusal of a move', async () => {
    const { trpc, http } = itemServer([aVersion(2, 'in_review'), aVersion(1, 'live')], {
      [`POST ${BASE}/versions/2/transitions`]: () =>
        json(409, { statusCode: 409, code: 'ILLEGAL_TRANSITION', message: 'Version 2 was moved by someone else: it is approved now.' }),
    });
    const user = userEvent.setup();
    renderApp(`/admin/items/${QUESTION_ID}`, trpc, http);
    const group = await screen.findByRole('group', { name: 'Move version 2' }, LOADING);
    await user.click(within(group).getByRole('button', { name: 'Approve' }));
    expect(await within(group).findByRole('alert')).toHaveTextContent('Version 2 was moved by someone else: it is approved now.');
  });

  it('diffs any two versions line by line, marking removals and additions in words as well as colour', async () => {
    const v1 = anSbaRecord();
    const v2 = anSbaRecord({ explanation: NEW_EXPLANATION });
    const v3 = anSbaRecord({ explanation: NEW_EXPLANATION, topic: 'Musculoskeletal' });
    const { trpc, http } = itemServer([aVersion(3, 'draft', v3), aVersion(2, 'live', v2), aVersion(1, 'retired', v1)]);
    const user = userEvent.setup();
    renderApp(`/admin/items/${QUESTION_ID}`, trpc, http);

    const diff = await screen.findByRole('region', { name: 'Differences from version 2 to version 3' }, LOADING);
    expect(screen.getByText('Version 2 to 3: 1 line removed, 1 added.')).toBeVisible();
    expect(within(diff).getByRole('deletion')).toHaveTextContent('Removed: − "topic": "Rheumatology",');
    expect(within(diff).getByRole('insertion')).toHaveTextContent('Added: + "topic": "Musculoskeletal",');

    await user.selectOptions(screen.getByLabelText('From'), 'Version 1');
    const older = screen.getByRole('region', { name: 'Differences from version 1 to version 3' });
    expect(within(older).getAllByRole('deletion').map((line) => line.textContent?.trimEnd())).toEqual([
      'Removed: −   "topic": "Rheumatology",',
      'Removed: −   "explanation": "Offer urate-lowering therapy with allopurinol or febuxostat as first-line treatment.",',
    ]);
    expect(within(older).getAllByRole('insertion')).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('From'), 'Version 3');
    expect(screen.getByText('Versions 3 and 3 are the same.')).toBeVisible();
  });

  it('compares the new version with the one before it once a version is saved while the page is open', async () => {
    let versions = [aVersion(1, 'live')];
    const saved = aVersion(2, 'draft', anSbaRecord({ explanation: NEW_EXPLANATION }));
    const { trpc, http } = itemServer([], {
      [`GET ${BASE}`]: () => json(200, aQuestion(versions)),
      [`GET ${BASE}/versions`]: () => json(200, { versions }),
      [`POST ${BASE}/versions`]: () => {
        versions = [saved, ...versions];
        return json(201, { ...saved, warnings: [] });
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/items/${QUESTION_ID}`, trpc, http);
    expect(await screen.findByText('There is one version: nothing to compare yet.', undefined, LOADING)).toBeVisible();

    setJson({ ...editable, explanation: NEW_EXPLANATION });
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    const diff = await screen.findByRole('region', { name: 'Differences from version 1 to version 2' }, LOADING);
    expect(within(diff).getByRole('insertion')).toHaveTextContent(NEW_EXPLANATION);
  });
});
