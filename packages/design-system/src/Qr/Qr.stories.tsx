import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Barcode } from './Barcode';
import { QrCode } from './QrCode';

const meta = {
  title: 'Data/QrCode',
  component: QrCode,
  // The docs page is Qr.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { value: 'BK-20260115-0042', size: 128, errorCorrection: 'M', showValue: false },
  argTypes: {
    value: { control: 'text' },
    label: { control: 'text' },
    size: { control: { type: 'range', min: 64, max: 320, step: 8 } },
    errorCorrection: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] },
    showValue: { control: 'boolean' },
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Kode QR BK-20260115-0042' });
    await expect(image.tagName.toLowerCase()).toBe('svg');
    await expect(image).toHaveAttribute('data-modules', '25');
    await expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
  },
};

export const Playground: Story = {
  args: {
    value: 'https://rs.example.id/check-in/BK-20260115-0042',
    errorCorrection: 'Q',
    size: 192,
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: /^Kode QR https:/ });
    await expect(Number(image.getAttribute('data-modules'))).toBeGreaterThan(21);
    await expect(image).toHaveAttribute('width', '192');
  },
};

/** A booking code with its own text alternative and the printed value. */
export const BookingCode: Story = {
  args: { label: 'Kode booking BK-20260115-0042', showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Kode booking BK-20260115-0042' })).toBeVisible();
    await expect(canvas.getByText('BK-20260115-0042')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A Code 128 barcode of an RM number, for wristbands and labels. */
export const RmBarcode: Story = {
  render: () => <Barcode value="00123456" label="Nomor RM 00123456" />,
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Nomor RM 00123456' });
    await expect(image.tagName.toLowerCase()).toBe('svg');
    await expect(image).toHaveAttribute('data-modules', '79');
    await expect(image).toHaveAttribute('width', String((79 + 20) * 2));
    await expect(canvas.getByText('00123456')).toBeVisible();
  },
};

export const BookingBarcode: Story = {
  render: () => <Barcode value="BK-A12" moduleWidth={1.5} height={40} showValue={false} />,
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Kode batang BK-A12' });
    await expect(image).toHaveAttribute('height', '40');
    await expect(canvas.queryByText('BK-A12')).toBeNull();
  },
};

/** A value that cannot be encoded shows a readable fallback instead of breaking the page. */
export const Unencodable: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Barcode value="RM–01" />
      <QrCode value="" />
      <QrCode value={'x'.repeat(3000)} label="Terlalu panjang" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.getByText('Kode tidak dapat dibuat: RM–01')).toBeVisible();
    await expect(canvas.getByText('Kode kosong')).toBeVisible();
    await expect(canvas.getByText(/^Kode tidak dapat dibuat: x+$/)).toBeInTheDocument();
  },
};
