// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "fetch": { "disableSameOriginPolicy": true } } }
// The generic contract hooks and the display client against the real server.
import {
  antreanContract,
  antreanUnitContract,
  masterContracts,
  staticSettingsContract,
  usersContract,
} from '@simrs/validators/contracts';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  isContractKey,
  isStaleRefusal,
  PRELOAD_FRESH_MS,
  preloadQuery,
  queryKey,
  runCommand,
  runQuery,
  toQuery,
  useCommand,
  useQuery,
} from '../src/contract';
import { createDisplayClient, DisplayError } from '../src/display';
import { BoError } from '../src/errors';
import { BoClientProvider, isProfileKey, useProfile } from '../src/hooks';
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

  it('a command revalidates its module, its old list keys, and what it names', () => {
    expect(isContractKey(['bo', 'Poli', 'list', {}], 'Poli')).toBe(true);
    expect(isContractKey(['bo', 'list', 'Poli', {}], 'Poli')).toBe(true);
    expect(isContractKey(['bo', 'Obat', 'list', {}], 'Poli')).toBe(false);
    expect(isProfileKey(['bo', 'profile', 'token'])).toBe(true);
    expect(isProfileKey(['bo', 'StaticSettings', 'read', {}])).toBe(false);
  });

  it('a conflict, or a workflow action refused, reads the data again; a field error does not', () => {
    const refusal = (status: number) => new BoError({ kind: 'http', status, message: 'x' });
    const workflow = antreanContract.commands.panggil;
    const plain = staticSettingsContract.commands.update;
    expect(isStaleRefusal(refusal(409), plain)).toBe(true);
    expect(isStaleRefusal(refusal(422), workflow)).toBe(true);
    expect(isStaleRefusal(refusal(422), plain)).toBe(false);
    expect(isStaleRefusal(refusal(403), workflow)).toBe(false);
    expect(isStaleRefusal(refusal(0), workflow)).toBe(false);
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

describe('hospital settings and own password through the contract hooks', () => {
  it('a save sends the version and refreshes the settings and the profile', async () => {
    const client = await server.clientAs('admin');
    const { result } = renderHook(
      () => ({
        settings: useQuery(staticSettingsContract, 'read', {}),
        save: useCommand(staticSettingsContract, 'update', { revalidate: isProfileKey }),
        profile: useProfile(),
      }),
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(result.current.settings.data?.canEdit).toBe(true));
    await waitFor(() => expect(result.current.profile.app?.hospitalName).toBeTruthy());
    const record = result.current.settings.data?.record;
    if (!record) throw new Error('no settings');
    let outcome: Awaited<ReturnType<typeof result.current.save.run>> | undefined;
    await act(async () => {
      outcome = await result.current.save.run({ ...record, hospitalName: 'RS Kontrak Baru' });
    });
    expect(outcome).toMatchObject({ ok: true, message: 'Data Berhasil Diubah.' });
    expect(outcome?.ok && outcome.response.data.record.version).toBe(record.version + 1);
    await waitFor(() =>
      expect(result.current.settings.data?.record.hospitalName).toBe('RS Kontrak Baru'),
    );
    await waitFor(() => expect(result.current.profile.app?.hospitalName).toBe('RS Kontrak Baru'));
    expect(result.current.save.isMutating).toBe(false);
  });

  it('a stale save comes back as the 409 dialog, and the settings are read again', async () => {
    const mine = await server.clientAs('admin');
    const other = await server.clientAs('superadmin');
    const { result } = renderHook(
      () => ({
        settings: useQuery(staticSettingsContract, 'read', {}),
        save: useCommand(staticSettingsContract, 'update'),
      }),
      { wrapper: wrapper(mine) },
    );
    await waitFor(() => expect(result.current.settings.data).toBeDefined());
    const seen = result.current.settings.data?.record;
    if (!seen) throw new Error('no settings');
    await runCommand(other, staticSettingsContract, 'update', {
      ...seen,
      hospitalName: 'RS Disimpan Petugas Lain',
    });
    let outcome: Awaited<ReturnType<typeof result.current.save.run>> | undefined;
    await act(async () => {
      outcome = await result.current.save.run({ ...seen, hospitalName: 'RS Versi Lama' });
    });
    expect(outcome).toMatchObject({
      ok: false,
      dialog: {
        message: 'Data telah diubah oleh pengguna lain. Muat ulang lalu ulangi perubahan Anda.',
      },
    });
    expect(outcome?.ok === false && outcome.error.status).toBe(409);
    expect(result.current.save.error?.status).toBe(409);
    await waitFor(() =>
      expect(result.current.settings.data?.record.hospitalName).toBe('RS Disimpan Petugas Lain'),
    );
  });

  it('changes the own password: a wrong old one comes back as a field error', async () => {
    const client = await server.clientAs('dokter.gizi');
    const { result } = renderHook(() => useCommand(usersContract, 'change-password'), {
      wrapper: wrapper(client),
    });
    const payload = {
      oldPassword: 'Salah1234',
      newPassword: 'GiziBaru2026',
      confirmPassword: 'GiziBaru2026',
    };
    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run(payload);
    });
    expect(outcome?.ok === false && outcome.error.errors).toEqual({
      oldPassword: ['Kata sandi lama salah.'],
    });
    await act(async () => {
      outcome = await result.current.run({ ...payload, oldPassword: server.password });
    });
    expect(outcome).toMatchObject({ ok: true, message: 'Kata sandi berhasil diubah.' });
    expect(outcome?.ok && outcome.response.data.otherSessionsRevoked).toBe(0);
    await expect(server.clientAs('dokter.gizi')).rejects.toBeInstanceOf(BoError);
    expect(await runQuery(client, staticSettingsContract, 'read', {}).catch((e) => e.status)).toBe(
      403,
    );
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

describe('data loaded ahead of a screen (route-level loading)', () => {
  it('is asked once, shows on the first render, and is not asked again on mount', async () => {
    const client = await server.clientAs('admin');
    const reads = vi.spyOn(globalThis, 'fetch');
    const params = { page: 1, shown: 10, sortByField: 'name' };
    const poliReads = () =>
      reads.mock.calls.filter(([input]) => String(input).includes('/get/Poli')).length;
    // Two navigations to the same screen at once (press, then the router's loader) join.
    await Promise.all([
      preloadQuery(client, poli, 'list', params),
      preloadQuery(client, poli, 'list', params),
    ]);
    expect(poliReads()).toBe(1);
    // The screen's hook reads SWR's default cache, as the EMR does.
    const defaultCache = ({ children }: { children?: ReactNode }) => (
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <BoClientProvider client={client}>{children}</BoClientProvider>
      </SWRConfig>
    );
    const { result } = renderHook(() => useQuery(poli, 'list', params), {
      wrapper: defaultCache,
    });
    expect(result.current.data?.list.length).toBe(10);
    expect(result.current.isLoading).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(poliReads()).toBe(1);
    expect(PRELOAD_FRESH_MS).toBeGreaterThan(100);
    // A failed load never rejects: the screen asks itself and shows the error.
    const stranger = await server.clientAs('admin');
    await stranger.logout();
    await expect(preloadQuery(stranger, poli, 'list', { page: 2 })).resolves.toBeUndefined();
    reads.mockRestore();
  });

  it('is asked again on mount after this user ran a command (what it answers may have changed)', async () => {
    const client = await server.clientAs('admisi');
    const units = await runQuery(client, antreanUnitContract, 'list', { category: 'admisi' });
    const unitId = units.list[0]?.id ?? 0;
    const params = { unitId };
    await preloadQuery(client, antreanContract, 'list', params);
    const reads = vi.spyOn(globalThis, 'fetch');
    const listReads = () =>
      reads.mock.calls.filter(([input]) => String(input).includes('/get/Antrean')).length;
    const defaultCache = ({ children }: { children?: ReactNode }) => (
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <BoClientProvider client={client}>{children}</BoClientProvider>
      </SWRConfig>
    );
    // A ticket taken (another module's screen would not revalidate this list by itself) ...
    const { result: command } = renderHook(() => useCommand(antreanContract, 'ambil'), {
      wrapper: defaultCache,
    });
    let code = '';
    await act(async () => {
      const r = await command.current.run({ unitId, patientName: 'Sari Wulandari' });
      if (!r.ok) throw r.error;
      code = r.response.data.ticket.code;
    });
    const before = listReads();
    // ... then, within the freshness window, the list's screen mounts: it asks the server.
    const { result } = renderHook(() => useQuery(antreanContract, 'list', params), {
      wrapper: defaultCache,
    });
    await waitFor(() => expect(result.current.data?.list.some((t) => t.code === code)).toBe(true));
    expect(listReads()).toBeGreaterThan(before);
    reads.mockRestore();
  });

  it('a screen mounting again right after a command asks the server, not the deduped answer of SWR', async () => {
    const client = await server.clientAs('admin');
    const params = { page: 1, shown: 10, sortByField: 'code' };
    const reads = vi.spyOn(globalThis, 'fetch');
    const poliReads = () =>
      reads.mock.calls.filter(([input]) => String(input).includes('/get/Poli')).length;
    // SWR's default deduping interval (2 s), as in the EMR.
    const defaultCache = ({ children }: { children?: ReactNode }) => (
      <SWRConfig value={{}}>
        <BoClientProvider client={client}>{children}</BoClientProvider>
      </SWRConfig>
    );
    const first = renderHook(() => useQuery(poli, 'list', params), { wrapper: defaultCache });
    await waitFor(() => expect(first.result.current.data?.list.length).toBe(10));
    first.unmount();
    const asked = poliReads();
    // Within the interval and without a command, the screen coming back is not asked again ...
    const again = renderHook(() => useQuery(poli, 'list', params), { wrapper: defaultCache });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(poliReads()).toBe(asked);
    again.unmount();
    // ... after a command of another module (which may have changed what it answers), it is.
    const settings = await runQuery(client, staticSettingsContract, 'read', {});
    const save = renderHook(() => useCommand(staticSettingsContract, 'update'), {
      wrapper: defaultCache,
    });
    await act(async () => {
      const r = await save.result.current.run(settings.record);
      if (!r.ok) throw r.error;
    });
    const back = renderHook(() => useQuery(poli, 'list', params), { wrapper: defaultCache });
    await waitFor(() => expect(poliReads()).toBe(asked + 1));
    expect(back.result.current.data?.list.length).toBe(10);
    reads.mockRestore();
  });
});
