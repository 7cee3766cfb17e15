import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { dashboardTrpc, meServer } from '../../features/dashboard/testing/dashboard-fixtures';

afterEach(() => window.localStorage.clear());

describe('dashboard frame', () => {
  it('shows the side navigation with the current section and the user’s initials and name', async () => {
    renderApp('/dashboard/profile/account', dashboardTrpc().client, meServer().http);

    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Exam dates' })).toHaveAttribute('href', '/dashboard/profile/exam-dates');
    const sidebar = screen.getByRole('complementary', { name: 'Your account' });
    expect(within(sidebar).getByText('AO')).toBeInTheDocument();
    expect(within(sidebar).getByText('Amara Okafor')).toBeInTheDocument();
  });

  it('opens the mobile flyout menu, keeps Tab inside it and closes it with Escape, focus back on the button', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', dashboardTrpc().client, meServer().http);

    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    const menu = screen.getByRole('dialog', { name: 'Dashboard menu' });
    const close = within(menu).getByRole('button', { name: 'Close the menu' });
    await waitFor(() => expect(close).toHaveFocus());
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Overview', 'Profile', 'Subscriptions', 'Exam dates', 'Practise', 'History', 'Orders', 'Notes']);

    links[links.length - 1].focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(links[links.length - 1]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Dashboard menu' })).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the flyout when a link in it is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', dashboardTrpc().client, meServer().http);

    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Dashboard menu' })).getByRole('link', { name: 'Subscriptions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile/subscriptions'));
    expect(screen.queryByRole('dialog', { name: 'Dashboard menu' })).toBeNull();
    expect(await screen.findByRole('tab', { name: 'Subscriptions' })).toHaveAttribute('aria-selected', 'true');
  });

  it('collapses the footer with its toggle and remembers it', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp('/dashboard', dashboardTrpc().client, meServer().http);

    const toggle = await screen.findByRole('button', { name: 'Hide footer' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'FAQs' })).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Show footer');
    expect(screen.queryByRole('link', { name: 'FAQs' })).toBeNull();
    unmount();

    renderApp('/dashboard', dashboardTrpc().client, meServer().http);
    expect(await screen.findByRole('button', { name: 'Show footer' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('frames a session the same way, without the side navigation', async () => {
    renderApp('/s', dashboardTrpc().client, meServer().http);
    expect(await screen.findByRole('heading', { level: 1, name: 'Question session' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the MedPrep dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide footer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toBeVisible();
  });
});
