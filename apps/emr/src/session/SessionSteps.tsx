/**
 * The steps a session must take before anything else (docs/security.md, "Forced password change"
 * and "Second factor"): while the server names one (`restriction` of the profile, or a 403
 * carrying it), this page is all the app shows. It needs neither the router nor the main layout.
 */
import { type SessionData, storeSession, useBoClient } from '@simrs/api-client';
import { Button, Stack, Text, ToastProvider, useToast } from '@simrs/design-system';
import type { SessionRestriction } from '@simrs/validators';
import { useEffect } from 'react';
import styled from 'styled-components';
import { PublicBox, PublicPage } from '../layout/PublicPage';
import { ChangePasswordForm, SecondFactorForm, TwoFactorSetup } from './CredentialForms';
import { PRODUCT_NAME } from './identity';
import { useSession } from './SessionProvider';

const TITLES: Record<SessionRestriction, string> = {
  'second-factor': 'Verifikasi Dua Langkah',
  'change-password': 'Ganti Kata Sandi',
  'two-factor-setup': 'Aktifkan Verifikasi Dua Langkah',
};

const WHY: Record<SessionRestriction, string> = {
  'second-factor': 'Akun ini dilindungi verifikasi dua langkah.',
  'change-password':
    'Kata sandi akun ini dibuat oleh orang lain (administrator). Buat kata sandi baru yang hanya Anda ketahui sebelum melanjutkan.',
  'two-factor-setup':
    'Level akun Anda mewajibkan verifikasi dua langkah. Aktifkan sekarang dengan aplikasi autentikator di ponsel Anda sebelum melanjutkan.',
};

export default function SessionSteps({ restriction }: { restriction: SessionRestriction }) {
  return (
    <ToastProvider>
      <Steps restriction={restriction} />
    </ToastProvider>
  );
}

function Steps({ restriction }: { restriction: SessionRestriction }) {
  const session = useSession();
  const bo = useBoClient();
  const toast = useToast();
  const title = TITLES[restriction];
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);

  const logout = async () => {
    await session.logout();
    window.location.replace('/login');
  };
  const done = async (message: string) => {
    toast.success(message);
    await session.reload();
  };

  return (
    <PublicPage>
      <Box aria-labelledby="session-step-title" data-restriction={restriction}>
        <Stack gap={2}>
          <h1 id="session-step-title">{title}</h1>
          {session.user ? (
            <Text tone="muted" size="sm">
              Masuk sebagai {session.user.name} ({session.user.username})
            </Text>
          ) : null}
          <p>{WHY[restriction]}</p>
        </Stack>
        {restriction === 'second-factor' ? (
          <SecondFactorForm
            onVerify={async (code) => {
              const result = await bo.do<SessionData>('Auth', 'verify-code', { code });
              storeSession(bo.storage, result.data);
              await session.signedIn(result.data);
            }}
            onBack={() => void logout()}
            backLabel="Keluar"
          />
        ) : (
          <Stack gap={5}>
            {restriction === 'change-password' ? (
              <ChangePasswordForm
                submitLabel="Simpan Kata Sandi Baru"
                note="Kata sandi lama adalah kata sandi yang Anda pakai untuk masuk tadi."
                onChanged={(message) => done(message)}
              />
            ) : (
              <TwoFactorSetup onEnabled={(message) => done(message)} />
            )}
            <Button variant="ghost" onPress={() => void logout()}>
              Keluar
            </Button>
          </Stack>
        )}
      </Box>
    </PublicPage>
  );
}

const Box = styled(PublicBox)`
  --public-box-width: 440px;
`;
