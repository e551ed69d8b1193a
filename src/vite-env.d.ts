/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A real API's base URL. When set, the emulated backend is not loaded at all. */
  readonly VITE_API_URL?: string;
  /** The studio's static QRIS from its bank; payments turn it into a dynamic code per transaction. */
  readonly VITE_STUDIO_QRIS?: string;
  /** One id for a build of the page and of the backend's service worker built with it (vite.config.ts). */
  readonly VITE_BUILD_ID: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
