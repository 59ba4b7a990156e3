import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileUpload } from './FileUpload';

const meta = {
  title: 'Inputs/FileUpload',
  component: FileUpload,
  // The docs page is FileUpload.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: {
    label: 'Unggah hasil laboratorium',
    acceptedFileTypes: ['application/pdf', 'image/*'],
    hint: 'PDF atau gambar, paling besar 5 MB.',
    onSelect: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    progress: { control: { type: 'range', min: 0, max: 100 } },
    allowsMultiple: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) =>
  root.querySelector('input[type="file"]') as HTMLInputElement;

/** Choosing a file reports it and lists its name. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Pilih Berkas' })).toBeVisible();
    const file = new File(['%PDF-1.4'], 'hasil-lab.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onSelect).toHaveBeenCalledWith([file]);
    await expect(canvas.getByRole('list', { name: 'Berkas dipilih' })).toHaveTextContent(
      'hasil-lab.pdf',
    );
  },
};

export const Playground: Story = {
  args: { allowsMultiple: true },
  play: async ({ canvasElement }) => {
    await expect(fileInput(canvasElement)).toHaveAttribute('multiple');
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'application/pdf,image/*');
  },
};

/** While uploading: the progress bar shows the percentage and the button waits. */
export const Uploading: Story = {
  args: { progress: 45 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Mengunggah' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveTextContent('45%');
    await expect(canvas.getByRole('button', { name: 'Pilih Berkas' })).toBeDisabled();
  },
};

/** Keyboard: Tab reaches the drop zone's button; Enter opens the file chooser. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const drop = canvas.getByRole('button', { name: /Unggah hasil laboratorium/ });
    await expect(drop).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pilih Berkas' })).toHaveFocus();
  },
};
