import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import StickyNoteIcon from '@mui/icons-material/StickyNote2Outlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AlbumPhoto } from '@/lib/api/api-types';
import { apiImageUrl } from '@/lib/config';

export interface PhotoHearts {
  /** Whether a photo is chosen, as the page holds the choice now. */
  isChosen: (photo: AlbumPhoto) => boolean;
  onToggle: (photo: AlbumPhoto) => void;
}

export interface AlbumPhotoGridProps {
  photos: AlbumPhoto[];
  /** Its grid's name for a screen reader: "Foto asli", "Foto edit". */
  label: string;
  onOpen: (index: number) => void;
  /** The hearts while the customer may choose; without them a chosen photo only shows its heart. */
  hearts?: PhotoHearts;
  /** Which copy a tile shows: the edit where there is one (a delivered album's edits), or the grid's copy. */
  shows?: 'thumbnail' | 'edited';
  /** More for a tile's corner: the admin's delete. */
  tileAction?: (photo: AlbumPhoto) => ReactNode;
}

/** How many tiles the grid draws at first and adds at a time: four rows of six, eight rows of three on a phone. */
const TILES_AT_A_TIME = 24;
/** How near the grid's end comes to the screen before its next tiles are drawn: half a screen. */
const NEAR_END = '0px 0px 50% 0px';

/**
 * How many of `total` tiles are drawn, and the marker after the last of them: more are drawn as the marker comes
 * within half a screen, so an album of hundreds draws, and its images load, only as far as it is seen.
 * Without `IntersectionObserver` (a test's DOM) every tile is drawn.
 */
function useTilesInReach(total: number) {
  const end = useRef<HTMLLIElement>(null);
  const [drawn, setDrawn] = useState(() =>
    typeof window.IntersectionObserver === 'function' ? TILES_AT_A_TIME : Number.POSITIVE_INFINITY,
  );
  const hasMore = drawn < total;
  useEffect(() => {
    const marker = end.current;
    if (!hasMore || !marker) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setDrawn((count) => count + TILES_AT_A_TIME);
      },
      { rootMargin: NEAR_END },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [hasMore, total, drawn]);
  return { drawn: Math.min(drawn, total), end: hasMore ? end : undefined };
}

/**
 * The album's photos as square tiles: three columns on phones, up to six on wide screens. Only the grid's small
 * copies load, lazily; only the tiles within reach of the screen are drawn (`useTilesInReach`), and a drawn tile
 * far off the screen is not laid out (`content-visibility`). A square keeps its place, so nothing moves while its
 * image comes in.
 */
export function AlbumPhotoGrid({
  photos,
  label,
  onOpen,
  hearts,
  shows = 'thumbnail',
  tileAction,
}: AlbumPhotoGridProps) {
  const { drawn, end } = useTilesInReach(photos.length);
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 0.75, sm: 1.5 },
        gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(5, 1fr)', lg: 'repeat(6, 1fr)' },
      }}
    >
      {photos.slice(0, drawn).map((photo, index) => {
        const isChosen = hearts ? hearts.isChosen(photo) : photo.isChosen;
        const source = shows === 'edited' && photo.editedUrl ? photo.editedUrl : photo.thumbnailUrl;
        return (
          <Box
            component="li"
            key={photo.id}
            sx={{
              position: 'relative',
              aspectRatio: '1',
              borderRadius: 2,
              overflow: 'hidden',
              bgcolor: 'grey.200',
              contentVisibility: 'auto',
              containIntrinsicSize: 'auto 160px',
              outline: isChosen ? '3px solid' : 'none',
              outlineColor: 'primary.main',
              outlineOffset: -3,
            }}
          >
            <ButtonBase
              onClick={() => onOpen(index)}
              aria-label={`Lihat ${photo.fileName}`}
              sx={{ width: '100%', height: '100%' }}
            >
              <Box
                component="img"
                src={apiImageUrl(source)}
                alt=""
                loading="lazy"
                decoding="async"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
            {photo.note && (
              <Tooltip title={`Catatan: ${photo.note}`}>
                <StickyNoteIcon
                  aria-label={`Catatan: ${photo.note}`}
                  sx={{
                    position: 'absolute',
                    left: 6,
                    bottom: 6,
                    color: 'common.white',
                    fontSize: 20,
                    filter: 'drop-shadow(0 1px 2px rgba(0,0,0,.6))',
                  }}
                />
              </Tooltip>
            )}
            {hearts ? (
              <IconButton
                size="small"
                aria-pressed={isChosen}
                aria-label={`Pilih ${photo.fileName}`}
                onClick={() => hearts.onToggle(photo)}
                sx={{
                  position: 'absolute',
                  right: 4,
                  top: 4,
                  bgcolor: 'rgba(255,255,255,.85)',
                  '&:hover': { bgcolor: 'common.white' },
                }}
              >
                {isChosen ? <FavoriteIcon color="primary" fontSize="small" /> : <FavoriteBorderIcon fontSize="small" />}
              </IconButton>
            ) : (
              isChosen && (
                <FavoriteIcon
                  color="primary"
                  aria-label="Dipilih"
                  sx={{ position: 'absolute', right: 6, top: 6, filter: 'drop-shadow(0 1px 2px rgba(255,255,255,.8))' }}
                />
              )
            )}
            {tileAction && <Box sx={{ position: 'absolute', right: 4, bottom: 4 }}>{tileAction(photo)}</Box>}
          </Box>
        );
      })}
      {end && <Box component="li" ref={end} aria-hidden sx={{ gridColumn: '1 / -1', height: 0 }} />}
    </Box>
  );
}
