import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useId, type ChangeEvent } from 'react';
import { useImagePick } from '@/components/use-image-pick';
import { MAX_CATEGORY_IMAGES } from '@/lib/forms/schemas';
import { FileTile, ImageTile } from './image-tile';
import { apiImageUrl } from '@/lib/config';

export interface ImagePickerProps {
  /** Images the category already has and keeps. */
  keptUrls: string[];
  /** Files picked now, uploaded on save. */
  files: File[];
  onChange: (next: { keptUrls: string[]; files: File[] }) => void;
  error?: string;
}

const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/** The category's photos: the kept ones and the newly picked files, each previewed and removable. */
export function ImagePicker({ keptUrls, files, onChange, error }: ImagePickerProps) {
  const helperId = useId();
  const { refusal, checkPick } = useImagePick();
  // A file that is no image is left out as it is picked, and the helper text says why.
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const images = await checkPick(picked);
    if (images && images.length > 0) onChange({ keptUrls, files: [...files, ...images] });
  };
  const count = keptUrls.length + files.length;
  const message = refusal ?? error;

  return (
    <FormControl error={Boolean(message)} component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Foto
      </FormLabel>
      {count > 0 && (
        <Stack component="ul" direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', p: 0, m: 0, mb: 1.5 }}>
          {keptUrls.map((url, index) => (
            <ImageTile
              key={url}
              src={apiImageUrl(url)}
              alt={`Gambar ${index + 1}`}
              removeLabel={`Hapus gambar ${index + 1}`}
              onRemove={() => onChange({ keptUrls: keptUrls.filter((kept) => kept !== url), files })}
            />
          ))}
          {files.map((file, index) => (
            <FileTile
              key={`${file.name}-${index}`}
              file={file}
              alt={`Gambar baru ${file.name}`}
              removeLabel={`Hapus gambar ${keptUrls.length + index + 1}`}
              onRemove={() => onChange({ keptUrls, files: files.filter((_, position) => position !== index) })}
            />
          ))}
        </Stack>
      )}
      {/* A label that looks like a button: the file input inside it takes the focus (no button in a button), and the label shows it. */}
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        color="secondary"
        startIcon={<AddPhotoAlternateIcon />}
        sx={{
          alignSelf: 'flex-start',
          '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        }}
      >
        Pilih Gambar
        <input
          type="file"
          accept="image/*"
          multiple
          aria-describedby={helperId}
          onChange={(event) => void pick(event)}
          style={visuallyHidden}
        />
      </Button>
      <FormHelperText id={helperId}>
        {message ?? `Pilih 1 sampai ${MAX_CATEGORY_IMAGES} gambar (JPG, PNG, WEBP atau GIF), maksimal 5 MB per gambar.`}
      </FormHelperText>
    </FormControl>
  );
}
