import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';

const BUILT_SITE = join(process.cwd(), 'dist');

/**
 * The production build served by a static host of its own, on one origin, that can be redeployed while the
 * browser keeps its tabs, service worker and IndexedDB: the next deploy is a copy of the build under another
 * build id (the one thing that tells a deploy from the one before, as `vite build` gives every build its own).
 */
export interface RedeployableSite {
  url: string;
  /** Replaces the served files with the same build under `newBuildId`, on the same origin. */
  redeploy(oldBuildId: string, newBuildId: string): Promise<void>;
  close(): Promise<void>;
}

async function serve(outDir: string, basePath: string, port: number): Promise<PreviewServer> {
  return preview({
    configFile: false,
    base: basePath,
    build: { outDir },
    preview: { port, strictPort: true, host: 'localhost' },
    logLevel: 'silent',
  });
}

const close = (server: PreviewServer) =>
  new Promise<void>((done, fail) => server.httpServer.close((error) => (error ? fail(error) : done())));

/** Every script of the build with one build id swapped for another; fails unless the worker and a page script had it. */
async function withBuildId(directory: string, oldBuildId: string, newBuildId: string): Promise<void> {
  const files = (await readdir(directory, { recursive: true })).filter((file) => file.endsWith('.js'));
  const changed: string[] = [];
  for (const file of files) {
    const path = join(directory, file);
    const code = await readFile(path, 'utf8');
    if (!code.includes(oldBuildId)) continue;
    await writeFile(path, code.replaceAll(oldBuildId, newBuildId));
    changed.push(file);
  }
  if (!changed.includes('sw.js') || changed.length < 2)
    throw new Error(
      `The build id ${oldBuildId} is in ${changed.join(', ') || 'no script'}: expected sw.js and a page script.`,
    );
}

export async function startRedeployableSite(basePath: string): Promise<RedeployableSite> {
  let server = await serve(BUILT_SITE, basePath, 0);
  const { port } = server.httpServer.address() as AddressInfo;
  const copies: string[] = [];
  return {
    url: `http://localhost:${port}${basePath}`,
    async redeploy(oldBuildId, newBuildId) {
      const next = await mkdtemp(join(tmpdir(), 'studio-deploy-'));
      copies.push(next);
      await cp(BUILT_SITE, next, { recursive: true });
      await withBuildId(next, oldBuildId, newBuildId);
      await close(server);
      server = await serve(next, basePath, port);
    },
    async close() {
      await close(server);
      await Promise.all(copies.map((copy) => rm(copy, { recursive: true, force: true })));
    },
  };
}
