import {
  deliverAlbum,
  getAlbum,
  keepAlbum,
  listAlbums,
  reopenAlbumSelection,
  saveAlbumSelection,
  submitAlbumSelection,
} from '../domain/albums/albums';
import { deleteAlbumPhoto } from '../domain/albums/album-files';
import { albumFileHandlers } from './album-files';
import { ruleTable } from './rule-routes';

/** `/album…`: the photos of finished sessions, the customer's choice of them, and the studio's delivery. */
export const albumHandlers = ruleTable(({ get, put, post, patch, delete: remove }, backend, api) => [
  get('/albums', (db, { caller, url }) => listAlbums(db, caller, url.searchParams)),
  get('/album/{reservationId}', (db, { caller, params }) => getAlbum(db, caller, params.reservationId)),
  patch('/album/{reservationId}', (db, { caller, params, body }) => keepAlbum(db, caller, params.reservationId, body)),
  put('/album/{reservationId}/selection', (db, { caller, params, body }) =>
    saveAlbumSelection(db, caller, params.reservationId, body),
  ),
  post('/album/{reservationId}/selection/submit', (db, { caller, params }) =>
    submitAlbumSelection(db, caller, params.reservationId),
  ),
  post('/album/{reservationId}/selection/reopen', (db, { caller, params }) =>
    reopenAlbumSelection(db, caller, params.reservationId),
  ),
  post('/album/{reservationId}/deliver', (db, { caller, params }) => deliverAlbum(db, caller, params.reservationId)),
  remove('/album/{reservationId}/photo/{photoId}', (db, { caller, params }) =>
    deleteAlbumPhoto(db, caller, params.reservationId, params.photoId),
  ),
  ...albumFileHandlers(backend, api),
]);
