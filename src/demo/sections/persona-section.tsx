import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { useSignOut } from '@/lib/session/use-sign-out';
import { PanelSection } from './panel-section';

const personas = [
  { scenario: 'admin', label: 'Admin' },
  { scenario: 'customer', label: 'Pelanggan demo' },
  { scenario: 'new-customer', label: 'Pelanggan baru' },
] as const;

export interface PersonaSectionProps {
  onStartScenario: (name: string) => void;
  onSignedOut: () => void;
  isBusy: boolean;
}

/** Who you are, and one click to be someone else. */
export function PersonaSection({ onStartScenario, onSignedOut, isBusy }: PersonaSectionProps) {
  const { user, isLoading } = useCurrentUser();
  const signOut = useSignOut();
  const who = user
    ? `${user.name} (${user.role === 'admin' ? 'Admin' : 'Pelanggan'})`
    : isLoading
      ? 'Memuat…'
      : 'Belum masuk';
  return (
    <PanelSection title="Persona">
      <Typography variant="body2" role="status">
        Anda: <strong>{who}</strong>
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {personas.map((persona) => (
          <Button
            key={persona.scenario}
            variant="outlined"
            size="small"
            disabled={isBusy}
            onClick={() => onStartScenario(persona.scenario)}
          >
            Masuk sebagai {persona.label}
          </Button>
        ))}
        <Button
          variant="text"
          size="small"
          disabled={!user}
          onClick={() => {
            signOut();
            onSignedOut();
          }}
        >
          Keluar
        </Button>
      </Stack>
    </PanelSection>
  );
}
