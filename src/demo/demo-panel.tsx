import CloseRounded from '@mui/icons-material/CloseRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { publicAsset } from '../lib/config';
import type { DemoPanelProps } from '../lib/demo-slot';
import { useNetworkSimulationQuery } from './demo-api';
import { networkBadgeLabel } from './network-labels';
import { DataSection } from './sections/data-section';
import { NetworkSection } from './sections/network-section';
import { PersonaSection } from './sections/persona-section';
import { ScenarioSection } from './sections/scenario-section';
import { TimeSection } from './sections/time-section';
import { useScenarioLink } from './use-scenario-link';
import { useStartScenario } from './use-start-scenario';

/**
 * The demo's controls, for stakeholders, designers and developers: personas, time travel, scenarios,
 * network simulation and starting over. Only present while the emulated backend runs.
 */
export function DemoPanel({ navigate }: DemoPanelProps) {
  const [isOpen, setOpen] = useState(false);
  const titleId = useId();
  const isWide = useMediaQuery(useTheme().breakpoints.up('sm'));
  const { startScenario, isStarting } = useStartScenario(navigate);
  useScenarioLink(navigate, startScenario);
  const { data: network } = useNetworkSimulationQuery();
  const badge = network && networkBadgeLabel(network);
  const close = () => setOpen(false);
  const startAndClose = (name: string) => {
    void startScenario(name).then((outcome) => {
      if (outcome.isStarted) close();
    });
  };

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          position: 'fixed',
          right: 16,
          bottom: 16,
          zIndex: (theme) => theme.zIndex.speedDial,
          alignItems: 'center',
          maxWidth: 'calc(100vw - 32px)',
        }}
      >
        {badge && <Chip role="status" color="warning" size="small" label={badge} sx={{ maxWidth: '60vw' }} />}
        <Fab
          variant="extended"
          size="small"
          color="secondary"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={() => setOpen(true)}
          sx={{ border: '1px solid rgba(255,255,255,0.32)' }}
        >
          <TuneRounded sx={{ mr: 0.75 }} fontSize="small" />
          Demo
        </Fab>
      </Stack>
      <Drawer
        anchor={isWide ? 'right' : 'bottom'}
        open={isOpen}
        onClose={close}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: {
              width: { sm: 420 },
              maxHeight: { xs: '88vh', sm: '100%' },
              borderTopLeftRadius: { xs: 16, sm: 0 },
              borderTopRightRadius: { xs: 16, sm: 0 },
            },
          },
        }}
      >
        <Stack spacing={2.5} sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id={titleId} component="h2" variant="h6">
              Panel demo
            </Typography>
            <IconButton aria-label="Tutup panel demo" onClick={close}>
              <CloseRounded />
            </IconButton>
          </Stack>
          <PersonaSection onStartScenario={startAndClose} onSignedOut={() => navigate('/')} isBusy={isStarting} />
          <Divider />
          <ScenarioSection onStartScenario={startAndClose} isBusy={isStarting} />
          <Divider />
          <TimeSection />
          <Divider />
          <NetworkSection />
          <Divider />
          <DataSection
            onStartedOver={() => {
              close();
              navigate('/');
            }}
          />
          <Divider />
          <Link href={publicAsset('storybook/')} target="_blank" rel="noopener">
            Buka Storybook (semua layar dan statusnya)
          </Link>
          <Link href={publicAsset('api-docs/')} target="_blank" rel="noopener">
            Buka dokumentasi API (OpenAPI)
          </Link>
        </Stack>
      </Drawer>
    </>
  );
}
