import type { BoError } from '@simrs/api-client';
import { Button, Form, Notice, Stack, Text, useDialog } from '@simrs/design-system';
import { currentPasswordSchema, twoFactorCodeSchema } from '@simrs/validators';
import { SESSION_LOCK_MESSAGES } from '@simrs/validators/contracts';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { schemaResolver } from '../resources/formModel';
import { CodeInput, PasswordInput, setServerErrors } from './credentialFields';
import { LockOverlay } from './LockOverlay';

export interface LockScreenProps {
  /** Whose session it is (may be unknown when another tab locked it: then left out). */
  name: string | undefined;
  username: string | undefined;
  /** The user has a second factor: its code is asked too. */
  twoFactor: boolean;
  /** Opens the lock; rejects with the server's error (a wrong password: 422 on its field). */
  onUnlock(input: { password: string; code?: string }): Promise<void>;
  /** 'Keluar': ends this session properly and opens the login page (another user signs in). */
  onLogout(): Promise<void>;
}

type UnlockValues = { password: string; code: string };

const withCode = z.object({ password: currentPasswordSchema, code: twoFactorCodeSchema });
const withoutCode = z.object({ password: currentPasswordSchema, code: z.string() });

/**
 * Makes every other child of <body> inert while the lock is shown: the app's root, the dialogs,
 * toasts and popovers portalled beside it, and any added meanwhile. Inert content takes no
 * focus, no click and is hidden from assistive technology; it stays mounted.
 */
function useInertOutside(keep: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!keep) return undefined;
    const made: HTMLElement[] = [];
    const apply = (node: Node) => {
      if (!(node instanceof HTMLElement) || node === keep || node.inert) return;
      if (node.tagName === 'SCRIPT' || node.tagName === 'STYLE') return;
      node.inert = true;
      made.push(node);
    };
    for (const child of Array.from(document.body.children)) apply(child);
    const observer = new MutationObserver((changes) => {
      for (const change of changes) for (const node of Array.from(change.addedNodes)) apply(node);
    });
    observer.observe(document.body, { childList: true });
    return () => {
      observer.disconnect();
      for (const node of made) node.inert = false;
    };
  }, [keep]);
}

/**
 * The lock screen of an unattended session (docs/security.md, "Automatic lock"). It covers the
 * page without replacing it: the screen under it, with any unsaved form, stays mounted as it was
 * (inert meanwhile) and is back as soon as the same user's password opens the lock.
 */
export function LockScreen({ name, username, twoFactor, onUnlock, onLogout }: LockScreenProps) {
  const titleId = useId();
  const dialog = useDialog();
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<'unlock' | 'logout' | null>(null);
  const [other, setOther] = useState<string | null>(null);
  const form = useForm<UnlockValues>({
    defaultValues: { password: '', code: '' },
    resolver: schemaResolver<UnlockValues>(twoFactor ? withCode : withoutCode),
  });
  const box = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = document.createElement('div');
    element.dataset.part = 'lock-screen';
    document.body.appendChild(element);
    setHost(element);
    return () => element.remove();
  }, []);
  useInertOutside(host);
  useEffect(() => {
    if (host) box.current?.querySelector('input')?.focus();
  }, [host]);

  const submit = async ({ password, code }: UnlockValues) => {
    if (pending) return;
    setPending('unlock');
    setOther(null);
    try {
      await onUnlock({ password, ...(twoFactor ? { code } : {}) });
    } catch (error) {
      setPending(null);
      form.reset({ password: '', code: '' });
      const e = error as BoError;
      if (!setServerErrors(form, e, ['password', 'code'])) {
        if (e.status === 429) dialog.showError(e);
        else setOther(e.message ?? 'Kunci sesi gagal dibuka.');
      }
      box.current?.querySelector('input')?.focus();
    }
  };

  const logout = async () => {
    setPending('logout');
    await onLogout();
  };

  if (!host) return null;
  return createPortal(
    <LockOverlay
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="lock-screen"
    >
      <Box ref={box}>
        <Form form={form} onSubmit={submit} aria-label="Buka kunci sesi">
          <Stack gap={5}>
            <Stack gap={2}>
              <LockIcon aria-hidden="true">
                <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor">
                  <rect x="5" y="11" width="14" height="10" rx="2" strokeWidth="2" />
                  <path d="M8 11V7a4 4 0 0 1 8 0v4" strokeWidth="2" />
                </svg>
              </LockIcon>
              <h1 id={titleId}>{SESSION_LOCK_MESSAGES.title}</h1>
              {name || username ? (
                <Who>
                  <strong>{name || username}</strong>
                  {name && username ? <span> ({username})</span> : null}
                </Who>
              ) : null}
              <Text tone="muted">
                Layar dikunci karena tidak ada aktivitas. Masukkan kata sandi Anda untuk
                melanjutkan; halaman dan isian yang belum disimpan tetap ada.
              </Text>
            </Stack>
            {other ? (
              <Notice tone="danger" title="Kunci sesi belum terbuka.">
                {other}
              </Notice>
            ) : null}
            <PasswordInput
              form={form}
              name="password"
              label="Kata Sandi"
              autoComplete="current-password"
            />
            {twoFactor ? <CodeInput form={form} name="code" /> : null}
            <Stack gap={3}>
              <Button type="submit" isPending={pending === 'unlock'} isDisabled={pending !== null}>
                Buka Kunci
              </Button>
              <Button
                variant="secondary"
                onPress={() => void logout()}
                isPending={pending === 'logout'}
                isDisabled={pending !== null}
              >
                Keluar
              </Button>
              <Text tone="muted" size="sm">
                Bukan Anda? Pilih Keluar, lalu masuk dengan akun Anda sendiri. Isian yang belum
                disimpan akan hilang.
              </Text>
            </Stack>
          </Stack>
        </Form>
      </Box>
    </LockOverlay>,
    host,
  );
}

const Box = styled.div`
  width: min(420px, 100%);
  padding: var(--ds-space-7) var(--ds-space-6);
  border-radius: var(--ds-radius-lg);
  border: 1px solid var(--ds-color-border);
  background: var(--ds-color-surface-raised);
  h1 {
    margin: 0;
    font-size: var(--ds-font-size-xl);
  }
`;

const LockIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: var(--ds-color-surface-sunken);
  color: var(--ds-color-text);
`;

const Who = styled.p`
  margin: 0;
  font-size: var(--ds-font-size-lg);
  overflow-wrap: anywhere;
  span {
    color: var(--ds-color-text-muted);
  }
`;
