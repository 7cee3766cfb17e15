import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAllToasts, notify } from '../../lib/toast';
import { ToastHost } from './ToastHost';

afterEach(() => dismissAllToasts());

describe('toasts', () => {
  it('shows a message once when it is asked for again while it is still showing', async () => {
    render(<ToastHost />);
    act(() => {
      notify('The selected currency has no prices.', 'warning');
      notify('The selected currency has no prices.', 'warning');
    });
    await screen.findByText('The selected currency has no prices.');
    act(() => notify('The selected currency has no prices.', 'warning'));
    act(() => notify('Another message.', 'info'));
    await screen.findByText('Another message.');
    await waitFor(() => expect(screen.getAllByText('The selected currency has no prices.')).toHaveLength(1));
  });
});
