const POLYNOMIAL = 0x1021;
const INITIAL = 0xffff;

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR) over the text's UTF-8
 * bytes, as four upper-case hex digits: the checksum EMVCo QR codes, QRIS among them, end with (tag 63).
 */
export function crc16CcittFalse(text: string): string {
  let crc = INITIAL;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ POLYNOMIAL) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
