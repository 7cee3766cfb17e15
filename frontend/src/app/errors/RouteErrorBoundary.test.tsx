import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouterProbe, testRouter } from '../../test/router-probe';
import { logCaughtError, RouteErrorBoundary, RouteNotFound } from './RouteErrorBoundary';

/** A route at / whose page calls `fail` while rendering; /other renders fine. */
function renderFailingRoute(fail: () => never, userAgent?: string) {
  const FailingPage = () => fail();
  const router = testRouter();
  const view = render(
    <MemoryRouter>
      <RouterProbe router={router} />
      <RouteErrorBoundary userAgent={userAgent}>
        <Routes>
          <Route path="/" element={<FailingPage />} />
          <Route path="/other" element={<h1>Another page</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
    { onCaughtError: logCaughtError },
  );
  return { router, ...view };
}

describe('RouteErrorBoundary', () => {
  it('shows the generic error page with status 500 for an unexpected error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error('boom');
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('shows the not-found page with the message of a route-level 404', async () => {
    renderFailingRoute(() => {
      throw new RouteNotFound('Page Not Found: /exam/nope');
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /exam/nope' })).toBeInTheDocument();
  });

  it("falls back to 'Page Not Found' for a 404 without a message", async () => {
    renderFailingRoute(() => {
      throw new RouteNotFound();
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome-Lighthouse',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (Linux; Android 6.0.1) Google-InspectionTool/1.0',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
  ])('shows no error page to a bot (%s), only logs the error', async (userAgent) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderFailingRoute(() => {
      throw new Error('boom');
    }, userAgent);

    await waitFor(() => expect(error).toHaveBeenCalledWith(new Error('boom')));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('reports an unexpected error to the console (and the error service) for a person', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error('boom');
    }, 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36');

    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(new Error('boom'));
  });

  it('explains a page whose code could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/ExamPage-abc.js');
    });

    expect(await screen.findByText('MedPrep has been updated since this page was opened. Reload to get the latest version.')).toBeInTheDocument();
  });

  it('does not report a 404', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new RouteNotFound();
    });
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(error).not.toHaveBeenCalled();
  });

  it('shows the page again once the visitor navigates elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderFailingRoute(() => {
      throw new Error('boom');
    });
    await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' });

    await act(() => router.navigate('/other'));
    expect(screen.getByRole('heading', { level: 1, name: 'Another page' })).toBeInTheDocument();
  });
});
