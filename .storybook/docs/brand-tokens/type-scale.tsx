import Box from '@mui/material/Box';
import type { TypographyVariant } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { studioTheme } from '@/theme/theme';
import { codeStyle } from './code-style';
import { fontSizeLabel } from './font-size-label';

const theme = studioTheme();

const variants: TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

const sampleText: Partial<Record<TypographyVariant, string>> = {
  button: 'Reservasi sekarang',
  caption: 'Sesi 20 menit · Senin, 23 November 2026',
  overline: 'Paket unggulan',
};

/** The family a stack asks for first, without its quotes: what the designer picks in their tool. */
function firstFamily(stack: string | undefined): string {
  return stack?.split(',')[0]?.replace(/["']/g, '').trim() ?? 'mewarisi';
}

function textTransformLabel(transform: string | undefined): string {
  if (!transform || transform === 'none') return '';
  return transform === 'uppercase' ? 'huruf kapital' : `text-transform ${transform}`;
}

/** Each typography variant of the theme, written in itself, with the values it is made of. */
export function TypeScale() {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 3 }}>
      {variants.map((variant) => {
        const style = theme.typography[variant];
        const facts = [
          firstFamily(style.fontFamily),
          fontSizeLabel(style.fontSize, theme.typography.htmlFontSize),
          `tebal ${String(style.fontWeight)}`,
          `tinggi baris ${String(style.lineHeight)}`,
          style.letterSpacing === undefined ? '' : `jarak huruf ${String(style.letterSpacing)}`,
          textTransformLabel(style.textTransform),
        ].filter(Boolean);
        return (
          <Box
            component="li"
            key={variant}
            sx={{
              minWidth: 0,
              pb: 3,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { pb: 0, borderBottom: 0 },
            }}
          >
            <Typography variant="body2" component="p" sx={{ ...codeStyle, mb: 0.5, color: 'primary.dark' }}>
              {variant}
            </Typography>
            <Typography variant={variant} component="p" sx={{ overflowWrap: 'anywhere' }}>
              {sampleText[variant] ?? 'Abadikan senja bersama Studio Senja'}
            </Typography>
            <Typography variant="caption" component="p" color="textSecondary" sx={{ mt: 1 }}>
              {facts.join(' · ')}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
