// Contract tests: the real server (apps/server buildApp, on in-memory PGlite, listening on a real
// port) spoken to through this client over real HTTP and a real socket.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StaticSettingsData } from '@simrs/validators/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BoClient, createBoClient, type ListData, type RecordData } from '../src/client';
import type { EnvelopeEngine } from '../src/envelope';
import { BoError, toDialog } from '../src/errors';
import { createRealtimeForClient, type RealtimeConnection } from '../src/realtime';
import {
  createMemorySessionStorage,
  readAllMenusFlag,
  readLogoutReason,
  readStoredUser,
  readToken,
  TOKEN_COOKIE,
} from '../src/session';

// The server's modules are loaded at run time (so this package's typecheck does not compile the
// server's sources); only the parts used here are typed. The server is built the way its main
// does: migrations and seed on an in-memory PGlite, then buildApp, listening on a real port.
interface ServerApp {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
  realtime: { emit(room: string, event: string, payload: unknown): void };
}
interface DatabaseHandle {
  migrate(): Promise<unknown>;
  close(): Promise<void>;
}
interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

const serverModule = (path: string): Promise<unknown> =>
  import(/* @vite-ignore */ new URL(`../../../apps/server/src/${path}`, import.meta.url).href);

const API_KEY = 'contract-api-key';
const PASSPHRASE = 'contract-passphrase';
const DISPLAY_TOKEN = 'contract-display-token';
const CHEAP_ARGON2: Argon2Cost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
/** Uploads go through `POST /upload` into a throwaway folder. */
const uploadsDir = mkdtempSync(join(tmpdir(), 'simrs-contract-uploads-'));

let app: ServerApp;
let database: DatabaseHandle;
let demoPassword: string;
let origin: string;

beforeAll(async () => {
  const { buildApp } = (await serverModule('app.ts')) as {
    buildApp(config: unknown): Promise<ServerApp>;
  };
  const { defaultConfig } = (await serverModule('config.ts')) as {
    defaultConfig(overrides: Record<string, unknown>): unknown;
  };
  const { openDatabase } = (await serverModule('db/index.ts')) as {
    openDatabase(config: {
      kind: 'pglite';
      dataDir: null;
      auditKey: string;
    }): Promise<DatabaseHandle>;
  };
  const { seedIfEmpty } = (await serverModule('seed/index.ts')) as {
    seedIfEmpty(handle: DatabaseHandle, argon2: Argon2Cost, patients?: number): Promise<unknown>;
  };
  const { DEMO_PASSWORD } = (await serverModule('seed/index.ts')) as { DEMO_PASSWORD: string };
  demoPassword = DEMO_PASSWORD;
  database = await openDatabase({
    kind: 'pglite',
    dataDir: null,
    auditKey: 'cadangan-uji-kontrak',
  });
  await database.migrate();
  await seedIfEmpty(database, CHEAP_ARGON2, 20);
  app = await buildApp(
    defaultConfig({
      database,
      apiKey: API_KEY,
      passphrase: PASSPHRASE,
      displayToken: DISPLAY_TOKEN,
      argon2: CHEAP_ARGON2,
      uploadsDir,
    }),
  );
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

function makeClient(engine: EnvelopeEngine = 'cryptojs', onUnauthorized?: () => void) {
  const storage = createMemorySessionStorage();
  const client = createBoClient({
    apiBase: origin,
    apiKey: API_KEY,
    passphrase: PASSPHRASE,
    displayToken: DISPLAY_TOKEN,
    storage,
    envelopeEngine: engine,
    ...(onUnauthorized ? { onUnauthorized } : {}),
  });
  return { client, storage };
}

async function loggedIn(username: string, engine: EnvelopeEngine = 'cryptojs') {
  const made = makeClient(engine);
  await made.client.login({ username, password: demoPassword, isRemember: false });
  return made;
}

async function failure(call: Promise<unknown>): Promise<BoError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof BoError)) throw new Error(`expected a BoError, got ${String(error)}`);
  return error;
}

interface PoliRow {
  id: number;
  version: number;
  code: string;
  name: string;
  status: string;
}

