import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageContainer } from '@/components/layouts/public-layout';
import { PageHeader } from '@/components/page-header';
import { trailThroughHistory } from '@/components/page-trails';
import { StatusChip } from '@/components/status-chip';
import { useConfirmedMutation } from '@/components/use-confirmed-mutation';
import { albumStageLabels } from '../components/album-stage-labels';
import { errorMessage } from '@/lib/api/api-error';
import type { Album, AlbumPhoto } from '@/lib/api/api-types';
import { useAlbumQuery, useSubmitAlbumSelectionMutation } from '@/lib/api/endpoints/albums';
import { formatSessionMoment } from '@/lib/format';
import { selectionCounter } from '@/lib/rules/albums';
import { showToast } from '@/lib/toast';
import { AlbumNextStep } from '../components/album-next-step';
import { AlbumPhotoGrid } from '../components/album-photo-grid';
import { PhotoLightbox } from '../components/photo-lightbox';
import { downloadAlbum, downloadPhoto } from './album-download';
import { useAlbumSelection } from './use-album-selection';

const crumbs = trailThroughHistory('Hasil Foto');

function AlbumSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Memuat hasil foto">
      <Skeleton variant="rounded" height={56} />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' } }}>
        {Array.from({ length: 10 }, (_, index) => (
          <Skeleton key={index} variant="rounded" sx={{ aspectRatio: '1', height: 'auto' }} />
        ))}
      </Box>
    </Stack>
  );
}

/** The heart and the note of the photo in the lightbox, while the customer chooses. */
function ChoiceControls({ photo, selection }: { photo: AlbumPhoto; selection: ReturnType<typeof useAlbumSelection> }) {
  const isChosen = selection.isChosen(photo);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <Button
        variant={isChosen ? 'contained' : 'outlined'}
        onClick={() => selection.toggle(photo)}
        aria-pressed={isChosen}
      >
        {isChosen ? 'Dipilih' : 'Pilih foto ini'}
      </Button>
      {isChosen && (
        <TextField
          key={photo.id}
          size="small"
          label="Catatan untuk editor"
          placeholder="mis. rapikan rambut"
          defaultValue={selection.noteOf(photo)}
          slotProps={{ htmlInput: { maxLength: 300 } }}
          onBlur={(event) => selection.setNote(photo, event.target.value.trim())}
          sx={{ flex: 1 }}
        />
      )}
    </Stack>
  );
}

function Downloads({ photo }: { photo: AlbumPhoto }) {
  const download = (copy: 'edited' | 'original') => {
    downloadPhoto(photo, copy).catch((failure: unknown) =>
      showToast(errorMessage(failure, 'Foto tidak dapat diunduh. Coba lagi.'), 'error'),
    );
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {photo.editedUrl && (
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => download('edited')}>
          Unduh hasil edit
        </Button>
      )}
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => download('original')}>
        Unduh foto asli
      </Button>
    </Stack>
  );
}

/** "Unduh semua": the ZIP, with how far it is. */
function DownloadAll({ album }: { album: Album }) {
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const start = async () => {
    setProgress({ done: 0, total: 1 });
    try {
      const saved = await downloadAlbum(album, (done, total) => setProgress({ done, total }));
      if (saved) showToast('Semua foto berhasil diunduh', 'success');
    } catch (failure) {
      showToast(errorMessage(failure, 'Foto tidak dapat diunduh. Coba lagi.'), 'error');
    } finally {
      setProgress(undefined);
    }
  };
  return (
    <Stack spacing={1} sx={{ minWidth: { sm: 220 } }}>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        onClick={() => void start()}
        disabled={progress !== undefined}
      >
        Unduh semua
      </Button>
      {progress && (
        <Box role="status" aria-live="polite">
          <LinearProgress
            variant="determinate"
            value={(progress.done / progress.total) * 100}
            aria-label="Kemajuan unduhan"
          />
          <Typography variant="caption">
            Mengunduh {progress.done} dari {progress.total} foto…
          </Typography>
        </Box>
      )}
    </Stack>
  );
}

