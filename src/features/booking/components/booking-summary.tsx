import { memo, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CategoryAddon, TransactionType } from '@/lib/api/api-types';
import { formatCalendarDate, formatEditedQuota, formatRupiah } from '@/lib/format';
import { linePrice, needsNoPayment, paymentPlan, reservationTotal } from '@/lib/rules/money';
import { formatSessionTime } from '@/lib/format';
import type { AddonChoice } from './addon-picker';

export interface BookingSummaryProps {
  categoryName: string;
  packageName: string;
  packagePrice: number;
  /** How many photos the package's price includes edited. */
  editedQuota: number;
  addons: CategoryAddon[];
  choices: AddonChoice[];
  /** The chosen day as an API date, or ''. */
  date: string;
  /** The chosen slot's start ("10:20"), if one is chosen. */
  time?: string;
  type: TransactionType | '';
  /** The applied voucher's code and what it takes off; absent without one. */
  discount?: BookingDiscount;
  /** The voucher's field (or the voucher applied), between the booking's lines and its total. */
  voucher?: ReactNode;
}

export interface BookingDiscount {
  code: string;
  amount: number;
}

/** The price before any voucher: the package plus each add-on times its quantity. */
function bookingSubtotal(packagePrice: number, addons: CategoryAddon[], choices: AddonChoice[]): number {
  const priced = choices.flatMap((choice) => {
    const addon = addons.find((candidate) => candidate.id === choice.id);
    return addon ? [{ price: addon.price, quantity: Number(choice.quantity) || 0 }] : [];
  });
  return reservationTotal(packagePrice, priced);
}

/** What is left to pay once the voucher's amount is off the subtotal: never below Rp 0. */
function discountedTotal(subtotal: number, discount: BookingDiscount | undefined): number {
  return Math.max(0, subtotal - (discount?.amount ?? 0));
}

/** A term and its value in a description list; the value is named by its term, as ARIA asks of a definition. */
function SummaryLine({ label, children, isMuted = false }: { label: string; children: ReactNode; isMuted?: boolean }) {
  const termId = useId();
  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', alignItems: 'baseline', columnGap: 2, flexWrap: 'wrap' }}
    >
      <Typography component="dt" id={termId} color="textSecondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        aria-labelledby={termId}
        sx={{ fontWeight: 600, textAlign: 'right', ml: 'auto' }}
        color={isMuted ? 'textSecondary' : 'textPrimary'}
      >
        {children}
      </Typography>
    </Stack>
  );
}

/** The total, as a description list of one term. */
function TotalLine({ total }: { total: number }) {
  const termId = useId();
  return (
    <Stack component="dl" direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography variant="h6" component="dt" id={termId}>
        Total
      </Typography>
      <Typography variant="h5" component="dd" aria-labelledby={termId} sx={{ color: 'primary.main' }}>
        {formatRupiah(total)}
      </Typography>
    </Stack>
  );
}

/** The price before the voucher and what the voucher takes off ("−Rp 35.000"), above the total. */
function DiscountLines({ subtotal, discount }: { subtotal: number; discount: BookingDiscount }) {
  return (
    <Stack component="dl" spacing={1}>
      <SummaryLine label="Subtotal">{formatRupiah(subtotal)}</SummaryLine>
      <SummaryLine label={`Potongan voucher (${discount.code})`}>
        <Box component="span" sx={{ color: 'success.main' }}>
          {`−${formatRupiah(discount.amount)}`}
        </Box>
      </SummaryLine>
    </Stack>
  );
}

/** What is due when: the whole total now, or half now and the rest before the session starts. */
function AmountDue({ total, type }: { total: number; type: TransactionType }) {
  const { dueNow, dueBeforeSession } = paymentPlan(total, type);
  return (
    <Stack component="dl" spacing={1} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}>
      <SummaryLine label={type === 'downpayment' ? 'Dibayar sekarang (DP 50%)' : 'Dibayar sekarang'}>
        {formatRupiah(dueNow)}
      </SummaryLine>
      {type === 'downpayment' && (
        <SummaryLine label="Sisa, dilunasi sebelum sesi dimulai">{formatRupiah(dueBeforeSession)}</SummaryLine>
      )}
    </Stack>
  );
}

/** The booking as it will be made: what, when, what it costs and what is paid now. */
export const BookingSummary = memo(function BookingSummary({
  categoryName,
  packageName,
  packagePrice,
  editedQuota,
  addons,
  choices,
  date,
  time,
  type,
  discount,
  voucher,
}: BookingSummaryProps) {
  const subtotal = bookingSubtotal(packagePrice, addons, choices);
  const total = discountedTotal(subtotal, discount);
  return (
    <Stack spacing={1.5} role="group" aria-label="Ringkasan reservasi">
      <Typography variant="overline" color="primary">
        {categoryName}
      </Typography>
      <Stack component="dl" spacing={1.5}>
        <SummaryLine label="Tanggal" isMuted={!date}>
          {date ? formatCalendarDate(date) : 'Belum dipilih'}
        </SummaryLine>
        <SummaryLine label="Waktu" isMuted={!time}>
          {time ? formatSessionTime(time) : 'Belum dipilih'}
        </SummaryLine>
      </Stack>
      <Divider />
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <div>
          <Typography sx={{ fontWeight: 600 }}>{packageName}</Typography>
          <Typography variant="body2" color="textSecondary">
            {formatEditedQuota(editedQuota)}
          </Typography>
        </div>
        <Typography>{formatRupiah(packagePrice)}</Typography>
      </Stack>
      {choices.map((choice) => {
        const addon = addons.find((candidate) => candidate.id === choice.id);
        if (!addon) return null;
        const quantity = Number(choice.quantity) || 0;
        return (
          <Stack key={choice.id} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography color="textSecondary">
              {addon.name} × {quantity}
            </Typography>
            <Typography>{formatRupiah(linePrice(addon.price, quantity))}</Typography>
          </Stack>
        );
      })}
      {voucher}
      <Divider />
      {discount && <DiscountLines subtotal={subtotal} discount={discount} />}
      <TotalLine total={total} />
      {type && !needsNoPayment({ total }) && <AmountDue total={total} type={type} />}
    </Stack>
  );
});
