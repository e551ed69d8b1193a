import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A home-page section's heading: a small overline above the title. */
export function SectionHeading({
  id,
  overline,
  title,
  action,
}: {
  id?: string;
  overline?: string;
  title: string;
  action?: ReactNode;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-end', mb: 3, gap: 2 }}>
      <div>
        {overline && (
          <Typography variant="overline" color="primary">
            {overline}
          </Typography>
        )}
        <Typography variant="h2" id={id}>
          {title}
        </Typography>
      </div>
      {action}
    </Stack>
  );
}
