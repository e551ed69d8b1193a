import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { errorMessage } from '@/lib/api/api-error';
import type { Voucher } from '@/lib/api/api-types';
import { useUpdateVoucherMutation } from '@/lib/api/endpoints/vouchers';
import { showToast } from '@/lib/toast';
import { inputOf } from './voucher-form-values';

/**
 * 'Aktif': switches a voucher on or off by sending it whole with only that changed. The switch shows the choice
 * at once and keeps it until the list has the voucher as saved; a refusal shows as an error toast and puts it back.
 */
export function VoucherActiveSwitch({ voucher }: { voucher: Voucher }) {
  const [updateVoucher, { isLoading }] = useUpdateVoucherMutation();
  // The choice made on this version of the voucher; a newer version (the answer's) says for itself.
  const [chosen, setChosen] = useState<{ active: boolean; of: string }>();
  const isActive = chosen?.of === voucher.updatedAt ? chosen.active : voucher.active;

  const toggle = async (active: boolean) => {
    setChosen({ active, of: voucher.updatedAt });
    try {
      const { message } = await updateVoucher({ id: voucher.id, ...inputOf(voucher), active }).unwrap();
      showToast(message, 'success');
    } catch (refused) {
      setChosen(undefined);
      showToast(errorMessage(refused), 'error');
    }
  };

  return (
    <FormControlLabel
      control={
        <Switch
          checked={isActive}
          // Not disabled while sending, which would take the keyboard's focus away: a change meanwhile waits.
          onChange={(_event, next) => {
            if (!isLoading) void toggle(next);
          }}
        />
      }
      label="Aktif"
      sx={{ mr: 0 }}
    />
  );
}
