import { describe, expect, it } from 'vitest';
import {
  addonSchema,
  packageSchema,
  registerSchema,
  reservationSchema,
  reviewSchema,
  transactionSchema,
  wholeNumber,
} from './schemas';

const firstMessage = (validating: () => unknown) => {
  try {
    validating();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return undefined;
};

describe('wholeNumber', () => {
  it('takes a number, or a string of plain digits as a form input holds it', () => {
    expect(wholeNumber().validateSync(5)).toBe(5);
    expect(wholeNumber().validateSync('5')).toBe(5);
    expect(wholeNumber().validateSync('150000')).toBe(150_000);
    expect(wholeNumber().cast('42')).toBe(42);
  });

  it.each(['0x5', '1e6', '5.0', ' 5', '5 ', '+5', '-1', '1_000', 'Infinity', 'lima', true, {}, [5]])(
    'reads %j as not a number: only digit strings or numbers are numbers',
    (value) => {
      expect(firstMessage(() => wholeNumber().typeError('bukan angka').validateSync(value))).toBe('bukan angka');
    },
  );

  it('counts an empty input or null as missing', () => {
    expect(wholeNumber().validateSync('')).toBeUndefined();
    expect(wholeNumber().validateSync(null)).toBeUndefined();
  });
});

describe('ids, prices and quantities in a request are digit strings or integers only, refused with the field’s own messages', () => {
  const booking = { date: '2026-12-14T00:00:00.000Z', timeId: 1, categoryId: 1, categoryPackageId: 1 };
  const validPackage = {
    name: 'Paket Hemat',
    description: 'Sesi 20 menit',
    price: '150000',
    editedQuota: '10',
    categoryId: '2',
  };

  it.each([
    [{ ...booking, timeId: '0x5' }, 'Harus memilih salah satu waktu'],
    [{ ...booking, categoryId: '1e6' }, 'ID Paket tidak boleh kosong'],
    [{ ...booking, categoryPackageId: '5.0' }, 'ID Paket tidak boleh kosong'],
    [{ ...booking, categoryPackageId: 5.5 }, 'ID Paket tidak boleh kosong'],
    [{ ...booking, addons: [{ id: ' 5', quantity: 1 }] }, 'ID Tambahan tidak boleh kosong'],
    [{ ...booking, addons: [{ id: true, quantity: 1 }] }, 'ID Tambahan tidak boleh kosong'],
    [{ ...booking, addons: [{ id: 1, quantity: '0x2' }] }, 'Jumlah tambahan minimal 1'],
    [{ ...booking, addons: [{ id: 1, quantity: '-1' }] }, 'Jumlah tambahan minimal 1'],
  ])('refuses a reservation %j', (request, message) => {
    expect(firstMessage(() => reservationSchema.validateSync(request))).toBe(message);
  });

  it.each([
    [{ ...validPackage, price: '1e6' }, 'Harga harus berupa angka'],
    [{ ...validPackage, price: '0x5DC' }, 'Harga harus berupa angka'],
    [{ ...validPackage, price: '150000.0' }, 'Harga harus berupa angka'],
    [{ ...validPackage, price: '-5000' }, 'Harga harus berupa angka'],
    [{ ...validPackage, price: true }, 'Harga harus berupa angka'],
    [{ ...validPackage, price: 1500.5 }, 'Harga harus berupa bilangan bulat'],
    [{ ...validPackage, categoryId: '0x2' }, 'ID Kategori tidak boleh kosong'],
    [{ ...validPackage, categoryId: '2e0' }, 'ID Kategori tidak boleh kosong'],
  ])('refuses a package or add-on %j', (request, message) => {
    expect(firstMessage(() => packageSchema.validateSync(request))).toBe(message);
    expect(firstMessage(() => addonSchema.validateSync({ ...request, unit: 'orang' }))).toBe(message);
  });

  it.each([
    [{ ...validPackage, editedQuota: '' }, 'Jumlah foto edit tidak boleh kosong'],
    [{ ...validPackage, editedQuota: null }, 'Jumlah foto edit tidak boleh kosong'],
    [{ ...validPackage, editedQuota: '-1' }, 'Jumlah foto edit harus berupa angka'],
    [{ ...validPackage, editedQuota: 'sepuluh' }, 'Jumlah foto edit harus berupa angka'],
    [{ ...validPackage, editedQuota: 2.5 }, 'Jumlah foto edit harus berupa bilangan bulat'],
    [{ ...validPackage, editedQuota: -1 }, 'Jumlah foto edit minimal 0'],
    [{ ...validPackage, editedQuota: '201' }, 'Jumlah foto edit maksimal 200'],
  ])('refuses a package’s edited photos %j', (request, message) => {
    expect(firstMessage(() => packageSchema.validateSync(request))).toBe(message);
  });

  it('takes a package that edits from none to 200 photos', () => {
    expect(packageSchema.validateSync({ ...validPackage, editedQuota: '0' }).editedQuota).toBe(0);
    expect(packageSchema.validateSync({ ...validPackage, editedQuota: 200 }).editedQuota).toBe(200);
  });

  it('refuses a transaction’s or review’s reservation id, and a rating, written any other way', () => {
    expect(firstMessage(() => transactionSchema.validateSync({ reservationId: '0x1', type: 'fullpayment' }))).toBe(
      'ID Reservasi tidak boleh kosong',
    );
    expect(firstMessage(() => reviewSchema.validateSync({ reservationId: '1e0', rating: 5, review: 'Bagus' }))).toBe(
      'ID Reservasi tidak boleh kosong',
    );
    expect(firstMessage(() => reviewSchema.validateSync({ reservationId: 1, rating: '5.0', review: 'Bagus' }))).toBe(
      'Rating tidak boleh kosong',
    );
  });

  it('keeps the forms’ digit strings working: a package typed in the admin form casts to numbers', () => {
    expect(packageSchema.validateSync(validPackage)).toMatchObject({ price: 150_000, editedQuota: 10, categoryId: 2 });
    expect(packageSchema.cast(validPackage)).toMatchObject({ price: 150_000, editedQuota: 10, categoryId: 2 });
    expect(reservationSchema.validateSync({ ...booking, addons: [{ id: '3', quantity: '2' }] }).addons).toEqual([
      { id: 3, quantity: 2 },
    ]);
  });
});

describe('reservationSchema date', () => {
  it('reads a calendar-day form as its midnight UTC instant, so the form keeps sending what it sends', () => {
    expect(
      reservationSchema.validateSync({ date: '2026-12-14', timeId: 1, categoryId: 1, categoryPackageId: 1 }).date,
    ).toBe('2026-12-14T00:00:00.000Z');
    expect(
      reservationSchema.cast({ date: '2026-12-14T00:00:00.000Z', timeId: 1, categoryId: 1, categoryPackageId: 1 }).date,
    ).toBe('2026-12-14T00:00:00.000Z');
  });

  it.each(['hello 2027', '2027-02-31', '2026-12-14T15:30:00.000Z', '+010000-01-01T00:00:00.000Z'])(
    'refuses %j with Format tanggal tidak valid: only a real calendar day in the contract form',
    (date) => {
      expect(
        firstMessage(() => reservationSchema.validateSync({ date, timeId: 1, categoryId: 1, categoryPackageId: 1 })),
      ).toBe('Format tanggal tidak valid');
    },
  );
});

describe('registerSchema phone', () => {
  const person = { name: 'Budi Santoso', email: 'budi@contoh.id', password: 'rahasia1' };
  const phoneMessage = (phone: unknown) => firstMessage(() => registerSchema.validateSync({ ...person, phone }));
  const INVALID = 'Nomor telepon tidak valid (contoh, 0812-3456-7890 atau +62 812 3456 7890)';

  it.each(['0812-3456-7890', '+62 812 3456 7890', '081234567890', '+6281234567890', '021 5555 1234', '0'.repeat(20)])(
    'takes %j: digits, a leading +, single spaces or dashes between digits',
    (phone) => {
      expect(registerSchema.validateSync({ ...person, phone }).phone).toBe(phone);
    },
  );

  it('judges the number as shown: invisible characters and the spaces around it are dropped', () => {
    expect(registerSchema.validateSync({ ...person, phone: ' 0812-3456-7890\u200b ' }).phone).toBe('0812-3456-7890');
  });

  it.each([
    ['<svg onload=alert()>'],
    ['0812abcd7890'],
    ['nomor telepon saya'],
    ['++6281234567890'],
    ['+'],
    ['------------'],
    ['0812--3456-7890'],
    ['0812-3456-7890-'],
    ['-0812-3456-7890'],
    ['0812 - 3456 7890'],
    ['+ 62 812 3456 7890'],
    ['62+81234567890'],
    ['(021) 5555-1234'],
    ['0812.3456.7890'],
    ['0812\t3456\t7890'],
    ['０８１２３４５６７８９０'],
  ])('refuses %j with its own message, before the lengths', (phone) => {
    expect(phoneMessage(phone)).toBe(INVALID);
  });

  it('keeps the spec’s limits, counted in characters as written: 12 to 20', () => {
    expect(phoneMessage('')).toBe('Nomor telepon tidak boleh kosong');
    expect(phoneMessage('   ')).toBe('Nomor telepon tidak boleh kosong');
    expect(phoneMessage('08123456789')).toBe('Nomor telepon minimal 12 karakter');
    expect(phoneMessage('0812-345-67')).toBe('Nomor telepon minimal 12 karakter');
    expect(phoneMessage('0812-345-678')).toBeUndefined();
    expect(phoneMessage('+62 812 3456 7890 123')).toBe('Nomor telepon maksimal 20 karakter');
    expect(phoneMessage('0'.repeat(21))).toBe('Nomor telepon maksimal 20 karakter');
  });
});
