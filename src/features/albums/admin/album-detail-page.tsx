import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataState } from '@/components/data-state';
import { detailError } from '@/components/detail-error';
import { PageHeader } from '@/components/page-header';
import { StatusChip } from '@/components/status-chip';
import { useConfirmedMutation } from '@/components/use-confirmed-mutation';
import { albumStageLabels } from '../components/album-stage-labels';
import { api } from '@/lib/api/api';
import { errorMessage } from '@/lib/api/api-error';
import type { Album, AlbumPhoto, Settings } from '@/lib/api/api-types';
import {
  useAlbumQuery,
  useDeleteAlbumPhotoMutation,
  useDeliverAlbumMutation,
  useKeepAlbumMutation,
  useReopenAlbumSelectionMutation,
  useUploadAlbumPhotoMutation,
  useUploadEditedPhotoMutation,
} from '@/lib/api/endpoints/albums';
import { useSettingsQuery } from '@/lib/api/endpoints/settings';
import { albumChangeTags } from '@/lib/api/tags';
import { appRoutes } from '@/lib/app-routes';
import { formatSessionMoment } from '@/lib/format';
import { chosenFileNames, matchEditedFiles } from '@/lib/rules/albums';
import { addDays, studioDayOf } from '@/lib/rules/studio-time';
import { useDispatch } from 'react-redux';
import { showToast } from '@/lib/toast';
import { useNow } from '@/lib/time/use-now';
import { AlbumNextStep } from '../components/album-next-step';
import { AlbumPhotoGrid } from '../components/album-photo-grid';
import { PhotoLightbox } from '../components/photo-lightbox';
import { makeCopies } from './photo-copies';
import { PhotoDropZone } from './photo-drop-zone';
import { useUploadQueue } from './use-upload-queue';

/** The days the settings in force give the customer: to choose photos, and to download the delivered album. */
type AlbumDays = Settings['albums'];

const UNMATCHED_REASON = 'Tidak cocok dengan nama file foto pilihan';

/** The album as the store has it again once a batch of files is through: one refetch, not one per file. */
function useAlbumRefresh(reservationId: number) {
  const dispatch = useDispatch();
  return () => dispatch(api.util.invalidateTags(albumChangeTags(reservationId)));
}

function OriginalsUpload({ album }: { album: Album }) {
  const [upload] = useUploadAlbumPhotoMutation();
  const queue = useUploadQueue(useAlbumRefresh(album.reservationId));
  const send = async (photo: File) => {
    const copies = await makeCopies(photo);
    await upload({ reservationId: album.reservationId, photo, ...copies }).unwrap();
  };
  return (
    <PhotoDropZone
      title="Unggah foto asli"
      hint="Seret foto sesi ke sini, atau pilih beberapa sekaligus. JPG, PNG, WEBP atau GIF, maksimal 25 MB per foto."
      onFiles={(files) => void queue.enqueue(files, send)}
      {...queue}
    />
  );
}

function EditsUpload({ album }: { album: Album }) {
  const [upload] = useUploadEditedPhotoMutation();
  const queue = useUploadQueue(useAlbumRefresh(album.reservationId));
  const chosen = album.photos.filter((photo) => photo.isChosen);
  const onFiles = (files: File[]) => {
    const { matched, unmatched } = matchEditedFiles(files, chosen);
    const photoOf = new Map(matched.map(({ file, photoId }) => [file, photoId]));
    void queue.enqueue(
      matched.map(({ file }) => file),
      (photo) => upload({ reservationId: album.reservationId, photoId: photoOf.get(photo)!, photo }).unwrap(),
      unmatched.map((file) => ({ file, reason: UNMATCHED_REASON })),
    );
  };
  return (
    <PhotoDropZone
      title="Unggah hasil edit"
      hint="Seret semua hasil edit sekaligus: tiap file dicocokkan dengan foto pilihan lewat nama filenya."
      onFiles={onFiles}
      {...queue}
    />
  );
}

