import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { dirname, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Connect, Plugin, Rolldown, ViteBuilder } from 'vite';
import { earlySubmitGuard } from '../src/prerender/early-input.ts';
import type { PrerenderedFile, prerenderFiles } from '../src/prerender/render-page.tsx';
import { staticClosure } from './start-modules.ts';

/** The server entry's module, as built for Node (src/prerender/render-page.tsx). */
interface ServerEntry {
  prerenderFiles: typeof prerenderFiles;
}

export interface PrerenderPagesOptions {
  /** The module that renders the app's pages on the server, e.g. `src/prerender/render-page.tsx`. */
  serverEntry: string;
  /** Where the server entry is built to, and loaded from, during the build: never deployed. */
  serverOutDir: string;
  /** Whether a path under the base is one of the app's routes (answered with the shell) or unknown (the 404 page). */
  isAppRoute: (pathname: string, base: string) => boolean;
}

const HEAD_SLOT = '<!--app-head-->';
const ROOT_SLOT = '<div id="root"><!--app-html--></div>';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page paints from its HTML and styles; its scripts only make it interactive. So they are not
 * fetched until the first frame has been painted (the entry and the modules it imports, preloaded together),
 * and on a slow link the stylesheet, the fonts and the images of the first paint do not share it with them.
 * Each preload starts in a task of its own: starting a fetch took a busy phone up to 28 ms, and a loop over
 * all of them one task of 40-60 ms. The modules of the page's routes (`routeModules`, with what they import)
 * come next, before the entry is run: when the app loads its routes, Vite's preloading then finds every one asked
 * for, where it appended 17 to 30 links in one task. A task ends with a message to the page itself, which the
 * browser does not hold back as it holds a timer set from a timer (4 ms from the fifth on).
 */
function loadScriptsAfterFirstPaint(html: string, routeModules: string[]): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry === undefined) throw new Error('prerender: index.html has no module script to defer.');
  const start = [entry, ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])];
  const modules = [...start, ...routeModules.filter((href) => !start.includes(href))];
  const script = [
    earlySubmitGuard,
    'const nextTask = () => new Promise((resolve) => {',
    '  const channel = new MessageChannel();',
    '  channel.port1.onmessage = resolve;',
    '  channel.port2.postMessage(null);',
    '});',
    'requestAnimationFrame(() => setTimeout(async () => {',
    `  for (const href of ${JSON.stringify(modules)}) {`,
    "    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));",
    '    await nextTask();',
    '  }',
    `  import(${JSON.stringify(entry)});`,
    '}));',
  ].join('\n');
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `<script type="module">\n${script}\n</script>`);
}

type OutputChunk = Rolldown.OutputChunk;

/**
 * The files a page's route modules are in, with all they import, by the names they export their pages by: each is
 * a chunk the app imports dynamically (`HomePage` from `home-page-….js`).
 */
export function routeModuleFiles(exportNames: string[], chunks: OutputChunk[], base: string): string[] {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const roots = exportNames.map((name) => {
    const chunk = chunks.find((candidate) => candidate.isDynamicEntry && candidate.exports.includes(name));
    if (!chunk) throw new Error(`prerender: no chunk the app imports dynamically exports ${name}.`);
    return chunk;
  });
  return staticClosure(roots, byFileName).map((chunk) => `${base}${chunk.fileName}`);
}

/** The chunks of a build's output. */
function chunksOf(output: Awaited<ReturnType<ViteBuilder['build']>>): OutputChunk[] {
  const outputs = Array.isArray(output) ? output : 'output' in output ? [output] : [];
  return outputs.flatMap(({ output: files }) => files.filter((file): file is OutputChunk => file.type === 'chunk'));
}

/** The element right after a prerendered page's markup: the browser paints nothing before it has parsed it. */
export const PAGE_END_ID = 'prerendered-end';

/**
 * Shows nothing of a prerendered page before its markup is parsed: `#root` is unseen while `#prerendered-end`, the
 * element after it, is not yet in the document. A busy phone otherwise painted half a page, the login card centred
 * on its first half, and moved it when the rest arrived (CLS 0.16 in Lighthouse with a core kept busy). A style
 * rule, not `<link rel="expect" blocking="render">`: Chromium 156 held that page's first frame until about a
 * second after the whole page was parsed (Lighthouse observed the first paint of `/` at 1.25 s with it, 0.34 s
 * without; Playwright 0.37 s and 0.25 s), however early the element came. A browser without `:has()` shows the page
 * as it parses it.
 */
const WHOLE_PAGE_FIRST = `<style>body:not(:has(> #${PAGE_END_ID})) > #root { visibility: hidden }</style>`;

/**
 * index.html with a prerendered page in it: its styles in the head, its markup in #root, and where it hydrates;
 * the files of its route modules (`routeModules`) are fetched with its start.
 */
export function fillTemplate(template: string, file: PrerenderedFile, routeModules: string[] = []): string {
  if (!template.includes(HEAD_SLOT) || !template.includes(ROOT_SLOT)) {
    throw new Error(`prerender: index.html needs ${HEAD_SLOT} in its head and ${ROOT_SLOT} in its body.`);
  }
  const marker = file.hydratesAt === undefined ? '' : ` data-hydrates-at="${escapeAttribute(file.hydratesAt)}"`;
  const page = file.hydratesAt === undefined ? template : loadScriptsAfterFirstPaint(template, routeModules);
  return page
    .replace(HEAD_SLOT, () => WHOLE_PAGE_FIRST + file.styleTags + (file.dataTag ?? ''))
    .replace(ROOT_SLOT, () => `<div id="root"${marker}>${file.html}</div><div id="${PAGE_END_ID}" hidden></div>`);
}

