import { describe, expect, it } from 'vitest';
import { crc16CcittFalse } from './crc16';
import { parseTlv, QrisFormatError, serializeTlv } from './emv-tlv';
import { dynamicQris, readQris, summariseQris } from './qris';

/** Published EMVCo merchant-presented payloads (Philippines QR Ph, China, Cambodia), each ending in its CRC. */
const publishedPayloads = [
  '00020101021128620011ph.ppmi.p2m0111GXCHPHM2XXX032121702000005469871609905030005204581453036085802PH5917S and R MBTC 91826006Taguig6104163062650012ph.ppmi.qrph0308SRSU002005212170500000669901340940708GEN0035163049EE7',
  '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A0112233449988770708123456786304A13A',
  '00020101021252044131153137210116372101160123456789ABCDE6010Phnom Penh5913Merchant Shop5802KH540510.005303840622501081234567802090124444446304A0BA',
];

/** A static QRIS as a bank issues it (a fictional merchant): no amount, the payer types it. */
const merchantAccount = serializeTlv([
  { tag: '00', value: 'ID.CO.QRIS.WWW' },
  { tag: '02', value: 'ID1026000000001' },
  { tag: '03', value: 'UMI' },
]);
const staticBody = serializeTlv([
  { tag: '00', value: '01' },
  { tag: '01', value: '11' },
  { tag: '51', value: merchantAccount },
  { tag: '52', value: '7221' },
  { tag: '53', value: '360' },
  { tag: '55', value: '01' },
  { tag: '58', value: 'ID' },
  { tag: '59', value: 'STUDIO SENJA DEMO' },
  { tag: '60', value: 'YOGYAKARTA' },
  { tag: '61', value: '55224' },
  { tag: '62', value: serializeTlv([{ tag: '07', value: 'KASIR01' }]) },
]);
const staticQris = `${staticBody}6304${crc16CcittFalse(`${staticBody}6304`)}`;

describe('crc16CcittFalse', () => {
  it('gives the check value of CRC-16/CCITT-FALSE for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it.each(publishedPayloads)('matches the CRC printed at the end of a published payload: %s', (payload) => {
    expect(crc16CcittFalse(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it('pads to four digits', () => {
    expect(crc16CcittFalse('')).toBe('FFFF');
    expect(crc16CcittFalse('').length).toBe(4);
  });
});

describe('parseTlv and serializeTlv', () => {
  it('read every published payload back to the same text', () => {
    for (const payload of publishedPayloads) expect(serializeTlv(parseTlv(payload))).toBe(payload);
  });

  it('count characters, not bytes, in a value in another alphabet', () => {
    const language = parseTlv(publishedPayloads[1]!).find((field) => field.tag === '64');
    expect(parseTlv(language!.value)).toEqual([
      { tag: '00', value: 'ZH' },
      { tag: '01', value: '最佳运输' },
      { tag: '02', value: '北京' },
    ]);
  });

  it('refuse a cut payload and a header that is not digits', () => {
    expect(() => parseTlv('00020159')).toThrow(QrisFormatError);
    expect(() => parseTlv('0002010X')).toThrow('tag dan panjang harus berupa angka');
  });
});

describe('readQris', () => {
  it('accepts a static QRIS and returns its fields without the CRC', () => {
    const fields = readQris(staticQris);
    expect(fields.at(-1)?.tag).toBe('62');
    expect(fields.find((field) => field.tag === '59')?.value).toBe('STUDIO SENJA DEMO');
  });

  it('refuses a wrong CRC, saying which one was expected', () => {
    const tampered = `${staticQris.slice(0, -4)}0000`;
    expect(() => readQris(tampered)).toThrow(
      `CRC QRIS tidak cocok: tertulis 0000, seharusnya ${staticQris.slice(-4)}.`,
    );
  });

  it('refuses a payload without a CRC, or one that is not QRIS (another currency or country)', () => {
    expect(() => readQris(staticBody)).toThrow('harus diakhiri CRC');
    expect(() => readQris(publishedPayloads[0]!)).toThrow('QRIS harus dalam rupiah');
  });

  it('refuses a QRIS without a merchant account', () => {
    const body = staticBody.replace(`51${String(merchantAccount.length).padStart(2, '0')}${merchantAccount}`, '');
    const payload = `${body}6304${crc16CcittFalse(`${body}6304`)}`;
    expect(() => readQris(payload)).toThrow('tidak memuat akun merchant');
  });
});

describe('dynamicQris', () => {
  it('fixes the amount and the reference, keeps the merchant, and ends in a valid CRC', () => {
    const payload = dynamicQris(readQris(staticQris), { amount: 112_500, reference: 'TRX-66' });
    expect(summariseQris(payload)).toEqual({
      pointOfInitiation: '12',
      merchantName: 'STUDIO SENJA DEMO',
      merchantCity: 'YOGYAKARTA',
      amount: 112_500,
      reference: 'TRX-66',
    });
    const fields = readQris(payload);
    expect(fields.map((field) => field.tag)).toEqual([
      '00',
      '01',
      '51',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '61',
      '62',
    ]);
    expect(fields.find((field) => field.tag === '54')?.value).toBe('112500');
    expect(parseTlv(fields.find((field) => field.tag === '62')!.value)).toEqual([
      { tag: '07', value: 'KASIR01' },
      { tag: '05', value: 'TRX-66' },
    ]);
  });

  it('drops the tip prompt, so the payer cannot change the sum', () => {
    const payload = dynamicQris(readQris(staticQris), { amount: 225_000, reference: 'TRX-7' });
    expect(readQris(payload).some((field) => field.tag === '55')).toBe(false);
  });

  it('replaces the amount and reference of a code that already had them', () => {
    const first = dynamicQris(readQris(staticQris), { amount: 225_000, reference: 'TRX-7' });
    const second = dynamicQris(readQris(first), { amount: 112_500, reference: 'TRX-8' });
    expect(summariseQris(second)).toMatchObject({ amount: 112_500, reference: 'TRX-8' });
  });

  it('refuses an amount that is not whole positive rupiah and a reference longer than 25 characters', () => {
    const fields = readQris(staticQris);
    expect(() => dynamicQris(fields, { amount: 0, reference: 'TRX-1' })).toThrow('rupiah bulat positif');
    expect(() => dynamicQris(fields, { amount: 1.5, reference: 'TRX-1' })).toThrow('rupiah bulat positif');
    expect(() => dynamicQris(fields, { amount: 10, reference: 'X'.repeat(26) })).toThrow('1–25 karakter');
  });
});
