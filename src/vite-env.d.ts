/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A real API's base URL. When set, the emulated backend is not loaded at all. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
