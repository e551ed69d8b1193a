import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { radii } from '@/theme/tokens';
import { codeStyle } from './code-style';
import { colourLabel } from './colour-label';
import { contrastGrade } from './contrast-grade';

export interface SwatchColour {
  name: string;
  colour: string;
  textColour: string;
  note?: string;
}

/** One colour as a tile with its text colour on it, then its name, value and how well that text reads. */
export function ColourSwatch({ name, colour, textColour, note }: SwatchColour) {
  const { ratio, grade } = contrastGrade(textColour, colour);
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Box
        sx={{
          height: 88,
          p: 1.5,
          display: 'flex',
          alignItems: 'flex-end',
          bgcolor: colour,
          color: textColour,
          border: 1,
          borderColor: 'divider',
          borderRadius: `${radii.medium}px`,
        }}
      >
        <Typography component="span" sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1 }}>
          Aa
        </Typography>
      </Box>
      <Typography variant="subtitle2" component="p" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Typography variant="body2" component="p" sx={codeStyle}>
        {colourLabel(colour)}
      </Typography>
      <Typography variant="caption" component="p" color="textSecondary">
        Teks{' '}
        <Box component="span" sx={codeStyle}>
          {colourLabel(textColour)}
        </Box>
      </Typography>
      <Typography variant="caption" component="p" color="textSecondary">
        Kontras {ratio} · {grade}
      </Typography>
      {note && (
        <Typography variant="caption" component="p" color="textSecondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}
