import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormRefusalAlert } from '@/components/form-refusal-alert';
import { useServerForm } from '@/components/use-server-form';
import { QUIET_HOURS_NOTE, reminderKindContent, reminderWhen } from '@/content/reminder-kinds';
import type { OptionalReminderKind } from '@/lib/api/api-types';
import { useUpdateProfileMutation } from '@/lib/api/endpoints/accounts';
import { useSettingsQuery } from '@/lib/api/endpoints/settings';
import { profileSchema } from '@/lib/forms/schemas';
import { OPTIONAL_REMINDER_KINDS, orderedReminderKinds } from '@/lib/rules/reminders';

interface ReminderValues {
  reminderOptOuts: OptionalReminderKind[];
}

/** The opt-outs once a kind is switched on (received) or off, in the order of `REMINDER_KINDS`. */
function switched(
  optOuts: readonly OptionalReminderKind[],
  kind: OptionalReminderKind,
  receives: boolean,
): OptionalReminderKind[] {
  return orderedReminderKinds(receives ? optOuts.filter((optOut) => optOut !== kind) : [...optOuts, kind]);
}

function ReminderSwitch({
  kind,
  when,
  receives,
  onChange,
}: {
  kind: OptionalReminderKind;
  /** When the studio sends it; undefined until the settings are in, so no old timing shows. */
  when: string | undefined;
  receives: boolean;
  onChange: (receives: boolean) => void;
}) {
  const inputId = useId();
  const whenId = useId();
  const { label } = reminderKindContent[kind];
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <div>
        <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography id={whenId} variant="body2" color="textSecondary">
          {when ?? <Skeleton width="16em" />}
        </Typography>
      </div>
      <Switch
        id={inputId}
        checked={receives}
        onChange={(_event, checked) => onChange(checked)}
        slotProps={{ input: { 'aria-describedby': whenId } }}
      />
    </Stack>
  );
}

/**
 * The signed-in customer's reminders: one switch per kind, on when they receive it, from the kinds their
 * profile (`GET /me`) opts out of.
 */
export function ReminderPreferences({ optOuts }: { optOuts: readonly OptionalReminderKind[] }) {
  const headingId = useId();
  const [updateProfile] = useUpdateProfileMutation();
  const initialValues: ReminderValues = { reminderOptOuts: orderedReminderKinds(optOuts) };
  const { form, serverError } = useServerForm({
    initialValues,
    schema: profileSchema,
    send: (input) => updateProfile(input).unwrap(),
    onSent: (answer, helpers) =>
      helpers.resetForm({ values: { reminderOptOuts: orderedReminderKinds(answer.data.reminderOptOuts) } }),
  });
  const { reminderOptOuts } = form.values;
  const timings = useSettingsQuery().data?.reminders;
  const whenOf = timings && reminderWhen(timings);

  return (
    <Card sx={{ maxWidth: 560 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack component="form" aria-labelledby={headingId} noValidate spacing={2.5} onSubmit={form.handleSubmit}>
          <div>
            <Typography id={headingId} variant="h5" component="h2" gutterBottom>
              Pengingat
            </Typography>
            <Typography color="textSecondary">
              Studio mengirim pengingat lewat email dan WhatsApp tentang pembayaran, sesi foto, dan ulasan. Matikan yang
              tidak Anda perlukan. {QUIET_HOURS_NOTE}
            </Typography>
          </div>
          <FormRefusalAlert refusal={serverError} />
          <Stack spacing={1.5}>
            {OPTIONAL_REMINDER_KINDS.map((kind) => (
              <ReminderSwitch
                key={kind}
                kind={kind}
                when={whenOf?.[kind]}
                receives={!reminderOptOuts.includes(kind)}
                onChange={(receives) =>
                  void form.setFieldValue('reminderOptOuts', switched(reminderOptOuts, kind, receives))
                }
              />
            ))}
          </Stack>
          <Button
            type="submit"
            variant="contained"
            loading={form.isSubmitting}
            disabled={!form.dirty}
            sx={{ alignSelf: 'flex-start' }}
          >
            Simpan Pengaturan
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
