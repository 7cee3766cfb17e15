import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeTrpc } from '../../test/fake-trpc';
import { EXAMS } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('home page', () => {
  it('shows the hero with the tagline and the headline', async () => {
    renderApp('/', fakeTrpc(async () => EXAMS).client);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pass your exams with Confidence...' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your Ultimate Study Companion for UK Medical Students and Professionals'),
    ).toBeInTheDocument();
  });

  it('lists every exam grouped by category in two columns, each linking to its page', async () => {
    renderApp('/', fakeTrpc(async () => EXAMS).client);

    const columns = await screen.findAllByTestId('exam-column');
    expect(columns).toHaveLength(2);

    const labelsIn = (column: HTMLElement) =>
      within(column)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    const allLabels = [...labelsIn(columns[0]), ...labelsIn(columns[1])];
    expect(allLabels).toEqual(['General Practice', 'Medical School', 'Medicine', 'Surgery']);
    expect(labelsIn(columns[0]).length).toBeGreaterThan(0);
    expect(labelsIn(columns[1]).length).toBeGreaterThan(0);

    const medicine = screen.getByRole('region', { name: 'Medicine' });
    const links = within(medicine).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['MRCP Part 1', 'MRCP Part 2']);
    expect(links[0]).toHaveAttribute('href', '/exam/mrcp-1');

    for (const exam of EXAMS) {
      expect(screen.getByRole('link', { name: exam.title })).toHaveAttribute('href', `/exam/${exam.slug}`);
    }
  });

  it('moves to the exams section with the "Our Exams" button', async () => {
    const user = userEvent.setup();
    renderApp('/', fakeTrpc(async () => EXAMS).client);

    await user.click(await screen.findByRole('button', { name: 'Our Exams' }));

    const section = screen.getByRole('region', { name: 'Our Exams' });
    expect(section).toHaveAttribute('id', 'exams');
    expect(section).toHaveFocus();
    expect(section.scrollIntoView).toHaveBeenCalled();
  });

  it('shows a loading state, then an error with a retry button that loads the exams', async () => {
    const user = userEvent.setup();
    let failFirstRequest!: (error: Error) => void;
    const firstRequest = new Promise<never>((_, reject) => {
      failFirstRequest = reject;
    });
    let calls = 0;
    const { client, initExamsAvailableForInstance } = fakeTrpc(() => {
      calls += 1;
      return calls === 1 ? firstRequest : Promise.resolve(EXAMS);
    });
    renderApp('/', client);

    expect(await screen.findByText('Loading exams…')).toHaveAttribute('role', 'status');
    failFirstRequest(new Error('Failed to fetch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load the exams.');
    expect(screen.queryByTestId('exam-column')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findAllByTestId('exam-column')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(initExamsAvailableForInstance.query).toHaveBeenCalledTimes(2);
  });

  it('shows the site header with the brand and the main navigation', async () => {
    renderApp('/', fakeTrpc(async () => EXAMS).client);

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'MedPrep home' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Exams', '/exams'],
      ['FAQs', '/faqs'],
      ['Contact', '/contact-us'],
      ['Log in', '/login'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await waitFor(() => expect(document.title).toBe('MedPrep — UK medical exam question bank'));
  });
});
