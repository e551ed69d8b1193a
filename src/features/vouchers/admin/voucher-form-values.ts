import type { Voucher, VoucherKind } from '@/lib/api/api-types';
import type { VoucherInput } from '@/lib/forms/voucher-schemas';

/** The voucher form as Formik holds it: amounts and counts as the digits typed ('' for none), days as API dates. */
export interface VoucherFormValues {
  code: string;
  kind: VoucherKind;
  value: string;
  maxDiscount: string;
  minSubtotal: string;
  /** An API date (`YYYY-MM-DDT00:00:00.000Z`), or ''. */
  validFrom: string;
  validTo: string;
  quota: string;
  perCustomer: string;
  categoryIds: number[];
  packageIds: number[];
  active: boolean;
}

const digitsOf = (count: number | null) => (count === null ? '' : String(count));

/** A new voucher: a percentage, from the studio's `today` (an API date), for every package, on. */
export const blankVoucher = (today: string): VoucherFormValues => ({
  code: '',
  kind: 'percent',
  value: '',
  maxDiscount: '',
  minSubtotal: '',
  validFrom: today,
  validTo: '',
  quota: '',
  perCustomer: '',
  categoryIds: [],
  packageIds: [],
  active: true,
});

/** A voucher as its edit form starts: no minimum reads as an empty field, as it was left. */
export const valuesOf = (voucher: Voucher): VoucherFormValues => ({
  code: voucher.code,
  kind: voucher.kind,
  value: String(voucher.value),
  maxDiscount: digitsOf(voucher.maxDiscount),
  minSubtotal: voucher.minSubtotal > 0 ? String(voucher.minSubtotal) : '',
  validFrom: voucher.validFrom,
  validTo: voucher.validTo,
  quota: digitsOf(voucher.quota),
  perCustomer: digitsOf(voucher.perCustomer),
  categoryIds: [...voucher.categoryIds],
  packageIds: [...voucher.packageIds],
  active: voucher.active,
});

/** A voucher as `PUT /voucher/{id}` takes it whole, e.g. to switch it on or off and change nothing else. */
export const inputOf = (voucher: Voucher): VoucherInput => ({
  code: voucher.code,
  kind: voucher.kind,
  value: voucher.value,
  maxDiscount: voucher.maxDiscount,
  minSubtotal: voucher.minSubtotal,
  validFrom: voucher.validFrom,
  validTo: voucher.validTo,
  quota: voucher.quota,
  perCustomer: voucher.perCustomer,
  categoryIds: [...voucher.categoryIds],
  packageIds: [...voucher.packageIds],
  active: voucher.active,
});
