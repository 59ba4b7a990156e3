import { useNotificationCounts } from '@simrs/api-client';
import styled from 'styled-components';
import { PageTitle, Panel } from '../../ui';
import type { ScreenProps } from '../types';

/** Pending items from the two Notification calls (maintenance and goods). */
export default function NotifikasiScreen(_props: ScreenProps) {
  const counts = useNotificationCounts();
  const rows: [string, number][] = [
    ['Pemeliharaan internal tertunda', counts.maintenance.internal],
    ['Pemeliharaan eksternal tertunda', counts.maintenance.external],
    ['Permintaan obat (farmasi) tertunda', counts.goods.farmasi],
    ['Permintaan alat kesehatan tertunda', counts.goods.alkes],
    ['Permintaan alat infus tertunda', counts.goods.infus],
    ['Permintaan barang umum tertunda', counts.goods.umum],
    ['Permintaan aset tertunda', counts.goods.aset],
  ];
  return (
    <>
      <PageTitle>Notifikasi</PageTitle>
      <Panel>
        {counts.error ? <p role="alert">Notifikasi tidak dapat dimuat.</p> : null}
        <List>
          {rows.map(([label, value]) => (
            <li key={label}>
              <span>{label}</span>
              <strong>{counts.isLoading ? '…' : value.toLocaleString('id-ID')}</strong>
            </li>
          ))}
        </List>
      </Panel>
    </>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    padding: var(--ds-space-4) 0;
    border-bottom: 1px solid var(--ds-color-border);
  }
  li:last-child {
    border-bottom: none;
  }
`;
