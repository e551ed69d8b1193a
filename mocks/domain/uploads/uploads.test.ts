import { describe, expect, it } from 'vitest';
import { createCategory } from '../catalogue/categories';
import { NOW } from '@mocks/test-kit/clock';
import { PNG_HEAD } from '@mocks/test-kit/png';
import { expectRefusal, expectRefusedToOutsiders, refusalOf } from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';
import { MAX_UPLOAD_BYTES, planUpload, recogniseImage, recordUpload, type IncomingFile } from './uploads';

const world = seededWorld();

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF')]);
const GIF87_HEAD = new Uint8Array(ascii('GIF87a\u0001\u0000'));
const GIF89_HEAD = new Uint8Array(ascii('GIF89a\u0001\u0000'));
const WEBP_HEAD = new Uint8Array([...ascii('RIFF'), 0x24, 0x00, 0x00, 0x00, ...ascii('WEBPVP8 ')]);
const TEXT_HEAD = new Uint8Array(ascii('<svg xmlns="http'));

const file = (mimeType: string, head: Uint8Array, size = 1024): IncomingFile => ({ mimeType, head, size });
const NOT_AN_IMAGE = 'File harus berupa gambar (JPG, PNG, WEBP atau GIF)';

describe('recogniseImage', () => {
  it.each([
    ['image/jpeg', JPEG_HEAD, 'jpg'],
    ['image/png', PNG_HEAD, 'png'],
    ['image/gif', GIF87_HEAD, 'gif'],
    ['image/gif', GIF89_HEAD, 'gif'],
    ['image/webp', WEBP_HEAD, 'webp'],
    ['IMAGE/PNG', PNG_HEAD, 'png'],
  ])('accepts %s whose bytes are that image', (mimeType, head, extension) => {
    expect(recogniseImage(file(mimeType, head))).toEqual({ mimeType: mimeType.toLowerCase(), extension });
  });

  it.each([
    ['image/png', JPEG_HEAD],
    ['image/jpeg', PNG_HEAD],
    ['image/webp', new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')])],
    ['image/gif', new Uint8Array(ascii('GIF90a'))],
    ['image/png', TEXT_HEAD],
    ['image/png', new Uint8Array()],
  ])('refuses %s whose bytes are something else with 415', (mimeType, head) => {
    expect(refusalOf(() => recogniseImage(file(mimeType, head)))).toMatchObject({ status: 415, message: NOT_AN_IMAGE });
  });

  it.each([
    ['', PNG_HEAD, 'image/png', 'png'],
    ['application/octet-stream', JPEG_HEAD, 'image/jpeg', 'jpg'],
    ['Application/Octet-Stream', WEBP_HEAD, 'image/webp', 'webp'],
  ])('judges a file declared as %j by its bytes alone', (mimeType, head, recognised, extension) => {
    expect(recogniseImage(file(mimeType, head))).toEqual({ mimeType: recognised, extension });
  });

  it.each([[''], ['application/octet-stream']])(
    'refuses a file declared as %j whose bytes are no image',
    (mimeType) => {
      expect(refusalOf(() => recogniseImage(file(mimeType, TEXT_HEAD)))).toMatchObject({
        status: 415,
        message: NOT_AN_IMAGE,
      });
    },
  );

  it.each([['text/plain'], ['application/pdf'], ['image/svg+xml'], ['image/bmp']])(
    'refuses the type %j even with image bytes with 415',
    (mimeType) => {
      expect(refusalOf(() => recogniseImage(file(mimeType, PNG_HEAD)))).toMatchObject({
        status: 415,
        message: NOT_AN_IMAGE,
      });
    },
  );

  it('accepts 5 MB and refuses anything larger with 413', () => {
    expect(recogniseImage(file('image/png', PNG_HEAD, MAX_UPLOAD_BYTES)).extension).toBe('png');
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(refusalOf(() => recogniseImage(file('image/png', PNG_HEAD, MAX_UPLOAD_BYTES + 1)))).toMatchObject({
      status: 413,
      message: 'Ukuran gambar maksimal 5 MB',
    });
  });
});

describe('planUpload', () => {
  it('plans category images for an admin, one stored key per file with its extension', () => {
    const plan = planUpload(world.db, world.as('admin'), 'category', [
      file('image/png', PNG_HEAD, 3000),
      file('image/jpeg', JPEG_HEAD, 4000),
    ]);
    expect(plan.entity).toBe('category');
    expect(plan.uploaderId).toBe(world.idOf('admin'));
    expect(plan.files.map(({ mimeType, size }) => ({ mimeType, size }))).toEqual([
      { mimeType: 'image/png', size: 3000 },
      { mimeType: 'image/jpeg', size: 4000 },
    ]);
    expect(plan.files[0]?.key).toMatch(/^category-.+\.png$/);
    expect(plan.files[1]?.key).toMatch(/^category-.+\.jpg$/);
    expect(new Set(plan.files.map((planned) => planned.key)).size).toBe(2);
  });

  it('plans a payment proof for a customer', () => {
    const plan = planUpload(world.db, world.as('customer'), 'transaction', [file('image/webp', WEBP_HEAD)]);
    expect(plan).toMatchObject({ entity: 'transaction', uploaderId: world.idOf('customer') });
    expect(plan.files[0]?.key).toMatch(/^transaction-.+\.webp$/);
  });

  it('keeps category images for admins, and payment images for customers (proofs) and admins (receipts)', () => {
    const images = [file('image/png', PNG_HEAD)];
    expectRefusedToOutsiders(world, (caller) => planUpload(world.db, caller, 'category', images), 'customer');
    expect(planUpload(world.db, world.as('admin'), 'transaction', images)).toMatchObject({
      entity: 'transaction',
      uploaderId: world.idOf('admin'),
    });
    expectRefusal(
      world.db,
      () => planUpload(world.db, world.as('visitor'), 'avatar', images),
      401,
      'Silakan masuk terlebih dahulu',
    );
  });

  it('refuses an upload without files', () => {
    expectRefusal(
      world.db,
      () => planUpload(world.db, world.as('admin'), 'category', []),
      400,
      'Gambar tidak boleh kosong',
    );
  });

  it.each([['avatar'], [''], [null], [undefined], ['CATEGORY']])('refuses the entity %j', (entity) => {
    const images = [file('image/png', PNG_HEAD)];
    expectRefusal(
      world.db,
      () => planUpload(world.db, world.as('admin'), entity, images),
      400,
      'Jenis unggahan harus category atau transaction',
    );
  });

  it('refuses the whole upload when one file is not an image or is too large', () => {
    const admin = world.as('admin');
    const notImage = [file('image/png', PNG_HEAD), file('image/png', TEXT_HEAD)];
    expectRefusal(world.db, () => planUpload(world.db, admin, 'category', notImage), 415, NOT_AN_IMAGE);
    const tooLarge = [file('image/png', PNG_HEAD), file('image/jpeg', JPEG_HEAD, MAX_UPLOAD_BYTES + 1)];
    expectRefusal(
      world.db,
      () => planUpload(world.db, admin, 'category', tooLarge),
      413,
      'Ukuran gambar maksimal 5 MB',
    );
  });
});

describe('recordUpload', () => {
  it('records who uploaded what and answers the URLs, which the backend then accepts as issued', () => {
    const admin = world.as('admin');
    const plan = planUpload(world.db, admin, 'category', [
      file('image/png', PNG_HEAD, 3000),
      file('image/gif', GIF89_HEAD, 500),
    ]);
    const outcome = recordUpload(world.db, admin, plan, (key) => `/api/v1/files/${key}`);
    expect(outcome).toMatchObject({ status: 201, message: 'Gambar berhasil diunggah' });
    expect(outcome.data).toEqual(plan.files.map((planned) => `/api/v1/files/${planned.key}`));
    const rows = world.db.uploads.filter((upload) => outcome.data.includes(upload.url));
    expect(
      rows.map(({ entity, mimeType, size, uploadedBy, createdAt }) => ({
        entity,
        mimeType,
        size,
        uploadedBy,
        createdAt,
      })),
    ).toEqual([
      {
        entity: 'category',
        mimeType: 'image/png',
        size: 3000,
        uploadedBy: world.idOf('admin'),
        createdAt: NOW.toISOString(),
      },
      {
        entity: 'category',
        mimeType: 'image/gif',
        size: 500,
        uploadedBy: world.idOf('admin'),
        createdAt: NOW.toISOString(),
      },
    ]);
    expect(createCategory(world.db, admin, { name: 'Foto Couple', images: outcome.data }).data.images).toEqual(
      outcome.data,
    );
  });
});

describe('planUpload: at most 3 files at once', () => {
  const pngs = (count: number) => Array.from({ length: count }, () => file('image/png', PNG_HEAD));

  it('plans 3 files', () => {
    expect(planUpload(world.db, world.as('admin'), 'category', pngs(3)).files).toHaveLength(3);
    expect(planUpload(world.db, world.as('customer'), 'transaction', pngs(3)).files).toHaveLength(3);
  });

  it.each([[4], [10]])('refuses %i files with 400, for category images and payment proofs alike', (count) => {
    const tooMany = 'Total gambar tidak boleh lebih dari 3';
    expectRefusal(world.db, () => planUpload(world.db, world.as('admin'), 'category', pngs(count)), 400, tooMany);
    expectRefusal(world.db, () => planUpload(world.db, world.as('customer'), 'transaction', pngs(count)), 400, tooMany);
  });

  it('counts the files before judging each one, and after who may upload', () => {
    const admin = world.as('admin');
    const withBadFile = [...pngs(3), file('image/png', TEXT_HEAD, MAX_UPLOAD_BYTES + 1)];
    expectRefusal(
      world.db,
      () => planUpload(world.db, admin, 'category', withBadFile),
      400,
      'Total gambar tidak boleh lebih dari 3',
    );
    expectRefusal(
      world.db,
      () => planUpload(world.db, world.as('customer'), 'category', pngs(4)),
      403,
      'Anda tidak memiliki akses',
    );
    expectRefusal(
      world.db,
      () => planUpload(world.db, admin, 'avatar', pngs(4)),
      400,
      'Jenis unggahan harus category atau transaction',
    );
  });
});
