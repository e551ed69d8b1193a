import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

/** 'Lihat Bukti': the uploaded proof image, in a dialog. */
export function ProofImageButton({ imageUrl }: { imageUrl: string | undefined }) {
  const [isOpen, setOpen] = useState(false);
  const titleId = useId();
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
      <Dialog open={isOpen} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>Bukti Pembayaran</DialogTitle>
        <DialogContent>
          <img src={imageUrl} alt="Bukti pembayaran" style={{ display: 'block', width: '100%', height: 'auto' }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Tutup</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
