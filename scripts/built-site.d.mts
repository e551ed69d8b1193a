/** A production build served by `vite preview` under the base path it was built for. */
export interface BuiltSite {
  basePath: string;
  /** The site's address, its base path included, ending in `/`. */
  url: string;
  close(): Promise<void>;
}

/** Serves a build (dist/ unless told) with `vite preview` (gzip, as a static host) under the base it was built for. */
export declare function previewBuiltSite(port: number, directory?: 'dist' | 'dist-real-api'): Promise<BuiltSite>;
