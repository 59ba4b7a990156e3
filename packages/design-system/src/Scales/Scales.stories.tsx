import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  AldreteScale,
  ApgarScale,
  AsaField,
  BromageScale,
  FallRiskScale,
  GcsScale,
  GeriatricFallRiskScale,
  PainScale,
  RecoveryScale,
} from './scales';

type Canvas = ReturnType<typeof within>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Picks the option starting with `option` in the radio group named `group`, as a person would. */
async function pick(canvas: Canvas, group: string, option: string) {
  const radiogroup = canvas.getByRole('radiogroup', { name: group });
  const radio = within(radiogroup).getByRole('radio', {
    name: new RegExp(`^${escapeRegExp(option)}`),
  });
  await userEvent.click(radio);
  await expect(radio).toBeChecked();
}

/** Asserts the total and the band word and tone of the summary named 'Hasil {title}'. */
async function expectResult(canvas: Canvas, title: string, total: string, band?: [string, string]) {
  const summary = canvas.getByRole('status', { name: `Hasil ${title}` });
  await expect(summary.querySelector('[data-total]')).toHaveTextContent(total);
  const chip = summary.querySelector('[data-band]');
  if (band) {
    await expect(chip).toHaveTextContent(band[0]);
    await expect(chip).toHaveAttribute('data-tone', band[1]);
  } else {
    await expect(chip).toBeNull();
  }
}

const meta = {
  title: 'Clinical/Scales',
  component: GcsScale,
  // The docs page is Scales.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { variant: 'adult' },
} satisfies Meta<typeof GcsScale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GCS with working controls: the variant, disabled and an error message. */
export const Playground: Story = {
  args: { variant: 'adult', isDisabled: false, errorMessage: '' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['adult', 'child', 'neonatal'] },
    isDisabled: { control: 'boolean' },
    errorMessage: { control: 'text' },
  },
  render: (args) => <GcsScale {...args} errorMessage={args.errorMessage || undefined} />,
  play: async ({ canvas }) => {
    await pick(canvas, 'Respons Membuka Mata (E)', 'Membuka mata spontan');
    await expectResult(canvas, 'GCS Dewasa', '–');
  },
};

export const GcsAdult: Story = {
  play: async ({ canvas }) => {
    await expectResult(canvas, 'GCS Dewasa', '–');
    await pick(canvas, 'Respons Membuka Mata (E)', 'Membuka mata terhadap suara');
    await pick(canvas, 'Respons Verbal (V)', 'Bingung');
    await expectResult(canvas, 'GCS Dewasa', '–');
    await pick(canvas, 'Respons Motorik (M)', 'Mengikuti perintah');
    await expectResult(canvas, 'GCS Dewasa', '13', ['Apatis', 'info']);
    await expect(canvas.getByText('E3V4M6')).toBeVisible();
    await pick(canvas, 'Respons Motorik (M)', 'Fleksi abnormal');
    await expectResult(canvas, 'GCS Dewasa', '10', ['Somnolen', 'warning']);
  },
};

export const GcsChild: Story = {
  args: { variant: 'child' },
  play: async ({ canvas }) => {
    await pick(canvas, 'Respons Membuka Mata (E)', 'Membuka mata spontan');
    await pick(canvas, 'Respons Verbal (V)', 'Kata-kata/kalimat sesuai usia');
    await pick(canvas, 'Respons Motorik (M)', 'Mengikuti perintah');
    await expectResult(canvas, 'GCS Anak', '15', ['Compos Mentis', 'success']);
  },
};

export const GcsNeonatal: Story = {
  args: { variant: 'neonatal' },
  play: async ({ canvas }) => {
    await pick(canvas, 'Respons Membuka Mata (E)', 'Tidak membuka mata');
    await pick(canvas, 'Respons Verbal (V)', 'Tidak ada respons verbal');
    await pick(canvas, 'Respons Motorik (M)', 'Ekstensi abnormal');
    await expectResult(canvas, 'GCS Neonatus/Bayi', '4', ['Sopor', 'danger']);
  },
};

