import { describe, expect, it } from 'vitest';
import {
  confirmCancelContent,
  confirmDeleteContent,
  confirmLogoutContent,
  confirmStatusContent,
  confirmUnsavedContent,
  fieldKeyAsWords,
  labelDialogFields,
  showsAsBanner,
  statusChangedMessage,
} from './messages';

describe('dialog texts of the catalogue', () => {
  it('status confirmation and result name the new status', () => {
    expect(confirmStatusContent('Y').title).toBe('Ubah Status ke Aktif?');
    expect(confirmStatusContent('N').title).toBe('Ubah Status ke Nonaktif?');
    expect(statusChangedMessage('Y')).toBe('Status Diubah Menjadi Aktif.');
    expect(statusChangedMessage('N')).toBe('Status Diubah Menjadi Nonaktif.');
  });
  it('delete confirmation names the object and warns it cannot be undone', () => {
    const content = confirmDeleteContent(' Poli ');
    expect(content.title).toBe('Hapus Data Poli?');
    expect(content.body).toBe('Anda tidak akan dapat memulihkan data ini!');
    expect(content.tone).toBe('danger');
  });
  it('logout, cancel and unsaved-changes wording', () => {
    expect(confirmLogoutContent().title).toBe('Apakah anda akan meninggalkan aplikasi ini?');
    expect(confirmCancelContent().body).toBe('Any changes you made will be lost!');
    expect(confirmUnsavedContent().title).toBe('Perubahan data belum di simpan.');
  });
  it('only "other errors" become banners in normal mode', () => {
    expect(showsAsBanner(422)).toBe(false);
    expect(showsAsBanner(400)).toBe(false);
    expect(showsAsBanner(500)).toBe(true);
    expect(showsAsBanner(0)).toBe(true);
    expect(showsAsBanner(undefined)).toBe(true);
  });
});

describe("'Blocked With Validation!' names each field by its label", () => {
  const dialog = {
    variant: 'error' as const,
    title: 'Blocked With Validation!',
    message: 'The given data failed validation.',
    fields: [
      { field: 'nama', messages: ['Nama Poli wajib diisi.'] },
      { field: 'kode_poli', messages: ['Kode sudah dipakai.'] },
      { field: '_form', messages: ['Data tidak lengkap.'] },
    ],
  };
  it("takes the screen's labels first, then the page, then the key as words", () => {
    const shown = labelDialogFields(dialog, { nama: 'Nama Poli' }, (key) =>
      key === 'kode_poli' ? 'Kode' : key === 'nama' ? 'tidak dipakai' : undefined,
    );
    expect(shown.fields?.map((f) => f.label)).toEqual(['Nama Poli', 'Kode', '']);
    expect(labelDialogFields(dialog).fields?.map((f) => f.label)).toEqual([
      'Nama',
      'Kode Poli',
      '',
    ]);
  });
  it('reads keys as words', () => {
    expect(fieldKeyAsWords('tanggal_lahir')).toBe('Tanggal Lahir');
    expect(fieldKeyAsWords('namaPoli')).toBe('Nama Poli');
    expect(fieldKeyAsWords('items.0.qty')).toBe('Items Qty');
  });
  it('leaves a dialog without fields as it is', () => {
    const single = { variant: 'error' as const, title: 'x', message: 'y' };
    expect(labelDialogFields(single).fields).toBeUndefined();
  });
});
