// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BoClient, createBoClient } from '../src/client';
import { BoClientProvider, useProfile } from '../src/hooks';
import { createBrowserSessionStorage, type SessionData, storeSession } from '../src/session';
import { useChangePassword, useSaveStaticSettings, useStaticSettings } from '../src/settings';
import { type FixtureServer, startFixtureServer } from './fixture-server';

const PASSPHRASE = 'frasa-uji-pengaturan';

const session: SessionData = {
  token: 'tok-setelan',
  isRemember: 'N',
  user: { id: 17, name: 'Admin', levelId: 17, canManageAll: 'N', menuRole: [] },
  app: { name: 'SIMRS', hospitalName: 'RS Lama' },
};

const features = {
  registration: true,
  supportingDoctor: true,
  poliAdjustment: true,
  inpatientAdjustment: true,
  deliveryNoteUpdate: true,
};

let server: FixtureServer;
let client: BoClient;
/** What the fake server holds (the real server is exercised by contract.test.ts). */
let stored: { hospitalName: string; version: number };

beforeAll(async () => {
  server = await startFixtureServer(PASSPHRASE);
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  cleanup();
  server.requests.length = 0;
  localStorage.clear();
});

async function setup() {
  stored = { hospitalName: 'RS Lama', version: 4 };
  client = createBoClient({
    apiBase: server.origin,
    apiKey: 'k',
    passphrase: PASSPHRASE,
    storage: createBrowserSessionStorage(),
    envelopeEngine: 'cryptojs',
  });
  storeSession(client.storage, session);
  await client.envelope.ready();
  server.setScript((req) => {
    if (req.path === '/api/bo/get/profile') {
      return {
        body: {
          status: 'success',
          data: { ...session, app: { ...session.app, hospitalName: stored.hospitalName } },
        },
      };
    }
    if (req.path === '/api/bo/get/StaticSettings') {
      return {
        body: {
          status: 'success',
          data: {
            record: { ...stored, address: 'Jl. A', features, singleSession: false },
            canEdit: true,
            limits: { logoMaxBytes: 262144 },
          },
        },
      };
    }
    if (req.path === '/api/bo/do/StaticSettings') {
      const p = req.payload as { version: number; hospitalName: string };
      if (p.version !== stored.version) {
        return {
          status: 409,
          body: {
            status: 'error',
            message: 'Data telah diubah oleh pengguna lain. Muat ulang lalu ulangi perubahan Anda.',
          },
        };
      }
      stored = { hospitalName: p.hospitalName, version: stored.version + 1 };
      return {
        body: { status: 'success', message: 'Data Berhasil Diubah.', data: { record: stored } },
      };
    }
    if (req.path === '/api/bo/do/Users') {
      const p = req.payload as { oldPassword: string };
      if (p.oldPassword !== 'SandiLama1') {
        return {
          status: 422,
          body: {
            status: 'error',
            message: 'Kata sandi lama salah.',
            errors: { oldPassword: ['Kata sandi lama salah.'] },
          },
        };
      }
      return { body: { status: 'success', message: 'Kata sandi berhasil diubah.', data: {} } };
    }
    return { body: { status: 'success', data: {} } };
  });
  return ({ children }: { children?: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BoClientProvider client={client}>{children}</BoClientProvider>
    </SWRConfig>
  );
}

const form = {
  hospitalName: 'RS Baru',
  address: 'Jl. A',
  phone: null,
  email: null,
  features,
  singleSession: false,
};

describe('static settings hooks', () => {
  it('load the settings; a save sends the version and refreshes the settings and the profile', async () => {
    const wrapper = await setup();
    const { result } = renderHook(
      () => ({
        settings: useStaticSettings(),
        save: useSaveStaticSettings(),
        profile: useProfile(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.settings.record?.version).toBe(4));
    await waitFor(() => expect(result.current.profile.app?.hospitalName).toBe('RS Lama'));
    expect(result.current.settings.canEdit).toBe(true);
    let outcome: Awaited<ReturnType<typeof result.current.save.run>> | undefined;
    await act(async () => {
      outcome = await result.current.save.run({ ...form, version: 4 });
    });
    expect(outcome).toMatchObject({ ok: true, message: 'Data Berhasil Diubah.' });
    const sent = server.requests.find((r) => r.path === '/api/bo/do/StaticSettings');
    expect(sent?.payload).toEqual({ type: 'update', ...form, version: 4 });
    await waitFor(() => expect(result.current.settings.record?.hospitalName).toBe('RS Baru'));
    await waitFor(() => expect(result.current.profile.app?.hospitalName).toBe('RS Baru'));
    expect(result.current.save.isSaving).toBe(false);
  });

  it('return a stale save as a failure with its dialog, without rejecting', async () => {
    const wrapper = await setup();
    const { result } = renderHook(() => useSaveStaticSettings(), { wrapper });
    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run({ ...form, version: 3 });
    });
    expect(outcome).toMatchObject({
      ok: false,
      dialog: {
        message: 'Data telah diubah oleh pengguna lain. Muat ulang lalu ulangi perubahan Anda.',
      },
    });
    expect(outcome?.ok === false && outcome.error.status).toBe(409);
    expect(stored.version).toBe(4);
  });
});

describe('useChangePassword', () => {
  it('sends the three fields; field errors come back for the form', async () => {
    const wrapper = await setup();
    const { result } = renderHook(() => useChangePassword(), { wrapper });
    const payload = {
      oldPassword: 'Salah123',
      newPassword: 'SandiBaru2',
      confirmPassword: 'SandiBaru2',
    };
    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run(payload);
    });
    expect(server.requests.at(-1)?.payload).toEqual({ type: 'change-password', ...payload });
    expect(outcome?.ok === false && outcome.error.errors).toEqual({
      oldPassword: ['Kata sandi lama salah.'],
    });
    await act(async () => {
      outcome = await result.current.run({ ...payload, oldPassword: 'SandiLama1' });
    });
    expect(outcome).toMatchObject({ ok: true, message: 'Kata sandi berhasil diubah.' });
  });
});
