import { Button, Card, Stack, Text, ToneChip, useToast } from '@simrs/design-system';
import { useState } from 'react';
import { TwoFactorDisable, TwoFactorSetup } from '../../session/CredentialForms';
import { useSession } from '../../session/SessionProvider';

/**
 * 'Verifikasi Dua Langkah' of account-setting: the state of the own second factor, setting it up
 * (QR code and secret, confirmed with a code), and switching it off when the level does not
 * require it.
 */
export function TwoFactorCard() {
  const session = useSession();
  const toast = useToast();
  const [mode, setMode] = useState<'view' | 'setup' | 'disable'>('view');
  const state = session.twoFactor;
  const enabled = state?.enabled ?? false;
  const required = state?.required ?? false;

  const finish = async (message: string) => {
    setMode('view');
    toast.success(message);
    await session.reload();
  };

  return (
    <Card title="Verifikasi Dua Langkah">
      <Stack gap={4}>
        <Stack direction="horizontal" wrap gap={3}>
          <ToneChip
            tone={enabled ? 'success' : 'neutral'}
            label={enabled ? 'Aktif' : 'Belum aktif'}
            data-testid="two-factor-state"
          />
          {required ? <ToneChip tone="info" label="Wajib untuk level Anda" /> : null}
        </Stack>
        {mode === 'setup' ? (
          <TwoFactorSetup onEnabled={finish} onCancel={() => setMode('view')} />
        ) : mode === 'disable' ? (
          <TwoFactorDisable onDisabled={finish} onCancel={() => setMode('view')} />
        ) : (
          <>
            <Text tone="muted" size="sm">
              {enabled
                ? 'Saat masuk, selain kata sandi Anda memasukkan kode 6 digit dari aplikasi autentikator di ponsel Anda.'
                : 'Lindungi akun Anda dengan kode 6 digit dari aplikasi autentikator di ponsel, selain kata sandi.'}
            </Text>
            {enabled && required ? (
              <Text tone="muted" size="sm">
                Level akun Anda mewajibkan verifikasi dua langkah, jadi tidak dapat dinonaktifkan.
                Jika ponsel hilang, minta administrator mereset verifikasi dua langkah Anda.
              </Text>
            ) : null}
            <Stack direction="horizontal" wrap gap={3}>
              {enabled ? (
                required ? null : (
                  <Button variant="secondary" onPress={() => setMode('disable')}>
                    Nonaktifkan
                  </Button>
                )
              ) : (
                <Button onPress={() => setMode('setup')}>Aktifkan</Button>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}
