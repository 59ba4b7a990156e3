import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../Fields';
import { CallFailure } from '../internal/callFailure';
import { expectShown } from '../internal/overlay';
import { flushUpdates, storyClock } from '../internal/storyClock';
import { type AlertMode, DialogProvider, useDialog } from './DialogProvider';

const errors = {
  single: new CallFailure({
    kind: 'http',
    status: 422,
    message: 'Nama Poli wajib diisi.',
    errors: { nama: ['Nama Poli wajib diisi.'] },
  }),
  validation: new CallFailure({
    kind: 'http',
    status: 422,
    message: 'The given data failed validation.',
    errors: {
      nama: ['Nama Poli wajib diisi.'],
      kode: ['Kode sudah dipakai.', 'Kode paling banyak 10 karakter.'],
    },
  }),
  badRequest: new CallFailure({
    kind: 'http',
    status: 400,
    title: 'Permintaan Tidak Valid',
    message: 'Data permintaan tidak dapat dibaca.',
  }),
  server: new CallFailure({ kind: 'http', status: 500, message: 'Terjadi kesalahan pada server.' }),
  conflict: new CallFailure({
    kind: 'http',
    status: 409,
    title: 'Data Berubah',
    message: 'Data telah diubah oleh pengguna lain. Muat ulang lalu ulangi perubahan Anda.',
  }),
};

type Scenario =
  | 'error-single'
  | 'error-validation'
  | 'error-400'
  | 'error-500'
  | 'error-409'
  | 'deleted'
  | 'status'
  | 'delete'
  | 'logout'
  | 'cancel'
  | 'unsaved';

const labels: Record<Scenario, string> = {
  'error-single': 'Simpan (422)',
  'error-validation': 'Simpan (validasi)',
  'error-400': 'Kirim (400)',
  'error-500': 'Muat (500)',
  'error-409': 'Ubah (409)',
  deleted: 'Hapus langsung',
  status: 'Nonaktifkan',
  delete: 'Hapus',
  logout: 'Keluar',
  cancel: 'Batal isi',
  unsaved: 'Pindah halaman',
};

function Demo({ scenario }: { scenario: Scenario }) {
  const dialog = useDialog();
  const [result, setResult] = useState('belum ada');
  const run = async () => {
    switch (scenario) {
      case 'error-single':
        return dialog.showError(errors.single);
      case 'error-validation':
        return dialog.showError(errors.validation);
      case 'error-400':
        return dialog.showError(errors.badRequest);
      case 'error-500':
        return dialog.showError(errors.server);
      case 'error-409':
        return dialog.showError(errors.conflict);
      case 'deleted':
        return dialog.showDeleted();
      case 'status': {
        const ok = await dialog.confirmStatus('N');
        setResult(ok ? 'diubah' : 'dibatalkan');
        if (ok) dialog.showStatusChanged('N');
        return;
      }
      case 'delete': {
        const ok = await dialog.confirmDelete('Poli');
        setResult(ok ? 'dihapus' : 'dibatalkan');
        if (ok) dialog.showDeleted();
        return;
      }
      case 'logout':
        return setResult((await dialog.confirmLogout()) ? 'keluar' : 'tetap');
      case 'cancel':
        return setResult((await dialog.confirmCancel()) ? 'dibuang' : 'kembali');
      case 'unsaved':
        return setResult((await dialog.confirmUnsavedChanges()) ? 'pindah' : 'tetap');
    }
  };
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      {scenario === 'error-validation' ? (
        // The form whose fields the dialog names: 'nama' is shown as its label 'Nama Poli'.
        <>
          <TextField label="Nama Poli" name="nama" />
          <TextField label="Kode Poli" name="kode" />
        </>
      ) : null}
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Button onPress={run}>{labels[scenario]}</Button>
        <output aria-label="Hasil">{result}</output>
      </div>
    </div>
  );
}

interface Args {
  scenario: Scenario;
  alertMode: AlertMode;
}

const meta = {
  title: 'Feedback/Dialogs',
  component: DialogProvider,
  // The docs page is Dialog.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { scenario: 'error-single', alertMode: 'dialog' },
  argTypes: {
    scenario: { control: 'select', options: Object.keys(labels) },
    alertMode: { control: 'inline-radio', options: ['dialog', 'normal'] },
  },
  render: ({ scenario, alertMode }: Args) => (
    <DialogProvider alertMode={alertMode}>
      <div style={{ marginTop: 12 }}>
        <Demo scenario={scenario} />
      </div>
    </DialogProvider>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * Pick any case with the controls (`scenario`, `alertMode`) and press its button; the play
 * confirms a delete: 'Ya, Hapus' answers yes, then 'Deleted Successfully!' follows.
 */
export const Playground: Story = {
  args: { scenario: 'delete', alertMode: 'dialog' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Hapus Data Poli?' });
    await expectShown(confirm, 'centre');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Hapus' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Hasil' })).toHaveTextContent('dihapus'),
    );
    const done = await body().findByRole('dialog', { name: 'Berhasil' });
    await expectShown(done, 'centre');
    await expect(done).toHaveTextContent('Deleted Successfully!');
  },
};

