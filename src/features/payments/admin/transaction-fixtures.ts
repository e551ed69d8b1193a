import type { PaymentProof, ProofValidity, Transaction } from '../../../lib/api-types';

const RESERVATION_TOTAL = 450_000;

function proof(id: number, isValid: ProofValidity, total: number): PaymentProof {
  return { id, total, isValid, createdAt: '2026-11-20T03:15:00.000Z', images: [{ imageUrl: '/images/receipt-1.svg' }] };
}

/** A transaction as the admin detail page receives it, in a chosen state: for stories. */
export function transactionFixture({
  type = 'fullpayment',
  status = 'unpaid',
  proofs = [null],
  decisionOverdue = false,
}: Partial<Pick<Transaction, 'type' | 'status' | 'decisionOverdue'>> & { proofs?: ProofValidity[] } = {}): Transaction {
  const total = type === 'fullpayment' ? RESERVATION_TOTAL : RESERVATION_TOTAL / 2;
  return {
    id: 7,
    type,
    status,
    total,
    expiredAt: '2026-11-21T03:00:00.000Z',
    createdAt: '2026-11-20T03:00:00.000Z',
    reservationId: 12,
    reservation: {
      id: 12,
      date: '2026-11-22T00:00:00.000Z',
      status: 'pending',
      updatedAt: '2026-11-20T03:00:00.000Z',
      total: RESERVATION_TOTAL,
      timeSlot: { id: 4, time: '11:20' },
      category: { id: 1, name: 'Foto Keluarga', images: [] },
      categoryPackage: { id: 3, name: 'Keluarga Hangat', price: 350_000 },
      reservation_detail: [{ id: 1, quantity: 2, categoryAddon: { id: 2, name: 'Cetak 10R', unit: 'lembar', price: 50_000 } }],
      user: { id: 5, name: 'Rahmawati Puspasari' },
    },
    transaction_detail: proofs.map((isValid, index) => proof(index + 1, isValid, total)),
    decisionOverdue,
  };
}
