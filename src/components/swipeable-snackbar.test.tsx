import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProviders } from '../app/providers';
import { showToast } from '../lib/toast';

describe('notices', () => {
  it('are dismissed by a sideways swipe of 20 px or more, not by a smaller one', async () => {
    render(<UiProviders>{null}</UiProviders>);
    // The first notice asks the providers to mount the toast host: a re-render, inside act() like any update.
    act(() => showToast('Data tersimpan', 'success'));
    // Pointer events on the notice's text bubble up to the swipeable wrapper around it.
    const notice = await screen.findByText('Data tersimpan');

    fireEvent.pointerDown(notice, { clientX: 100 });
    fireEvent.pointerMove(notice, { clientX: 110 });
    fireEvent.pointerUp(notice, { clientX: 110 });
    expect(screen.getByText('Data tersimpan')).toBeInTheDocument();

    fireEvent.pointerDown(notice, { clientX: 100 });
    fireEvent.pointerMove(notice, { clientX: 125 });
    fireEvent.pointerUp(notice, { clientX: 125 });
    await waitFor(() => expect(screen.queryByText('Data tersimpan')).not.toBeInTheDocument());
  });

  it('show at most three at once', async () => {
    render(<UiProviders>{null}</UiProviders>);
    act(() => {
      for (const text of ['Satu', 'Dua', 'Tiga', 'Empat']) showToast(text);
    });
    expect(await screen.findByText('Tiga')).toBeInTheDocument();
    expect(screen.queryByText('Empat')).not.toBeInTheDocument();
  });
});
