import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { studioPlace } from '@/content/studio-place';
import { useStudioContact } from '@/lib/api/endpoints/settings';
import { ExternalLinkButton } from '@/components/external-link-button';

const { name, whatToBring } = studioPlace;

/** For a paid booking: where the studio is (as its settings say) and what to bring. */
export function StudioVisit() {
  const contact = useStudioContact();
  return (
    <Stack spacing={1.5}>
      <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
        {whatToBring.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <PlaceIcon fontSize="small" color="primary" sx={{ mt: 0.25 }} />
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          <strong>{name}</strong>,{' '}
          {contact ? contact.address : <Skeleton sx={{ display: 'inline-block', width: '60%' }} />}
        </Typography>
      </Stack>
      <div>
        <ExternalLinkButton href={contact?.mapUrl} variant="outlined" size="small" startIcon={<PlaceIcon />}>
          Buka di Google Maps
        </ExternalLinkButton>
      </div>
    </Stack>
  );
}
