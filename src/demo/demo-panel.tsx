import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, useState } from 'react';
import { createPortal } from 'react-dom';
import { OpenedOnce } from '@/components/opened-once';
import { useDemoDock, type DemoPanelProps } from '../lib/demo-slot';
import { useNetworkSimulationQuery } from '@/lib/api/endpoints/demo';
import { networkBadgeLabel } from './network-labels';
import { useScenarioLink } from './use-scenario-link';
import { useStartScenario } from './use-start-scenario';

const loadDemoDrawer = () => import('./demo-drawer');
/** The drawer and its controls load when first wanted, so a first visit fetches only the button. */
const DemoDrawer = lazy(loadDemoDrawer);

/**
 * The demo's controls, for stakeholders, designers and developers: personas, time travel, scenarios,
 * network simulation and starting over. Only present while the emulated backend runs. Its button and, while the
 * network is simulated, a status saying so sit in the places the page's frame keeps for them (its app bar), so they
 * never cover the page; a page without such a frame has them after its content.
 */
export function DemoPanel({ navigate }: DemoPanelProps) {
  const [isOpen, setOpen] = useState(false);
  const { startScenario, isStarting } = useStartScenario(navigate);
  useScenarioLink(navigate, startScenario);
  const { data: network } = useNetworkSimulationQuery();
  const badge = network && networkBadgeLabel(network);
  const controlDock = useDemoDock('control');
  const statusDock = useDemoDock('status');
  const close = () => setOpen(false);
  const startAndClose = (name: string) => {
    void startScenario(name).then((outcome) => {
      if (outcome.isStarted) close();
    });
  };

  const control = (
    <Button
      variant="contained"
      size="small"
      color="secondary"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      // A pointer on the way, or the keyboard's focus, starts fetching the drawer before the click.
      onPointerEnter={() => void loadDemoDrawer()}
      onPointerDown={() => void loadDemoDrawer()}
      onFocus={() => void loadDemoDrawer()}
      onClick={() => setOpen(true)}
      startIcon={<TuneRounded />}
      sx={{
        minWidth: 0,
        flexShrink: 0,
        px: 1.25,
        whiteSpace: 'nowrap',
        // Seen on the cream app bars and on the dashboard's plum sidebar alike.
        border: '1px solid rgba(255,255,255,0.32)',
        // On phones the word alone: the app bar has room for it beside the logo and the menu.
        '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
      }}
    >
      Demo
    </Button>
  );
  const status = badge && (
    <Box
      role="status"
      sx={{
        px: 2,
        py: 0.5,
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        typography: 'caption',
        fontWeight: 600,
        textAlign: 'center',
      }}
    >
      {badge}
    </Box>
  );

  return (
    <>
      {controlDock ? createPortal(control, controlDock) : control}
      {status && (statusDock ? createPortal(status, statusDock) : status)}
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
