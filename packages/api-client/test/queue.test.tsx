// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "fetch": { "disableSameOriginPolicy": true } } }
// The queue hooks against the real server (apps/server buildApp on in-memory PGlite, listening on
// a real port): reads, actions that revalidate (a 409 included), and the live unit rooms.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type QueueEvent,
  type QueueTicket,
  useBelumDilayani,
  useQueueActions,
  useQueueRooms,
  useQueueTargets,
  useQueueTickets,
  useQueueUnits,
} from '../src/queue';
import { type RealServer, startRealServer, wrapper } from './real-server';

let server: RealServer;

beforeAll(async () => {
  server = await startRealServer('queue');
}, 180_000);

afterAll(async () => {
  await server?.close();
});
afterEach(() => cleanup());

const clientAs = (username: string) => server.clientAs(username);

describe('queue hooks on the real server', () => {
  it('reads units and tickets, and an action revalidates the tickets', async () => {
    const client = await clientAs('admisi');
    const { result } = renderHook(
      () => {
        const units = useQueueUnits('admisi');
        const unitId = units.units[0]?.id ?? null;
        return { units, tickets: useQueueTickets(unitId), actions: useQueueActions() };
      },
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(result.current.units.units.length).toBe(1));
    const unitId = result.current.units.units[0]?.id ?? 0;
    await waitFor(() => expect(result.current.tickets.data?.unit.id).toBe(unitId));
    const before = result.current.tickets.tickets.length;
    let code = '';
    await act(async () => {
      const r = await result.current.actions.run<{ ticket: QueueTicket }>('ambil', {
        unitId,
        patientName: 'Rudi Hartono',
      });
      expect(r.ok).toBe(true);
      if (r.ok) code = r.response.data.ticket.code;
    });
    // No manual refresh: the action revalidated the list.
    await waitFor(() => expect(result.current.tickets.tickets.length).toBe(before + 1));
    expect(result.current.tickets.tickets.at(-1)).toMatchObject({
      code,
      status: 'WAITING',
      patientName: 'Rudi Hartono',
    });
    expect(result.current.actions.pending).toBeNull();
  });

  it('a chosen ticket taken by another counter answers 409 and the list is read again', async () => {
    const mine = await clientAs('admisi');
    const other = await clientAs('superadmin');
    const units = await mine.get<{ list: { id: number }[] }>('AntreanUnit', null, null, {
      category: 'admisi',
    });
    const unitId = units.data.list[0]?.id ?? 0;
    const taken = await other.do<{ ticket: QueueTicket }>('Antrean', 'ambil', { unitId });
    const id = taken.data.ticket.id;
    const { result } = renderHook(
      () => ({ tickets: useQueueTickets(unitId), actions: useQueueActions() }),
      { wrapper: wrapper(mine) },
    );
    await waitFor(() =>
      expect(result.current.tickets.tickets.find((t) => t.id === id)?.status).toBe('WAITING'),
    );
    await other.do('Antrean', 'panggil', { unitId, counter: 'Loket 9', ticketId: id });
    await act(async () => {
      const r = await result.current.actions.run('panggil', {
        unitId,
        counter: 'Loket 1',
        ticketId: id,
      });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.status).toBe(409);
        expect(r.dialog.message).toBe('Nomor antrean sudah dipanggil petugas lain.');
      }
    });
    await waitFor(() =>
      expect(result.current.tickets.tickets.find((t) => t.id === id)).toMatchObject({
        status: 'CALLED',
        counter: 'Loket 9',
      }),
    );
  });

  it('the unit room revalidates on changes made elsewhere and reports calls', async () => {
    const mine = await clientAs('admisi');
    const other = await clientAs('superadmin');
    const units = await mine.get<{ list: { id: number }[] }>('AntreanUnit', null, null, {
      category: 'informasi',
    });
    const unitId = units.data.list[0]?.id ?? 0;
    const called: QueueEvent[] = [];
    const { result, unmount } = renderHook(
      () => ({
        tickets: useQueueTickets(unitId),
        live: useQueueRooms([unitId], { onCalled: (e) => called.push(e) }),
      }),
      { wrapper: wrapper(mine) },
    );
    await waitFor(() => expect(result.current.live.joined).toBe(true), { timeout: 15_000 });
    expect(result.current.live.state).toBe('connected');
    await waitFor(() => expect(result.current.tickets.data).toBeDefined());
    const before = result.current.tickets.tickets.length;
    const taken = await other.do<{ ticket: QueueTicket }>('Antrean', 'ambil', { unitId });
    await waitFor(() => expect(result.current.tickets.tickets.length).toBe(before + 1), {
      timeout: 10_000,
    });
    await other.do('Antrean', 'panggil', {
      unitId,
      counter: 'Meja 2',
      ticketId: taken.data.ticket.id,
    });
    await waitFor(
      () => expect(called.map((e) => e.ticket.code)).toEqual([taken.data.ticket.code]),
      {
        timeout: 10_000,
      },
    );
    expect(called[0]?.ticket.patientName ?? null).toBeNull();
    unmount();
  });

  it('lists not-yet-served tickets and the transfer targets', async () => {
    const client = await clientAs('admisi');
    const { result } = renderHook(
      () => ({ pending: useBelumDilayani({ category: 'ALL' }), targets: useQueueTargets() }),
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(result.current.targets.targets.length).toBeGreaterThan(10));
    await waitFor(() => expect(result.current.pending.data).toBeDefined());
    expect(result.current.pending.rows.every((r) => r.status !== 'DONE')).toBe(true);
    expect(result.current.pending.data?.units.some((u) => u.category === 'farmasi')).toBe(false);
  });
});