describe.each(['cryptojs', 'webcrypto'] as const)('session with the %s engine', (engine) => {
  it('logs in, stores the session, loads the profile and refreshes', async () => {
    const { client, storage } = makeClient(engine);
    const login = await client.login({
      username: 'superadmin',
      password: demoPassword,
      isRemember: true,
    });
    expect(login.data.user.levelId).toBe(1);
    expect(readToken(storage)).toBe(login.data.token);
    expect(storage.cookieExpiry(TOKEN_COOKIE)).toBe(360);
    expect(readAllMenusFlag(storage)).toBe('Y');
    expect(readStoredUser(storage)?.username).toBe('superadmin');

    const profile = await client.get<{ user: { levelId: number }; app: { socketPath: string } }>(
      'profile',
    );
    expect(profile.data.user.levelId).toBe(1);
    expect(profile.data.app.socketPath).toBe('/api/bo/socket.io');
    const refreshed = await client.refresh();
    expect(refreshed.data.token).toBe(login.data.token);
  });
});

describe('lists and records', () => {
  let admin: BoClient;
  beforeAll(async () => {
    admin = (await loggedIn('superadmin')).client;
  });

  it('lists with every query parameter', async () => {
    const codes = Array.from({ length: 12 }, (_, i) => `K${String(i + 1).padStart(2, '0')}`);
    for (const code of codes) {
      const add = await admin.do<RecordData<PoliRow>>('Poli', 'add', {
        code,
        name: `Poli Kontrak ${code}`,
      });
      if (code === 'K05') await admin.do('Poli', 'status', { id: add.data.record.id, status: 'N' });
    }
    const result = await admin.get<ListData<PoliRow>>('Poli', null, null, {
      page: 2,
      shown: 10,
      search: 'kontrak',
      sortByField: 'code',
      sortByType: 'desc',
      status: 'Y',
    });
    expect(result.data).toMatchObject({ page: 2, shown: 10, total: 11, lastPage: 2 });
    expect(result.data.list.map((r) => r.code)).toEqual(['K01']);
    const firstPage = await admin.get<ListData<PoliRow>>('Poli', null, null, {
      page: 1,
      shown: 10,
      search: 'kontrak',
      sortByField: 'code',
      sortByType: 'asc',
      status: 'ALL',
    });
    expect(firstPage.data.total).toBe(12);
    expect(firstPage.data.list.map((r) => r.code)).toEqual(codes.slice(0, 10));
    const unknownSort = await failure(
      admin.get('Poli', null, null, { sortByField: 'password', shown: 1000 }),
    );
    expect(unknownSort.status).toBe(422);
    expect(toDialog(unknownSort).title).toBe('Blocked With Validation!');
  });

  it('adds, reads, updates, toggles status and deletes', async () => {
    const add = await admin.do<RecordData<PoliRow>>('Poli', 'add', {
      code: 'API',
      name: 'Poli Uji Klien',
      bpjsCode: 'API',
    });
    expect(add.message).toBe('Data Berhasil Disimpan.');
    const { id, version } = add.data.record;
    const detail = await admin.get<RecordData<PoliRow>>('Poli', 'edit', id);
    expect(detail.data.record.name).toBe('Poli Uji Klien');

    const update = await admin.do<RecordData<PoliRow>>('Poli', 'update', {
      id,
      version,
      code: 'API',
      name: 'Poli Uji Klien Baru',
      bpjsCode: 'API',
    });
    expect(update.message).toBe('Data Berhasil Diubah.');
    expect(update.data.record.version).toBe(version + 1);

    const off = await admin.do('Poli', 'status', { id, status: 'N' });
    expect(off.message).toBe('Status Diubah Menjadi Nonaktif.');
    const on = await admin.do('Poli', 'status', { id, status: 'Y' });
    expect(on.message).toBe('Status Diubah Menjadi Aktif.');

    const agama = await admin.do<RecordData<{ id: number }>>('Agama', 'add', { name: 'Uji Hapus' });
    const deleted = await admin.do('Agama', 'delete', { id: agama.data.record.id });
    expect(deleted.message).toBe('Deleted Successfully!');
    const gone = await failure(admin.get('Agama', 'edit', agama.data.record.id));
    expect(gone.status).toBe(404);
    expect(gone.message).toBe('Data tidak ditemukan.');
  });

  it('a 422 reaches the dialogs: one field, and several fields', async () => {
    const one = await failure(admin.do('Poli', 'add', { code: 'OK1', name: '' }));
    expect(one.status).toBe(422);
    expect(toDialog(one)).toEqual({
      variant: 'error',
      title: 'Sorry, There is something wrong!',
      message: 'Nama Poli wajib diisi',
    });
    const many = await failure(admin.do('Poli', 'add', { code: 'bad code!', name: '' }));
    const dialog = toDialog(many);
    expect(dialog.title).toBe('Blocked With Validation!');
    expect(dialog.fields?.map((f) => f.field).sort()).toEqual(['code', 'name']);
    expect(dialog.fields?.every((f) => f.messages.length > 0)).toBe(true);
  });

  it('a 409 for a stale version', async () => {
    const add = await admin.do<RecordData<PoliRow>>('Poli', 'add', {
      code: 'STL',
      name: 'Poli Basi',
      bpjsCode: 'STL',
    });
    const { id } = add.data.record;
    await admin.do('Poli', 'update', { id, version: 1, code: 'STL', name: 'Poli Segar' });
    const stale = await failure(
      admin.do('Poli', 'update', { id, version: 1, code: 'STL', name: 'Poli Lama' }),
    );
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(
      'Data telah diubah oleh pengguna lain. Muat ulang lalu ulangi perubahan Anda.',
    );
    expect(toDialog(stale).message).toBe(stale.message);
  });

  it('a 403 for a menu the level lacks', async () => {
    const { client, storage } = await loggedIn('perawat');
    const denied = await failure(client.get('Poli'));
    expect(denied.status).toBe(403);
    expect(denied.message).toMatch(/^Anda tidak memiliki akses/);
    expect(toDialog(denied).title).toBe(denied.title ?? 'Sorry, There is something wrong!');
    // A 403 does not end the session.
    expect(readToken(storage)).toBeDefined();
  });
});

