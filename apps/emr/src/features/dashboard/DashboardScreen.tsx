import { useList } from '@simrs/api-client';
import { BarChart } from '@simrs/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { canDo } from '../../routing/guards';
import { useSession } from '../../session/SessionProvider';
import { PageTitle, Panel } from '../../ui';
import type { ScreenProps } from '../types';

interface Counter {
  module: string;
  menu: string;
  label: string;
}

/** Real totals from the server for the modules the user may view. */
const COUNTERS: readonly [Counter, Counter, Counter, Counter, Counter] = [
  { module: 'Pasien', menu: 'pasien', label: 'Pasien terdaftar' },
  { module: 'Poli', menu: 'poli', label: 'Poliklinik' },
  { module: 'Obat', menu: 'obat', label: 'Item obat' },
  { module: 'Users', menu: 'user', label: 'Pengguna' },
  { module: 'RanapBangsal', menu: 'ranap-bangsal', label: 'Bangsal rawat inap' },
];

interface Count {
  counter: Counter;
  total: number | null;
  active: number | null;
  /** False when a total is only a lower bound (the server stopped counting). */
  exact: boolean;
  isLoading: boolean;
}

/** Total and active rows of one module (idle when the user may not view it). */
function useCount(counter: Counter, visible: boolean): Count {
  const list = useList(visible ? counter.module : null, { page: 1, shown: 10 });
  const active = useList(visible ? counter.module : null, {
    page: 1,
    shown: 10,
    filters: { status: 'Y' },
  });
  return {
    counter,
    total: list.error || list.isLoading ? null : list.total,
    active: active.error || active.isLoading ? null : active.total,
    exact: list.totalExact && active.totalExact,
    isLoading: list.isLoading,
  };
}

function CounterCard({ count }: { count: Count }) {
  const { counter, total, active } = count;
  const share = total && active !== null ? Math.round((active / total) * 100) : 0;
  const more = count.exact ? '' : 'lebih dari ';
  return (
    <Card>
      <h2>{counter.label}</h2>
      <Figure data-testid={`count-${counter.module}`}>
        {count.isLoading ? '…' : total === null ? '–' : `${more}${total.toLocaleString('id-ID')}`}
      </Figure>
      {active !== null && total && count.exact ? (
        <small>
          {active.toLocaleString('id-ID')} aktif ({share}%)
        </small>
      ) : null}
      <Link to={`/${counter.menu}`}>Lihat daftar</Link>
    </Card>
  );
}

export default function DashboardScreen(_props: ScreenProps) {
  const { user, app } = useSession();
  const may = (c: Counter) => Boolean(user && canDo(user, c.menu, 'view'));
  const [c0, c1, c2, c3, c4] = COUNTERS;
  const counts = [
    useCount(c0, may(c0)),
    useCount(c1, may(c1)),
    useCount(c2, may(c2)),
    useCount(c3, may(c3)),
    useCount(c4, may(c4)),
  ].filter((c) => may(c.counter));
  if (!user) return null;
  const ready = counts.filter((c) => c.total !== null && c.active !== null && c.exact);
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <Welcome>
        Selamat datang, <strong>{user.name ?? user.username}</strong>
        {app?.hospitalName ? ` di ${app.hospitalName}` : ''}.
      </Welcome>
      {counts.length === 0 ? (
        <Panel>Belum ada ringkasan untuk level Anda. Gunakan menu di samping untuk mulai.</Panel>
      ) : (
        <>
          <Grid>
            {counts.map((c) => (
              <CounterCard key={c.counter.module} count={c} />
            ))}
          </Grid>
          {ready.length === counts.length ? (
            <ChartPanel>
              <BarChart
                title="Data master aktif dan nonaktif"
                description="Jumlah data per modul menurut status aktif."
                categoryLabel="Modul"
                categories={ready.map((c) => c.counter.label)}
                series={[
                  { key: 'aktif', label: 'Aktif', values: ready.map((c) => c.active ?? 0) },
                  {
                    key: 'nonaktif',
                    label: 'Nonaktif',
                    values: ready.map((c) => (c.total ?? 0) - (c.active ?? 0)),
                  },
                ]}
              />
            </ChartPanel>
          ) : null}
        </>
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

const ChartPanel = styled(Panel)`
  margin-top: var(--ds-space-5);
  max-width: 760px;
`;