/** The customer's choice: each chosen photo with its note, and the names to paste into an editor's filter. */
function ChosenList({ album }: { album: Album }) {
  const chosen = album.photos.filter((photo) => photo.isChosen);
  const edited = chosen.filter((photo) => photo.editedUrl).length;
  const copyNames = async () => {
    try {
      await navigator.clipboard.writeText(chosenFileNames(album.photos));
      showToast('Nama file disalin', 'success');
    } catch {
      showToast('Nama file tidak dapat disalin', 'error');
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            Pilihan pelanggan ({chosen.length}/{album.editedQuota})
          </Typography>
          {chosen.length > 0 && (
            <Button startIcon={<ContentCopyIcon />} onClick={() => void copyNames()}>
              Salin nama file
            </Button>
          )}
        </Stack>
        {chosen.length === 0 ? (
          <Typography color="textSecondary">Belum ada foto yang dipilih.</Typography>
        ) : (
          <>
            <Typography variant="body2" color="textSecondary">
              {edited} dari {chosen.length} foto sudah diedit
            </Typography>
            <List dense>
              {chosen.map((photo) => (
                <ListItem key={photo.id} disableGutters>
                  <ListItemText
                    primary={`${photo.fileName}${photo.editedUrl ? ' · sudah diedit' : ''}`}
                    secondary={photo.note ? `Catatan: ${photo.note}` : 'Tanpa catatan'}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function KeepDialog({ album, open, onClose }: { album: Album; open: boolean; onClose: () => void }) {
  const now = useNow();
  const today = studioDayOf(now);
  const from = album.availableUntil && album.availableUntil > today ? album.availableUntil : today;
  const [day, setDay] = useState(addDays(from, 30).slice(0, 10));
  const [keep, { isLoading }] = useKeepAlbumMutation();
  const [error, setError] = useState<string>();
  const save = async () => {
    setError(undefined);
    try {
      const { message } = await keep({ reservationId: album.reservationId, availableUntil: day }).unwrap();
      showToast(message, 'success');
      onClose();
    } catch (refused) {
      setError(errorMessage(refused));
    }
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="keep-title">
      <DialogTitle id="keep-title">Perpanjang masa unduh</DialogTitle>
      <DialogContent>
        <TextField
          type="date"
          label="Dapat diunduh hingga"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          fullWidth
          sx={{ mt: 1 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Batal</Button>
        <Button variant="contained" onClick={() => void save()} loading={isLoading}>
          Simpan
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type AlbumAction = 'deliver' | 'reopen';

const actionTexts = (days: AlbumDays): Record<AlbumAction, { title: string; text: string; confirm: string }> => ({
  deliver: {
    title: 'Kirim ke pelanggan?',
    text: `Pelanggan dapat melihat dan mengunduh hasil edit serta semua foto asli selama ${days.keepDays} hari.`,
    confirm: 'Kirim ke pelanggan',
  },
  reopen: {
    title: 'Buka kembali pilihan?',
    text: 'Pelanggan dapat mengubah pilihan fotonya selama 2 hari lagi.',
    confirm: 'Buka kembali pilihan',
  },
});

function AlbumActions({ album, days }: { album: Album; days: AlbumDays }) {
  const [deliver] = useDeliverAlbumMutation();
  const [reopen] = useReopenAlbumSelectionMutation();
  const [isKeeping, setKeeping] = useState(false);
  const { ask, asked, dialog } = useConfirmedMutation((action: AlbumAction) =>
    (action === 'deliver' ? deliver : reopen)(album.reservationId).unwrap(),
  );
  const texts = actionTexts(days)[asked ?? 'deliver'];
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {album.stage === 'editing' && (
        <>
          <Button variant="contained" onClick={() => ask('deliver')}>
            Kirim ke pelanggan
          </Button>
          <Button variant="outlined" onClick={() => ask('reopen')}>
            Buka kembali pilihan
          </Button>
        </>
      )}
      {(album.stage === 'ready' || album.stage === 'expired') && (
        <Button variant="contained" onClick={() => setKeeping(true)}>
          Perpanjang
        </Button>
      )}
      <ConfirmDialog
        {...dialog}
        title={texts.title}
        text={texts.text}
        cancelLabel="Batal"
        confirmLabel={texts.confirm}
      />
      {isKeeping && <KeepDialog album={album} open onClose={() => setKeeping(false)} />}
    </Stack>
  );
}

function DeletePhotoButton({ album, photo }: { album: Album; photo: AlbumPhoto }) {
  const [remove] = useDeleteAlbumPhotoMutation();
  const { ask, dialog } = useConfirmedMutation(
    () => remove({ reservationId: album.reservationId, photoId: photo.id }).unwrap(),
    { refusal: 'in-dialog' },
  );
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Hapus ${photo.fileName}`}
        onClick={() => ask('delete')}
        sx={{ bgcolor: 'rgba(255,255,255,.85)', '&:hover': { bgcolor: 'common.white' } }}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
      <ConfirmDialog
        {...dialog}
        title="Hapus foto?"
        text={`${photo.fileName} akan dihapus dari album ini.`}
        cancelLabel="Batal"
        confirmLabel="Hapus"
        confirmColor="error"
      />
    </>
  );
}

function AlbumDetail({ album, days }: { album: Album; days: AlbumDays }) {
  const [open, setOpen] = useState<number | null>(null);
  const isOpenForOriginals = album.stage !== 'ready' && album.stage !== 'expired';
  const canDelete = (photo: AlbumPhoto) => isOpenForOriginals && !(photo.isChosen && album.stage === 'editing');
  return (
    <Stack spacing={3}>
      <AlbumNextStep album={album} viewer={{ role: 'admin', selectionDays: days.selectionDays }} />
      <AlbumActions album={album} days={days} />
      {album.stage === 'editing' && <EditsUpload album={album} />}
      {album.stage !== 'waiting' && <ChosenList album={album} />}
      {isOpenForOriginals && <OriginalsUpload album={album} />}
      <section>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Foto asli ({album.photoCount})
        </Typography>
        {album.photos.length === 0 ? (
          <Typography color="textSecondary">Belum ada foto.</Typography>
        ) : (
          <AlbumPhotoGrid
            photos={album.photos}
            label="Foto asli"
            onOpen={setOpen}
            tileAction={(photo) => canDelete(photo) && <DeletePhotoButton album={album} photo={photo} />}
          />
        )}
      </section>
      <PhotoLightbox photos={album.photos} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)}>
        {(photo) =>
          (photo.note || photo.isChosen) && (
            <Typography>
              {photo.isChosen ? 'Dipilih pelanggan' : ''}
              {photo.note ? ` · Catatan: ${photo.note}` : ''}
            </Typography>
          )
        }
      </PhotoLightbox>
    </Stack>
  );
}

/** `/dashboard/albums/{reservationId}`: one session's album, from its originals to its delivery. */
export function AlbumDetailPage() {
  const reservationId = Number(useParams().reservationId);
  const { data, isLoading, error } = useAlbumQuery(reservationId);
  const settings = useSettingsQuery();
  return (
    <>
      <PageHeader
        title={data ? `Hasil Foto · ${data.customer.name}` : 'Hasil Foto'}
        subtitle={
          data
            ? `Reservasi #${reservationId} · ${data.session.packageName} · ${formatSessionMoment(data.session.date, data.session.time)}`
            : `Reservasi #${reservationId}`
        }
        breadcrumbs={[{ label: 'Hasil Foto', to: appRoutes.dashboard.albums.to() }, { label: 'Detail' }]}
        actions={data && <StatusChip status={albumStageLabels[data.stage]} />}
      />
      <DataState
        data={data && settings.data && { album: data, days: settings.data.albums }}
        isLoading={isLoading || settings.isLoading}
        error={error ?? settings.error}
        formatError={detailError}
      >
        {({ album, days }) => <AlbumDetail album={album} days={days} />}
      </DataState>
    </>
  );
}
