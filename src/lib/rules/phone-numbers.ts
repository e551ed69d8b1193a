/** Phone numbers as Indonesian customers write them, read as the one number they name. */

const INDONESIA = '62';

/**
 * A phone number as the digits wa.me expects: "0812-3456-7890", "+62 812 3456 7890", "6281234567890" and
 * "81234567890" all give "6281234567890"; "+62 (0)812…" drops the zero. A number written with "+" and
 * another country code is kept as it is. Anything else that is not a phone number gives undefined.
 */
export function toWhatsAppNumber(phone: string): string | undefined {
  const written = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(written)) return undefined;
  const digits = written.replace(/\D/g, '');
  if (written.startsWith('+') && !digits.startsWith(INDONESIA)) {
    return /^[1-9]\d{7,14}$/.test(digits) ? digits : undefined;
  }
  const national = indonesianNationalNumber(digits);
  return national !== undefined && /^[2-9]\d{7,11}$/.test(national) ? `${INDONESIA}${national}` : undefined;
}

function indonesianNationalNumber(digits: string): string | undefined {
  if (digits.startsWith(INDONESIA)) return digits.slice(INDONESIA.length).replace(/^0/, '');
  if (digits.startsWith('0')) return digits.slice(1);
  return digits.startsWith('8') ? digits : undefined;
}

/**
 * Whether two written phone numbers name the same line ("0812-3456-7890" and "+62 812 3456 7890" do): compared
 * as wa.me digits, or digit for digit when either is not a number wa.me takes.
 */
export function isSamePhoneNumber(a: string, b: string): boolean {
  const digitsOf = (phone: string) => toWhatsAppNumber(phone) ?? phone.replace(/\D/g, '');
  const first = digitsOf(a);
  return first !== '' && first === digitsOf(b);
}

/**
 * The digits of a phone number, or of part of one, without the country code or trunk zero: "0812-34", "+62 812 34"
 * and "6281234" all give "81234", so a search for part of a number finds it however either was written.
 * Undefined for text that is not (part of) a phone number, or has fewer than 4 digits.
 */
export function nationalDigits(phone: string): string | undefined {
  if (!/^\+?[\d\s().-]+$/.test(phone.trim())) return undefined;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 4) return undefined;
  return digits.replace(/^(62|0)/, '');
}
