/** Money is whole rupiah, always computed here, never taken from a client. */

export interface PricedAddon {
  price: number;
  quantity: number;
}

/** A reservation's total: the package's price plus each add-on's price times its quantity. */
export function reservationTotal(packagePrice: number, addons: PricedAddon[]): number {
  return addons.reduce((sum, addon) => sum + addon.price * addon.quantity, packagePrice);
}

/** What one installment asks for: everything at once, or half (rounded up to the rupiah) twice. */
export function installmentAmount(total: number, type: 'fullpayment' | 'downpayment'): number {
  return type === 'fullpayment' ? total : Math.ceil(total / 2);
}

/** How many valid proofs make a transaction paid in full. */
export function requiredValidProofs(type: 'fullpayment' | 'downpayment'): number {
  return type === 'fullpayment' ? 1 : 2;
}

/**
 * What the next proof must cover: the first installment, or for a down payment's second one the rest of
 * the total, so that the two always add up to it (1001 is paid as 501 + 500).
 */
export function nextInstallmentAmount(total: number, type: 'fullpayment' | 'downpayment', validProofs: number): number {
  const first = installmentAmount(total, type);
  return validProofs === 0 ? first : total - first;
}
