/**
 * A full disk (issue 45): the server's data directory on a small filesystem of its own (tmpfs, which only root
 * may mount: where the tests run as anyone else, this file is skipped and says so), filled up. A change then
 * answers 507 with the server's message, nothing of it is kept or acknowledged, and once there is room again the
 * server goes on as if nothing happened.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, stat, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@/lib/api/api-types';
import { TEST_PASSWORD_HASH_ITERATIONS } from '../domain/accounts/passwords';
import { STORAGE_FULL_MESSAGES } from '../handlers/http';
import { apiClientFor } from '../test-kit/http-client';
import { startApiServer, type RunningApiServer } from './api-server';

let mountPoint = '';

/** Mounts a 4 MB tmpfs for the data directory; answers whether it could (only root can). */
function mountSmallDisk(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  mountPoint = await mkdtemp(join(tmpdir(), 'studio-api-small-disk-'));
});

let mounted = false;
afterAll(async () => {
  if (mounted) execFileSync('umount', [mountPoint]);
  await rm(mountPoint, { recursive: true, force: true });
});

const start = () =>
  startApiServer({
    port: 0,
    host: '127.0.0.1',
    corsOrigins: [],
    dataDirectory: join(mountPoint, 'data'),
    passwordHashIterations: TEST_PASSWORD_HASH_ITERATIONS,
    log: () => undefined,
  });

/** Fills the filesystem: one file as large as the room left, then small ones until the disk refuses. */
async function fillDisk(): Promise<void> {
  const { bavail, bsize } = await statfs(mountPoint);
  await writeFile(join(mountPoint, 'filler-0'), new Uint8Array(bavail * bsize)).catch(() => undefined);
  for (let index = 1; ; index += 1) {
    try {
      await writeFile(join(mountPoint, `filler-${index}`), new Uint8Array(4096));
    } catch {
      return;
    }
  }
}

const optOuts = ['balance-due', 'review-request', 'session-tomorrow', 'payment-deadline'] as const;

describe('npm run api on a full disk', () => {
  it('answers a change 507 in Indonesian, keeps and acknowledges nothing of it, and goes on once there is room', async (context) => {
    mounted = mountSmallDisk();
    if (!mounted) {
      console.info('Skipped: mounting a small disk needs root.');
      context.skip();
    }
    let server: RunningApiServer | undefined = await start();
    try {
      let client = apiClientFor(`${server.url}/`);
      const customer = await client.tokenFor('customer');
      const journal = join(mountPoint, 'data', 'journal.jsonl');
      await fillDisk();

      // The journal's last page may still have room for a few changes: they are kept until one no longer fits.
      let acknowledged: readonly string[] = [];
      let journalAcknowledged = (await stat(journal)).size;
      let refused: { status: number; body: unknown } | undefined;
      for (let attempt = 0; attempt < 200 && !refused; attempt += 1) {
        const asked = [optOuts[attempt % optOuts.length]!];
        const answer = await client.callApi('PATCH', 'me', { token: customer, body: { reminderOptOuts: asked } });
        if (answer.status === 200) {
          acknowledged = asked;
          journalAcknowledged = (await stat(journal)).size;
        } else refused = answer;
      }
      expect(refused).toEqual({ status: 507, body: { message: STORAGE_FULL_MESSAGES.server } });
      const unchanged = await client.callApi<Profile>('GET', 'me', { token: customer });
      expect(unchanged.body.data.reminderOptOuts).toEqual(acknowledged);
      expect((await stat(journal)).size, 'nothing of the refused change is in the journal').toBe(journalAcknowledged);

      execFileSync('sh', ['-c', `rm -f ${mountPoint}/filler-*`]);
      const kept = await client.callApi('PATCH', 'me', {
        token: customer,
        body: { reminderOptOuts: ['review-request'] },
      });
      expect(kept.status).toBe(200);
      await server.close();

      server = await start();
      client = apiClientFor(`${server.url}/`);
      const after = await client.callApi<Profile>('GET', 'me', { token: customer });
      expect(after.body.data.reminderOptOuts).toEqual(['review-request']);
    } finally {
      await server?.close().catch(() => undefined);
    }
  });
});
