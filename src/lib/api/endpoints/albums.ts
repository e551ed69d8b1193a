import { api, dataOf, pageOf, type ApiEnvelope, type ListPage } from '@/lib/api/api';
import type { Album, AlbumListQuery, AlbumPhoto, AlbumSelectionRequest, AlbumSummary } from '@/lib/api/api-types';
import { albumChangeTags, albumTag, listTag } from '@/lib/api/tags';

/** An original with the copies the admin's browser made of it (none when it could not). */
export interface AlbumPhotoUpload {
  reservationId: number;
  photo: File;
  thumbnail?: Blob;
  preview?: Blob;
}

export interface EditedPhotoUpload {
  reservationId: number;
  photoId: number;
  photo: File;
}

type AlbumChange<Body = undefined> = Body extends undefined ? number : { reservationId: number } & Body;

export const albumsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /albums: an admin's every album, a customer's own, by stage and search. */
    albums: build.query<ListPage<AlbumSummary>, AlbumListQuery>({
      query: (params) => ({ url: 'albums', params }),
      transformResponse: pageOf<AlbumSummary>,
      providesTags: (page) => [...(page?.rows ?? []).map((album) => albumTag(album.reservationId)), listTag('Album')],
    }),
    album: build.query<Album, number>({
      query: (reservationId) => `album/${reservationId}`,
      transformResponse: dataOf<Album>,
      providesTags: (_album, _error, reservationId) => [albumTag(reservationId)],
    }),
    keepAlbum: build.mutation<ApiEnvelope<Album>, AlbumChange<{ availableUntil: string }>>({
      query: ({ reservationId, availableUntil }) => ({
        url: `album/${reservationId}`,
        method: 'PATCH',
        body: { availableUntil },
      }),
      invalidatesTags: (_result, _error, { reservationId }) => albumChangeTags(reservationId),
    }),
    saveAlbumSelection: build.mutation<ApiEnvelope<Album>, AlbumChange<AlbumSelectionRequest>>({
      query: ({ reservationId, photos }) => ({
        url: `album/${reservationId}/selection`,
        method: 'PUT',
        body: { photos } satisfies AlbumSelectionRequest,
      }),
      // The page keeps the answer itself (`updateQueryData`): a heart does not refetch the whole album.
      async onQueryStarted({ reservationId }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(albumsApi.util.updateQueryData('album', reservationId, () => answer.data.data));
      },
      invalidatesTags: [listTag('Album')],
    }),
    submitAlbumSelection: build.mutation<ApiEnvelope<Album>, AlbumChange>({
      query: (reservationId) => ({ url: `album/${reservationId}/selection/submit`, method: 'POST' }),
      invalidatesTags: (_result, _error, reservationId) => albumChangeTags(reservationId),
    }),
    reopenAlbumSelection: build.mutation<ApiEnvelope<Album>, AlbumChange>({
      query: (reservationId) => ({ url: `album/${reservationId}/selection/reopen`, method: 'POST' }),
      invalidatesTags: (_result, _error, reservationId) => albumChangeTags(reservationId),
    }),
    deliverAlbum: build.mutation<ApiEnvelope<Album>, AlbumChange>({
      query: (reservationId) => ({ url: `album/${reservationId}/deliver`, method: 'POST' }),
      invalidatesTags: (_result, _error, reservationId) => albumChangeTags(reservationId),
    }),
    /** One original per request; the page refetches the album once its batch is in. */
    uploadAlbumPhoto: build.mutation<ApiEnvelope<AlbumPhoto>, AlbumPhotoUpload>({
      query: ({ reservationId, photo, thumbnail, preview }) => {
        const body = new FormData();
        body.append('photo', photo);
        if (thumbnail) body.append('thumbnail', thumbnail, 'thumbnail.webp');
        if (preview) body.append('preview', preview, 'preview.webp');
        return { url: `album/${reservationId}/photos`, method: 'POST', body };
      },
    }),
    deleteAlbumPhoto: build.mutation<ApiEnvelope<Album>, AlbumChange<{ photoId: number }>>({
      query: ({ reservationId, photoId }) => ({ url: `album/${reservationId}/photo/${photoId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { reservationId }) => albumChangeTags(reservationId),
    }),
    uploadEditedPhoto: build.mutation<ApiEnvelope<AlbumPhoto>, EditedPhotoUpload>({
      query: ({ reservationId, photoId, photo }) => {
        const body = new FormData();
        body.append('photo', photo);
        return { url: `album/${reservationId}/photo/${photoId}/edited`, method: 'POST', body };
      },
    }),
  }),
});

export const {
  useAlbumsQuery,
  useAlbumQuery,
  useKeepAlbumMutation,
  useSaveAlbumSelectionMutation,
  useSubmitAlbumSelectionMutation,
  useReopenAlbumSelectionMutation,
  useDeliverAlbumMutation,
  useUploadAlbumPhotoMutation,
  useDeleteAlbumPhotoMutation,
  useUploadEditedPhotoMutation,
} = albumsApi;

/** How many choices wait for the studio's edits: the dashboard menu's badge. */
export function useAlbumsToEdit(): number {
  return useAlbumsQuery({ stage: 'editing', page: 1, pageSize: 1 }).data?.pagination.itemCount ?? 0;
}
