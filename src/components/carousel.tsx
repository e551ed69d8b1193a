import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Swiper } from 'swiper/types';
import { palette } from '@/theme/tokens';

/** The space between two slides, in px: a gap in the plain row, Swiper's own spacing once it has taken over. */
const SLIDE_GAP = 20;

export interface CarouselProps<Item> {
  items: Item[];
  label: string;
  keyOf: (item: Item) => string | number;
  renderItem: (item: Item) => ReactNode;
  /** Slide width per breakpoint, in px. */
  slideWidth?: { xs: number; md: number };
}

/**
 * A row of cards that can be dragged freely; it stops at the first and last card. It is drawn as a plain row that
 * the browser scrolls sideways by itself (touch, trackpad, keyboard), in Swiper's markup: what a prerendered page
 * holds, and all a visitor needs if Swiper never comes. Swiper (swiper-takeover.ts) loads when a visitor first
 * reaches for the row: a mouse comes over it (to drag it, which a plain row does not allow), or it is pressed or
 * focused. A row only looked at never loads it (issue 49: its takeover was 250 ms of script at 4x CPU on `/`, where
 * the categories' row is on Lighthouse's first screen). It then takes over the same elements: no card moves, and
 * focus, a press and how far the row was scrolled stay.
 */
export function Carousel<Item>({
  items,
  label,
  keyOf,
  renderItem,
  slideWidth = { xs: 260, md: 320 },
}: CarouselProps<Item>) {
  const [wanted, setWanted] = useState(false);
  const rowRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper>(null);
  useEffect(() => {
    const row = rowRef.current;
    if (!wanted || !row) return;
    let left = false;
    // Should Swiper's module fail to load, the plain row stays, which is all a visitor needs.
    import('./swiper-takeover').then(
      ({ takeOver }) => {
        if (!left) swiperRef.current = takeOver(row, SLIDE_GAP);
      },
      () => undefined,
    );
    return () => {
      left = true;
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [wanted]);
  // Swiper measures its slides when it takes over: a card added or removed later is measured again.
  useEffect(() => swiperRef.current?.update(), [items]);
  const reach = () => setWanted(true);
  return (
    <Box
      role="region"
      aria-label={label}
      onPointerEnter={(event) => event.pointerType === 'mouse' && reach()}
      onPointerDown={reach}
      onFocus={reach}
      sx={{
        '& .swiper': { pb: 1 },
        '& .swiper:focus-visible': { outline: `2px solid ${palette.terracotta}`, outlineOffset: 2 },
        '& .swiper-wrapper': { display: 'flex' },
        '& .swiper-slide': { flex: 'none', width: { xs: slideWidth.xs, md: slideWidth.md }, height: 'auto' },
        // Until Swiper takes over, the browser scrolls the row, from card to card, without a scrollbar, as Swiper
        // shows none.
        '& .swiper:not(.swiper-initialized)': {
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          '& > .swiper-wrapper': { gap: `${SLIDE_GAP}px` },
          '& .swiper-slide': { scrollSnapAlign: 'start' },
        },
      }}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling row is reached by keyboard even when its cards hold nothing to focus, as the reviews' (WCAG 2.1.1; axe's scrollable-region-focusable) */}
      <div ref={rowRef} className="swiper" tabIndex={0}>
        <div className="swiper-wrapper">
          {items.map((item) => (
            <div key={keyOf(item)} className="swiper-slide">
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>
    </Box>
  );
}
