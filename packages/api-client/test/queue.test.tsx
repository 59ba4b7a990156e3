// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "fetch": { "disableSameOriginPolicy": true } } }
// The queue screens' calls against the real server (apps/server buildApp on in-memory PGlite,
// listening on a real port): the queue contracts through `useQuery` and `useCommands` (actions
// that revalidate, a 409 and a refused workflow action included), and the live unit rooms of
// `useQueueRooms`.
import type { QueueEvent } from '@simrs/domain/queue';
import {
  antreanContract,
  antreanTujuanContract,
  antreanUnitContract,
  belumDilayaniContract,
  taskIdHarianContract,
} from '@simrs/validators/contracts';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCommand, runQuery, useCommands, useQuery } from '../src/contract';
import { isQueueLiveKey, useQueueRooms } from '../src/queue';
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

async function unitOf(username: string, category: string): Promise<number> {
  const client = await clientAs(username);
  const units = await runQuery(client, antreanUnitContract, 'list', { category });
  return units.list[0]?.id ?? 0;
}

describe('queue contracts through the generic hooks', () => {
  it('reads units and tickets, and an action revalidates the tickets and the counts', async () => {
    const client = await clientAs('admisi');
    const { result } = renderHook(
      () => {
        const units = useQuery(antreanUnitContract, 'list', { category: 'admisi' });
        const unitId = units.data?.list[0]?.id ?? null;
        return {
          units,
          tickets: useQuery(antreanContract, 'list', unitId === null ? null : { unitId }),
          // As the counter screen: a ticket action also reads the units' counts again.
          actions: useCommands(antreanContract, { revalidate: isQueueLiveKey }),
        };
      },
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(result.current.units.data?.list.length).toBe(1));
    const unit = result.current.units.data?.list[0];
    const unitId = unit?.id ?? 0;
    await waitFor(() => expect(result.current.tickets.data?.unit.id).toBe(unitId));
    const before = result.current.tickets.data?.list.length ?? 0;
    const waitingBefore = unit?.waiting ?? 0;
    let code = '';
    await act(async () => {
      const r = await result.current.actions.run('ambil', { unitId, patientName: 'Rudi Hartono' });
      expect(r.ok).toBe(true);
      if (r.ok) code = r.response.data.ticket.code;
    });
    // No manual refresh: the action revalidated the list and the unit's counts.
    await waitFor(() => expect(result.current.tickets.data?.list.length).toBe(before + 1));
    expect(result.current.tickets.data?.list.at(-1)).toMatchObject({
      code,
      status: 'WAITING',
      patientName: 'Rudi Hartono',
    });
    await waitFor(() =>
      expect(result.current.units.data?.list[0]?.waiting).toBe(waitingBefore + 1),
    );
    expect(result.current.actions.pending).toBeNull();
  });

  it('a chosen ticket taken by another counter answers 409 and the list is read again', async () => {
    const mine = await clientAs('admisi');
    const other = await clientAs('superadmin');
    const unitId = await unitOf('admisi', 'admisi');
    const taken = await runCommand(other, antreanContract, 'ambil', { unitId });
    const id = taken.data.ticket.id;
    const { result } = renderHook(
      () => ({
        tickets: useQuery(antreanContract, 'list', { unitId }),
        actions: useCommands(antreanContract),
      }),
      { wrapper: wrapper(mine) },
    );
    await waitFor(() =>
      expect(result.current.tickets.data?.list.find((t) => t.id === id)?.status).toBe('WAITING'),
    );
    await runCommand(other, antreanContract, 'panggil', {
      unitId,
      counter: 'Loket 9',
      ticketId: id,
    });
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
      expect(result.current.tickets.data?.list.find((t) => t.id === id)).toMatchObject({
        status: 'CALLED',
        counter: 'Loket 9',
      }),
    );
  });

  it('a workflow action the ticket no longer allows (422) reads the list again too', async () => {
    const mine = await clientAs('admisi');
    const other = await clientAs('superadmin');
    const unitId = await unitOf('admisi', 'admisi');
    const waiting = await runCommand(other, antreanContract, 'ambil', { unitId });
    const { result } = renderHook(
      () => ({
        tickets: useQuery(antreanContract, 'list', { unitId }),
        actions: useCommands(antreanContract),
      }),
      { wrapper: wrapper(mine) },
    );
    await waitFor(() =>
      expect(result.current.tickets.data?.list.some((t) => t.id === waiting.data.ticket.id)).toBe(
        true,
      ),
    );
    // A number taken elsewhere meanwhile: this page does not know it yet (no live room here).
    const later = await runCommand(other, antreanContract, 'ambil', { unitId });
    expect(result.current.tickets.data?.list.some((t) => t.id === later.data.ticket.id)).toBe(
      false,
    );
    await act(async () => {
      // A waiting number cannot be finished before it is called.
      const r = await result.current.actions.run('selesai', { id: waiting.data.ticket.id });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.status).toBe(422);
    });
    await waitFor(() =>
      expect(result.current.tickets.data?.list.some((t) => t.id === later.data.ticket.id)).toBe(
        true,
      ),
    );
  });

  it('the unit room revalidates the queue reads on changes made elsewhere and reports calls', async () => {
    const mine = await clientAs('admisi');
    const other = await clientAs('superadmin');
    const unitId = await unitOf('admisi', 'informasi');
    const called: QueueEvent[] = [];
    const { result, unmount } = renderHook(
      () => ({
        tickets: useQuery(antreanContract, 'list', { unitId }),
        pending: useQuery(belumDilayaniContract, 'list', { unitId: String(unitId) }),
        live: useQueueRooms([unitId], { onCalled: (e) => called.push(e) }),
      }),
      { wrapper: wrapper(mine) },
    );
    await waitFor(() => expect(result.current.live.joined).toBe(true), { timeout: 15_000 });
    expect(result.current.live.state).toBe('connected');
    await waitFor(() => expect(result.current.tickets.data).toBeDefined());
    await waitFor(() => expect(result.current.pending.data).toBeDefined());
    const before = result.current.tickets.data?.list.length ?? 0;
    const pendingBefore = result.current.pending.data?.list.length ?? 0;
    const taken = await runCommand(other, antreanContract, 'ambil', { unitId });
    await waitFor(() => expect(result.current.tickets.data?.list.length).toBe(before + 1), {
      timeout: 10_000,
    });
    await waitFor(() => expect(result.current.pending.data?.list.length).toBe(pendingBefore + 1), {
      timeout: 10_000,
    });
    await runCommand(other, antreanContract, 'panggil', {
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

  it('lists not-yet-served tickets, the task times and the transfer targets', async () => {
    const client = await clientAs('admisi');
    const { result } = renderHook(
      () => ({
        pending: useQuery(belumDilayaniContract, 'list', { category: 'ALL' }),
        targets: useQuery(antreanTujuanContract, 'list', {}),
        tasks: useQuery(taskIdHarianContract, 'list', {}),
      }),
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(result.current.targets.data?.list.length).toBeGreaterThan(10));
    await waitFor(() => expect(result.current.pending.data).toBeDefined());
    const rows = result.current.pending.data?.list ?? [];
    expect(rows.every((r) => r.status !== 'DONE')).toBe(true);
    expect(result.current.pending.data?.units.some((u) => u.category === 'farmasi')).toBe(false);
    await waitFor(() => expect(result.current.tasks.data?.list).toBeDefined());
  });
});

describe('the live keys', () => {
  it('are the queries of the contracts a ticket change alters, not the others', () => {
    expect(isQueueLiveKey(['bo', 'Antrean', 'list', { unitId: 1 }])).toBe(true);
    expect(isQueueLiveKey(['bo', 'BelumDilayani', 'list', {}])).toBe(true);
    expect(isQueueLiveKey(['bo', 'TaskIdHarian', 'list', {}])).toBe(true);
    expect(isQueueLiveKey(['bo', 'AntreanUnit', 'list', { category: 'admisi' }])).toBe(true);
    expect(isQueueLiveKey(['bo', 'AntreanTujuan', 'list', {}])).toBe(false);
    expect(isQueueLiveKey(['bo', 'StaticSettings', 'read', {}])).toBe(false);
    expect(isQueueLiveKey(['bo', 'profile', 'token'])).toBe(false);
  });
});
