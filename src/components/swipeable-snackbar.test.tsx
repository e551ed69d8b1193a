import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { enqueueSnackbar } from 'notistack';
import { describe, expect, it } from 'vitest';
import { UiProviders } from '../app/providers';

describe('notices', () => {
  it('are dismissed by a sideways swipe of 20 px or more, not by a smaller one', async () => {
    render(<UiProviders>{null}</UiProviders>);
    act(() => {
      enqueueSnackbar('Data tersimpan', { variant: 'success' });
    });
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
    act(() => {
      for (const text of ['Satu', 'Dua', 'Tiga', 'Empat']) enqueueSnackbar(text);
    });
    expect(await screen.findByText('Tiga')).toBeInTheDocument();
    expect(screen.queryByText('Empat')).not.toBeInTheDocument();
  });
});
