import { crc16CcittFalse } from './crc16.ts';
import { parseTlv, QrisFormatError, serializeTlv, type TlvField } from './emv-tlv.ts';

/** What a QRIS payload says, read back field by field. */
export interface QrisSummary {
  /** `11` a static code (the payer types the amount), `12` a dynamic one (the amount is fixed). */
  pointOfInitiation: '11' | '12';
  merchantName: string;
  merchantCity: string;
  /** Whole rupiah; absent on a static code. */
  amount?: number;
  /** The additional data's reference label (tag 62, sub-tag 05). */
  reference?: string;
}

/** A payment the dynamic code asks for: the amount due now and the transaction it pays. */
export interface QrisPayment {
  /** Whole rupiah, at least 1. */
  amount: number;
  /** At most 25 characters, e.g. `TRX-66`. */
  reference: string;
}

const TAG = {
  payloadFormat: '00',
  pointOfInitiation: '01',
  categoryCode: '52',
  currency: '53',
  amount: '54',
  tipIndicator: '55',
  fixedFee: '56',
  percentageFee: '57',
  country: '58',
  merchantName: '59',
  merchantCity: '60',
  additionalData: '62',
  crc: '63',
} as const;
const REFERENCE_LABEL = '05';
const RUPIAH = '360';
const MAX_REFERENCE_LENGTH = 25;
/** Tags 26–51 carry a merchant account (a template whose sub-tag 00 names the network). */
const isMerchantAccount = (tag: string) => Number(tag) >= 26 && Number(tag) <= 51;

/**
 * Reads a QRIS payload and checks it as a payer's app would: the CRC over everything before it, the fields
 * every QRIS must carry (format 01, a merchant account, category, rupiah, Indonesia, name and city). Throws a
 * `QrisFormatError` saying what is wrong; otherwise returns the fields without the CRC.
 */
export function readQris(payload: string): TlvField[] {
  const fields = parseTlv(payload);
  const crc = fields.at(-1);
  if (crc?.tag !== TAG.crc || !/^[0-9A-Fa-f]{4}$/.test(crc.value))
    throw new QrisFormatError('Data QRIS harus diakhiri CRC (tag 63, empat digit heksadesimal).');
  const expected = crc16CcittFalse(payload.slice(0, -4));
  if (crc.value.toUpperCase() !== expected)
    throw new QrisFormatError(`CRC QRIS tidak cocok: tertulis ${crc.value}, seharusnya ${expected}.`);
  const body = fields.slice(0, -1);
  checkRequiredFields(body);
  return body;
}

function checkRequiredFields(fields: TlvField[]): void {
  const tags = fields.map((field) => field.tag);
  const repeated = tags.find((tag, index) => tags.indexOf(tag) !== index);
  if (repeated) throw new QrisFormatError(`Tag ${repeated} muncul lebih dari sekali dalam data QRIS.`);
  const value = (tag: string) => fields.find((field) => field.tag === tag)?.value;
  if (fields[0]?.tag !== TAG.payloadFormat || fields[0].value !== '01')
    throw new QrisFormatError('Data QRIS harus diawali Payload Format Indicator 01 (tag 00).');
  const initiation = value(TAG.pointOfInitiation);
  if (initiation !== undefined && initiation !== '11' && initiation !== '12')
    throw new QrisFormatError(`Point of initiation QRIS harus 11 atau 12, bukan ${initiation}.`);
  if (!fields.some((field) => isMerchantAccount(field.tag) && subField(field.value, '00')))
    throw new QrisFormatError('Data QRIS tidak memuat akun merchant (tag 26–51).');
  if (!/^\d{4}$/.test(value(TAG.categoryCode) ?? ''))
    throw new QrisFormatError('Data QRIS tidak memuat kode kategori merchant (tag 52).');
  if (value(TAG.currency) !== RUPIAH) throw new QrisFormatError('QRIS harus dalam rupiah (tag 53 bernilai 360).');
  if (value(TAG.country) !== 'ID') throw new QrisFormatError('QRIS harus berkode negara ID (tag 58).');
  if (!value(TAG.merchantName)) throw new QrisFormatError('Data QRIS tidak memuat nama merchant (tag 59).');
  if (!value(TAG.merchantCity)) throw new QrisFormatError('Data QRIS tidak memuat kota merchant (tag 60).');
}

function subField(template: string, tag: string): string | undefined {
  try {
    return parseTlv(template).find((field) => field.tag === tag)?.value;
  } catch {
    return undefined;
  }
}

/**
 * The studio's static QRIS turned into a dynamic code for one payment, as banks' own apps do: point of
 * initiation `12`, the amount in tag 54 (tip and fee prompts removed, so the payer cannot change the sum),
 * the transaction as the reference label of tag 62, and the CRC computed again.
 */
export function dynamicQris(staticFields: readonly TlvField[], { amount, reference }: QrisPayment): string {
  if (!Number.isSafeInteger(amount) || amount < 1)
    throw new QrisFormatError(`Nominal QRIS harus rupiah bulat positif, bukan ${amount}.`);
  if (reference.length === 0 || reference.length > MAX_REFERENCE_LENGTH)
    throw new QrisFormatError(`Referensi QRIS harus 1–${MAX_REFERENCE_LENGTH} karakter.`);
  const additional = staticFields.find((field) => field.tag === TAG.additionalData);
  const additionalData = serializeTlv([
    ...(additional ? parseTlv(additional.value) : []).filter((field) => field.tag !== REFERENCE_LABEL),
    { tag: REFERENCE_LABEL, value: reference },
  ]);
  const dropped = new Set<string>([
    TAG.pointOfInitiation,
    TAG.amount,
    TAG.tipIndicator,
    TAG.fixedFee,
    TAG.percentageFee,
  ]);
  const fields: TlvField[] = [];
  for (const field of staticFields) {
    if (dropped.has(field.tag)) continue;
    fields.push(field.tag === TAG.additionalData ? { tag: field.tag, value: additionalData } : field);
    if (field.tag === TAG.payloadFormat) fields.push({ tag: TAG.pointOfInitiation, value: '12' });
    if (field.tag === TAG.currency) fields.push({ tag: TAG.amount, value: String(amount) });
  }
  if (!additional) fields.push({ tag: TAG.additionalData, value: additionalData });
  const withoutCrc = `${serializeTlv(fields)}${TAG.crc}04`;
  return `${withoutCrc}${crc16CcittFalse(withoutCrc)}`;
}

/** What a payload (checked as `readQris` does) asks of the payer: who is paid, how much, for what. */
export function summariseQris(payload: string): QrisSummary {
  const fields = readQris(payload);
  const value = (tag: string) => fields.find((field) => field.tag === tag)?.value;
  const amount = value(TAG.amount);
  const additional = value(TAG.additionalData);
  return {
    pointOfInitiation: value(TAG.pointOfInitiation) === '12' ? '12' : '11',
    merchantName: value(TAG.merchantName) ?? '',
    merchantCity: value(TAG.merchantCity) ?? '',
    ...(amount === undefined ? {} : { amount: Number(amount) }),
    ...(additional === undefined ? {} : { reference: subField(additional, REFERENCE_LABEL) }),
  };
}
