import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProviders } from '../app/providers';
import { showToast } from '../lib/toast';

describe('notices', () => {
  it('are dismissed by a sideways swipe of 20 px or more, not by a smaller one', async () => {
    render(<UiProviders>{null}</UiProviders>);
    showToast('Data tersimpan', 'success');
    const notice = await screen.findByText('Data tersimpan');
    const swipeable = notice.closest('[style]') as HTMLElement;

    fireEvent.pointerDown(swipeable, { clientX: 100 });
    fireEvent.pointerMove(swipeable, { clientX: 110 });
    fireEvent.pointerUp(swipeable, { clientX: 110 });
    expect(screen.getByText('Data tersimpan')).toBeInTheDocument();

    fireEvent.pointerDown(swipeable, { clientX: 100 });
    fireEvent.pointerMove(swipeable, { clientX: 125 });
    fireEvent.pointerUp(swipeable, { clientX: 125 });
    await waitFor(() => expect(screen.queryByText('Data tersimpan')).not.toBeInTheDocument());
  });

  it('show at most three at once', async () => {
    render(<UiProviders>{null}</UiProviders>);
    for (const text of ['Satu', 'Dua', 'Tiga', 'Empat']) showToast(text);
    expect(await screen.findByText('Tiga')).toBeInTheDocument();
    expect(screen.queryByText('Empat')).not.toBeInTheDocument();
  });
});
