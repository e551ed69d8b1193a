import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A list laid out in as many columns of at least `minColumnWidth` pixels as fit, one when even that is too wide. */
export function TokenGrid({ minColumnWidth, children }: { minColumnWidth: number; children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(${minColumnWidth}px, 100%), 1fr))`,
        gap: { xs: 1.5, sm: 2 },
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {children}
    </Box>
  );
}
