import type { DialogField, ErrorDialog } from '@simrs/validators/errors';
import { FORM_ERROR_KEY } from '@simrs/validators/errors';

/** Spec texts (quoted exactly) and the Indonesian wording around them. */
export const DIALOG_TEXT = {
  deleted: 'Deleted Successfully!',
  statusActive: 'Status Diubah Menjadi Aktif.',
  statusInactive: 'Status Diubah Menjadi Nonaktif.',
  deleteBody: 'Anda tidak akan dapat memulihkan data ini!',
  logout: 'Apakah anda akan meninggalkan aplikasi ini?',
  cancelBody: 'Any changes you made will be lost!',
  unsaved: 'Perubahan data belum di simpan.',
  successTitle: 'Berhasil',
  close: 'Tutup',
  cancel: 'Batal',
} as const;

/** How long an inline error banner stays ('normal' alert mode), in ms. */
export const ALERT_DISPLAY_MS = 35_000;
/** How long a success message stays before it is cleared, in ms. */
export const SUCCESS_CLEAR_MS = 15_000;

export type ActiveStatus = 'Y' | 'N';

export interface ConfirmContent {
  title: string;
  body?: string;
  confirmLabel: string;
  cancelLabel: string;
  /** A destructive confirmation gets the danger button. */
  tone: 'default' | 'danger';
}

export function statusChangedMessage(status: ActiveStatus): string {
  return status === 'Y' ? DIALOG_TEXT.statusActive : DIALOG_TEXT.statusInactive;
}

/** 'Ubah Status ke Aktif/Nonaktif?' for the status the record will get. */
export function confirmStatusContent(next: ActiveStatus): ConfirmContent {
  return {
    title: `Ubah Status ke ${next === 'Y' ? 'Aktif' : 'Nonaktif'}?`,
    confirmLabel: 'Ya, Ubah',
    cancelLabel: DIALOG_TEXT.cancel,
    tone: 'default',
  };
}

export function confirmDeleteContent(object: string): ConfirmContent {
  return {
    title: `Hapus Data ${object.trim()}?`,
    body: DIALOG_TEXT.deleteBody,
    confirmLabel: 'Ya, Hapus',
    cancelLabel: DIALOG_TEXT.cancel,
    tone: 'danger',
  };
}

export function confirmLogoutContent(): ConfirmContent {
  return {
    title: DIALOG_TEXT.logout,
    confirmLabel: 'Ya, Keluar',
    cancelLabel: DIALOG_TEXT.cancel,
    tone: 'default',
  };
}

export function confirmCancelContent(): ConfirmContent {
  return {
    title: 'Batalkan perubahan?',
    body: DIALOG_TEXT.cancelBody,
    confirmLabel: 'Ya, Batalkan',
    cancelLabel: 'Kembali',
    tone: 'danger',
  };
}

export function confirmUnsavedContent(): ConfirmContent {
  return {
    title: DIALOG_TEXT.unsaved,
    body: 'Tinggalkan halaman ini? Perubahan yang belum disimpan akan hilang.',
    confirmLabel: 'Tinggalkan',
    cancelLabel: 'Tetap di Halaman',
    tone: 'danger',
  };
}

/**
 * Whether an error goes to the inline banner in 'normal' alert mode: the catalogue sends only the
 * "other errors" there; 422 and 400 keep their dialogs.
 */
export function showsAsBanner(status: number | undefined): boolean {
  return status !== 422 && status !== 400;
}

export type { ErrorDialog };

/** A field of 'Blocked With Validation!' with the words the form shows for it. */
export interface LabelledDialogField extends DialogField {
  /** The field's label ('Nama Poli'); empty for the form-wide messages. */
  label: string;
}

/** The error dialog as shown: each field under its label. */
export interface LabelledErrorDialog extends Omit<ErrorDialog, 'fields'> {
  fields?: LabelledDialogField[];
}

/** 'nama_poli', 'namaPoli', 'items.0.qty' read as words when no form names the field. */
export function fieldKeyAsWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s._-]+/)
    .filter((w) => w && !/^\d+$/.test(w));
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ');
}

/**
 * Puts each field of the dialog under the words a person knows it by: the label given by the
 * screen (`labels`), else the label of the field of that name on the page (`inPage`), else the
 * key read as words. The form-wide messages ('_form') have no label.
 */
export function labelDialogFields(
  dialog: ErrorDialog,
  labels: Readonly<Record<string, string>> = {},
  inPage: (key: string) => string | undefined = () => undefined,
): LabelledErrorDialog {
  if (!dialog.fields) return { ...dialog, fields: undefined };
  return {
    ...dialog,
    fields: dialog.fields.map((f) => ({
      ...f,
      label:
        f.field === FORM_ERROR_KEY
          ? ''
          : (labels[f.field] ?? inPage(f.field) ?? fieldKeyAsWords(f.field)),
    })),
  };
}
