import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '@/lib/sign-in/use-current-user';
import { useSignOut } from '@/lib/sign-in/use-sign-out';
import { PanelChoices, PanelSection } from './panel-section';

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
      <PanelChoices
        choices={personas.map(({ scenario, label }) => ({
          label: `Masuk sebagai ${label}`,
          onSelect: () => onStartScenario(scenario),
        }))}
        disabled={isBusy}
      >
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
      </PanelChoices>
    </PanelSection>
  );
}
