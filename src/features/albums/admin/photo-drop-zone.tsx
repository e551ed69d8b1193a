import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import type { QueuedUpload } from './use-upload-queue';

const stateText: Record<QueuedUpload['state'], string> = {
  waiting: 'Menunggu',
  uploading: 'Mengunggah…',
  done: 'Selesai',
  failed: 'Gagal',
};

function UploadIcon({ upload }: { upload: QueuedUpload }) {
  if (upload.state === 'done') return <CheckCircleIcon color="success" fontSize="small" />;
  if (upload.state === 'failed') return <ErrorIcon color="error" fontSize="small" />;
  if (upload.state === 'uploading') return <CircularProgress size={18} aria-hidden />;
  return <Box sx={{ width: 20 }} />;
}

export interface PhotoDropZoneProps {
  /** "Unggah foto asli", "Unggah hasil edit". */
  title: string;
  hint: string;
  onFiles: (files: File[]) => void;
  uploads: QueuedUpload[];
  progress: number;
  isBusy: boolean;
}

/** Many photos at once, dropped or picked; each with its state, and the batch's progress above them. */
export function PhotoDropZone({ title, hint, onFiles, uploads, progress, isBusy }: PhotoDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };
  const failed = uploads.filter((upload) => upload.state === 'failed').length;
  const done = uploads.filter((upload) => upload.state === 'done').length;
  return (
    <Stack spacing={1.5} role="group" aria-label={title}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          border: '2px dashed',
          borderColor: isOver ? 'primary.main' : 'divider',
          bgcolor: isOver ? 'action.hover' : 'transparent',
          borderRadius: 3,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
        }}
      >
        <CloudUploadIcon color="primary" sx={{ fontSize: 40 }} />
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {hint}
        </Typography>
        <Button variant="contained" onClick={() => input.current?.click()}>
          Pilih foto
        </Button>
        <input
          ref={input}
          aria-label={title}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          hidden
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Box>
      {uploads.length > 0 && (
        <Box role="status" aria-live="polite">
          <LinearProgress variant="determinate" value={progress} aria-label="Kemajuan unggahan" />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {isBusy ? 'Mengunggah' : 'Selesai'}: {done} berhasil{failed > 0 ? `, ${failed} gagal` : ''} dari{' '}
            {uploads.length} foto
          </Typography>
        </Box>
      )}
      {uploads.length > 0 && (
        <List dense aria-label="Foto yang diunggah" sx={{ maxHeight: 240, overflowY: 'auto' }}>
          {uploads.map((upload) => (
            <ListItem key={upload.key} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <UploadIcon upload={upload} />
              </ListItemIcon>
              <ListItemText
                primary={upload.name}
                secondary={upload.reason ?? stateText[upload.state]}
                slotProps={{
                  primary: { sx: { overflowWrap: 'anywhere' } },
                  secondary: { color: upload.state === 'failed' ? 'error' : 'textSecondary' },
                }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
