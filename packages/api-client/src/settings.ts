// The hospital settings (`static-settings`) and the signed-in user's own account
// (docs/protocol.md#settings-and-account): SWR hook for the settings, their save, and the
// change of one's own password.

import type { ChangePasswordInput, StaticSettings, StaticSettingsInput } from '@simrs/validators';
import { useCallback, useState } from 'react';
import useSWR, { type KeyedMutator, useSWRConfig } from 'swr';
import type { BoSuccess } from './client';
import { type BoError, toDialog } from './errors';
import { asBoError, type DoResult, useBoClient } from './hooks';

export const SETTINGS_MODULE = 'StaticSettings';

/** `GET /get/StaticSettings` answer. */
export interface StaticSettingsData {
  record: StaticSettings;
  canEdit: boolean;
  limits: { logoMaxBytes: number };
}

/** SWR key of the settings (revalidated after a save). */
export const settingsKey = ['bo', 'settings', SETTINGS_MODULE] as const;

/** True for the profile keys (`app.hospitalName` and `app.features` come from the settings). */
const isProfileKey = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === 'bo' && key[1] === 'profile';

export interface StaticSettingsState {
  data: StaticSettingsData | undefined;
  record: StaticSettings | undefined;
  canEdit: boolean;
  isLoading: boolean;
  error: BoError | undefined;
  mutate: KeyedMutator<StaticSettingsData>;
}

/** The hospital settings (needs view on static-settings). Not revalidated on focus: it is a form. */
export function useStaticSettings(): StaticSettingsState {
  const client = useBoClient();
  const { data, error, isLoading, mutate } = useSWR<StaticSettingsData, BoError>(
    settingsKey,
    async () => {
      try {
        return (await client.get<StaticSettingsData>(SETTINGS_MODULE)).data;
      } catch (cause) {
        throw asBoError(cause);
      }
    },
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  return {
    data,
    record: data?.record,
    canEdit: data?.canEdit ?? false,
    isLoading,
    error,
    mutate,
  };
}

export interface SaveState<Payload> {
  /** Never rejects: `{ ok: true, response, message }` or `{ ok: false, error, dialog }`. */
  run: <T = unknown>(payload: Payload) => Promise<DoResult<T>>;
  isSaving: boolean;
}

async function doCall<T>(call: () => Promise<BoSuccess<T>>): Promise<DoResult<T>> {
  try {
    const response = await call();
    return { ok: true, response, message: response.message };
  } catch (cause) {
    const error = asBoError(cause);
    return { ok: false, error, dialog: toDialog(error) };
  }
}

/**
 * `do/StaticSettings update { version, ...settings }`. After a success the settings and the
 * profile are revalidated, so the top bar shows the saved hospital name at once. A stale
 * version answers 409 (the catalogue's dialog says so).
 */
export function useSaveStaticSettings(): SaveState<StaticSettingsInput & { version: number }> {
  const client = useBoClient();
  const { mutate } = useSWRConfig();
  const [isSaving, setSaving] = useState(false);
  const run = useCallback(
    async <T>(payload: StaticSettingsInput & { version: number }): Promise<DoResult<T>> => {
      setSaving(true);
      const result = await doCall(() =>
        client.do<T>(SETTINGS_MODULE, 'update', { ...payload } as Record<string, unknown>),
      );
      if (result.ok) {
        await Promise.all([mutate(settingsKey), mutate(isProfileKey)]).catch(() => undefined);
      }
      setSaving(false);
      return result;
    },
    [client, mutate],
  );
  return { run, isSaving };
}

/**
 * `do/Users change-password { oldPassword, newPassword, confirmPassword }`: the signed-in user's
 * own password. The current session stays; the user's other sessions end. Field errors (422)
 * come back in `error.errors` for the form.
 */
export function useChangePassword(): SaveState<ChangePasswordInput> {
  const client = useBoClient();
  const [isSaving, setSaving] = useState(false);
  const run = useCallback(
    async <T>(payload: ChangePasswordInput): Promise<DoResult<T>> => {
      setSaving(true);
      const result = await doCall(() =>
        client.do<T>('Users', 'change-password', { ...payload } as Record<string, unknown>),
      );
      setSaving(false);
      return result;
    },
    [client],
  );
  return { run, isSaving };
}
