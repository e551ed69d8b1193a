import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useConfirmedMutation } from '@/components/use-confirmed-mutation';
import { useInvalidateProofMutation, useValidateProofMutation } from '../api';

type Decision = 'valid' | 'invalid';

const decisionTexts: Record<Decision, string> = {
  valid: 'Bukti pembayaran akan ditandai sebagai valid. Tindakan ini tidak dapat diurungkan.',
  invalid: 'Bukti pembayaran akan ditandai sebagai tidak valid. Tindakan ini tidak dapat diurungkan.',
};

/** 'Valid' and 'Tidak Valid' for a proof still waiting, each after a confirmation. */
export function ProofDecisionButtons({ transactionId, proofId }: { transactionId: number; proofId: number }) {
  const [validateProof] = useValidateProofMutation();
  const [invalidateProof] = useInvalidateProofMutation();
  const {
    asked: decision,
    ask,
    dismiss,
    confirm,
    isConfirming,
  } = useConfirmedMutation((chosen: Decision) =>
    (chosen === 'valid' ? validateProof : invalidateProof)({ transactionId, detailId: proofId }).unwrap(),
  );

  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        color="success"
        sx={{ whiteSpace: 'nowrap' }}
        onClick={() => ask('valid')}
      >
        Valid
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        sx={{ whiteSpace: 'nowrap' }}
        onClick={() => ask('invalid')}
      >
        Tidak Valid
      </Button>
      <ConfirmDialog
        open={decision !== undefined}
        title="Apakah anda yakin?"
        text={decision ? decisionTexts[decision] : undefined}
        cancelLabel="Tidak"
        confirmLabel="Ya"
        confirmColor={decision === 'invalid' ? 'error' : 'primary'}
        isConfirming={isConfirming}
        onCancel={dismiss}
        onConfirm={confirm}
      />
    </Stack>
  );
}
