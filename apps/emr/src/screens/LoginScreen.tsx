import { readLogoutReason, useBoClient } from '@simrs/api-client';
import { Button, useDialog } from '@simrs/design-system';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CheckInput, TextInput } from '../forms/Field';
import type { ScreenProps } from '../routing/screens';
import { useSession } from '../session/SessionProvider';

interface LoginErrors {
  username?: string;
  password?: string;
}

/**
 * Login (redirect-if-logged-in): username, password and remember-me (cookie 360 or 90 days).
 * A plain form (no form library): the login route's first load stays small.
 */
export default function LoginScreen(_props: ScreenProps) {
  const bo = useBoClient();
  const session = useSession();
  const dialog = useDialog();
  const navigate = useNavigate();
  const reason = readLogoutReason(bo.storage);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const next: LoginErrors = {
      ...(username ? {} : { username: 'Username wajib diisi.' }),
      ...(password.trim() ? {} : { password: 'Kata Sandi wajib diisi.' }),
    };
    setErrors(next);
    if (next.username || next.password) return;
    setSubmitting(true);
    try {
      await session.login({
        username,
        password,
        isRemember: form.get('remember') === 'on' ? 'Y' : 'N',
      });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      dialog.showError(error);
      setSubmitting(false);
    }
  };

  return (
    <Page>
      <Card onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="login-title">
        <h1 id="login-title">Masuk SIMRS</h1>
        <p>Rekam medis elektronik dan back office rumah sakit.</p>
        {reason === 'unauthorized' ? (
          <Notice role="alert">Sesi Anda telah berakhir, silakan masuk kembali.</Notice>
        ) : null}
        <TextInput
          label="Username"
          autoComplete="username"
          autoFocus
          error={errors.username}
          name="username"
        />
        <TextInput
          label="Kata Sandi"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          name="password"
        />
        <CheckInput label="Ingat saya (360 hari)" name="remember" />
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