describe('401', () => {
  it('a revoked session: reason unauthorized, session cleared, redirect after 1 s', async () => {
    const onUnauthorized = vi.fn();
    const { client, storage } = makeClient('cryptojs', onUnauthorized);
    await client.login({ username: 'bidan', password: demoPassword, isRemember: false });
    // The session ends on the server (another tab logged out), the cookie stays here.
    await client.do('Auth', 'logout', {});
    const error = await failure(client.get('profile'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Sesi Anda telah berakhir, silakan masuk kembali.');
    expect(readLogoutReason(storage)).toBe('unauthorized');
    expect(readToken(storage)).toBeUndefined();
    expect(readStoredUser(storage)).toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });
});

describe('files, exports, displays, notifications, push, realtime', () => {
  let admin: BoClient;
  beforeAll(async () => {
    admin = (await loggedIn('superadmin')).client;
  });

  it('the export URL works as a plain GET (a new window sends no headers)', async () => {
    const url = admin.exportUrl('Obat', { search: 'mg' }, 'csv');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Obat-/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Nama Obat');
    const blob = await admin.getBlob('/get/Obat', { export: 1, download: 'csv', search: 'mg' });
    expect(blob.filename).toMatch(/^Obat-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(
      (await blob.blob.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(lines.length);
  });

  it('upload, uploader, template and get-file', async () => {
    // A 1x1 PNG attached to a clinic record (files are served only as attachments of a record).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const poli = await admin.get<{ list: { id: number }[] }>('Poli', null, null, { shown: 10 });
    const recordId = poli.data.list[0]?.id ?? 0;
    const stored = await admin.upload(
      { module: 'Poli', recordId },
      new Blob([png], { type: 'image/png' }),
      'denah-poli.png',
    );
    expect(stored.data.file).toMatchObject({ originalName: 'denah-poli.png', mime: 'image/png' });
    const name = stored.data.file.name;
    const upload = await fetch(admin.uploaderUrl(name));
    expect(Buffer.from(await upload.arrayBuffer()).equals(png)).toBe(true);
    const template = await fetch(admin.templateUrl('Poli.csv'));
    expect(await template.text()).toBe('code,name,bpjsCode,status\r\n');
    const file = await admin.getFile(name);
    expect(Buffer.from(file.base64, 'base64').equals(png)).toBe(true);
    // Not an accepted type: refused with the field's message.
    await expect(
      admin.upload({ module: 'Poli', recordId }, new Blob(['teks biasa']), 'catatan.txt'),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('display calls go unencrypted with the display token', async () => {
    const { client } = makeClient();
    const display = await client.display<{ list: unknown[] }>('/poli', {});
    expect(display.data.list.length).toBeGreaterThan(0);
  });

  it('notification counts', async () => {
    const maintenance = await admin.do('Notification', 'get-notif-pending-pemeliharaan');
    expect(Object.keys(maintenance.data as object).sort()).toEqual([
      'notifEksternalPending',
      'notifInternalPending',
    ]);
    const goods = await admin.do('Notification', 'get-notif-pending-barang');
    expect(Object.keys(goods.data as object).sort()).toEqual([
      'notifAlkesPending',
      'notifAsetPending',
      'notifFarmasiPending',
      'notifInfusPending',
      'notifUmumPending',
    ]);
  });

  it('push token: update-token, then remove-token on logout', async () => {
    const { client, storage } = await loggedIn('radiologi');
    const stored = await client.do('Users', 'update-token', { token: '{"endpoint":"x"}' });
    expect(stored.status).toBe('success');
    await client.logout();
    expect(readToken(storage)).toBeUndefined();
    expect(readLogoutReason(storage)).toBe('logout');
  });

  it('realtime: connects with the user token, joins a room and receives its events', async () => {
    const connections: RealtimeConnection[] = [];
    try {
      const user = createRealtimeForClient(admin, { reconnectionDelay: 100 });
      const display = createRealtimeForClient(makeClient().client, { display: true });
      connections.push(user, display);
      await vi.waitFor(() => expect(user.getState()).toBe('connected'), { timeout: 5000 });
      await vi.waitFor(() => expect(display.getState()).toBe('connected'), { timeout: 5000 });
      // A unit's room: the display of any active unit, a user with its category's menu.
      const units = await admin.get<{ list: { id: number; code: string }[] }>('AntreanTujuan');
      const far = units.data.list.find((u) => u.code === 'FAR')?.id;
      await expect(display.join(`unit:${far}`)).resolves.toBe(true);
      await expect(user.join(`unit:${far}`)).resolves.toBe(true);
      await expect(display.join('queue:farmasi')).resolves.toBe(false);
      const received = new Promise<unknown>((resolve) => {
        display.on('queue:called', resolve);
      });
      app.realtime.emit(`unit:${far}`, 'queue:called', { nomor: 'F-001' });
      await expect(received).resolves.toEqual({ nomor: 'F-001' });

      const anonymous = createRealtimeForClient(makeClient().client);
      connections.push(anonymous);
      await new Promise<void>((resolve) => anonymous.socket.once('connect_error', () => resolve()));
      expect(anonymous.getState()).toBe('stale');
    } finally {
      for (const c of connections) c.close();
    }
  });
});

describe('hospital settings and own password', () => {
  it('reads and saves static-settings with its version; the profile carries the saved name', async () => {
    const { client } = await loggedIn('admin');
    const { record } = (await client.get<StaticSettingsData>('StaticSettings')).data;
    const saved = await client.do<{ record: { version: number } }>('StaticSettings', 'update', {
      ...record,
      hospitalName: 'RS Uji Kontrak',
    });
    expect(saved.data.record.version).toBe(record.version + 1);
    const profile = await client.get<{ app: { hospitalName: string } }>('profile');
    expect(profile.data.app.hospitalName).toBe('RS Uji Kontrak');
    const stale = await failure(client.do('StaticSettings', 'update', { ...record }));
    expect(stale.status).toBe(409);
  });

  it('changes the own password; a wrong old one comes back as a field error', async () => {
    const { client } = await loggedIn('dokter.gizi');
    const wrong = await failure(
      client.do('Users', 'change-password', {
        oldPassword: 'BukanIni123',
        newPassword: 'GiziBaru2026',
        confirmPassword: 'GiziBaru2026',
      }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.errors).toEqual({ oldPassword: ['Kata sandi lama salah.'] });
    const ok = await client.do('Users', 'change-password', {
      oldPassword: demoPassword,
      newPassword: 'GiziBaru2026',
      confirmPassword: 'GiziBaru2026',
    });
    expect(ok.message).toBe('Kata sandi berhasil diubah.');
    const again = makeClient();
    await again.client.login({
      username: 'dokter.gizi',
      password: 'GiziBaru2026',
      isRemember: false,
    });
    expect(readToken(again.storage)).toBeTruthy();
  });
});
