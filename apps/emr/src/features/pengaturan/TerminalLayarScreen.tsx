/**
 * Display terminals (docs/security.md, "Display terminals"), under static-settings: each kiosk
 * and lobby TV gets a token of its own, shown once when it is added, and can be revoked at once.
 * Reached from static-settings as `/static-settings?bagian=terminal-layar`.
 */
import { useCommands, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  Form,
  LinkButton,
  Notice,
  PageHeader,
  Stack,
  Text,
  TextField,
  useDialog,
} from '@simrs/design-system';
import { formatDateTime } from '@simrs/validators';
import { type DisplayTerminal, terminalLayarContract } from '@simrs/validators/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { canDo } from '../../routing/guards';
import { kioskBase, kioskConfig, kioskUrlFor } from '../../routing/kiosk';
import { useSession } from '../../session/SessionProvider';
import type { ScreenProps } from '../types';

/** The kiosk screen a new terminal is opened at, with its token in the address's fragment. */
export function terminalAddress(base: string, token: string): string {
  return `${kioskUrlFor('/display-cetak', base)}#terminal=${encodeURIComponent(token)}`;
}

const columns: DataTableColumn<DisplayTerminal>[] = [
  { id: 'name', label: 'Nama Terminal', isRowHeader: true },
  {
    id: 'active',
    label: 'Status',
    value: (t) => (t.active === 'Y' ? 'Aktif' : `Dicabut ${formatDateTime(t.revokedAt ?? '')}`),
  },
  {
    id: 'lastSeenAt',
    label: 'Terakhir Terhubung',
    value: (t) =>
      t.lastSeenAt
        ? `${formatDateTime(t.lastSeenAt)}${t.lastAddress ? ` dari ${t.lastAddress}` : ''}`
        : 'Belum pernah',
  },
  {
    id: 'createdAt',
    label: 'Ditambahkan',
    value: (t) =>
      t.bootstrap
        ? 'Dari konfigurasi server'
        : `${formatDateTime(t.createdAt)}${t.createdBy ? ` oleh ${t.createdBy}` : ''}`,
  },
];

/** The token of the terminal just added: shown this once, never again. */
function NewToken({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const address = terminalAddress(kioskBase(window.location, kioskConfig), token);
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  return (
    <Notice
      tone="success"
      title={`Terminal ${name} ditambahkan. Token ini hanya ditampilkan sekali.`}
      action={
        <Stack direction="horizontal" wrap gap={3}>
          {canCopy ? (
            <Button
              variant="secondary"
              onPress={async () => {
                await navigator.clipboard.writeText(address).catch(() => undefined);
                setCopied(true);
              }}
            >
              {copied ? 'Alamat disalin' : 'Salin alamat'}
            </Button>
          ) : null}
          <Button variant="secondary" onPress={onDone}>
            Selesai
          </Button>
        </Stack>
      }
    >
      <Stack gap={2}>
        <Text>
          Buka alamat ini sekali di perangkat terminal tersebut; token disimpan di perangkat itu dan
          tidak dikirim ke server lewat alamat.
        </Text>
        <Text weight="semibold" data-testid="terminal-address">
          {address}
        </Text>
        <Text size="sm" tone="muted">
          Token: <span data-testid="terminal-token">{token}</span>
        </Text>
      </Stack>
    </Notice>
  );
}

export default function TerminalLayarScreen(_props: ScreenProps) {
  const dialog = useDialog();
  const { user } = useSession();
  const terminals = useQuery(terminalLayarContract, 'list', {});
  const act = useCommands(terminalLayarContract);
  const mayEdit = Boolean(user && canDo(user, 'static-settings', 'edit'));
  const [added, setAdded] = useState<{ name: string; token: string } | null>(null);
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const name = form.watch('name');

  const add = async ({ name: typed }: { name: string }) => {
    const result = await act.run('add', { name: typed.trim() });
    if (!result.ok) {
      const message = result.error.errors.name?.[0];
      if (message) form.setError('name', { type: 'server', message });
      else dialog.showError(result.error);
      return;
    }
    const { terminal, token } = result.response.data;
    setAdded({ name: terminal.name, token });
    form.reset({ name: '' });
  };

  const revoke = async (terminal: DisplayTerminal) => {
    const sure = await dialog.confirm({
      title: `Cabut terminal ${terminal.name}?`,
      body: 'Terminal ini tidak dapat lagi membuka layar publik, dan layarnya yang terbuka terputus saat ini juga.',
      confirmLabel: 'Ya, Cabut',
      cancelLabel: 'Batal',
      tone: 'danger',
    });
    if (!sure) return;
    const result = await act.run('revoke', { id: terminal.id });
    if (result.ok) dialog.showSuccess(result.message ?? `Terminal ${terminal.name} dicabut.`);
    else dialog.showError(result.error);
  };

  const list = terminals.data?.list ?? [];
  return (
    <Stack gap={5}>
      <PageHeader
        title="Terminal Layar"
        canAdd={false}
        actions={
          <LinkButton href="/static-settings" variant="secondary">
            Kembali ke Pengaturan
          </LinkButton>
        }
      />
      <Text tone="muted">
        Setiap anjungan dan layar antrean memakai token terminalnya sendiri. Terminal yang dicabut
        langsung tidak dapat membuka layar publik; terminal lain tetap berjalan.
      </Text>
      {added ? (
        <NewToken name={added.name} token={added.token} onDone={() => setAdded(null)} />
      ) : null}
      {mayEdit ? (
        <Card title="Tambah Terminal">
          <Form form={form} onSubmit={add} aria-label="Form Tambah Terminal">
            <Stack direction="horizontal" wrap gap={4} align="end">
              <TextField
                label="Nama Terminal"
                placeholder="Contoh: Anjungan Lobi Utama"
                value={name}
                onChange={(v) => {
                  form.setValue('name', v);
                  form.clearErrors('name');
                }}
                {...(form.formState.errors.name?.message
                  ? { errorMessage: form.formState.errors.name.message }
                  : {})}
              />
              <Button type="submit" isPending={form.formState.isSubmitting}>
                Tambah Terminal
              </Button>
            </Stack>
          </Form>
        </Card>
      ) : null}
      {terminals.error ? (
        <Text role="alert" tone="danger">
          {terminals.error.message}
        </Text>
      ) : null}
      <DataTable<DisplayTerminal>
        aria-label="Daftar Terminal Layar"
        title="Terminal Layar"
        columns={[
          ...columns,
          ...(mayEdit
            ? [
                {
                  id: 'revoke',
                  label: 'Aksi',
                  renderCell: (t: DisplayTerminal) =>
                    t.active === 'Y' ? (
                      <Button
                        variant="secondary"
                        aria-label={`Cabut ${t.name}`}
                        onPress={() => void revoke(t)}
                      >
                        Cabut
                      </Button>
                    ) : (
                      <span>-</span>
                    ),
                },
              ]
            : []),
        ]}
        rows={list}
        isLoading={terminals.isValidating}
      />
    </Stack>
  );
}
