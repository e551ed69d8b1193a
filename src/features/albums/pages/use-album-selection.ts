import { useState } from 'react';
import { errorMessage } from '@/lib/api/api-error';
import type { Album, AlbumPhoto } from '@/lib/api/api-types';
import { useSaveAlbumSelectionMutation } from '@/lib/api/endpoints/albums';
import { quotaRefusal } from '@/lib/rules/albums';
import { showToast } from '@/lib/toast';

type Choice = ReadonlyMap<number, string>;

const choiceOf = (album: Album): Choice =>
  new Map(album.photos.filter((photo) => photo.isChosen).map((photo) => [photo.id, photo.note]));

/**
 * The customer's choice while they make it: a heart shows at once and is saved behind it (the whole choice, as
 * the API takes it), in order; an eleventh over a quota of ten is refused here with the API's own reason. Once no
 * save is under way the page shows the choice as the server holds it, so a refusal puts it back.
 */
export function useAlbumSelection(album: Album) {
  const [save] = useSaveAlbumSelectionMutation();
  const [pending, setPending] = useState<Choice>();
  const [saving, setSaving] = useState(0);
  // While saves are under way the page shows the latest choice; once none is, the server's.
  const choice = pending && saving > 0 ? pending : choiceOf(album);

  const store = async (next: Choice) => {
    setPending(next);
    setSaving((count) => count + 1);
    const photos = [...next].map(([id, note]) => ({ id, note }));
    try {
      await save({ reservationId: album.reservationId, photos }).unwrap();
    } catch (refused) {
      setPending(undefined);
      showToast(errorMessage(refused), 'error');
    } finally {
      setSaving((count) => count - 1);
    }
  };

  const toggle = (photo: AlbumPhoto) => {
    const next = new Map(choice);
    if (next.has(photo.id)) {
      next.delete(photo.id);
    } else {
      const refusal = quotaRefusal(next.size + 1, album.editedQuota);
      if (refusal) {
        showToast(refusal, 'error');
        return;
      }
      next.set(photo.id, '');
    }
    void store(next);
  };

  const setNote = (photo: AlbumPhoto, note: string) => {
    if (!choice.has(photo.id) || choice.get(photo.id) === note) return;
    void store(new Map(choice).set(photo.id, note));
  };

  return {
    count: choice.size,
    isChosen: (photo: AlbumPhoto) => choice.has(photo.id),
    noteOf: (photo: AlbumPhoto) => choice.get(photo.id) ?? '',
    toggle,
    setNote,
  };
}
