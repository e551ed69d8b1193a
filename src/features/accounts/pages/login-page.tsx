import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLocation } from 'react-router';
import { FormRefusalAlert } from '@/components/form-refusal-alert';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useServerForm } from '@/components/use-server-form';
import { appRoutes } from '@/lib/app-routes';
import { useLoginMutation } from '@/lib/api/endpoints/accounts';
import { AuthFooterLinks } from '../components/auth-footer-links';
import { DemoAccountsHint } from '../components/demo-accounts-hint';
import { formFieldProps } from '@/lib/forms/form-field-props';
import { PasswordField } from '../components/password-field';
import { loginSchema, type LoginInput } from '@/lib/forms/schemas';
import { carriedReturnState } from '@/lib/sign-in/return-to';
import { registeredEmailOf } from '@/lib/sign-in/registered-email';
import { useSignIn } from '@/lib/sign-in/use-sign-in';

export function LoginPage() {
  const [login] = useLoginMutation();
  const signIn = useSignIn();
  const state: unknown = useLocation().state;

  const { form, serverError } = useServerForm({
    initialValues: { email: registeredEmailOf(state), password: '' } satisfies LoginInput,
    schema: loginSchema,
    send: (input) => login(input).unwrap(),
    // Where the person lands is RedirectIfSignedIn's to say (app/guards.tsx), once it knows who signed in.
    onSent: (response) => signIn(response.data.token),
  });

  return (
    <AuthLayout title="Masuk" subtitle="Masuk untuk memesan sesi foto dan melihat riwayat reservasi Anda.">
      <Stack component="form" noValidate spacing={2.5} onSubmit={form.handleSubmit}>
        <FormRefusalAlert refusal={serverError} />
        <TextField label="Email" type="email" autoComplete="email" {...formFieldProps(form, 'email')} />
        <PasswordField label="Password" autoComplete="current-password" {...formFieldProps(form, 'password')} />
        <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
          Masuk
        </Button>
        <AuthFooterLinks
          switchLabel="Belum mempunyai akun?"
          switchTo={appRoutes.register.to()}
          switchState={carriedReturnState(state)}
        />
        {/* `import.meta.env` itself, not lib/config: a real-API build then drops the hint and the demo passwords. */}
        {!import.meta.env.VITE_API_URL && (
          <DemoAccountsHint onPick={(credentials) => void form.setValues(credentials)} />
        )}
      </Stack>
    </AuthLayout>
  );
}
