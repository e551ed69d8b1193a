import { describe, expect, it } from 'vitest';
import { createTransaction, payTransaction } from '../transactions/transactions';
import { NOW } from '@mocks/test-kit/clock';
import { PNG_HEAD } from '@mocks/test-kit/png';
import { book, expectRefusal } from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';
import { UPLOAD_GRACE_MS } from './upload-cleanup';
import { PROOF_UPLOAD_QUOTA, UPLOAD_QUOTA_MESSAGE } from './upload-quota';
import { MAX_UPLOAD_BYTES, planUpload, recordUpload, type IncomingFile } from './uploads';
import type { Caller } from '../accounts/access';

const world = seededWorld();

const png = (size = 2048): IncomingFile => ({ mimeType: 'image/png', size, head: PNG_HEAD });

/** Uploads these files as the caller and answers their URLs. */
function upload(caller: Caller, entity: 'category' | 'transaction', files: IncomingFile[]): string[] {
  const plan = planUpload(world.db, caller, entity, files);
  return recordUpload(world.db, caller, plan, (key) => `/api/v1/files/${key}`).data;
}

const fill = (caller: Caller, count: number) => {
  for (let index = 0; index < count; index += 1) upload(caller, 'transaction', [png()]);
};

describe('each customer has an upload quota of unsent payment proofs', () => {
  it('is 10 files and 20 MB at a time', () => {
    expect(PROOF_UPLOAD_QUOTA).toEqual({ files: 10, bytes: 20 * 1024 * 1024 });
  });

  it('lets a customer hold 10 unsent proofs, and refuses the 11th (409) before anything is stored', () => {
    const customer = world.as('customer');
    fill(customer, 10);
    expectRefusal(world.db, () => planUpload(world.db, customer, 'transaction', [png()]), 409, UPLOAD_QUOTA_MESSAGE);
  });

  it('does not hold the admin, whose receipts of counter payments are the studio’s own', () => {
    const admin = world.as('admin');
    fill(admin, 12);
    expect(upload(admin, 'transaction', [png(MAX_UPLOAD_BYTES)])).toHaveLength(1);
  });

  it('counts every file of the batch', () => {
    const customer = world.as('customer');
    fill(customer, 8);
    expectRefusal(
      world.db,
      () => planUpload(world.db, customer, 'transaction', [png(), png(), png()]),
      409,
      UPLOAD_QUOTA_MESSAGE,
    );
    expect(upload(customer, 'transaction', [png(), png()])).toHaveLength(2);
  });

  it('counts bytes: 20 MB of unsent proofs at most', () => {
    const customer = world.as('customer');
    upload(customer, 'transaction', [png(MAX_UPLOAD_BYTES), png(MAX_UPLOAD_BYTES), png(MAX_UPLOAD_BYTES)]);
    upload(customer, 'transaction', [png(MAX_UPLOAD_BYTES)]);
    expectRefusal(world.db, () => planUpload(world.db, customer, 'transaction', [png(1)]), 409, UPLOAD_QUOTA_MESSAGE);
  });

  it('does not count proofs sent with a payment', () => {
    const customer = world.as('customer');
    const reservationId = book(world.db, customer);
    const transactionId = createTransaction(world.db, customer, { reservationId, type: 'fullpayment' }).data.id;
    const [sent] = upload(customer, 'transaction', [png()]);
    payTransaction(world.db, customer, transactionId, { image: sent });
    fill(customer, 9);
    expect(upload(customer, 'transaction', [png()])).toHaveLength(1);
  });

  it('frees up once unsent proofs are past the 24-hour grace period', () => {
    const customer = world.as('customer');
    fill(customer, 10);
    const nextDay = world.as('customer', new Date(NOW.getTime() + UPLOAD_GRACE_MS));
    expect(upload(nextDay, 'transaction', [png()])).toHaveLength(1);
  });

  it('is per customer: another customer’s unsent proofs do not count', () => {
    fill(world.as('customer'), 10);
    expect(upload(world.as('freshCustomer'), 'transaction', [png()])).toHaveLength(1);
  });

  it('does not limit admins’ category images', () => {
    const admin = world.as('admin');
    for (let index = 0; index < 8; index += 1)
      upload(admin, 'category', [png(MAX_UPLOAD_BYTES), png(MAX_UPLOAD_BYTES)]);
    expect(upload(admin, 'category', [png()])).toHaveLength(1);
  });

  it('is checked after who may upload and after each file is judged', () => {
    const customer = world.as('customer');
    fill(customer, 10);
    expectRefusal(
      world.db,
      () => planUpload(world.db, customer, 'category', [png()]),
      403,
      'Anda tidak memiliki akses',
    );
    expectRefusal(
      world.db,
      () => planUpload(world.db, customer, 'transaction', [png(MAX_UPLOAD_BYTES + 1)]),
      413,
      'Ukuran gambar maksimal 5 MB',
    );
  });
});
