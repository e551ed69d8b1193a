import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  destroyIntersectionMocking,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  it('shows every card at once in a row of its name, which Swiper then takes over, the same cards', async () => {
    const row = showCarousel();
    const first = within(row).getByRole('button', { name: 'Detail Foto Keluarga' });
    expect(within(row).getAllByRole('button')).toHaveLength(categories.length);
    expect(within(row).queryByRole('group')).not.toBeInTheDocument();
    // Where the browser cannot tell whether the row is near the screen, Swiper loads at once.
    const slide = await findSwiperSlide(row, '1 dari 3');
    expect(slide).toContainElement(first);
  });

  describe('where the browser tells how near the screen the row is', () => {
    beforeEach(() => setupIntersectionMocking(vi.fn));
    afterEach(() => destroyIntersectionMocking());

    it('stays a plain row while far from the screen, and loads Swiper once the row comes near', async () => {
      const row = showCarousel();
      mockAllIsIntersecting(false);
      // Once Swiper's module is in, a row that had asked for it would be taken over at once.
      await act(() => import('./swiper-takeover'));
      expect(within(row).queryByRole('group')).not.toBeInTheDocument();
      mockAllIsIntersecting(true);
      expect(await findSwiperSlide(row, '3 dari 3')).toBeInTheDocument();
    });

    it('loads Swiper when a card is focused before the row is near, and focus stays on it', async () => {
      const row = showCarousel();
      mockAllIsIntersecting(false);
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

    it('loads Swiper when a card is pressed, and the press still opens it', async () => {
      const onOpen = vi.fn();
      const row = showCarousel(onOpen);
      mockAllIsIntersecting(false);
      const user = userEvent.setup({ delay: null });
      const third = within(row).getByRole('button', { name: 'Detail Pas Foto' });
      await user.pointer({ keys: '[MouseLeft>]', target: third });
      const slide = await findSwiperSlide(row, '3 dari 3');
      expect(slide).toContainElement(third);
      await user.pointer({ keys: '[/MouseLeft]', target: third });
      expect(onOpen).toHaveBeenCalledExactlyOnceWith('Pas Foto');
    });
  });
});
