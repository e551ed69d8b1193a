import Swiper from 'swiper';
import { A11y, FreeMode, Keyboard } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/free-mode';

/**
 * Swiper takes over a carousel's plain row (carousel.tsx), the elements already on the page: dragged freely with a
 * pointer or moved with the arrow keys, the row stops at its first and last card. A module of its own, with Swiper's
 * script and styles, loaded only once the row is wanted.
 */
export function takeOver(row: HTMLElement, spaceBetween: number): Swiper {
  const scrolled = row.scrollLeft;
  const swiper = new Swiper(row, {
    modules: [FreeMode, A11y, Keyboard],
    slidesPerView: 'auto',
    spaceBetween,
    freeMode: { enabled: true, sticky: false },
    keyboard: { enabled: true },
    watchOverflow: true,
    a11y: {
      prevSlideMessage: 'Sebelumnya',
      nextSlideMessage: 'Berikutnya',
      slideLabelMessage: '{{index}} dari {{slidesLength}}',
    },
  });
  // The browser scrolled the plain row, which rests at a card's start; Swiper moves its slides instead, and keeps
  // to that card (Swiper goes to its current card whenever it measures its size, as it may once it has started).
  row.scrollLeft = 0;
  swiper.translateTo(-scrolled, 0, false);
  swiper.updateActiveIndex();
  swiper.slideTo(swiper.activeIndex, 0, false);
  return swiper;
}
