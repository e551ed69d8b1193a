import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useImagePick } from './use-image-pick';

export interface ReceiptPhotoFieldProps {
  /** The photo chosen, if any. */
  file: File | null | undefined;
  /** What the photo is, as the button names it: "foto struk", "foto bukti transfer". */
  noun: string;
  /** A checked image, or null when the choice was cleared. */
  onPick: (file: File | null) => void | Promise<unknown>;
}

/**
 * An optional photo of a receipt in an admin's form (a payment taken at the counter, a refund paid back): a button
 * that opens the file picker, the file's name once chosen, and why a file was refused (not an image, too large).
 */
export function ReceiptPhotoField({ file, noun, onPick }: ReceiptPhotoFieldProps) {
  const { refusal, checkPick } = useImagePick();
  const input = useRef<HTMLInputElement>(null);
  const pick = async (picked: File | undefined) => {
    const images = await checkPick(picked ? [picked] : []);
    if (images) await onPick(images[0] ?? null);
  };
  const label = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<AddPhotoAlternateIcon />}
        onClick={() => input.current?.click()}
      >
        {file ? `Ganti ${noun}` : `Tambah ${noun} (opsional)`}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        aria-label={label}
        hidden
        onChange={(event) => void pick(event.currentTarget.files?.[0])}
      />
      {file && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {file.name}
        </Typography>
      )}
      {refusal && <FormHelperText error>{refusal}</FormHelperText>}
    </Stack>
  );
}
