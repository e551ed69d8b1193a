import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLocation } from 'react-router';
import { FormRefusalAlert } from '@/components/form-refusal-alert';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useServerForm } from '@/components/use-server-form';
import { appRoutes } from '@/lib/app-routes';
import { useRegisterMutation } from '@/lib/api/endpoints/accounts';
import { AuthFooterLinks } from '../components/auth-footer-links';
import { formFieldProps } from '@/lib/forms/form-field-props';
import { PasswordField } from '../components/password-field';
import { registerSchema, type RegisterInput } from '@/lib/forms/schemas';
import { carriedReturnState } from '@/lib/sign-in/return-to';
import { registeredState } from '@/lib/sign-in/registered-email';

export function RegisterPage() {
  const [register] = useRegisterMutation();
  // Where the visitor was going before signing up: the login page after registering still leads there.
  const returnState = carriedReturnState(useLocation().state);

  const { form, serverError } = useServerForm({
    initialValues: { name: '', email: '', phone: '', password: '' } satisfies RegisterInput,
    schema: registerSchema,
    send: (input) => register(input).unwrap(),
    // The filled-in form is done with: back from the login page leads to where the visitor came from. The
    // login form starts with the email the account was registered with.
    navigateTo: () => appRoutes.login.to(),
    navigateOptions: (registered) => ({ replace: true, state: registeredState(returnState, registered.data.email) }),
  });

  return (
    <AuthLayout title="Daftar" subtitle="Buat akun, lalu masuk untuk memesan paket foto favorit Anda di studio kami.">
      <Stack component="form" noValidate spacing={2.5} onSubmit={form.handleSubmit}>
        <FormRefusalAlert refusal={serverError} />
        <TextField label="Nama Lengkap" autoComplete="name" {...formFieldProps(form, 'name')} />
        <TextField label="Email" type="email" autoComplete="email" {...formFieldProps(form, 'email')} />
        <TextField label="Nomor Telepon / WhatsApp" type="tel" autoComplete="tel" {...formFieldProps(form, 'phone')} />
        <PasswordField label="Password" autoComplete="new-password" {...formFieldProps(form, 'password')} />
        <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
          Daftar
        </Button>
        <AuthFooterLinks switchLabel="Sudah punya akun?" switchTo={appRoutes.login.to()} switchState={returnState} />
      </Stack>
    </AuthLayout>
  );
}
