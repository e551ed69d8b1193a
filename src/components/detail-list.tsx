import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** A label and its value; the value is named by its label, as ARIA asks of a definition. */
function DetailRow({ label, value }: DetailItem) {
  const labelId = useId();
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography
        component="dt"
        id={labelId}
        color="textSecondary"
        sx={{ mt: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere' }}
      >
        {label}
      </Typography>
      <Typography component="dd" aria-labelledby={labelId} sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Facts of one record as label / value pairs: two columns on wide screens, stacked on phones. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
        m: 0,
      }}
    >
      {items.map((item) => (
        <DetailRow key={item.label} {...item} />
      ))}
    </Box>
  );
}
