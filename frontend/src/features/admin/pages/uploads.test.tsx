import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { adminClients } from '../testing/admin-fixtures';

const LOADING = { timeout: 5000 };

/**
 * A stand-in XMLHttpRequest (jsdom's would go to the network): it records what is sent, reports
 * the upload's progress when the test says, then answers with the test's status and body.
 */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const sent = async () => {
  await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
  return FakeXhr.last!;
};

afterEach(() => {
  FakeXhr.last = null;
  vi.unstubAllGlobals();
});

describe('the import page', { timeout: 15_000 }, () => {
  it('uploads a JSON file with its progress shown, then lists each problem by line', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { trpc, http } = adminClients({});
    const user = userEvent.setup();
    renderApp('/admin/import', trpc, http);

    const file = new File(['[{"key":"mrcp-1-900"}]'], 'questions.json', { type: 'application/json' });
    await user.upload(await screen.findByLabelText('File (JSON or CSV)', undefined, LOADING), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const xhr = await sent();
    expect([xhr.method, xhr.url, xhr.headers['Content-Type'], xhr.body]).toEqual(['POST', '/api/admin/questions/import', 'application/json', file]);
    xhr.progress(512, 1024);
    // The bar appears at 0 when the upload starts; the progress event moves it on the next render.
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Uploading questions.json' })).toHaveAttribute('value', '0.5'), { timeout: 5000 });

    xhr.respond(400, {
      statusCode: 400,
      code: 'IMPORT_INVALID',
      message: 'Nothing was imported: 2 problems in the file.',
      details: {
        issues: [
          { line: 1, item: 0, path: 'exam', message: 'is required' },
          { line: 1, item: 0, path: 'type', message: 'must be one of sba, mtf, emq, ranking, choose, numeric' },
        ],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was imported: 2 problems in the file.');
    const table = screen.getByRole('table', { name: 'Problems by line' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '1question 1 · examis required',
      '1question 1 · typemust be one of sba, mtf, emq, ranking, choose, numeric',
    ]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends a CSV as CSV and reports the count imported', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { trpc, http } = adminClients({});
    const user = userEvent.setup();
    renderApp('/admin/import', trpc, http);

    await user.upload(await screen.findByLabelText('File (JSON or CSV)', undefined, LOADING), new File(['key,exam\n'], 'bank.csv', { type: '' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const xhr = await sent();
    expect(xhr.headers['Content-Type']).toBe('text/csv');
    xhr.respond(200, { imported: 12, inserted: 10, updated: 2 });
    expect(await screen.findByText('Imported 12 items (10 new, 2 updated).')).toBeVisible();
  });
});

describe('the media page', { timeout: 15_000 }, () => {
  it('previews the chosen image, requires alt text, uploads it and offers its src', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const { trpc, http } = adminClients({});
    const user = userEvent.setup();
    renderApp('/admin/media', trpc, http);

    const image = new File([new Uint8Array([137, 80, 78, 71])], 'ecg.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Choose an image', undefined, LOADING), image);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:preview');

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText(/Describe the image in at least 3 characters/)).toBeVisible();
    expect(screen.getByLabelText(/Alt text/)).toHaveFocus();
    expect(FakeXhr.last).toBeNull();

    await user.type(screen.getByLabelText(/Alt text/), 'ECG: ST elevation in leads II, III and aVF');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const xhr = await sent();
    const form = xhr.body as FormData;
    expect([xhr.url, form.get('alt'), form.get('file')]).toEqual(['/api/admin/media', 'ECG: ST elevation in leads II, III and aVF', image]);
    xhr.respond(201, { kind: 'png', src: '/media/ab12.png', alt: 'ECG: ST elevation in leads II, III and aVF', width: 800, height: 400 });
    expect(await screen.findByText('/media/ab12.png')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy the src' })).toBeVisible();
  });
});
