// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "fetch": { "disableSameOriginPolicy": true } } }
// The generic contract hooks and the display client against the real server.
import {
  antreanContract,
  antreanUnitContract,
  masterContracts,
  staticSettingsContract,
} from '@simrs/validators/contracts';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryKey, runQuery, toQuery, useCommand, useQuery } from '../src/contract';
import { createDisplayClient, DisplayError } from '../src/display';
import { type RealServer, startRealServer, wrapper } from './real-server';

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer('contract');
}, 180_000);
afterAll(async () => {
  await server?.close();
});
afterEach(() => cleanup());

const poli = masterContracts.find((c) => c.module === 'Poli');
if (!poli) throw new Error('no Poli contract');

describe('query strings and keys', () => {
  it('drop empty values and keep numbers, flags and lists', () => {
    expect(toQuery({ page: 2, search: '', unitId: null, active: true, ids: [1, 2] })).toEqual({
      page: 2,
      active: true,
      ids: '1,2',
    });
    expect(queryKey(poli, 'list', { page: 1 })).toEqual(['bo', 'Poli', 'list', { page: 1 }]);
  });
});

describe('contract hooks on the real server', () => {
  it('reads a list, a record by id and a single-record screen', async () => {
    const client = await server.clientAs('admin');
    const { result } = renderHook(
      () => ({
        list: useQuery(poli, 'list', { page: 1, shown: 10, sortByField: 'name' }),
        settings: useQuery(staticSettingsContract, 'read', {}),
      }),
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(result.current.list.data?.list.length).toBe(10));
    expect(result.current.list.data?.page).toBe(1);
    const first = result.current.list.data?.list[0];
    await waitFor(() => expect(result.current.settings.data?.record.hospitalName).toBeTruthy());
    const record = await runQuery(client, poli, 'record', { pageId: first?.id });
    expect(record.record.id).toBe(first?.id);
    expect(record.canEdit).toBe(true);
  });

  it('a command revalidates the queries of its contract', async () => {
    const client = await server.clientAs('admisi');
    const units = await runQuery(client, antreanUnitContract, 'list', { category: 'admisi' });
    const unitId = units.list[0]?.id ?? 0;
    const { result } = renderHook(
      () => ({
        tickets: useQuery(antreanContract, 'list', { unitId }),
        ambil: useCommand(antreanContract, 'ambil'),
      }),
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(result.current.tickets.data?.unit.id).toBe(unitId));
    const before = result.current.tickets.data?.list.length ?? 0;
    let code = '';
    await act(async () => {
      const r = await result.current.ambil.run({ unitId, patientName: 'Rudi Hartono' });
      if (!r.ok) throw r.error;
      code = r.response.data.ticket.code;
    });
    await waitFor(() => expect(result.current.tickets.data?.list.length).toBe(before + 1));
    expect(result.current.tickets.data?.list.some((t) => t.code === code)).toBe(true);
  });

  it('a refused command comes back as the dialog, never a throw', async () => {
    const client = await server.clientAs('farmasi');
    const { result } = renderHook(() => useCommand(antreanContract, 'ambil'), {
      wrapper: wrapper(client),
    });
    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run({ unitId: 999_999 });
    });
    expect(outcome?.ok).toBe(false);
    if (outcome && !outcome.ok) expect(outcome.error.status).toBe(422);
  });
});

describe('the display client', () => {
  it('speaks the display screens with the display token only', async () => {
    const kiosk = createDisplayClient({
      apiBase: server.origin,
      displayToken: server.displayToken,
    });
    const start = await kiosk.display('anjungan', {});
    expect(start.units.length).toBeGreaterThan(0);
    const unit = start.units[0];
    const taken = await kiosk.display('ambil-tiket', { unitId: unit?.id ?? 0 });
    expect(taken.ticket.code).toMatch(/^[A-Z]+\d{3}$/);
    const app = await kiosk.display('app');
    expect(app.app.hospitalName).toBeTruthy();
    await expect(kiosk.display('check-in', { bookingCode: '??' })).rejects.toMatchObject({
      status: 422,
      message: 'Kode booking tidak valid.',
    });
    const stranger = createDisplayClient({ apiBase: server.origin, displayToken: 'salah' });
    await expect(stranger.display('anjungan')).rejects.toBeInstanceOf(DisplayError);
    const offline = createDisplayClient({ apiBase: 'http://127.0.0.1:9', displayToken: 'x' });
    await expect(offline.display('bed')).rejects.toMatchObject({ status: 0 });
  });
});
