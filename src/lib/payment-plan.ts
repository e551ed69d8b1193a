import type { TransactionType } from './api-types';

export interface PaymentPlan {
  /** Paid right after booking: the whole total, or for a down payment half of it, rounded up to the rupiah. */
  dueNow: number;
  /** What a down payment leaves to pay before the session starts; 0 for a full payment. */
  dueBeforeSession: number;
}

/** How a booking's total is paid with a method, as the backend asks for it. */
export function paymentPlan(total: number, type: TransactionType): PaymentPlan {
  const dueNow = type === 'fullpayment' ? total : Math.ceil(total / 2);
  return { dueNow, dueBeforeSession: total - dueNow };
}
