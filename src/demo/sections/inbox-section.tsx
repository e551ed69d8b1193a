import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataState } from '@/components/data-state';
import { PlainList } from '@/components/plain-list';
import { ReminderEmailSummary } from '@/components/reminder-email-summary';
import { reminderBody } from '@/content/reminder-message';
import type { Reminder } from '@/lib/api/api-types';
import { useDemoInboxQuery } from '@/lib/api/endpoints/demo';
import { PanelSection } from './panel-section';

/** About the height of a closed email in the panel (measured: 131 to 171 px, as its lines wrap). */
const EMAIL_PX = 160;

/** The inbox while it loads: a few closed emails. */
function InboxSkeleton() {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label="Memuat kotak masuk">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" sx={{ height: EMAIL_PX }} />
      ))}
    </Stack>
  );
}

/** One email: what about, to whom and when; opened, its text. */
function InboxEmail({ email }: { email: Reminder }) {
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ heading: { component: 'h4' } }}>
      <AccordionSummary
        id={`demo-email-${email.id}-summary`}
        aria-controls={`demo-email-${email.id}-content`}
        expandIcon={<ExpandMoreRounded />}
      >
        <ReminderEmailSummary email={email} recipient={`${email.customer.name} (${email.recipient})`} isCompact />
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {reminderBody(email)}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}

/** The emulated inbox: the latest emails the studio sent to its customers, newest first. */
export function InboxSection() {
  // Fetched again whenever the panel opens: reminders also fall due while the clock simply runs on.
  const { data, isLoading, error } = useDemoInboxQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <PanelSection
      title="Kotak masuk (email)"
      hint="Email pengingat terakhir yang dikirim studio; maju waktu untuk melihat yang jatuh tempo."
    >
      <DataState
        data={data}
        isLoading={isLoading}
        error={error}
        isEmpty={(emails) => emails.length === 0}
        emptyText="Belum ada email terkirim."
        loading={<InboxSkeleton />}
      >
        {(emails) => (
          <PlainList label="Email terkirim">
            {emails.map((email) => (
              <li key={email.id}>
                <InboxEmail email={email} />
              </li>
            ))}
          </PlainList>
        )}
      </DataState>
    </PanelSection>
  );
}
