import { File as NodeFile } from 'node:buffer';

/**
 * Node 24's fetch (undici 7) reads a multipart body into a `FormData` by making each file with the global `File`,
 * then asserts that it made one of Node's own. jsdom puts its own `File` on the global, so every upload a handler
 * reads in a component test failed that assertion (vitest-dev/vitest#9135). While a body is read as a form, the
 * global `File` is Node's; the test code that built the upload with jsdom's is waiting for the answer meanwhile.
 */
export function readFormsWithNodeFiles(): void {
  for (const body of [Request.prototype, Response.prototype]) {
    const formData = Reflect.get<typeof body, 'formData'>(body, 'formData');
    body.formData = async function (this: Request | Response) {
      const pageFile = globalThis.File;
      Reflect.set(globalThis, 'File', NodeFile);
      try {
        return await formData.call(this);
      } finally {
        Reflect.set(globalThis, 'File', pageFile);
      }
    };
  }
}
