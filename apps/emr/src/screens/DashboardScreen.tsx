import { useList } from '@simrs/api-client';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { canDo } from '../routing/guards';
import type { ScreenProps } from '../routing/screens';
import { useSession } from '../session/SessionProvider';
import { PageTitle, Panel } from '../ui';

interface Counter {
  module: string;
  menu: string;
  label: string;
}

/** Real totals from the server for the modules the user may view. */
const COUNTERS: readonly Counter[] = [
  { module: 'Pasien', menu: 'pasien', label: 'Pasien terdaftar' },
  { module: 'Poli', menu: 'poli', label: 'Poliklinik' },
  { module: 'Obat', menu: 'obat', label: 'Item obat' },
  { module: 'Users', menu: 'user', label: 'Pengguna' },
  { module: 'RanapBangsal', menu: 'ranap-bangsal', label: 'Bangsal rawat inap' },
];

function CounterCard({ counter }: { counter: Counter }) {
  const list = useList(counter.module, { page: 1, shown: 10 });
  const active = useList(counter.module, { page: 1, shown: 10, filters: { status: 'Y' } });
  const total = list.total;
  const activeTotal = active.error ? null : active.total;
  const share = total > 0 && activeTotal !== null ? Math.round((activeTotal / total) * 100) : 0;
  return (
    <Card>
      <h2>{counter.label}</h2>
      <Figure data-testid={`count-${counter.module}`}>
        {list.isLoading ? '…' : list.error ? '–' : total.toLocaleString('id-ID')}
      </Figure>
      {activeTotal !== null && total > 0 ? (
        <>
          <Bar role="img" aria-label={`${share}% aktif`}>
            <span style={{ width: `${share}%` }} />
          </Bar>
          <small>
            {activeTotal.toLocaleString('id-ID')} aktif ({share}%)
          </small>
        </>
      ) : null}
      <Link to={`/${counter.menu}`}>Lihat daftar</Link>
    </Card>
  );
}

export default function DashboardScreen(_props: ScreenProps) {
  const { user, app } = useSession();
  if (!user) return null;
  const visible = COUNTERS.filter((c) => canDo(user, c.menu, 'view'));
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <Welcome>
        Selamat datang, <strong>{user.name ?? user.username}</strong>
        {app?.hospitalName ? ` di ${app.hospitalName}` : ''}.
      </Welcome>
      {visible.length === 0 ? (
        <Panel>Belum ada ringkasan untuk level Anda. Gunakan menu di samping untuk mulai.</Panel>
      ) : (
        <Grid>
          {visible.map((c) => (
            <CounterCard key={c.module} counter={c} />
          ))}
        </Grid>
      )}
    </>
  );
}

const Welcome = styled.p`
  margin: 0 0 var(--ds-space-5);
  color: var(--ds-color-text-muted);
`;

const Grid = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const Card = styled(Panel)`
  display: grid;
  gap: var(--ds-space-3);
  h2 {
    margin: 0;
    font-size: var(--ds-font-size-sm);
    font-weight: var(--ds-font-weight-medium);
    color: var(--ds-color-text-muted);
  }
  small {
    color: var(--ds-color-text-muted);
  }
`;

const Figure = styled.p`
  margin: 0;
  font-size: var(--ds-font-size-2xl);
  font-weight: var(--ds-font-weight-bold);
`;

const Bar = styled.div`
  height: 8px;
  border-radius: var(--ds-radius-full);
  background: var(--ds-color-surface-sunken);
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: var(--ds-color-accent);
  }
`;
