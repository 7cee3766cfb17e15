import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { accountForms } from '../../../app/account-forms';
import { makeStore } from '../../../app/store';
import type { TrpcClient } from '../../../lib/trpc';
import { visitorHttp } from '../../../test/fake-http';
import { EXAMS } from '../../../test/fixtures';
import { userSignedIn } from '../../../app/session/session-api';
import { aUser } from '../../../test/user-fixtures';
import { fakeCheckoutTrpc } from '../../../test/fake-checkout-trpc';
import { AccountFormsContext } from '../account-forms';
import { DeferredExamPurchase, ExamPurchasePlaceholder } from './DeferredExamPurchase';
import { ExamPurchase } from './ExamPurchase';

const MSRA = EXAMS.find((exam) => exam.slug === 'msra')!;

/** A server whose product never arrives: the panel stays in its first, loading state. */
function pendingProductTrpc(): TrpcClient {
  const never = () => new Promise<never>(() => {});
  return {
    exams: { initExamsAvailableForInstance: { query: async () => EXAMS }, checkIfUserCanCreateTrial: { query: never } },
    product: { initProductVariantsWithExamKey: { query: never }, userOwnsExam: { query: never } },
  } as unknown as TrpcClient;
}

/** The markup of `node`, with React's generated ids made comparable. */
function markupOf(node: ReactNode, store = makeStore({ trpc: pendingProductTrpc(), http: visitorHttp() })) {
  const { container, unmount } = render(<Provider store={store}>{node}</Provider>);
  // The markup itself is the subject here: the deferred and the eager render must be identical.
  // eslint-disable-next-line testing-library/no-container
  const html = container.innerHTML.replace(/_r_[0-9a-z]+_/g, 'id');
  unmount();
  return html;
}

describe('ExamPurchasePlaceholder', () => {
  it('renders what the panel first renders for a visitor, so nothing moves when the panel replaces it', () => {
    const placeholder = markupOf(<ExamPurchasePlaceholder exam={MSRA} onOpen={() => {}} />);

    expect(placeholder).toContain('Start free trial');
    expect(placeholder).toContain('Loading prices…');
    expect(markupOf(<ExamPurchase exam={MSRA} />)).toBe(placeholder);
  });

  it('renders what the panel first renders for a subscriber to the exam', () => {
    const subscriber = () => {
      const store = makeStore({ trpc: pendingProductTrpc(), http: visitorHttp() });
      const endsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
      store.dispatch(
        userSignedIn(
          aUser({
            access: {
              access: 'subscription',
              subscriptions: [{ id: 'sub-1', exam: MSRA.id, examSlug: MSRA.slug, examTitle: MSRA.title, startsAt: endsAt, endsAt }],
              trial: null,
            },
          }),
        ),
      );
      return store;
    };
    const placeholder = markupOf(<ExamPurchasePlaceholder exam={MSRA} onOpen={() => {}} />, subscriber());

    expect(placeholder).toContain('You have access until');
    expect(markupOf(<ExamPurchase exam={MSRA} />, subscriber())).toBe(placeholder);
  });
});

describe('DeferredExamPurchase', () => {
  it('opens the trial modal when "Start free trial" is pressed before the panel\'s code has loaded', async () => {
    // No frame is ever painted: only the press loads the panel's code.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const user = userEvent.setup();
    const store = makeStore({ trpc: fakeCheckoutTrpc().client, http: visitorHttp() });
    render(
      <MemoryRouter>
        <Provider store={store}>
          <AccountFormsContext value={accountForms}>
            <DeferredExamPurchase exam={MSRA} />
          </AccountFormsContext>
        </Provider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Start free trial' }));

    const dialog = await screen.findByRole('dialog', { name: 'Free trial of MSRA' });
    expect(within(dialog).getByText('Create a free account or log in to start your free trial of MSRA.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: '1 Month' })).toBeInTheDocument();
  });
});