/** 422 with one message: 'Sorry, There is something wrong!' and that message; focus in and back. */
export const Error422: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Simpan (422)' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('alertdialog');
    await expectShown(dialog, 'centre');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(
      'Sorry, There is something wrong!',
    );
    await expect(dialog).toHaveTextContent('Nama Poli wajib diisi.');
    const close = within(dialog).getByRole('button', { name: 'Tutup' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** 422 whose message says 'validation': every field with its messages. */
export const BlockedWithValidation: Story = {
  args: { scenario: 'error-validation' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan (validasi)' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Blocked With Validation!' });
    await expectShown(dialog, 'centre');
    const items = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    // Each field by its label on the form ('Nama Poli', 'Kode'), never the key sent ('nama').
    const label = (item: HTMLElement) => item.querySelector('strong')?.textContent;
    await expect(items.map((i) => label(i))).toEqual(['Nama Poli', 'Kode Poli']);
    await expect(items[0]).toHaveTextContent('Nama Poli wajib diisi.');
    await expect(items[1]).toHaveTextContent('Kode sudah dipakai. Kode paling banyak 10 karakter.');
  },
};

/** 400: titled by the response title, body the message. */
export const Error400: Story = {
  args: { scenario: 'error-400' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim (400)' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Permintaan Tidak Valid' });
    await expectShown(dialog, 'centre');
    await expect(dialog).toHaveTextContent('Data permintaan tidak dapat dibaca.');
  },
};

/** Another error without a title: the default title; Escape closes it. */
export const OtherError: Story = {
  args: { scenario: 'error-500' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Muat (500)' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('alertdialog', {
      name: 'Sorry, There is something wrong!',
    });
    await expectShown(dialog, 'centre');
    await expect(dialog).toHaveTextContent('Terjadi kesalahan pada server.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** 'normal' alert mode: an inline banner instead of a dialog, cleared after 35 seconds. */
export const NormalModeBanner: Story = {
  args: { scenario: 'error-409', alertMode: 'normal' },
  play: async ({ canvas, loaded }) => {
    const clock = storyClock(loaded);
    await userEvent.click(canvas.getByRole('button', { name: 'Ubah (409)' }));
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Data Berubah');
    await expect(body().queryByRole('alertdialog')).toBeNull();
    clock.advance(34_999);
    await flushUpdates();
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    clock.advance(1);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** A success dialog is cleared after 15 seconds, and focus goes back to the trigger. */
export const DeletedSuccessfully: Story = {
  args: { scenario: 'deleted' },
  play: async ({ canvas, loaded }) => {
    const clock = storyClock(loaded);
    const trigger = canvas.getByRole('button', { name: 'Hapus langsung' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Berhasil' });
    await expectShown(dialog, 'centre');
    await expect(dialog).toHaveTextContent('Deleted Successfully!');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    clock.advance(14_999);
    await flushUpdates();
    await expect(body().getByRole('dialog')).toBeInTheDocument();
    clock.advance(1);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** 'Ubah Status ke Nonaktif?', confirmed, then 'Status Diubah Menjadi Nonaktif.'. */
export const StatusChange: Story = {
  args: { scenario: 'status' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nonaktifkan' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Ubah Status ke Nonaktif?' });
    await expectShown(confirm, 'centre');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Ubah' }));
    const done = await body().findByRole('dialog', { name: 'Berhasil' });
    await expectShown(done, 'centre');
    await expect(done).toHaveTextContent('Status Diubah Menjadi Nonaktif.');
    await expect(canvas.getByRole('status', { name: 'Hasil' })).toHaveTextContent('diubah');
  },
};

/** 'Hapus Data Poli?' with its warning; Tab stays inside; Batal answers no. */
export const ConfirmDelete: Story = {
  args: { scenario: 'delete' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Hapus' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('alertdialog', { name: 'Hapus Data Poli?' });
    await expectShown(dialog, 'centre');
    await expect(dialog).toHaveTextContent('Anda tidak akan dapat memulihkan data ini!');
    const cancel = within(dialog).getByRole('button', { name: 'Batal' });
    const confirm = within(dialog).getByRole('button', { name: 'Ya, Hapus' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Hasil' })).toHaveTextContent('dibatalkan');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The delete confirmation as it looks (screenshot baseline). */
export const ConfirmDeleteOpen: Story = {
  args: { scenario: 'delete' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus' }));
    const dialog = await body().findByRole('alertdialog');
    await expectShown(dialog, 'centre');
    await expect(dialog).toHaveTextContent('Hapus Data Poli?');
  },
};

export const ConfirmLogout: Story = {
  args: { scenario: 'logout' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Keluar' }));
    const dialog = await body().findByRole('alertdialog', {
      name: 'Apakah anda akan meninggalkan aplikasi ini?',
    });
    await expectShown(dialog, 'centre');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Keluar' }));
    await expect(await canvas.findByText('keluar')).toBeInTheDocument();
  },
};

export const ConfirmCancel: Story = {
  args: { scenario: 'cancel' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Batal isi' }));
    const dialog = await body().findByRole('alertdialog');
    await expectShown(dialog, 'centre');
    await expect(dialog).toHaveTextContent('Any changes you made will be lost!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    await expect(await canvas.findByText('kembali')).toBeInTheDocument();
  },
};

export const UnsavedChanges: Story = {
  args: { scenario: 'unsaved' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pindah halaman' }));
    const dialog = await body().findByRole('alertdialog', {
      name: 'Perubahan data belum di simpan.',
    });
    await expectShown(dialog, 'centre');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tinggalkan' }));
    await expect(await canvas.findByText('pindah')).toBeInTheDocument();
  },
};
