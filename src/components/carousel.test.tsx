import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProviders } from '../app/providers';
import { Carousel } from './carousel';

const categories = ['Foto Keluarga', 'Foto Produk', 'Pas Foto'];

function showCarousel(onOpen: (name: string) => void = () => undefined) {
  render(
    <UiProviders>
      <Carousel
        label="Daftar kategori"
        items={categories}
        keyOf={(name) => name}
        renderItem={(name) => (
          <button type="button" onClick={() => onOpen(name)}>
            Detail {name}
          </button>
        )}
      />
    </UiProviders>,
  );
  return screen.getByRole('region', { name: 'Daftar kategori' });
}

/** Swiper names each slide by its place, so its labels say it has taken over the row. */
const findSwiperSlide = (row: HTMLElement, name: string) => within(row).findByRole('group', { name });

describe('Carousel', () => {
  it('shows every card at once in a row of its name, and stays a plain row while only looked at', async () => {
    const row = showCarousel();
    expect(within(row).getAllByRole('button')).toHaveLength(categories.length);
    // Once Swiper's module is in, a row that had asked for it would be taken over at once.
    await act(() => import('./swiper-takeover'));
    expect(within(row).queryByRole('group')).not.toBeInTheDocument();
  });

  it('loads Swiper when a mouse comes over the row, which then takes over the same cards', async () => {
    const row = showCarousel();
    const first = within(row).getByRole('button', { name: 'Detail Foto Keluarga' });
    const user = userEvent.setup({ delay: null });
    await user.hover(first);
    const slide = await findSwiperSlide(row, '1 dari 3');
    expect(slide).toContainElement(first);
  });

  it('loads Swiper when a card is focused, and focus stays on it', async () => {
    const row = showCarousel();
    const user = userEvent.setup({ delay: null });
    // The row itself takes focus first, so a keyboard can scroll it; then its first card.
    await user.tab();
    await user.tab();
    const first = within(row).getByRole('button', { name: 'Detail Foto Keluarga' });
    expect(first).toHaveFocus();
    const slide = await findSwiperSlide(row, '1 dari 3');
    expect(slide).toContainElement(first);
    expect(first).toHaveFocus();
  });

  it('loads Swiper when a card is touched, and the touch still opens it', async () => {
    const onOpen = vi.fn();
    const row = showCarousel(onOpen);
    const user = userEvent.setup({ delay: null });
    const third = within(row).getByRole('button', { name: 'Detail Pas Foto' });
    await user.pointer({ keys: '[TouchA>]', target: third });
    const slide = await findSwiperSlide(row, '3 dari 3');
    expect(slide).toContainElement(third);
    await user.pointer({ keys: '[/TouchA]', target: third });
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('Pas Foto');
  });
});
