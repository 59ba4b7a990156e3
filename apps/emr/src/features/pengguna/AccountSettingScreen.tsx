import {
  Card,
  Columns,
  DescriptionList,
  PageHeader,
  Stack,
  ToastProvider,
  useToast,
} from '@simrs/design-system';
import { ChangePasswordForm } from '../../session/CredentialForms';
import { useSession } from '../../session/SessionProvider';
import type { ScreenProps } from '../types';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

/**
 * The signed-in user's own account: profile, changing one's own password, the second factor
 * (docs/security.md, "Second factor") and the open sessions ("Own sessions").
 */
export default function AccountSettingScreen({ route }: ScreenProps) {
  return (
    <ToastProvider>
      <AccountSetting title={route.title} />
    </ToastProvider>
  );
}

function AccountSetting({ title }: { title: string }) {
  const { user, app } = useSession();
  if (!user) return null;
  const items = [
    { term: 'Nama', description: user.name ?? '-' },
    { term: 'Username', description: user.username ?? '-' },
    { term: 'Level', description: user.levelName ?? String(user.levelId) },
    {
      term: 'Kelola semua menu',
      description: user.canManageAll === 'Y' || user.levelId === 1 ? 'Ya' : 'Tidak',
    },
    { term: 'Jumlah menu', description: String(user.menuRole.length) },
    { term: 'Rumah sakit', description: app?.hospitalName ?? '-' },
  ];
  return (
    <Stack gap={5}>
      <PageHeader title={title} canAdd={false} />
      <Columns minColumnWidth={320}>
        <Card title="Profil">
          <DescriptionList items={items} layout="inline" />
        </Card>
        <ChangePasswordCard />
        <TwoFactorCard />
      </Columns>
      <SessionsCard />
    </Stack>
  );
}

function ChangePasswordCard() {
  const toast = useToast();
  return (
    <Card title="Ubah Kata Sandi">
      <ChangePasswordForm
        note="Setelah kata sandi diubah, sesi akun ini di perangkat lain akan diakhiri."
        onChanged={(message, others) => {
          toast.success(
            message,
            others > 0
              ? `${others} sesi lain akun ini di perangkat lain telah diakhiri.`
              : 'Gunakan kata sandi baru saat masuk berikutnya.',
          );
        }}
      />
    </Card>
  );
}
