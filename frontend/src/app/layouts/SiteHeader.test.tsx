import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withContent } from '../../test/fake-content';
import { fakeTrpc } from '../../test/fake-trpc';
import { EXAMS } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('public header', () => {
  it('opens the exams by specialty in two columns from the keyboard, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderApp('/faqs', fakeTrpc(async () => EXAMS).client);

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const toggle = within(nav).getByRole('button', { name: 'Exams by specialty' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(await within(panel).findAllByRole('list')).toHaveLength(4);
    expect(within(panel).getByText('Medicine')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'MRCP Part 1' })).toHaveAttribute('href', '/exam/mrcp-1');
    expect(panel.querySelectorAll('.nav-exams__column')).toHaveLength(2);

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('has a menu button for small screens that closes when a page is chosen', async () => {
    const user = userEvent.setup();
    renderApp('/', fakeTrpc(async () => EXAMS).client);

    const button = await screen.findByRole('button', { name: 'Menu' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');

    await user.click(within(mobile).getByRole('link', { name: 'FAQs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});

describe('FAQs page', () => {
  it('shows the questions grouped by category as disclosures', async () => {
    const user = userEvent.setup();
    const { client } = withContent(fakeTrpc(async () => EXAMS).client);
    renderApp('/faqs', client);

    const group = await screen.findByRole('region', { name: 'Getting started' });
    expect(screen.getByRole('region', { name: 'Subscriptions' })).toBeInTheDocument();
    const question = within(group).getByText('Is there a free trial?');
    await user.click(question);
    expect(question.closest('details')).toHaveAttribute('open');
    expect(within(group).getByText('Yes, one free session.')).toBeVisible();
  });
});
