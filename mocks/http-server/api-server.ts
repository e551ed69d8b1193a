import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Backend } from '../backend';
import { createHandlers } from '../handlers/all-handlers';
import { createHttpBackend, type HttpBackendOptions } from './http-backend';
import { API_PATH, createRequestListener, SERVED_API_BASE } from './request-listener';

export interface ApiServerOptions extends HttpBackendOptions {
  /** 0 picks a free port. */
  port: number;
  host: string;
  corsOrigins: readonly string[];
  /**
   * Serves the demo controls (`__demo/*`), to the admin only: for a demo, its e2e suites and benches. Off, they
   * answer 404, so nobody who can reach the port can reset, move the clock, break the network or read the inbox.
   */
  demo?: boolean;
  log?: (line: string) => void;
}

export interface RunningApiServer {
  /** The API's base URL, e.g. `http://127.0.0.1:8787/api/v1`. */
  url: string;
  port: number;
  /** What it serves: for a test in the same process that must put the data back without the demo controls. */
  backend: Backend;
  /**
   * Stops accepting connections, waits for every request under way to be answered, then writes the data as
   * one snapshot (the journal starts empty next time) and lets go of the data directory.
   */
  close(): Promise<void>;
}

/** How long stopping waits for the requests under way before it cuts their connections. */
const CLOSE_GRACE_MS = 5_000;

/**
 * How often the server runs the upkeep that time alone makes due (a reminder falling due, a payment expiring)
 * without a request asking: its commit is a live change like any other, so an open screen shows it without
 * polling. A read finds nothing due most of the time, and costs a few milliseconds.
 */
export const UPKEEP_EVERY_MS = 60_000;

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/**
 * The emulated backend over HTTP: the handlers the service worker and the tests use, over a store kept in a
 * data directory. The store is read (on a first start: seeded and written) before the port opens, so the first
 * request does not wait for it and a damaged data directory stops the start.
 */
export async function startApiServer({
  port,
  host,
  corsOrigins,
  demo = false,
  log = console.log,
  ...backendOptions
}: ApiServerOptions): Promise<RunningApiServer> {
  const { backend, stop: stopBackend } = await createHttpBackend(backendOptions);
  await backend.store.read(() => undefined);
  const handlers = createHandlers(backend, { apiBase: SERVED_API_BASE, demoControls: demo ? 'admin' : 'off' });
  const server = createServer(createRequestListener({ handlers, corsOrigins, log }));
  // How many requests each open connection has under way. A browser opens connections ahead of need; one that
  // never sent a request counts as busy to Node until its headers timeout (60 s), which would hold a stop.
  const requestsUnderWay = new Map<Socket, number>();
  server.on('connection', (socket) => {
    requestsUnderWay.set(socket, 0);
    socket.once('close', () => requestsUnderWay.delete(socket));
  });
  server.on('request', (request, response) => {
    const { socket } = request;
    requestsUnderWay.set(socket, (requestsUnderWay.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const underWay = requestsUnderWay.get(socket);
      if (underWay !== undefined) requestsUnderWay.set(socket, underWay - 1);
    });
  });
  const address = await listen(server, port, host);
  const upkeep = setInterval(() => {
    backend.store.read(() => undefined).catch((error: unknown) => console.error('The upkeep could not run', error));
  }, UPKEEP_EVERY_MS);
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}${API_PATH.replace(/\/$/, '')}`,
    port: address.port,
    backend,
    close: async () => {
      clearInterval(upkeep);
      // The event streams never finish by themselves: they end first, so stopping waits for them no longer.
      backend.events.end();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
        for (const [socket, underWay] of requestsUnderWay) if (underWay === 0) socket.destroy();
        // Every acknowledged change is on disk already: a request still unanswered by then is cut off.
        setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
      });
      await stopBackend();
    },
  };
}
