import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { A11y, FreeMode, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/free-mode';

export interface CarouselProps<Item> {
  items: Item[];
  label: string;
  keyOf: (item: Item) => string | number;
  renderItem: (item: Item) => ReactNode;
  /** Slide width per breakpoint, in px. */
  slideWidth?: { xs: number; md: number };
}

/** A row of cards that can be dragged freely; it stops at the first and last card. */
export function Carousel<Item>({
  items,
  label,
  keyOf,
  renderItem,
  slideWidth = { xs: 260, md: 320 },
}: CarouselProps<Item>) {
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        '& .swiper': { pb: 1 },
        '& .swiper-slide': { width: { xs: slideWidth.xs, md: slideWidth.md }, height: 'auto' },
      }}
    >
      <Swiper
        modules={[FreeMode, A11y, Keyboard]}
        slidesPerView="auto"
        spaceBetween={20}
        freeMode={{ enabled: true, sticky: false }}
        keyboard={{ enabled: true }}
        watchOverflow
        a11y={{
          prevSlideMessage: 'Sebelumnya',
          nextSlideMessage: 'Berikutnya',
          slideLabelMessage: '{{index}} dari {{slidesLength}}',
        }}
      >
        {items.map((item) => (
          <SwiperSlide key={keyOf(item)}>{renderItem(item)}</SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
