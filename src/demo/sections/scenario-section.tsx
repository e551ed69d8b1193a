import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { routerBasename } from '@/lib/config';
import { useDemoScenariosQuery } from '@/lib/api/endpoints/demo';
import { SCENARIO_PARAMETER } from '../use-scenario-link';
import { PanelSection } from './panel-section';

/** Every scenario, as the link that sets it up (the same link works pasted anywhere). */
export function ScenarioSection({
  onStartScenario,
  isBusy,
}: {
  onStartScenario: (name: string) => void;
  isBusy: boolean;
}) {
  const { data: scenarios, isLoading, isError } = useDemoScenariosQuery();
  return (
    <PanelSection title="Skenario" hint="Menyiapkan data, masuk sebagai persona yang tepat, dan membuka layarnya.">
      {isError && <Typography color="error">Daftar skenario tidak dapat dimuat.</Typography>}
      <List dense disablePadding>
        {isLoading && [0, 1, 2].map((row) => <Skeleton key={row} height={44} />)}
        {scenarios?.map((scenario) => (
          <ListItem key={scenario.name} disableGutters sx={{ display: 'block', py: 0.5 }}>
            <Link
              href={`${routerBasename}?${SCENARIO_PARAMETER}=${scenario.name}`}
              aria-disabled={isBusy}
              sx={{ fontWeight: 600 }}
              onClick={(event) => {
                event.preventDefault();
                if (!isBusy) onStartScenario(scenario.name);
              }}
            >
              {scenario.title}
            </Link>
            <Typography variant="body2" color="textSecondary">
              {scenario.description}{' '}
              <Box component="code" sx={{ whiteSpace: 'nowrap' }}>
                ?{SCENARIO_PARAMETER}={scenario.name}
              </Box>
            </Typography>
          </ListItem>
        ))}
      </List>
    </PanelSection>
  );
}
