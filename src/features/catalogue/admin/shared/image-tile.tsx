import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useFilePreview } from './use-file-preview';

const TILE_SIZE = 112;

interface ImageTileProps {
  src: string | undefined;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
}

/** One chosen image with its remove button. */
export function ImageTile({ src, alt, removeLabel, onRemove }: ImageTileProps) {
  return (
    <Box component="li" sx={{ position: 'relative', width: TILE_SIZE, height: TILE_SIZE, listStyle: 'none' }}>
      {src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          sx={{ width: 1, height: 1, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
        />
      ) : (
        <Skeleton variant="rounded" width={TILE_SIZE} height={TILE_SIZE} />
      )}
      <IconButton
        aria-label={removeLabel}
        size="small"
        onClick={onRemove}
        sx={{
          position: 'absolute',
          top: 4,
          right: 4,
          bgcolor: 'background.paper',
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** A newly picked file, previewed once it has been read. */
export function FileTile({ file, alt, removeLabel, onRemove }: Omit<ImageTileProps, 'src'> & { file: File }) {
  return <ImageTile src={useFilePreview(file)} alt={alt} removeLabel={removeLabel} onRemove={onRemove} />;
}