/** Keyboard on the slider: arrows, End and Home move the score and its band. */
export const Pain: Story = {
  render: () => <PainScale />,
  play: async ({ canvas }) => {
    const title = 'Skala Nyeri (NRS 0-10)';
    await expectResult(canvas, title, '0', ['Tidak Nyeri', 'success']);
    await userEvent.tab();
    await expect(canvas.getByRole('slider')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expectResult(canvas, title, '2', ['Nyeri Ringan', 'info']);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expectResult(canvas, title, '5', ['Nyeri Sedang', 'warning']);
    await userEvent.keyboard('{End}');
    await expectResult(canvas, title, '10', ['Nyeri Berat', 'danger']);
    await userEvent.keyboard(
      '{Home}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}',
    );
    await expectResult(canvas, title, '7', ['Nyeri Berat', 'danger']);
    await expect(canvas.getByRole('slider')).toHaveValue('7');
  },
};

export const FallRiskAdult: Story = {
  render: () => <FallRiskScale variant="adult" />,
  play: async ({ canvas }) => {
    const title = 'Risiko Jatuh Dewasa (Edmonson)';
    await pick(canvas, 'Usia', 'Kurang dari 50 tahun');
    await pick(canvas, 'Status Mental', 'Sadar dan orientasi baik');
    await pick(canvas, 'Eliminasi', 'Mandiri dan mampu');
    await pick(canvas, 'Pengobatan', 'Tanpa obat');
    await pick(canvas, 'Diagnosis', 'Gangguan bipolar');
    await pick(canvas, 'Ambulasi/Keseimbangan', 'Mandiri, langkah stabil');
    await pick(canvas, 'Nutrisi', 'Tidak ada masalah');
    await pick(canvas, 'Riwayat Jatuh', 'Tidak ada riwayat');
    await expectResult(canvas, title, '55', ['Tidak Berisiko Jatuh', 'success']);
    await pick(canvas, 'Usia', '80 tahun atau lebih');
    await pick(canvas, 'Status Mental', 'Bingung/disorientasi');
    await pick(canvas, 'Riwayat Jatuh', 'Riwayat jatuh dalam 3 bulan');
    await expectResult(canvas, title, '88', ['Tidak Berisiko Jatuh', 'success']);
    await pick(canvas, 'Eliminasi', 'Mandiri tetapi inkontinensia');
    await expectResult(canvas, title, '92', ['Berisiko Jatuh', 'danger']);
  },
};

export const FallRiskPediatric: Story = {
  render: () => <FallRiskScale variant="pediatric" />,
  play: async ({ canvas }) => {
    const title = 'Risiko Jatuh Anak (Humpty Dumpty)';
    await pick(canvas, 'Usia', '13 tahun atau lebih');
    await pick(canvas, 'Jenis Kelamin', 'Perempuan');
    await pick(canvas, 'Diagnosis', 'Diagnosis lain');
    await pick(canvas, 'Gangguan Kognitif', 'Orientasi baik');
    await pick(canvas, 'Faktor Lingkungan', 'Area rawat jalan');
    await pick(canvas, 'Respons terhadap Operasi/Sedasi/Anestesi', 'Lebih dari 48 jam');
    await pick(canvas, 'Penggunaan Obat', 'Obat lain');
    await expectResult(canvas, title, '7', ['Risiko Rendah', 'success']);
    await pick(canvas, 'Usia', 'Kurang dari 3 tahun');
    await pick(canvas, 'Diagnosis', 'Kelainan neurologi');
    await expectResult(canvas, title, '13', ['Risiko Tinggi', 'danger']);
  },
};

export const FallRiskGeriatric: Story = {
  render: () => <GeriatricFallRiskScale />,
  play: async ({ canvas }) => {
    const title = 'Risiko Jatuh Geriatri';
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Apakah pasien memakai kacamata?' }),
    );
    await pick(
      canvas,
      'Transfer (dari tempat tidur ke kursi dan kembali)',
      'Memerlukan bantuan nyata',
    );
    await pick(canvas, 'Mobilitas', 'Menggunakan kursi roda');
    await expectResult(canvas, title, '8', ['Risiko Sedang', 'warning']);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: /disorientasi \(salah menyebut waktu/ }),
    );
    await expectResult(canvas, title, '22', ['Risiko Tinggi', 'danger']);
    await pick(canvas, 'Mobilitas', 'Mandiri');
    await expectResult(canvas, title, '15', ['Risiko Sedang', 'warning']);
  },
};

export const Aldrete: Story = {
  render: () => <AldreteScale />,
  play: async ({ canvas }) => {
    for (const [group, option] of [
      ['Warna Kulit', 'Merah muda'],
      ['Aktivitas', 'Menggerakkan 4 ekstremitas'],
      ['Pernapasan', 'Bernapas dalam'],
      ['Tekanan Darah', 'Berbeda kurang dari 20%'],
      ['Kesadaran', 'Sadar penuh'],
      ['Mual/Muntah', 'Tidak mual'],
      ['Perdarahan', 'Tidak ada perdarahan'],
    ] as const) {
      await pick(canvas, group, option);
    }
    await expectResult(canvas, 'Skor Aldrete', '14', [
      'Siap Pindah dari Ruang Pemulihan',
      'success',
    ]);
    await pick(canvas, 'Mual/Muntah', 'Muntah');
    await expectResult(canvas, 'Skor Aldrete', '12', ['Belum Siap Pindah', 'warning']);
    await expect(canvas.getByText('Skor inti 10 / 10')).toBeVisible();
  },
};

