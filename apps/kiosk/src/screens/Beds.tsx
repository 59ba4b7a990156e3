import { Card, Columns, Notice } from '@simrs/design-system';
import { BEDS_CHANGED_EVENT, BEDS_ROOM, type BedAvailability } from '@simrs/domain/queue';
import { useCallback, useEffect, useState } from 'react';
import { DisplayError, display, displaySocket } from '../lib/api';
import { useOnline } from '../lib/kiosk';
import { Shell } from './Shell';

type Bed = BedAvailability;

const REFRESH_MS = 60_000;

/**
 * display-anjungan-ranap: bed availability by ward and class, counted from the occupancy
 * intervals; live through the beds' room (`bangsal:all`), read again every minute as well.
 */
export default function Beds() {
  const [list, setList] = useState<Bed[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const online = useOnline();
  const load = useCallback(async () => {
    try {
      const data = await display('bed');
      setList(data.list);
      setFailed(false);
      setError(null);
    } catch (e) {
      setFailed(true);
      setError(e instanceof DisplayError ? e.message : null);
    }
  }, []);
  useEffect(() => {
    void load();
    const t = window.setInterval(() => void load(), REFRESH_MS);
    return () => window.clearInterval(t);
  }, [load]);
  // Live: every admission, transfer, discharge or cleaned bed reads the board again at once; and
  // after the socket (re)connects, as events missed while offline are not replayed.
  useEffect(() => {
    const socket = displaySocket();
    void socket.join(BEDS_ROOM);
    const off = socket.on(BEDS_CHANGED_EVENT, () => void load());
    return () => {
      off();
      void socket.leave(BEDS_ROOM);
    };
  }, [load]);
  useEffect(() => {
    if (online) void load();
  }, [online, load]);
  const classes = [...new Set((list ?? []).map((b) => b.kelas))];
  return (
    <Shell kind="display" title="Ketersediaan Tempat Tidur Rawat Inap" online={online && !failed}>
      {error && !list ? <Notice tone="danger" title={error} /> : null}
      <Columns minColumnWidth={800} collapseBelow={0} gap={6}>
        {classes.map((kelas) => (
          <Card key={kelas} title={kelas}>
            <table className="beds-table">
              <thead>
                <tr>
                  <th scope="col">Bangsal</th>
                  <th scope="col">Kapasitas</th>
                  <th scope="col">Terisi</th>
                  <th scope="col">Dibersihkan</th>
                  <th scope="col">Tersedia</th>
                </tr>
              </thead>
              <tbody>
                {(list ?? [])
                  .filter((b) => b.kelas === kelas)
                  .map((b) => (
                    <tr key={b.wardCode}>
                      <th scope="row">{b.ward}</th>
                      <td>{b.capacity}</td>
                      <td>{b.occupied}</td>
                      <td>{b.cleaning}</td>
                      <td data-available={b.available > 0 ? 'free' : 'full'}>
                        {b.available > 0 ? b.available : 'Penuh'}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </Card>
        ))}
      </Columns>
    </Shell>
  );
}
