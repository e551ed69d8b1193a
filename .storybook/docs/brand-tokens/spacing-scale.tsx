import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { studioTheme } from '@/theme/theme';

const theme = studioTheme();

const steps = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8];

/** `theme.spacing(n)` for the usual steps, as bars of that length. */
export function SpacingScale() {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
      {steps.map((step) => (
        <Box
          component="li"
          key={step}
          sx={{ display: 'grid', gridTemplateColumns: '6.5rem 3rem 1fr', alignItems: 'center', gap: 1.5 }}
        >
          <Typography variant="subtitle2" component="span">
            spacing({step})
          </Typography>
          <Typography variant="body2" component="span" color="textSecondary">
            {theme.spacing(step)}
          </Typography>
          <Box sx={{ width: theme.spacing(step), height: 16, bgcolor: 'primary.main', borderRadius: 0.5 }} />
        </Box>
      ))}
    </Box>
  );
}
