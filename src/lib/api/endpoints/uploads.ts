import { api, type ApiEnvelope } from '@/lib/api/api';
import type { UploadEntity } from '@/lib/api/api-types';

export interface UploadRequest {
  entity: UploadEntity;
  files: File[];
}

/** POST /upload: images as multipart; answers the URLs the files are served from. */
export const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadImages: build.mutation<ApiEnvelope<string[]>, UploadRequest>({
      query: ({ entity, files }) => {
        const body = new FormData();
        for (const file of files) body.append('images', file);
        body.append('entity', entity);
        return { url: 'upload', method: 'POST', body };
      },
    }),
  }),
});

export const { useUploadImagesMutation } = uploadApi;

/**
 * Uploads one image of a payment (a proof, a receipt) and resolves with the URL it is served from, which the
 * transaction's call then names. An answer without one is an error the form shows.
 */
export function useUploadPaymentImage(): (image: File) => Promise<string> {
  const [upload] = useUploadImagesMutation();
  return async (image) => {
    const [url] = (await upload({ entity: 'transaction', files: [image] }).unwrap()).data;
    if (!url) throw new Error('Gambar gagal diunggah');
    return url;
  };
}
