import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { AlbumPhoto } from '@/lib/api/api-types';
import { apiImageUrl } from '@/lib/config';

/** How far a finger must travel sideways for a swipe to turn the photo. */
const SWIPE_PX = 50;

export interface PhotoLightboxProps {
  photos: AlbumPhoto[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Which copy it shows: the edit (a delivered album's edits) or the screen-sized copy of the original. */
  shows?: 'preview' | 'edited';
  /** Under the photo: the heart and note, or the downloads. */
  children?: (photo: AlbumPhoto) => ReactNode;
}

/**
 * One photo at a time, as large as the screen allows: arrows (on screen and on the keyboard) and a swipe on a
 * phone turn to the next, its file name above it.
 */
export function PhotoLightbox({
  photos,
  index,
  onIndexChange,
  onClose,
  shows = 'preview',
  children,
}: PhotoLightboxProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const swipeStart = useRef<number | null>(null);
  const photo = index === null ? undefined : photos[index];
  const turn = (step: number) => {
    if (index === null || photos.length === 0) return;
    onIndexChange((index + step + photos.length) % photos.length);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    if (event.key === 'ArrowRight') turn(1);
    if (event.key === 'ArrowLeft') turn(-1);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const travelled = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(travelled) >= SWIPE_PX) turn(travelled < 0 ? 1 : -1);
  };
  const source = photo && (shows === 'edited' && photo.editedUrl ? photo.editedUrl : photo.previewUrl);
  return (
    <Dialog
      open={photo !== undefined}
      onClose={onClose}
      fullScreen={isPhone}
      maxWidth="lg"
      fullWidth
      onKeyDown={onKeyDown}
      aria-labelledby="lightbox-title"
      slotProps={{ paper: { sx: { bgcolor: '#1E1519', color: 'common.white' } } }}
    >
      {photo && (
        <Stack sx={{ height: { xs: '100%', sm: '90vh' } }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1 }}>
            <Typography
              id="lightbox-title"
              component="h2"
              sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {photo.fileName}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.8 }}>
              {(index ?? 0) + 1} / {photos.length}
            </Typography>
            <IconButton aria-label="Tutup" onClick={onClose} sx={{ color: 'inherit' }}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            sx={{
              position: 'relative',
              flex: 1,
              minHeight: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              touchAction: 'pan-y',
            }}
          >
            <Box
              component="img"
              key={photo.id}
              src={apiImageUrl(source)}
              alt={photo.fileName}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block', userSelect: 'none' }}
              draggable={false}
            />
            <IconButton
              aria-label="Foto sebelumnya"
              onClick={() => turn(-1)}
              sx={{
                position: 'absolute',
                left: 8,
                color: 'common.white',
                bgcolor: 'rgba(0,0,0,.35)',
                '&:hover': { bgcolor: 'rgba(0,0,0,.55)' },
              }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label="Foto berikutnya"
              onClick={() => turn(1)}
              sx={{
                position: 'absolute',
                right: 8,
                color: 'common.white',
                bgcolor: 'rgba(0,0,0,.35)',
                '&:hover': { bgcolor: 'rgba(0,0,0,.55)' },
              }}
            >
              <ChevronRightIcon />
            </IconButton>
          </Box>
          {children && <Box sx={{ p: 2, bgcolor: 'background.paper', color: 'text.primary' }}>{children(photo)}</Box>}
        </Stack>
      )}
    </Dialog>
  );
}
