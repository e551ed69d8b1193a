import CloseRounded from '@mui/icons-material/CloseRounded';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { publicAsset } from '../lib/config';
import { DataSection } from './sections/data-section';
import { InboxSection } from './sections/inbox-section';
import { NetworkSection } from './sections/network-section';
import { PersonaSection } from './sections/persona-section';
import { ScenarioSection } from './sections/scenario-section';
import { TimeSection } from './sections/time-section';

export interface DemoDrawerProps {
  isOpen: boolean;
  close: () => void;
  navigate: (to: string) => void;
  startAndClose: (scenario: string) => void;
  isStarting: boolean;
}

/** The demo panel's controls, in a drawer: on the right on wide screens, from the bottom on phones. */
export default function DemoDrawer({ isOpen, close, navigate, startAndClose, isStarting }: DemoDrawerProps) {
  const titleId = useId();
  const isWide = useMediaQuery(useTheme().breakpoints.up('sm'));
  return (
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
        <InboxSection />
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
  );
}
