import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { errorMessage } from '@/lib/api/api-error';
import { showToast } from '@/lib/toast';
import type { NetworkSimulation } from '@/lib/api/api-types';
import { useNetworkSimulationQuery, useSimulateNetworkMutation } from '@/lib/api/endpoints/demo';
import { failureLabels, latencyLabels } from '../network-labels';
import { PanelSection } from './panel-section';

function Choice<Value extends string>({
  label,
  value,
  labels,
  onChange,
}: {
  label: string;
  value: Value | undefined;
  labels: Record<Value, string>;
  onChange: (value: Value) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <Typography id={labelId} variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-labelledby={labelId}
        value={value ?? null}
        onChange={(_event, next: Value | null) => next && onChange(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {(Object.keys(labels) as Value[]).map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {labels[option]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}

/** Slow answers and failures on demand, so every loading and error state can be seen in the real app. */
export function NetworkSection() {
  const { data } = useNetworkSimulationQuery();
  const [simulate] = useSimulateNetworkMutation();
  const change = async (next: Partial<NetworkSimulation>) => {
    try {
      await simulate(next).unwrap();
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  };
  return (
    <PanelSection title="Jaringan" hint="Berlaku untuk semua panggilan API di browser ini sampai diubah lagi.">
      <Choice
        label="Jeda jawaban"
        value={data?.latency}
        labels={latencyLabels}
        onChange={(latency) => void change({ latency })}
      />
      <Choice
        label="Gagal dengan error 500"
        value={data?.failure}
        labels={failureLabels}
        onChange={(failure) => void change({ failure })}
      />
    </PanelSection>
  );
}
