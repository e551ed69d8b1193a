import { act, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { AlbumPhoto } from '@/lib/api/api-types';
import { AlbumPhotoGrid } from './album-photo-grid';

const photos: AlbumPhoto[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  fileName: `DSC_${String(index + 1).padStart(4, '0')}.jpg`,
  url: `/files/original-${index + 1}.jpg`,
  thumbnailUrl: `/files/thumb-${index + 1}.webp`,
  previewUrl: `/files/preview-${index + 1}.webp`,
  width: 3000,
  height: 2000,
  size: 4_000_000,
  isChosen: false,
  note: '',
  editedUrl: null,
}));

/** A browser's observer as the test drives it: `reach()` tells the grid its end came near the screen. */
function watchedEnds() {
  const watching: { callback: IntersectionObserverCallback; target?: Element }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: (typeof watching)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        watching.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        watching.splice(watching.indexOf(this.entry), 1);
      }
    },
  );
  return {
    reach: () =>
      act(() => {
        for (const { callback, target } of [...watching]) {
          if (target)
            callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
    watched: () => watching.length,
  };
}

afterEach(() => vi.unstubAllGlobals());

it('draws the first tiles, and more each time its end comes near the screen, until every photo is drawn', () => {
  const ends = watchedEnds();
  render(<AlbumPhotoGrid photos={photos} label="Foto sesi Anda" onOpen={() => {}} />);
  const tiles = () => within(screen.getByRole('list', { name: 'Foto sesi Anda' })).getAllByRole('button');
  expect(tiles()).toHaveLength(24);
  expect(tiles()[0]).toHaveAccessibleName('Lihat DSC_0001.jpg');
  ends.reach();
  expect(tiles()).toHaveLength(48);
  ends.reach();
  expect(tiles()).toHaveLength(60);
  expect(ends.watched()).toBe(0);
});

it('draws every photo at once where the browser cannot say what is near the screen', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  render(<AlbumPhotoGrid photos={photos} label="Foto sesi Anda" onOpen={() => {}} />);
  expect(within(screen.getByRole('list', { name: 'Foto sesi Anda' })).getAllByRole('button')).toHaveLength(60);
});
