import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installVisibleIntersectionObserver, withContent } from '../../test/fake-content';
import { fakeTrpc } from '../../test/fake-trpc';
import { EXAMS } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

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

describe('home page content', () => {
  it('renders partners, testimonials, articles and FAQs from the content API', async () => {
    installVisibleIntersectionObserver();
    const { client, content } = withContent(fakeTrpc(async () => EXAMS).client);
    renderApp('/', client);

    const partners = await screen.findByTestId('partner-logos');
    expect(within(partners).getAllByRole('img')).toHaveLength(16);
    expect(within(partners).getByRole('img', { name: 'University 1 School of Medicine' })).toHaveAttribute(
      'src',
      '/images/partners/p1.svg',
    );

    const testimonials = screen.getByRole('region', { name: 'What our users say' });
    expect(await within(testimonials).findByText('The explanations for every option made the difference.')).toBeInTheDocument();
    expect(within(testimonials).getByText('Core Medical Trainee (CT2), Northbridge Teaching Hospitals')).toBeInTheDocument();

    const blog = screen.getByRole('region', { name: 'From the blog' });
    expect(await within(blog).findByRole('heading', { level: 3, name: 'MRCP Part 1: practising at 108 seconds a question' })).toBeInTheDocument();
    // A post without an image gets a drawn picture, not its title's first letter.
    const art = blog.querySelector('.blog-teaser__art')!;
    expect(art.querySelector('svg')).not.toBeNull();
    expect(art).toHaveTextContent(/^$/);

    const faqs = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(await within(faqs).findByText('Is there a free trial?')).toBeInTheDocument();
    expect(within(faqs).getByRole('link', { name: 'All FAQs' })).toHaveAttribute('href', '/faqs');

    // The product's list shape: newest first by date, page 1.
    expect(content.testimonials.query).toHaveBeenCalledWith({ page: 1, limit: 6, sort: 'date', order: 'desc' });
    expect(content.faqs.query).toHaveBeenCalledWith(expect.objectContaining({ page: 1, sort: 'date', order: 'desc' }));
  });

  it('opens an article in a dialog', async () => {
    installVisibleIntersectionObserver();
    const user = userEvent.setup();
    const { client, content } = withContent(fakeTrpc(async () => EXAMS).client);
    renderApp('/', client);

    await user.click(await screen.findByRole('button', { name: /Read the article/ }));

    const dialog = await screen.findByRole('dialog', { name: 'MRCP Part 1: practising at 108 seconds a question' });
    expect(await within(dialog).findByText('Second paragraph.')).toBeInTheDocument();
    expect(content.blogPost.query).toHaveBeenCalledWith({ slug: 'mrcp-part-1-timing' });
  });

  it('offers a retry when a section cannot be loaded', async () => {
    installVisibleIntersectionObserver();
    const user = userEvent.setup();
    let calls = 0;
    const { client } = withContent(fakeTrpc(async () => EXAMS).client, {
      testimonials: async () => {
        calls += 1;
        if (calls === 1) throw new Error('Failed to fetch');
        return { records: [], total: 0, limit: 10, sort: 'date', order: 'desc', page: 1 };
      },
    });
    renderApp('/', client);

    const section = await screen.findByRole('region', { name: 'What our users say' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('We couldn’t load the testimonials.');
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Nothing to show here yet.')).toBeInTheDocument();
  });
});