function SelectingAlbum({ album }: { album: Album }) {
  const selection = useAlbumSelection(album);
  const [open, setOpen] = useState<number | null>(null);
  const [submit] = useSubmitAlbumSelectionMutation();
  const { ask, dialog } = useConfirmedMutation(() => submit(album.reservationId).unwrap());
  return (
    <>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          mb: 2,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          flexWrap: 'wrap',
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: 2,
        }}
      >
        <Typography sx={{ fontWeight: 700, flex: 1 }} aria-live="polite">
          {selectionCounter(selection.count, album.editedQuota)}
        </Typography>
        <Button variant="contained" startIcon={<SendIcon />} onClick={() => ask('submit')}>
          Kirim pilihan
        </Button>
      </Paper>
      <AlbumPhotoGrid
        photos={album.photos}
        label="Foto sesi Anda"
        onOpen={setOpen}
        hearts={{ isChosen: selection.isChosen, onToggle: selection.toggle }}
      />
      <PhotoLightbox photos={album.photos} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)}>
        {(photo) => <ChoiceControls photo={photo} selection={selection} />}
      </PhotoLightbox>
      <ConfirmDialog
        {...dialog}
        title="Kirim pilihan foto?"
        text={`Anda mengirim ${selection.count} foto untuk diedit. Setelah dikirim, pilihan tidak dapat diubah.`}
        cancelLabel="Batal"
        confirmLabel="Kirim pilihan"
      />
    </>
  );
}

function DeliveredAlbum({ album }: { album: Album }) {
  const edited = album.photos.filter((photo) => photo.editedUrl);
  const [open, setOpen] = useState<{ list: 'edited' | 'originals'; index: number } | null>(null);
  const listOf = (list: 'edited' | 'originals') => (list === 'edited' ? edited : album.photos);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography>
          {edited.length} foto edit · {album.photos.length} foto asli
        </Typography>
        <DownloadAll album={album} />
      </Stack>
      {edited.length > 0 && (
        <section>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Foto edit
          </Typography>
          <AlbumPhotoGrid
            photos={edited}
            label="Foto edit"
            shows="edited"
            onOpen={(index) => setOpen({ list: 'edited', index })}
          />
        </section>
      )}
      <section>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Foto asli
        </Typography>
        <AlbumPhotoGrid
          photos={album.photos}
          label="Foto asli"
          onOpen={(index) => setOpen({ list: 'originals', index })}
        />
      </section>
      <PhotoLightbox
        photos={open ? listOf(open.list) : []}
        index={open?.index ?? null}
        shows={open?.list === 'edited' ? 'edited' : 'preview'}
        onIndexChange={(index) => setOpen((current) => current && { ...current, index })}
        onClose={() => setOpen(null)}
      >
        {(photo) => <Downloads photo={photo} />}
      </PhotoLightbox>
    </Stack>
  );
}

function SentAlbum({ album }: { album: Album }) {
  const [open, setOpen] = useState<number | null>(null);
  const chosen = album.photos.filter((photo) => photo.isChosen);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Pilihan terkirim
      </Typography>
      <AlbumPhotoGrid photos={chosen.length > 0 ? chosen : album.photos} label="Foto pilihan Anda" onOpen={setOpen} />
      <PhotoLightbox
        photos={chosen.length > 0 ? chosen : album.photos}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
      >
        {(photo) => photo.note && <Typography>Catatan: {photo.note}</Typography>}
      </PhotoLightbox>
    </Stack>
  );
}

function AlbumBody({ album }: { album: Album }) {
  switch (album.stage) {
    case 'selecting':
      return <SelectingAlbum album={album} />;
    case 'editing':
      return <SentAlbum album={album} />;
    case 'ready':
      return <DeliveredAlbum album={album} />;
    default:
      return null;
  }
}

/** `/photos/{reservationId}`: the customer's album of one session, its stage and what they can do with it now. */
export function AlbumPage() {
  const reservationId = Number(useParams().reservationId);
  const { data: album, isLoading, error } = useAlbumQuery(reservationId);
  return (
    <PageContainer>
      <PageHeader
        title="Hasil Foto"
        subtitle={
          album
            ? `${album.session.categoryName} · ${album.session.packageName} · ${formatSessionMoment(album.session.date, album.session.time)}`
            : `Reservasi #${reservationId}`
        }
        breadcrumbs={crumbs}
        actions={album && <StatusChip status={albumStageLabels[album.stage]} />}
      />
      {isLoading && <AlbumSkeleton />}
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      {album && (
        <>
          <AlbumNextStep album={album} viewer={{ role: 'customer' }} />
          <AlbumBody album={album} />
        </>
      )}
    </PageContainer>
  );
}
