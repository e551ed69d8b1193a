import { ConfirmedActions, type ConfirmedAction } from '@/components/confirmed-actions';
import { useInvalidateProofMutation, useValidateProofMutation } from '@/lib/api/endpoints/transactions';

type Decision = 'valid' | 'invalid';

const decisions: ConfirmedAction<Decision>[] = [
  {
    key: 'valid',
    label: 'Valid',
    tone: 'approve',
    text: 'Bukti pembayaran akan ditandai sebagai valid. Tindakan ini tidak dapat diurungkan.',
  },
  {
    key: 'invalid',
    label: 'Tidak Valid',
    tone: 'refuse',
    text: 'Bukti pembayaran akan ditandai sebagai tidak valid. Tindakan ini tidak dapat diurungkan.',
  },
];

/** 'Valid' and 'Tidak Valid' for a proof still waiting, each after a confirmation. */
export function ProofDecisionButtons({ transactionId, proofId }: { transactionId: number; proofId: number }) {
  const [validateProof] = useValidateProofMutation();
  const [invalidateProof] = useInvalidateProofMutation();
  return (
    <ConfirmedActions
      actions={decisions}
      noWrap
      perform={(decision) =>
        (decision === 'valid' ? validateProof : invalidateProof)({ transactionId, detailId: proofId }).unwrap()
      }
    />
  );
}
