import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { apiImageUrl } from '@/lib/config';

/**
 * 'Lihat Bukti': the uploaded proof image in a dialog, the whole screen on a phone, and 'Perbesar' to read
 * it at twice the dialog's width (scrolling), where a transfer's small print (time, reference) is legible.
 */
export function ProofImageButton({ imageUrl }: { imageUrl: string | undefined }) {
  const [isOpen, setOpen] = useState(false);
  const [isZoomed, setZoomed] = useState(false);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const close = () => {
    setOpen(false);
    setZoomed(false);
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="secondary"
        sx={{ whiteSpace: 'nowrap' }}
        disabled={!imageUrl}
        onClick={() => setOpen(true)}
      >
        Lihat Bukti
      </Button>
      <Dialog open={isOpen} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={isPhone}>
        <DialogTitle id={titleId}>Bukti Pembayaran</DialogTitle>
        <DialogContent dividers sx={{ p: 0 }}>
          {/* Focusable, so a keyboard can scroll the enlarged proof too; a named region, so what takes the
              focus says what it is. */}
          <Box
            role="region"
            aria-label="Gambar bukti pembayaran"
            tabIndex={0}
            sx={{ overflow: 'auto', maxHeight: isPhone ? 'none' : '70vh' }}
          >
            <Box
              component="img"
              src={apiImageUrl(imageUrl)}
              alt="Bukti pembayaran"
              sx={{ display: 'block', maxWidth: 'none', height: 'auto' }}
              style={{ width: isZoomed ? '200%' : '100%' }}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button
            aria-pressed={isZoomed}
            startIcon={isZoomed ? <ZoomOutIcon /> : <ZoomInIcon />}
            onClick={() => setZoomed((zoomed) => !zoomed)}
          >
            {isZoomed ? 'Perkecil' : 'Perbesar'}
          </Button>
          <Button onClick={close}>Tutup</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