async function writePages(builder: ViteBuilder, options: PrerenderPagesOptions): Promise<void> {
  const { client, ssr } = builder.environments;
  if (!client || !ssr) throw new Error('prerender: the client and ssr environments are both needed.');
  const chunks = chunksOf(await builder.build(client));
  await builder.build(ssr);
  const root = builder.config.root;
  const outDir = resolve(root, client.config.build.outDir);
  const serverDir = resolve(root, options.serverOutDir);
  const entryName = options.serverEntry.replace(/^.*\//, '').replace(/\.[cm]?[jt]sx?$/, '.js');
  const entry = (await import(pathToFileURL(resolve(serverDir, entryName)).href)) as ServerEntry;
  const template = await readFile(resolve(outDir, 'index.html'), 'utf8');
  const files = await entry.prerenderFiles();
  await Promise.all(
    files.map(async (file) => {
      const target = resolve(outDir, file.fileName);
      await mkdir(dirname(target), { recursive: true });
      const routeModules = routeModuleFiles(file.routeModules ?? [], chunks, client.config.base);
      await writeFile(target, fillTemplate(template, file, routeModules));
    }),
  );
  await rm(serverDir, { recursive: true, force: true });
  builder.config.logger.info(`prerendered ${files.map((file) => file.fileName).join(', ')}`);
}

/** A request's path without the query, as the browser's `location.pathname` would be. */
const pathnameOf = (url: string) => decodeURIComponent(url.split(/[?#]/)[0] ?? '/');

/** What `vite preview` sends for an address Vite's own fallback sent to index.html. */
export type FallbackAnswer =
  { kind: 'index' } | { kind: 'redirect'; location: string } | { kind: 'shell' } | { kind: 'not-found' };

export interface PreviewSite {
  base: string;
  isAppRoute: PrerenderPagesOptions['isAppRoute'];
  /** Whether the build has a folder with its own index.html at this path below the base (`storybook`). */
  hasFolderPage: (pathBelowBase: string) => boolean;
}

/**
 * Answers an address the build has no file for as GitHub Pages would, and as a host that knows the routes:
 * the home page as asked; a folder with its own index.html (Storybook at `<base>storybook/`) by a redirect
 * to the address with its trailing slash; the shell for an address the app claims; the 404 page otherwise.
 */
export function answerFallback(url: string, site: PreviewSite): FallbackAnswer {
  const pathname = pathnameOf(url);
  if (pathname === site.base || pathname === `${site.base}index.html`) return { kind: 'index' };
  const isFolder =
    pathname.startsWith(site.base) && !pathname.endsWith('/') && site.hasFolderPage(pathname.slice(site.base.length));
  if (isFolder) {
    const queryAt = url.indexOf('?');
    const location = queryAt === -1 ? `${url}/` : `${url.slice(0, queryAt)}/${url.slice(queryAt)}`;
    return { kind: 'redirect', location };
  }
  return site.isAppRoute(pathname, site.base) ? { kind: 'shell' } : { kind: 'not-found' };
}

/**
 * `vite build` builds the browser's bundle, then the server entry, then renders the public pages into the
 * build as static HTML (React Router's static API, MUI's server rendering) with `404.html` as the loading
 * shell static hosts answer for deep links. `vite preview` answers as a host that knows the routes would:
 * the shell for an address the app claims, the prerendered 404 page (status 404) for one it does not, and
 * folders of the build with their own index.html (Storybook's) as static files (see `answerFallback`).
 */
export function prerenderPages(options: PrerenderPagesOptions): Plugin {
  return {
    name: 'prerender-pages',
    config(_config, { command }) {
      if (command !== 'build') return;
      return {
        // Setting `builder` makes `vite build` build the whole app (both environments) through buildApp below.
        builder: {},
        environments: {
          ssr: {
            resolve: { noExternal: true },
            build: {
              outDir: options.serverOutDir,
              emptyOutDir: true,
              copyPublicDir: false,
              rollupOptions: { input: options.serverEntry },
            },
          },
        },
      };
    },
    async buildApp(builder) {
      await writePages(builder, options);
    },
    configurePreviewServer(server) {
      const { base, root, build } = server.config;
      const outDir = resolve(root, build.outDir);
      const notFoundPage = resolve(outDir, 'not-found.html');
      const hasFolderPage = (pathBelowBase: string) => {
        const page = resolve(outDir, pathBelowBase, 'index.html');
        return page.startsWith(`${outDir}${sep}`) && existsSync(page);
      };
      const site: PreviewSite = { base, isAppRoute: options.isAppRoute, hasFolderPage };
      return () => {
        // Runs after Vite's own fallback, which sends every unknown address to index.html (the home page).
        server.middlewares.use(
          (request: Connect.IncomingMessage, response: ServerResponse, next: Connect.NextFunction) => {
            if (request.url !== '/index.html') return next();
            const answer = answerFallback(request.originalUrl ?? '/', site);
            if (answer.kind === 'index') return next();
            if (answer.kind === 'redirect') {
              response.writeHead(301, { Location: answer.location }).end();
              return;
            }
            if (answer.kind === 'shell') {
              request.url = '/404.html';
              return next();
            }
            readFile(notFoundPage, 'utf8').then((html) => {
              response.statusCode = 404;
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.end(html);
            }, next);
          },
        );
      };
    },
  };
}
