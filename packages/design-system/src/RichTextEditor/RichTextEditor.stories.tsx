import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor } from './RichTextEditor';
import { RichTextView } from './RichTextView';

/** The last HTML an `fn()` spy received. */
const lastHtml = (spy: unknown): string => {
  const calls = (spy as { mock?: { calls: unknown[][] } } | undefined)?.mock?.calls ?? [];
  return String(calls.at(-1)?.[0] ?? '');
};

/** Parses HTML without running it (a template's inert content). */
const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

const FILLED =
  '<h2>Anamnesis</h2><p>Pasien mengeluh <strong>nyeri kepala</strong> sejak <em>2 hari</em>, ' +
  '<u>memberat</u> malam hari, <s>tanpa</s> mual.</p><ul><li><p>Riwayat hipertensi</p></li>' +
  '<li><p>Alergi amoksisilin</p></li></ul><ol><li><p>Cek tekanan darah</p></li></ol>' +
  '<p>Panduan: <a href="https://kemkes.go.id">Kemenkes</a></p>';

const meta = {
  title: 'Inputs/RichTextEditor',
  component: RichTextEditor,
  // The docs page is RichTextEditor.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: {
    label: 'Catatan Klinis',
    defaultValue: '<p>Pasien mengeluh nyeri kepala.</p>',
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    isDisabled: { control: 'boolean' },
    minHeight: { control: { type: 'range', min: 60, max: 400, step: 20 } },
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Select the text, press Tebal: the stored HTML has it in <strong>. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const editor = canvas.getByRole('textbox', { name: 'Catatan Klinis' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    const bold = canvas.getByRole('button', { name: 'Tebal' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p><strong>Pasien mengeluh nyeri kepala.</strong></p>',
      ),
    );
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.querySelector('strong')).toHaveTextContent('Pasien mengeluh nyeri kepala.');
  },
};

/** Typing after pressing Tebal writes bold text; pressing it again goes back to plain. */
export const Typing: Story = {
  args: { defaultValue: '' },
  play: async ({ canvas, args }) => {
    const editor = canvas.getByRole('textbox', { name: 'Catatan Klinis' });
    await userEvent.click(editor);
    await userEvent.click(canvas.getByRole('button', { name: 'Tebal' }));
    await userEvent.keyboard('TD');
    await userEvent.click(canvas.getByRole('button', { name: 'Tebal' }));
    await userEvent.keyboard(' 120/80');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>TD</strong> 120/80</p>'),
    );
  },
};

export const Playground: Story = {
  args: { description: 'Tulis anamnesis singkat.', minHeight: 160 },
  play: async ({ canvas, args }) => {
    const editor = canvas.getByRole('textbox', { name: 'Catatan Klinis' });
    await expect(editor).toHaveAccessibleDescription('Tulis anamnesis singkat.');
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Miring' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Garis Bawah' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p><em><u>Pasien mengeluh nyeri kepala.</u></em></p>',
      ),
    );
  },
};

/** The spec's ten buttons, in order, with their Indonesian names. */
export const Toolbar: Story = {
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Format teks Catatan Klinis' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    await expect(names).toEqual([
      'Judul',
      'Tebal',
      'Miring',
      'Garis Bawah',
      'Coret',
      'Tautan',
      'Daftar Berpoin',
      'Daftar Bernomor',
      'Urungkan',
      'Ulangi',
    ]);
    await expect(canvas.getByRole('button', { name: 'Urungkan' })).toBeDisabled();
  },
};

/** Tab enters the toolbar, arrow keys move inside it, Enter presses the focused button. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const heading = canvas.getByRole('button', { name: 'Judul' });
    await expect(heading).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Miring' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Tebal' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(heading).toHaveFocus();
    // Enter makes the paragraph at the cursor a heading and returns focus to the text.
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<h2>Pasien mengeluh nyeri kepala.</h2>'),
    );
    await expect(heading).toHaveAttribute('aria-pressed', 'true');
    const editor = canvas.getByRole('textbox', { name: 'Catatan Klinis' });
    await expect(editor).toHaveFocus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p>Pasien mengeluh nyeri kepala.</p>'),
    );
    await expect(heading).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Ulangi' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<h2>Pasien mengeluh nyeri kepala.</h2>'),
    );
  },
};

export const Lists: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Catatan Klinis' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar Berpoin' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<ul><li><p>Pasien mengeluh nyeri kepala.</p></li></ul>',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar Bernomor' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<ol><li><p>Pasien mengeluh nyeri kepala.</p></li></ol>',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Daftar Bernomor' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Coret' }));
    await expect(canvas.getByRole('button', { name: 'Coret' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A javascript: address is refused; an https one becomes a safe link. */
