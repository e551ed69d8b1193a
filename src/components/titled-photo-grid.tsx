import Typography from '@mui/material/Typography';
import type { GalleryPhoto } from '../content/gallery-photos';
import { PhotoGrid } from './photo-grid';

interface TitledPhotoGridProps {
  title: string;
  photos: GalleryPhoto[];
  /** The heading's level on its page, and the size it is shown at. */
  heading: { level: 'h2' | 'h3'; variant: 'h4' | 'h5' };
}

/** A set of photos under its title, as the gallery and the home page show them. */
export function TitledPhotoGrid({ title, photos, heading }: TitledPhotoGridProps) {
  return (
    <>
      <Typography variant={heading.variant} component={heading.level} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <PhotoGrid photos={photos} />
    </>
  );
}
