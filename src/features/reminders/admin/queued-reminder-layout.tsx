import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CardFacts, type CardFact } from '@/components/card-facts';

/** The facts of every reminder, in order: its booking, session, due instant and phone. */
export const REMINDER_FACT_LABELS = ['Reservasi', 'Sesi', 'Jatuh tempo', 'Telepon'] as const;

export interface QueuedReminderLayoutProps {
  /** The card's accessible name; none for a placeholder, whose title is then no heading. */
  name?: string;
  title: ReactNode;
  kind: ReactNode;
  facts: CardFact[];
  message: ReactNode;
  actions: ReactNode;
}

/**
 * One reminder of the queue as a card: who and what on top, the facts beside the message from laptops on
 * (stacked on phones), and the actions below. The reminder and its placeholder share it, so nothing moves
 * when the queue arrives.
 */
export function QueuedReminderLayout({ name, title, kind, facts, message, actions }: QueuedReminderLayoutProps) {
  return (
    <Card component="li" variant="outlined" aria-label={name}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography
              component={name ? 'h3' : 'div'}
              sx={{ flex: 1, minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {title}
            </Typography>
            <Box sx={{ display: 'flex', flexShrink: 0, maxWidth: '50%' }}>{kind}</Box>
          </Stack>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
              gap: 2,
              alignItems: 'start',
            }}
          >
            <CardFacts facts={facts} />
            {message}
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            {actions}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