export const Link: Story = {
  args: { defaultValue: '<p>Panduan</p>' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Catatan Klinis' }));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Tautan' }));
    const field = canvas.getByRole('textbox', { name: 'Alamat tautan' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Terapkan' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'Tautan harus diawali http://, https://, mailto: atau tel:',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'https://kemkes.go.id{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const link = parse(lastHtml(args.onChange)).querySelector('a');
    await expect(link?.getAttribute('href')).toBe('https://kemkes.go.id');
    await expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    await expect(link?.textContent).toBe('Panduan');
    await expect(canvas.getByRole('button', { name: 'Tautan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Pressing Tautan on a link removes it.
    await userEvent.click(canvas.getByRole('button', { name: 'Tautan' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Panduan</p>'));
  },
};

/** A stored value with unsafe parts is cleaned before the editor shows it. */
export const UnsafeValue: Story = {
  args: {
    defaultValue:
      '<p>Aman</p><script>alert(1)</script><p><a href="javascript:alert(1)">klik</a></p>' +
      '<img src="x" onerror="alert(1)">',
  },
  play: async ({ canvas, canvasElement }) => {
    const editor = canvas.getByRole('textbox', { name: 'Catatan Klinis' });
    await expect(editor).toHaveTextContent('Amanklik');
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Catatan Klinis wajib diisi.', defaultValue: '' },
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Catatan Klinis' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription('Catatan Klinis wajib diisi.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const editor = canvas.getByRole('textbox', { name: 'Catatan Klinis' });
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(editor).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Tebal' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Tebal' }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every format the toolbar makes, as stored: the screenshot baseline. */
export const Filled: Story = {
  args: { defaultValue: FILLED, label: 'Anamnesis' },
  decorators: [
    (Story) => (
      <div style={{ width: 560 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Anamnesis' });
    await expect(editor.querySelector('h2')).toHaveTextContent('Anamnesis');
    await expect(editor.querySelectorAll('li')).toHaveLength(3);
    await expect(within(editor).getByRole('link', { name: 'Kemenkes' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
  },
};

function Controlled() {
  const [html, setHtml] = useState('<p>Versi pertama</p>');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <RichTextEditor label="Ringkasan" value={html} onChange={setHtml} />
      <button type="button" onClick={() => setHtml('<p>Versi <strong>kedua</strong></p>')}>
        Muat versi kedua
      </button>
      <output aria-label="Nilai tersimpan">{html}</output>
    </div>
  );
}

/** A controlled value replaces the document; edits flow back through onChange. */
export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Ringkasan' });
    await expect(editor).toHaveTextContent('Versi pertama');
    await userEvent.click(canvas.getByRole('button', { name: 'Muat versi kedua' }));
    await waitFor(() => expect(editor.querySelector('strong')).toHaveTextContent('kedua'));
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Coret' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Nilai tersimpan' })).toHaveTextContent(
        '<p><s>Versi </s><strong><s>kedua</s></strong></p>',
      ),
    );
  },
};

/** The viewer sanitises: the javascript: link loses its target, the script is gone. */
export const View: Story = {
  render: () => (
    <RichTextView
      aria-label="Catatan tersimpan"
      html={
        '<p>Kontrol <strong>1 minggu</strong>.</p><script>window.__xss = 1</script>' +
        '<p><a href="javascript:window.__xss=2">klik</a> <a href="https://kemkes.go.id">Kemenkes</a></p>' +
        '<img src="x" onerror="window.__xss = 3">'
      }
    />
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Catatan tersimpan' });
    await expect(region.querySelector('script')).toBeNull();
    await expect(region.querySelector('img')).toBeNull();
    await expect(region.querySelector('strong')).toHaveTextContent('1 minggu');
    const unsafe = within(region).getByText('klik');
    await expect(unsafe.tagName).toBe('A');
    await expect(unsafe).not.toHaveAttribute('href');
    await expect(within(region).getAllByRole('link')).toHaveLength(1);
    await expect(within(region).getByRole('link', { name: 'Kemenkes' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    await expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  },
};
