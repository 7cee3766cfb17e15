import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function renderFailingRoute(loader: () => never) {
  const router = createMemoryRouter([{ path: '/', loader, element: <p>never</p>, errorElement: <RouteErrorBoundary /> }]);
  render(<RouterProvider router={router} />);
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
      throw data({ message: 'Page Not Found: /exam/nope' }, { status: 404 });
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /exam/nope' })).toBeInTheDocument();
  });

  it("falls back to 'Page Not Found' for a 404 without a message", async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 404 });
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
