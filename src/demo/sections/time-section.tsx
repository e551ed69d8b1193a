import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { StudioDatePickers, StudioDay } from '@/components/studio-date/studio-date-pickers';
import { instantAtStudioWallClock, studioDay, studioWallClock } from '@/lib/rules/studio-time';
import { appClockOffset, appNow } from '@/lib/time/app-clock';
import { errorMessage } from '@/lib/api/api-error';
import { formatLongDateTime } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { useNow } from '@/lib/time/use-now';
import { useMoveDemoClockMutation } from '@/lib/api/endpoints/demo';
import { PanelChoices, PanelSection } from './panel-section';

const HOUR_MS = 3_600_000;

const jumps = [
  { label: '+1 jam', ms: HOUR_MS },
  { label: '+1 hari', ms: 24 * HOUR_MS },
  { label: 'Lewati batas pembayaran (+25 jam)', ms: 25 * HOUR_MS },
];

/** "maju 1 hari 2 jam" from the real time, or nothing when the clock is real. */
function distanceFromRealTime(offsetMs: number): string | undefined {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  if (minutes === 0) return undefined;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days && `${days} hari`, hours && `${hours} jam`, rest && `${rest} menit`].filter(Boolean).join(' ');
  return `${offsetMs > 0 ? 'maju' : 'mundur'} ${parts} dari waktu nyata`;
}

/** The backend's time, moved by a step, to a chosen moment, or back to the real time. */
export function TimeSection() {
  const now = useNow(1000);
  const [moveClock, { isLoading }] = useMoveDemoClockMutation();
  const [chosen, setChosen] = useState<Dayjs | null>(() => dayjs(studioWallClock(appNow())));
  const distance = distanceFromRealTime(appClockOffset());

  const move = async (body: { now: string } | { reset: true }) => {
    try {
      const { message, data } = await moveClock(body).unwrap();
      setChosen(dayjs(studioWallClock(new Date(data.now))));
      showToast(message, 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  };

  return (
    <PanelSection
      title="Waktu"
      hint="Seluruh aplikasi mengikuti jam backend: slot, tenggat pembayaran, dan jadwal hari ini."
    >
      <Typography variant="body2" role="status">
        Waktu backend: <strong>{formatLongDateTime(now)}</strong>
        {distance && ` (${distance})`}
      </Typography>
      <PanelChoices
        choices={jumps.map(({ label, ms }) => ({
          label,
          onSelect: () => void move({ now: new Date(appNow().getTime() + ms).toISOString() }),
        }))}
        disabled={isLoading}
      />
      <StudioDatePickers today={studioDay(now)}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <DateTimePicker
            label="Pindah ke (WIB)"
            value={chosen}
            onChange={setChosen}
            ampm={false}
            format="L LT"
            slots={{ day: StudioDay }}
            slotProps={{ textField: { size: 'small', fullWidth: true } }}
          />
          <Button
            variant="contained"
            size="small"
            sx={{ flexShrink: 0 }}
            disabled={isLoading || !chosen?.isValid()}
            onClick={() =>
              chosen && void move({ now: instantAtStudioWallClock(chosen.format('YYYY-MM-DDTHH:mm')).toISOString() })
            }
          >
            Pindah
          </Button>
        </Stack>
      </StudioDatePickers>
      <div>
        <Button
          variant="text"
          size="small"
          disabled={isLoading || !distance}
          onClick={() => void move({ reset: true })}
        >
          Kembali ke waktu nyata
        </Button>
      </div>
    </PanelSection>
  );
}
