import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { studioInfo } from '@/content/studio-info';
import { studioPlace } from '@/content/studio-place';

const { mapsUrl, whatToBring } = studioPlace;

/** For a paid booking: where the studio is and what to bring. */
export function StudioVisit() {
  return (
    <Stack spacing={1.5}>
      <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
        {whatToBring.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <PlaceIcon fontSize="small" color="primary" sx={{ mt: 0.25 }} />
        <Typography variant="body2">
          <strong>{studioInfo.name}</strong>, {studioInfo.address}
        </Typography>
      </Stack>
      <div>
        <Button
          href={mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          size="small"
          startIcon={<PlaceIcon />}
        >
          Buka di Google Maps
        </Button>
      </div>
    </Stack>
  );
}
