import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error';
import { useQuoteReservationMutation } from '@/lib/api/endpoints/reservations';
import { MAX_ADDON_QUANTITY } from '@/lib/forms/schemas';
import type { AddonChoice } from './components/addon-picker';

/** How long the add-ons stay still before an applied voucher is priced again on them. */
export const REQUOTE_DELAY_MS = 400;

const VOUCHER_CODE_REQUIRED_MESSAGE = 'Kode voucher tidak boleh kosong';

/** The package a voucher is priced on. */
export interface VoucherPackage {
  categoryId: number;
  categoryPackageId: number;
}

/** A voucher the backend took, and what it made of the booking it was priced on. */
export interface AppliedVoucher {
  /** As the backend keeps it, in capitals. */
  code: string;
  discount: number;
  /** What is left to pay, as the backend priced it: Rp 0 needs no payment. */
  total: number;
}

/** The chosen add-ons as a quote reads them. */
function pricedAddons(addons: AddonChoice[]) {
  return addons.map(({ id, quantity }) => ({ id, quantity: Number(quantity) }));
}

/** The chosen add-ons as a quote reads them, or undefined while a quantity is not one a booking may have. */
function quotableAddons(addons: AddonChoice[]) {
  const priced = pricedAddons(addons);
  const isBookable = ({ quantity }: { quantity: number }) =>
    quantity !== 0 && Number.isInteger(quantity) && quantity <= MAX_ADDON_QUANTITY;
  return priced.every(isBookable) ? priced : undefined;
}

/**
 * The voucher of a booking: the code the customer types, applying it (the backend prices the booking with it:
 * `POST /reservation/quote`), removing it, and its refusal, in the backend's words. While one is applied, a change
 * of the add-ons prices the booking again once they stay still (`priceAgain`); if the voucher no longer applies, it
 * is dropped and its reason shown. Only an applied voucher is booked with, and the backend prices the booking again
 * then.
 */
export function useVoucher({ categoryId, categoryPackageId }: VoucherPackage) {
  const [quoteReservation, quoting] = useQuoteReservationMutation();
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<AppliedVoucher>();
  const [error, setError] = useState<string>();
  /** The latest quote asked for: the answer to an earlier one (or to one asked before a removal) is not heard. */
  const latestQuote = useRef(0);
  const requoteTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(requoteTimer.current), []);

  /** Forgets the quotes under way and the one waiting: what they would answer no longer counts. */
  const forgetQuotes = useCallback(() => {
    clearTimeout(requoteTimer.current);
    latestQuote.current += 1;
  }, []);

  /** Prices the booking with `voucherCode` on these add-ons; a refusal drops the voucher and shows why. */
  const priceWith = useCallback(
    async (voucherCode: string, addons: AddonChoice[]) => {
      forgetQuotes();
      const asked = latestQuote.current;
      const answer = await quoteReservation({
        categoryId,
        categoryPackageId,
        addons: pricedAddons(addons),
        voucherCode,
      });
      if (asked !== latestQuote.current) return;
      if (answer.error !== undefined) {
        setApplied(undefined);
        setCode(voucherCode);
        setError(errorMessage(answer.error));
        return;
      }
      const { voucherCode: kept, discount, total } = answer.data;
      setApplied({ code: kept ?? voucherCode, discount, total });
      setCode('');
      setError(undefined);
    },
    [categoryId, categoryPackageId, forgetQuotes, quoteReservation],
  );

  const appliedCode = applied?.code;
  const priceAgain = useCallback(
    (addons: AddonChoice[]) => {
      clearTimeout(requoteTimer.current);
      if (appliedCode === undefined || quotableAddons(addons) === undefined) return;
      requoteTimer.current = setTimeout(() => void priceWith(appliedCode, addons), REQUOTE_DELAY_MS);
    },
    [appliedCode, priceWith],
  );

  /** Drops the voucher, with the backend's reason when it refused it (the code stays, to be seen or changed). */
  const drop = useCallback(
    (reason?: string) => {
      forgetQuotes();
      setCode(reason && appliedCode ? appliedCode : '');
      setApplied(undefined);
      setError(reason);
    },
    [appliedCode, forgetQuotes],
  );

  const changeCode = useCallback((typed: string) => {
    setCode(typed);
    setError(undefined);
  }, []);

  const apply = useCallback(
    async (addons: AddonChoice[]) => {
      const typed = code.trim();
      if (typed === '') {
        forgetQuotes();
        setError(VOUCHER_CODE_REQUIRED_MESSAGE);
        return;
      }
      await priceWith(typed, addons);
    },
    [code, forgetQuotes, priceWith],
  );

  const remove = useCallback(() => drop(), [drop]);

  return {
    /** The code as typed in the field. */
    code,
    setCode: changeCode,
    applied,
    /** Why the voucher was refused, in the backend's words. */
    error,
    /** A code is being applied. */
    isQuoting: quoting.isLoading,
    /** Applies the code typed, priced on these add-ons. */
    apply,
    /** The add-ons changed: an applied voucher is priced on them again once they stay still. */
    priceAgain,
    /** The customer takes the voucher off. */
    remove,
    /** The booking refused the voucher (`reason`): it is dropped, and the customer may book without it. */
    refuse: drop,
  };
}
