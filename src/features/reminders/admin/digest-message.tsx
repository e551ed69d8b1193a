import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Digest } from '@/lib/api/api-types';
import { formatStudioMoment } from '@/lib/format';

export interface DigestMessageProps {
  digest: Digest;
  /** Open at first: the newest summary is. */
  defaultExpanded?: boolean;
}

/** One morning summary of the admin's outbox: its subject and when it was sent; opened, its text as emailed. */
export function DigestMessage({ digest, defaultExpanded = false }: DigestMessageProps) {
  const { id, subject, body, recipient, createdAt } = digest;
  return (
    <Accordion
      variant="outlined"
      disableGutters
      defaultExpanded={defaultExpanded}
      slotProps={{ heading: { component: 'h3' } }}
    >
      <AccordionSummary
        id={`digest-${id}-summary`}
        aria-controls={`digest-${id}-content`}
        expandIcon={<ExpandMoreIcon />}
      >
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {subject}
          </Typography>
          <Typography component="span" variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            Dikirim <time dateTime={createdAt}>{formatStudioMoment(createdAt)}</time> ke {recipient}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{body}</Typography>
      </AccordionDetails>
    </Accordion>
  );
}
