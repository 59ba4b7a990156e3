import { zodResolver } from '@hookform/resolvers/zod';
import { readLogoutReason, useBoClient } from '@simrs/api-client';
import { Button, useDialog } from '@simrs/design-system';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { z } from 'zod';
import { CheckInput, TextInput } from '../forms/Field';
import type { ScreenProps } from '../routing/screens';
import { useSession } from '../session/SessionProvider';

const loginSchema = z.object({
  username: z.string().trim().min(1, 'Username wajib diisi.'),
  password: z.string().min(1, 'Kata Sandi wajib diisi.'),
  remember: z.boolean(),
});
type LoginValues = z.infer<typeof loginSchema>;

/** Login (redirect-if-logged-in): username, password and remember-me (cookie 360 or 90 days). */
export default function LoginScreen(_props: ScreenProps) {
  const bo = useBoClient();
  const session = useSession();
  const dialog = useDialog();
  const navigate = useNavigate();
  const reason = readLogoutReason(bo.storage);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await session.login({
        username: values.username,
        password: values.password,
        isRemember: values.remember ? 'Y' : 'N',
      });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      dialog.showError(error);
    }
  });

  return (
    <Page>
      <Card onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">Masuk SIMRS</h1>
        <p>Rekam medis elektronik dan back office rumah sakit.</p>
        {reason === 'unauthorized' ? (
          <Notice role="alert">Sesi Anda telah berakhir, silakan masuk kembali.</Notice>
        ) : null}
        <TextInput
          label="Username"
          autoComplete="username"
          autoFocus
          error={errors.username?.message}
          {...register('username')}
        />
        <TextInput
          label="Kata Sandi"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <CheckInput label="Ingat saya (360 hari)" {...register('remember')} />
        <Button type="submit" isPending={isSubmitting}>
          Masuk
        </Button>
      </Card>
    </Page>
  );
}

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: var(--ds-space-5);
  background: var(--ds-color-surface-sunken);
`;

const Card = styled.form`
  width: min(400px, 100%);
  display: grid;
  gap: var(--ds-space-5);
  padding: var(--ds-space-7) var(--ds-space-6);
  border-radius: var(--ds-radius-lg);
  border: 1px solid var(--ds-color-border);
  background: var(--ds-color-surface-raised);
  h1 {
    margin: 0;
    font-size: var(--ds-font-size-xl);
  }
  p {
    margin: 0;
    color: var(--ds-color-text-muted);
  }
`;

const Notice = styled.div`
  padding: var(--ds-space-4);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-status-warning-bg);
  color: var(--ds-color-status-warning-fg);
`;
