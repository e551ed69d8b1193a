import { http, HttpResponse } from 'msw';
import { apiUrl } from '@story-harness/story-handlers';
import { planUpload, recordUpload, type IncomingFile } from '@mocks/domain/uploads/uploads';
import { testBackend, testServer } from './test-server';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** What the backend would learn of a small PNG. */
const smallPng: IncomingFile = { mimeType: 'image/png', size: 68, head: Uint8Array.from(PNG_SIGNATURE) };

/**
 * Under jsdom a File sent through fetch + FormData arrives as the text "undefined", which the emulated
 * upload rightly refuses. This stands in for `POST /upload` only: it reads the real multipart request,
 * and records one PNG per `images` entry through the backend's own upload rules, so the URLs it answers
 * are ones the category endpoints accept. Returns the list the issued URLs are pushed to, in order.
 */
export function acceptCategoryUploadsAsPng(): string[] {
  const issued: string[] = [];
  testServer.use(
    http.post(apiUrl('upload'), async ({ request }) => {
      const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
      const form = await request.formData();
      const incoming = form.getAll('images').map(() => smallPng);
      const outcome = await testBackend.store.transact((db) => {
        const caller = { token, now: testBackend.clock.now() };
        const plan = planUpload(db, caller, form.get('entity'), incoming);
        return recordUpload(db, caller, plan, (key) => `/api/v1/files/${key}`);
      });
      issued.push(...outcome.data);
      return HttpResponse.json({ data: outcome.data, message: outcome.message }, { status: outcome.status });
    }),
  );
  return issued;
}
