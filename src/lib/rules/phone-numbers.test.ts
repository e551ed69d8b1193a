import { describe, expect, it } from 'vitest';
import { isSamePhoneNumber, nationalDigits, toWhatsAppNumber } from './phone-numbers';

describe('toWhatsAppNumber', () => {
  it.each([
    ['0812-3456-7890', '6281234567890'],
    ['+62 812 3456 7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['81234567890', '6281234567890'],
    ['  0812.3456.7890 ', '6281234567890'],
    ['+62 (0)812-3456-7890', '6281234567890'],
    ['0812345678', '62812345678'],
    ['(0274) 512345', '62274512345'],
    ['+65 9123 4567', '6591234567'],
  ])('reads %j as %s', (phone, digits) => {
    expect(toWhatsAppNumber(phone)).toBe(digits);
  });

  it.each([
    '',
    'bukan nomor',
    '0812-3456-7890 ext. 2',
    '0812',
    '12345678901',
    '274512345',
    '+62 812 3456 7890 1234',
    '62 112',
    '++6281234567890',
    '+1 23',
  ])('rejects %j', (phone) => {
    expect(toWhatsAppNumber(phone)).toBeUndefined();
  });
});

describe('isSamePhoneNumber', () => {
  it.each([
    ['0812-3456-7890', '+62 812 3456 7890'],
    ['6281234567890', '0812 3456 7890'],
    ['+65 9123 4567', '+6591234567'],
  ])('finds %j and %j the same line', (a, b) => {
    expect(isSamePhoneNumber(a, b)).toBe(true);
  });

  it.each([
    ['0812-3456-7890', '0812-3456-7891'],
    ['+65 9123 4567', '0812-3456-7890'],
    ['', ''],
    ['bukan nomor', 'juga bukan'],
  ])('tells %j and %j apart', (a, b) => {
    expect(isSamePhoneNumber(a, b)).toBe(false);
  });
});

describe('nationalDigits', () => {
  it.each([
    ['0812-3456-7890', '81234567890'],
    ['+62 812 3456', '8123456'],
    ['6281234', '81234'],
    ['812 34', '81234'],
  ])('reads %j as %s', (phone, digits) => {
    expect(nationalDigits(phone)).toBe(digits);
  });

  it.each(['Rina', '081', 'rina@contoh.id', ''])('finds no number in %j', (text) => {
    expect(nationalDigits(text)).toBeUndefined();
  });
});
