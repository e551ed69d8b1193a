import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PlainList } from '@/components/plain-list';
import type { Digest } from '@/lib/api/api-types';
import { useLatestDigests } from '@/lib/api/endpoints/digests';
import { DigestMessage } from './digest-message';
import { RetryAlert } from '@/components/retry-alert';

export const DIGESTS_LABEL = 'Ringkasan pagi terbaru';

/** About the height of the newest summary, opened, and of a closed one under it. */
const OPEN_DIGEST_PX = { xs: 360, sm: 300 };
const CLOSED_DIGEST_PX = { xs: 88, sm: 72 };

function DigestsSkeleton() {
  return (
    <Stack spacing={1.5} role="status" aria-busy="true" aria-label="Memuat ringkasan pagi">
      <Skeleton variant="rounded" sx={{ height: OPEN_DIGEST_PX }} />
      <Skeleton variant="rounded" sx={{ height: CLOSED_DIGEST_PX }} />
    </Stack>
  );
}

function NoDigests() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 700 }}>Belum ada ringkasan pagi.</Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        Yang pertama muncul di sini setelah pukul 07.00 WIB.
      </Typography>
    </Paper>
  );
}

/** The summaries, newest first and open; their placeholders until they first arrive; or, with none, why. */
function DigestsContent({ digests }: { digests: readonly Digest[] | undefined }) {
  if (!digests) return <DigestsSkeleton />;
  if (digests.length === 0) return <NoDigests />;
  return (
    <PlainList label={DIGESTS_LABEL} spacing={1.5}>
      {digests.map((digest, index) => (
        <li key={digest.id}>
          <DigestMessage digest={digest} defaultExpanded={index === 0} />
        </li>
      ))}
    </PlainList>
  );
}

/**
 * The admin's outbox: the latest morning summaries, each what today held and what waited at 07:00 WIB. A new one
 * appears by itself (a live change); a failed read says so above what was last read, and can be retried.
 */
export function MorningDigests() {
  const headingId = useId();
  const { data, isFetching, error, refetch } = useLatestDigests();
  const digests = data?.rows;
  const isFailed = Boolean(error) && !isFetching;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <div>
        <Typography id={headingId} variant="h5" component="h2">
          Ringkasan pagi
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Dikirim ke email admin setiap hari pukul 07.00 WIB.
        </Typography>
      </div>
      {isFailed && <RetryAlert what="Ringkasan pagi gagal dimuat" error={error} onRetry={() => void refetch()} />}
      {!(isFailed && !digests) && <DigestsContent digests={digests} />}
    </Stack>
  );
}
