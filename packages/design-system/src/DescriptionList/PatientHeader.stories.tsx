import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PatientHeader } from './PatientHeader';

const meta = {
  title: 'Clinical/PatientHeader',
  component: PatientHeader,
  // The docs page is PatientHeader.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: {
    name: 'Budi Santoso',
    rmNo: '00-12-34',
    birthDate: '1990-11-03',
    sexCode: 1,
    payerCode: 3,
    allergies: ['Amoksisilin', 'Udang'],
  },
  argTypes: {
    name: { control: 'text' },
    birthDate: { control: 'text' },
    sexCode: { control: 'select', options: [1, 2, 0, 3, 4] },
    payerCode: { control: 'select', options: [1, 2, 3] },
  },
} satisfies Meta<typeof PatientHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const termValue = (root: HTMLElement, term: string) =>
  [...root.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling
    ?.textContent;

/** Age on the story clock's day (15 January 2026), sex label, BPJS chip, allergies. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('region', { name: 'Pasien Budi Santoso' });
    await expect(within(header).getByRole('heading', { name: 'Budi Santoso' })).toBeVisible();
    await expect(termValue(header, 'No. RM')).toBe('00-12-34');
    await expect(termValue(header, 'Umur')).toBe('35 tahun 2 bulan');
    await expect(termValue(header, 'Tanggal Lahir')).toBe('3 November 1990');
    await expect(termValue(header, 'Jenis Kelamin')).toBe('Laki-laki');
    await expect(within(header).getByText('BPJS')).toBeVisible();
    await expect(
      within(header)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Amoksisilin', 'Udang']);
  },
};

export const Playground: Story = {
  args: { name: 'Ani Lestari', sexCode: 2, payerCode: 1, birthDate: '2025-10-03', allergies: [] },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('region', { name: 'Pasien Ani Lestari' });
    await expect(termValue(header, 'Umur')).toBe('3 bulan 12 hari');
    await expect(termValue(header, 'Jenis Kelamin')).toBe('Perempuan');
    await expect(termValue(header, 'Alergi')).toBe('Tidak ada alergi');
    await expect(within(header).getByText('Umum')).toBeVisible();
  },
};

/** A newborn: age in days; an invalid birth date shows no age. */
export const Newborn: Story = {
  args: { name: 'Bayi Ny. Sari', birthDate: '2026-01-10', sexCode: 0, payerCode: 2 },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('region', { name: 'Pasien Bayi Ny. Sari' });
    await expect(termValue(header, 'Umur')).toBe('5 hari');
    await expect(termValue(header, 'Jenis Kelamin')).toBe('Tidak diketahui');
  },
};
