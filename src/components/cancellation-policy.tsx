import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CANCELLATION_POLICY_HEADING, cancellationPolicyNotice } from '@/content/cancellation-policy';
import { errorMessage } from '@/lib/api/api-error';
import type { BookingPolicy } from '@/lib/api/api-types';
import { detailError } from './detail-error';

export interface CancellationPolicyBoxProps {
  /** The policy to show: the settings in force, or the one a booking was made under; undefined while it loads. */
  policy: Pick<BookingPolicy, 'cancellation' | 'reschedule'> | undefined;
  /** Why the policy could not be loaded, shown in the box in its place. */
  error?: unknown;
  /** Said under the heading: which policy this is. */
  caption?: string;
  /** The heading's level in the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/** The box's height with the studio's three tiers, its lines wrapping on a phone: what its skeleton holds. */
const BOX_HEIGHT = { xs: 288, sm: 172, md: 192 };

const frame = { p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.default' };

/**
 * A cancellation policy as a compact box, for the customer to read before paying: how much comes back by how
 * long before the session they cancel, what becomes of a down payment, and that a move keeps what was paid.
 * While the policy loads, a skeleton of the box's size holds its place.
 */
export function CancellationPolicyBox({ policy, error, caption, headingLevel = 'h2' }: CancellationPolicyBoxProps) {
  const headingId = useId();
  if (!policy && error === undefined) {
    return (
      <Skeleton
        variant="rounded"
        role="status"
        aria-busy="true"
        aria-label="Memuat kebijakan pembatalan"
        sx={{ height: BOX_HEIGHT }}
      />
    );
  }
  const notice = policy && cancellationPolicyNotice(policy);
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1} sx={frame}>
      <div>
        <Typography variant="subtitle2" component={headingLevel} id={headingId}>
          {CANCELLATION_POLICY_HEADING}
        </Typography>
        {caption && (
          <Typography variant="body2" color="textSecondary">
            {caption}
          </Typography>
        )}
      </div>
      {notice ? (
        <>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {notice.tiers.map((line) => (
              <Typography key={line} component="li" variant="body2">
                {line}
              </Typography>
            ))}
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {notice.downPayment}
          </Typography>
          {notice.move && (
            <Typography variant="body2" color="textSecondary">
              {notice.move}
            </Typography>
          )}
        </>
      ) : (
        <Typography variant="body2" color="error">
          {detailError(errorMessage(error))}
        </Typography>
      )}
    </Stack>
  );
}