export const Apgar: Story = {
  render: () => <ApgarScale />,
  play: async ({ canvas }) => {
    await pick(canvas, 'Warna Kulit (Appearance)', 'Seluruh tubuh kemerahan');
    await pick(canvas, 'Denyut Jantung (Pulse)', '100 kali/menit atau lebih');
    await pick(canvas, 'Refleks (Grimace)', 'Menangis kuat');
    await pick(canvas, 'Tonus Otot (Activity)', 'Gerak aktif');
    await pick(canvas, 'Pernapasan (Respiration)', 'Menangis kuat, napas baik');
    await expectResult(canvas, 'Skor Apgar', '10', ['Normal', 'success']);
    await pick(canvas, 'Pernapasan (Respiration)', 'Tidak ada');
    await pick(canvas, 'Denyut Jantung (Pulse)', 'Tidak ada');
    await expectResult(canvas, 'Skor Apgar', '6', ['Abnormal Sedang', 'warning']);
  },
};

export const Bromage: Story = {
  render: () => <BromageScale />,
  play: async ({ canvas }) => {
    await pick(canvas, 'Blok Motorik', 'Tidak dapat menekuk lutut');
    await expectResult(canvas, 'Skor Bromage', '2', ['Blok Hampir Lengkap', 'warning']);
  },
};

export const RecoveryScores: Story = {
  render: () => <RecoveryScale />,
  play: async ({ canvas }) => {
    await pick(canvas, 'Kesadaran', 'Sadar penuh');
    await pick(canvas, 'Pernapasan (Jalan Napas)', 'Mempertahankan jalan napas');
    await pick(canvas, 'Motorik', 'Gerakan tanpa tujuan');
    await expectResult(canvas, 'Skor Steward', '4', ['Belum Siap Pindah', 'warning']);
    await pick(canvas, 'Motorik', 'Menggerakkan anggota gerak');
    await expectResult(canvas, 'Skor Steward', '5', [
      'Siap Pindah dari Ruang Pemulihan',
      'success',
    ]);
  },
};

export const Asa: Story = {
  render: () => <AsaField />,
  play: async ({ canvas }) => {
    await pick(canvas, 'Kelas ASA', 'ASA III');
    await expectResult(canvas, 'Status Fisik ASA', '3', ['ASA III', 'warning']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Operasi darurat (E)' }));
    await expectResult(canvas, 'Status Fisik ASA', '3', ['ASA III E', 'warning']);
  },
};

/** Empty: no total until every item is answered ('Lengkapi semua butir'), no band. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expectResult(canvas, 'GCS Dewasa', '–');
    await expect(canvas.getByText('Lengkapi semua butir')).toBeVisible();
    for (const group of canvas.getAllByRole('radiogroup')) {
      await expect(within(group).queryByRole('radio', { checked: true })).toBeNull();
    }
  },
};

/** Filled (from saved answers): the total, the band and the E4V5M6 notation at once. */
export const Filled: Story = {
  args: { defaultValue: { eye: 4, verbal: 5, motor: 6 } },
  play: async ({ canvas }) => {
    await expectResult(canvas, 'GCS Dewasa', '15', ['Compos Mentis', 'success']);
    await expect(canvas.getByText('E4V5M6')).toBeVisible();
  },
};

/**
 * Invalid: the form was sent with the scale incomplete. The message shows under the summary,
 * each unanswered item says '(belum diisi)' and is described by it; answering clears its mark.
 */
export const Invalid: Story = {
  args: {
    defaultValue: { eye: 3 },
    errorMessage: 'Lengkapi GCS: Respons Verbal dan Respons Motorik belum diisi.',
  },
  play: async ({ canvas }) => {
    const message = canvas.getByText(
      'Lengkapi GCS: Respons Verbal dan Respons Motorik belum diisi.',
    );
    await expect(message).toBeVisible();
    const verbal = canvas.getByRole('radiogroup', { name: 'Respons Verbal (V)' });
    const eye = canvas.getByRole('radiogroup', { name: 'Respons Membuka Mata (E)' });
    await expect(verbal).toHaveAttribute('data-invalid', 'true');
    await expect(verbal).toHaveAccessibleDescription(/Respons Motorik belum diisi/);
    await expect(eye).not.toHaveAttribute('data-invalid');
    await expect(getComputedStyle(verbal).borderLeftStyle).toBe('solid');
    await pick(canvas, 'Respons Verbal (V)', 'Orientasi baik');
    await expect(verbal).not.toHaveAttribute('data-invalid');
  },
};

/** Disabled: the answers show, nothing can be changed. */
export const Disabled: Story = {
  args: { defaultValue: { eye: 4, verbal: 5, motor: 6 }, isDisabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expectResult(canvas, 'GCS Dewasa', '15', ['Compos Mentis', 'success']);
  },
};
