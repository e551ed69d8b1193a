/**
 * `npm run bench:api [-- --busy]`: `npm run api` as a process, its store filled to 20,000 reservations through
 * its demo controls, timed over HTTP as a client sees it. Budgets (issue 45), each checked and printed; the bench
 * exits 1 when one is missed:
 *   - a write (a profile change, a booking, its cancel) takes at most 15 ms, median;
 *   - the admin's first page of reservations takes at most 50 ms, median, and at most 100 KB;
 *   - a public read sent into a storm of 20 sign-ins answers within 200 ms, in every round.
 * `--busy` keeps one core busy beside it (`node -e 'for(;;){}'`), as on a loaded machine.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoAccounts } from '@mocks/db/seed';
import { MAX_STORE_RESERVATIONS } from '@mocks/domain/demo/demo-past-reservations';
import { spawnApi } from '@mocks/test-kit/api-process';
import { addDays, studioDayOf } from '@/lib/rules/studio-time';

const BUDGET = { writeMs: 15, firstPageMs: 50, firstPageBytes: 100 * 1024, stormReadMs: 200 };
const WRITES_PER_KIND = 30;
const PAGE_READS = 30;
const STORM_ROUNDS = 3;
const STORM = 20;

const busy = process.argv.includes('--busy');
const burner = busy ? spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }) : undefined;
const dataDirectory = await mkdtemp(join(tmpdir(), 'studio-bench-api-'));
const api = await spawnApi({ dataDirectory, args: ['--reset', '--demo'] });
const base = `${api.url}/`;

interface Timed {
  status: number;
  ms: number;
  bytes: number;
  body: { data?: unknown; message?: string };
}

async function call(method: string, path: string, body?: unknown, token?: string): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(new URL(path, base), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    ms: performance.now() - started,
    bytes: Buffer.byteLength(text),
    body: JSON.parse(text) as Timed['body'],
  };
}

async function ok(answer: Promise<Timed>, what: string): Promise<Timed> {
  const done = await answer;
  if (done.status >= 300) throw new Error(`${what}: ${done.status} ${done.body.message ?? ''}`);
  return done;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const signIn = async (account: { email: string; password: string }) =>
  ((await ok(call('POST', 'login', account), 'sign-in')).body.data as { token: string }).token;

const failures: string[] = [];
function report(name: string, figure: number, budget: number, unit: string): void {
  const within = figure <= budget;
  if (!within) failures.push(name);
  console.log(
    `${within ? 'ok  ' : 'OVER'} ${name}: ${figure.toFixed(unit === 'KB' ? 1 : 1)} ${unit} (budget ${budget} ${unit})`,
  );
}

try {
  const admin = await signIn(demoAccounts.admin);
  await ok(call('POST', '__demo/past-reservations', { count: MAX_STORE_RESERVATIONS }, admin), 'filling the store');
  const customer = await signIn(demoAccounts.customer);
  const slots = (await ok(call('GET', 'times'), 'time slots')).body.data as { id: number }[];
  const day = addDays(studioDayOf(new Date()), 21);
  console.log(`npm run api at ${MAX_STORE_RESERVATIONS} reservations${busy ? ', one core kept busy' : ''}:`);

  const profile: number[] = [];
  const booking: number[] = [];
  const cancelling: number[] = [];
  for (let index = 0; index < WRITES_PER_KIND; index += 1) {
    const optOuts = index % 2 === 0 ? ['review-request'] : [];
    profile.push((await ok(call('PATCH', 'me', { reminderOptOuts: optOuts }, customer), 'PATCH /me')).ms);
    const slot = slots[index % slots.length]!;
    const booked = await ok(
      call(
        'POST',
        'reservation',
        { date: day, timeId: slot.id, categoryId: 1, categoryPackageId: 1, addons: [] },
        customer,
      ),
      'POST /reservation',
    );
    booking.push(booked.ms);
    const { id } = booked.body.data as { id: number };
    cancelling.push((await ok(call('PATCH', `reservation/${id}/cancel-own`, undefined, customer), 'cancel')).ms);
  }
  console.log(
    `     PATCH /me ${median(profile).toFixed(1)} ms, POST /reservation ${median(booking).toFixed(1)} ms, ` +
      `PATCH /reservation/{id}/cancel-own ${median(cancelling).toFixed(1)} ms (medians of ${WRITES_PER_KIND})`,
  );
  report('a write, median', median([...profile, ...booking, ...cancelling]), BUDGET.writeMs, 'ms');

  const pages: Timed[] = [];
  for (let index = 0; index < PAGE_READS; index += 1)
    pages.push(await ok(call('GET', 'reservations?page=1&pageSize=10', undefined, admin), 'first page'));
  report(
    "the admin's first page of reservations, median",
    median(pages.map((page) => page.ms)),
    BUDGET.firstPageMs,
    'ms',
  );
  report(
    "the admin's first page of reservations",
    Math.max(...pages.map((page) => page.bytes)) / 1024,
    BUDGET.firstPageBytes / 1024,
    'KB',
  );

  const storms: number[] = [];
  for (let round = 0; round < STORM_ROUNDS; round += 1) {
    const storm = Array.from({ length: STORM }, (_, index) =>
      call('POST', 'login', { email: `badai${round}-${index}@contoh.id`, password: 'bukan-sandinya' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    storms.push((await ok(call('GET', 'times'), 'a read in the storm')).ms);
    await Promise.all(storm);
  }
  console.log(`     GET /times in a storm of ${STORM} sign-ins: ${storms.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  report('a public read in a storm of sign-ins, slowest round', Math.max(...storms), BUDGET.stormReadMs, 'ms');
} finally {
  await api.stop('SIGKILL');
  burner?.kill();
  await rm(dataDirectory, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`Over budget: ${failures.join('; ')}.`);
  process.exit(1);
}
console.log('Every budget holds.');
