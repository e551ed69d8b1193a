import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { useInvalidateProofMutation, useValidateProofMutation } from '../api';
import { showToast } from '../../../lib/toast';

type Decision = 'valid' | 'invalid';

const decisionTexts: Record<Decision, string> = {
  valid: 'Bukti pembayaran akan ditandai sebagai valid. Tindakan ini tidak dapat diurungkan.',
  invalid: 'Bukti pembayaran akan ditandai sebagai tidak valid. Tindakan ini tidak dapat diurungkan.',
};

/** 'Valid' and 'Tidak Valid' for a proof still waiting, each after a confirmation. */
export function ProofDecisionButtons({ transactionId, proofId }: { transactionId: number; proofId: number }) {
  const [decision, setDecision] = useState<Decision | undefined>();
  const [validateProof, validateState] = useValidateProofMutation();
  const [invalidateProof, invalidateState] = useInvalidateProofMutation();

  const confirm = async () => {
    if (!decision) return;
    const decide = decision === 'valid' ? validateProof : invalidateProof;
    try {
      const { message } = await decide({ transactionId, detailId: proofId }).unwrap();
      showToast(message, 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
    setDecision(undefined);
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" color="success" sx={{ whiteSpace: 'nowrap' }} onClick={() => setDecision('valid')}>
        Valid
      </Button>
      <Button size="small" variant="outlined" color="error" sx={{ whiteSpace: 'nowrap' }} onClick={() => setDecision('invalid')}>
        Tidak Valid
      </Button>
      <ConfirmDialog
        open={decision !== undefined}
        title="Apakah anda yakin?"
        text={decision ? decisionTexts[decision] : undefined}
        cancelLabel="Tidak"
        confirmLabel="Ya"
        confirmColor={decision === 'invalid' ? 'error' : 'primary'}
        isConfirming={validateState.isLoading || invalidateState.isLoading}
        onCancel={() => setDecision(undefined)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
