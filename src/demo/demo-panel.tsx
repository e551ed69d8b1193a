import TuneRounded from '@mui/icons-material/TuneRounded';
import Chip from '@mui/material/Chip';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import { lazy, useState } from 'react';
import { OpenedOnce } from '@/components/opened-once';
import type { DemoPanelProps } from '../lib/demo-slot';
import { useNetworkSimulationQuery } from '@/lib/api/endpoints/demo';
import { networkBadgeLabel } from './network-labels';
import { useScenarioLink } from './use-scenario-link';
import { useStartScenario } from './use-start-scenario';

const loadDemoDrawer = () => import('./demo-drawer');
/** The drawer and its controls load when first wanted, so a first visit fetches only the button. */
const DemoDrawer = lazy(loadDemoDrawer);

/**
 * The demo's controls, for stakeholders, designers and developers: personas, time travel, scenarios,
 * network simulation and starting over. Only present while the emulated backend runs.
 */
export function DemoPanel({ navigate }: DemoPanelProps) {
  const [isOpen, setOpen] = useState(false);
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
          // A pointer on the way, or the keyboard's focus, starts fetching the drawer before the click.
          onPointerEnter={() => void loadDemoDrawer()}
          onPointerDown={() => void loadDemoDrawer()}
          onFocus={() => void loadDemoDrawer()}
          onClick={() => setOpen(true)}
          sx={{ border: '1px solid rgba(255,255,255,0.32)' }}
        >
          <TuneRounded sx={{ mr: 0.75 }} fontSize="small" />
          Demo
        </Fab>
      </Stack>
      <OpenedOnce open={isOpen}>
        <DemoDrawer
          isOpen={isOpen}
          close={close}
          navigate={navigate}
          startAndClose={startAndClose}
          isStarting={isStarting}
        />
      </OpenedOnce>
    </>
  );
}
