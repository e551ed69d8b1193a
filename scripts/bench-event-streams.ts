/**
 * `npm run bench:events [-- --idle=30]`: the cost of open live-change streams (`GET /events`) on the HTTP host.
 * Starts the server in this process over a fresh data directory, opens 100 streams (half the admin's, half a
 * customer's), lets them idle (30 s unless told), and measures this process over the idle window: how much its
 * resident memory grew from before the streams opened, and the CPU it used, as a share of one core. Then one
 * booking is made and every stream must hear of it within a second. Budgets (issue 53): under 50 MB and under 1 %
 * of a core; the bench exits 1 when one is missed. The clients run in the same process, so their share is
 * counted too: the figures are an upper bound of the server's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChangesEvent } from '@/lib/api/api-types';
import { TEST_PASSWORD_HASH_ITERATIONS } from '@mocks/domain/accounts/passwords';
import { startApiServer } from '@mocks/http-server/api-server';
import { openEvents, type OpenedEvents } from '@mocks/test-kit/event-stream';
import { apiClientFor, familyBooking } from '@mocks/test-kit/http-client';

const BUDGET = { rssGrowthMb: 50, cpuShareOfCore: 0.01 };
const STREAMS = 100;
const idleArgument = process.argv.find((argument) => argument.startsWith('--idle='));
const IDLE_MS = Number(idleArgument?.slice('--idle='.length) ?? 30) * 1_000;

/** Resident memory after a collection, where `--expose-gc` allows one, in MB. */
function residentMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().rss / 2 ** 20;
}

const dataDirectory = await mkdtemp(join(tmpdir(), 'studio-bench-events-'));
const server = await startApiServer({
  port: 0,
  host: '127.0.0.1',
  corsOrigins: [],
  dataDirectory,
  reset: true,
  passwordHashIterations: TEST_PASSWORD_HASH_ITERATIONS,
  log: () => undefined,
});
/** Measures the idle streams and prints the figures; answers whether every budget was met. */
async function measure(): Promise<boolean> {
  const client = apiClientFor(`${server.url}/`);
  const [admin, customer, booker] = await Promise.all([
    client.tokenFor('admin'),
    client.tokenFor('customer'),
    client.tokenFor({ name: 'Dewi Lestari', email: 'dewi@contoh.id', phone: '081355566677', password: 'rahasia1' }),
  ]);
  await sleep(1_000);
  const rssBefore = residentMb();
  const streams: OpenedEvents[] = await Promise.all(
    Array.from({ length: STREAMS }, (_, index) => openEvents(server.url, index % 2 === 0 ? admin : customer)),
  );
  if (streams.some(({ response }) => response.status !== 200)) throw new Error('a stream was refused');
  await sleep(1_000);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await sleep(IDLE_MS);
  const cpu = process.cpuUsage(cpuBefore);
  const elapsedMs = performance.now() - started;
  const rssGrowthMb = residentMb() - rssBefore;
  const cpuShare = (cpu.user + cpu.system) / 1_000 / elapsedMs;

  const adminStreams = streams.filter((_, index) => index % 2 === 0);
  const heard = Promise.all(adminStreams.map((stream) => stream.next(1_000)));
  const booked = await client.callApi('POST', 'reservation', { token: booker, body: familyBooking });
  const events = await heard.catch(() => []);
  const allHeard =
    booked.status === 201 &&
    events.length === adminStreams.length &&
    events.every(({ data }) =>
      (JSON.parse(data) as ChangesEvent).changes.some((change) => change.resource === 'reservations'),
    );
  for (const stream of streams) stream.close();

  const cpuOk = cpuShare < BUDGET.cpuShareOfCore;
  const rssOk = rssGrowthMb < BUDGET.rssGrowthMb;
  console.log(`${STREAMS} open event streams, idle for ${(elapsedMs / 1_000).toFixed(1)} s:`);
  console.log(
    `  resident memory grew ${rssGrowthMb.toFixed(1)} MB (budget < ${BUDGET.rssGrowthMb} MB) ${rssOk ? 'ok' : 'MISSED'}`,
  );
  console.log(
    `  CPU ${(cpuShare * 100).toFixed(3)} % of a core (budget < ${BUDGET.cpuShareOfCore * 100} %) ${cpuOk ? 'ok' : 'MISSED'}`,
  );
  console.log(
    `  a booking then reached all ${adminStreams.length} admin streams within 1 s: ${allHeard ? 'ok' : 'MISSED'}`,
  );
  return cpuOk && rssOk && allHeard;
}

const met = await measure().finally(async () => {
  await server.close();
  await rm(dataDirectory, { recursive: true, force: true });
});
if (!met) {
  console.error('bench:events: a budget was missed.');
  process.exit(1);
}
