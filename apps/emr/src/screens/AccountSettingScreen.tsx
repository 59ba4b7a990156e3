import styled from 'styled-components';
import type { ScreenProps } from '../routing/screens';
import { useSession } from '../session/SessionProvider';
import { PageTitle, Panel } from '../ui';

/** The signed-in user's own account. */
export default function AccountSettingScreen(_props: ScreenProps) {
  const { user, app } = useSession();
  if (!user) return null;
  const rows: [string, string][] = [
    ['Nama', user.name ?? '-'],
    ['Username', user.username ?? '-'],
    ['Level', user.levelName ?? String(user.levelId)],
    ['Kelola semua menu', user.canManageAll === 'Y' || user.levelId === 1 ? 'Ya' : 'Tidak'],
    ['Jumlah menu', String(user.menuRole.length)],
    ['Rumah sakit', app?.hospitalName ?? '-'],
  ];
  return (
    <>
      <PageTitle>Pengaturan Akun</PageTitle>
      <Panel>
        <Dl>
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </Dl>
        <p>
          Untuk mengganti kata sandi, minta admin SIMRS mengatur ulang kata sandi Anda melalui menu
          User.
        </p>
      </Panel>
    </>
  );
}

const Dl = styled.dl`
  display: grid;
  gap: var(--ds-space-3);
  margin: 0 0 var(--ds-space-5);
  div {
    display: grid;
    grid-template-columns: 200px 1fr;
  }
  dt {
    color: var(--ds-color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: var(--ds-font-weight-medium);
  }
`;
