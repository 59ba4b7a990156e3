import { readLogoutReason, type SessionData, storeSession, useBoClient } from '@simrs/api-client';
import { Button, CheckboxField, TextField, useDialog } from '@simrs/design-system';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { PublicBox, PublicPage } from '../layout/PublicPage';
import { PRODUCT_NAME, useHospitalIdentity } from './identity';

/** The code step: only for accounts with a second factor, so fetched when it is needed. */
const SecondFactorForm = lazy(() => import('./credentialFields'));

interface LoginErrors {
  username?: string;
  password?: string;
}

export interface LoginFormProps {
  /**
   * The session is signed in (password, and the second factor's code when the account has
   * one): the caller makes it the app's and moves on. A failure is shown as a dialog.
   */
  onSignedIn: (session: SessionData) => Promise<void>;
  /** The form is sent (the caller may start fetching what comes next). */
  onSubmit?: () => void;
}

/**
 * The login page (spec 2.2, 9): username, password and remember-me (cookie 360 or 90 days), the
 * design system's fields in a plain form, under the hospital's logo and name (static-settings,
 * through the public `GET /public/identity`: a visitor has no session). It needs neither the
 * router nor the session layer, so a visitor without a session gets it without them (see
 * `App.tsx`); the `login` route of the routed app shows the same form.
 */
export default function LoginForm({ onSignedIn, onSubmit: onSend }: LoginFormProps) {
  const bo = useBoClient();
  const identity = useHospitalIdentity(bo);
  // The logo is left out when there is none or it cannot load.
  const logoSrc = bo.logoUrl(identity?.logoVersion);
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const hospitalName = identity?.hospitalName;
  useEffect(() => {
    document.title = hospitalName
      ? `Masuk · ${PRODUCT_NAME} · ${hospitalName}`
      : `Masuk · ${PRODUCT_NAME}`;
  }, [hospitalName]);
  const dialog = useDialog();
  const reason = readLogoutReason(bo.storage);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  /** The password was right and the account has a second factor: its code is asked next. */
  const [codeStep, setCodeStep] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const name = username.trim();
    const next: LoginErrors = {
      ...(name ? {} : { username: 'Username wajib diisi.' }),
      ...(password.trim() ? {} : { password: 'Kata Sandi wajib diisi.' }),
    };
    setErrors(next);
    if (next.username || next.password) return;
    setSubmitting(true);
    onSend?.();
    try {
      const result = await bo.login({ username: name, password, isRemember: remember ? 'Y' : 'N' });
      if (result.data.restriction === 'second-factor') {
        setPassword('');
        setSubmitting(false);
        setCodeStep(true);
        return;
      }
      await onSignedIn(result.data);
    } catch (error) {
      dialog.showError(error);
      setSubmitting(false);
    }
  };

  const verify = async (code: string) => {
    const result = await bo.do<SessionData>('Auth', 'verify-code', { code });
    storeSession(bo.storage, result.data);
    await onSignedIn(result.data);
  };

  const back = async () => {
    // The half-open session (password only) ends; the form starts again.
    await bo.logout();
    setCodeStep(false);
  };

  const brand = (
    <Brand>
      {logoSrc && failedLogo !== logoSrc ? (
        <LoginLogo src={logoSrc} alt="" onError={() => setFailedLogo(logoSrc)} />
      ) : null}
      <HospitalName data-testid="hospital-name">{hospitalName ?? PRODUCT_NAME}</HospitalName>
    </Brand>
  );

  if (codeStep) {
    return (
      <PublicPage>
        <PublicBox aria-labelledby="login-title">
          {brand}
          <div>
            <h1 id="login-title">Verifikasi Dua Langkah</h1>
            <p>Kata sandi benar. Satu langkah lagi untuk masuk sebagai {username.trim()}.</p>
          </div>
          <Suspense fallback={<p role="status">Memuat…</p>}>
            <SecondFactorForm onVerify={verify} onBack={() => void back()} />
          </Suspense>
        </PublicBox>
      </PublicPage>
    );
  }

  return (
    <PublicPage>
      <PublicBox
        as="form"
        onSubmit={(e: FormEvent<HTMLFormElement>) => void onSubmit(e)}
        noValidate
        aria-labelledby="login-title"
      >
        {brand}
        <div>
          <h1 id="login-title">Masuk {PRODUCT_NAME}</h1>
          <p>Rekam medis elektronik dan back office rumah sakit.</p>
        </div>
        {reason === 'unauthorized' ? (
          <Notice role="alert">Sesi Anda telah berakhir, silakan masuk kembali.</Notice>
        ) : null}
        <TextField
          label="Username"
          name="username"
          kind="username"
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(v) => {
            setUsername(v);
            setErrors(({ username: _, ...rest }) => rest);
          }}
          {...(errors.username ? { errorMessage: errors.username } : {})}
        />
        <TextField
          label="Kata Sandi"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(v) => {
            setPassword(v);
            setErrors(({ password: _, ...rest }) => rest);
          }}
          {...(errors.password ? { errorMessage: errors.password } : {})}
        />
        <CheckboxField
          label="Ingat saya (360 hari)"
          name="remember"
          value={remember}
          onChange={setRemember}
        />
        <Button type="submit" isPending={isSubmitting}>
          Masuk
        </Button>
      </PublicBox>
    </PublicPage>
  );
}

const Notice = styled.div`
  padding: var(--ds-space-4);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-status-warning-bg);
  color: var(--ds-color-status-warning-fg);
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ds-space-4);
  min-height: 56px;
  padding-bottom: var(--ds-space-5);
  border-bottom: 1px solid var(--ds-color-border);
`;

const LoginLogo = styled.img`
  flex: none;
  height: 56px;
  width: auto;
  max-width: 120px;
  object-fit: contain;
`;

const HospitalName = styled.strong`
  min-width: 0;
  font-size: var(--ds-font-size-lg);
  line-height: 1.3;
  color: var(--ds-color-text);
  overflow-wrap: anywhere;
`;
