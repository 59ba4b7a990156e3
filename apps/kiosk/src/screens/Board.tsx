import { Columns, Notice, Stats } from '@simrs/design-system';
import type { LayarData, QueueUnitCategory } from '@simrs/domain/queue';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DisplayError, display, displaySocket } from '../lib/api';
import { useOnline } from '../lib/kiosk';
import {
  applyEvent,
  type BoardData,
  CALL_STATUS_LABEL,
  type QueueEvent,
  summarize,
} from '../lib/queue';
import { Shell } from './Shell';

/**
 * A public queue board: the latest call in large type, every unit's current number and waiting
 * count. Live through the display socket (rooms `unit:{id}`); the last known board stays on
 * screen while the connection is down, and is reloaded when it comes back.
 */
export default function Board({
  title,
  categories,
  search,
}: {
  route: string;
  title: string;
  categories: QueueUnitCategory[];
  search: string;
}) {
  const layarCode = new URLSearchParams(search).get('layar');
  const [board, setBoard] = useState<BoardData | null>(null);
  const [layar, setLayar] = useState<LayarData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const online = useOnline();
  const [flash, setFlash] = useState(0);

  const load = useCallback(async () => {
    try {
      const conf = layarCode ? await display('layar', { code: layarCode }) : null;
      setLayar(conf);
      const data = await display('antrean', {
        ...(categories.length > 0 ? { categories } : {}),
        ...(conf ? { unitIds: conf.unitIds } : {}),
      });
      setBoard(data);
      setError(null);
    } catch (e) {
      setError(e instanceof DisplayError ? e.message : 'Gagal memuat antrean.');
    }
  }, [layarCode, categories]);

  useEffect(() => {
    void load();
  }, [load]);

  // Reload when the socket (re)connects: events missed while offline are not replayed.
  useEffect(() => {
    if (online) void load();
  }, [online, load]);

  const unitKey = board?.units.map((u) => u.id).join(',') ?? '';
  useEffect(() => {
    if (!unitKey) return undefined;
    const socket = displaySocket();
    const rooms = unitKey.split(',').map((id) => `unit:${id}`);
    for (const r of rooms) void socket.join(r);
    const off = socket.on<QueueEvent>('queue:changed', (e) => {
      setBoard((b) => (b ? applyEvent(b, e) : b));
      if (e.action === 'panggil' || e.action === 'panggil-ulang') setFlash((n) => n + 1);
    });
    return () => {
      off();
      for (const r of rooms) void socket.leave(r);
    };
  }, [unitKey]);

  const units = useMemo(() => (board ? summarize(board) : []), [board]);
  const last = board?.recentCalls[0] ?? null;
  const lastUnit = board?.units.find((u) => u.id === last?.unitId);
  const rows = layar?.screen.rows ?? 8;

  return (
    <Shell
      kind="display"
      title={layar?.screen.name ?? title}
      online={online}
      footer={
        <div className="marquee">
          <span>
            {layar?.screen.runningText ??
              'Selamat datang. Mohon menunggu nomor antrean Anda dipanggil.'}
          </span>
        </div>
      }
    >
      {error && !board ? <Notice tone="danger" title={error} /> : null}
      <Columns columns={[38, 62]} collapseBelow={1200} fillHeight align="stretch" gap={6}>
        <section className="calling" aria-live="assertive" aria-label="Nomor dipanggil">
          <div className="calling-label">Nomor Dipanggil</div>
          {last ? (
            <div key={flash} className="calling-card flash" data-testid="calling">
              <div
                className="calling-code"
                data-testid="calling-code"
                data-chars={last.code.length > 4 ? Math.min(last.code.length, 7) : undefined}
              >
                {last.code}
              </div>
              <div className="calling-counter">{last.counter ?? ''}</div>
              <div className="calling-unit">{lastUnit?.name ?? ''}</div>
              {last.patientName ? <div className="calling-name">{last.patientName}</div> : null}
            </div>
          ) : (
            <div className="calling-card empty">Belum ada panggilan</div>
          )}
          <ol className="history" aria-label="Panggilan sebelumnya">
            {board?.recentCalls.slice(1, 5).map((t) => (
              <li key={t.id}>
                <span className="code">{t.code}</span>
                <span>{t.counter}</span>
                <span className="status">
                  {t.callStatus ? CALL_STATUS_LABEL[t.callStatus] : ''}
                </span>
              </li>
            ))}
          </ol>
        </section>
        <Stats
          aria-label="Antrean per unit"
          minTileWidth={400}
          items={units.slice(0, rows * 2).map(({ unit, current, waiting, next }) => ({
            id: unit.id,
            label: unit.name,
            value: <span data-testid={`current-${unit.code}`}>{current?.code ?? '—'}</span>,
            isEmphasized: true,
            hint: (
              <>
                <span className="unit-meta">
                  <span>{current?.counter ?? 'Menunggu panggilan'}</span>
                  <span>
                    Menunggu: <strong>{waiting}</strong>
                  </span>
                </span>
                {next.length > 0 ? (
                  <span className="unit-next">{`Berikutnya: ${next.map((t) => t.code).join(', ')}`}</span>
                ) : null}
              </>
            ),
          }))}
        />
      </Columns>
    </Shell>
  );
}
