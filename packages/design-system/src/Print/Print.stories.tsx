import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Rupiah } from '../Numbers';
import { Barcode, QrCode } from '../Qr';
import { openPrintWindow } from './openPrintWindow';
import { PrintBigText, PrintDivider, PrintLayout, PrintRows } from './PrintLayout';

const HOSPITAL = 'RSUD Sehat Sentosa';

function QueueTicket() {
  return (
    <PrintLayout size="ticket" title={HOSPITAL}>
      <span>Nomor Antrean Poli Anak</span>
      <PrintBigText>A-012</PrintBigText>
      <QrCode value="BK-20260115-0042" label="Kode booking BK-20260115-0042" size={96} showValue />
      <PrintDivider />
      <span>Kamis, 15 Januari 2026 09:00</span>
    </PrintLayout>
  );
}

function Receipt() {
  return (
    <PrintLayout size="receipt" title={HOSPITAL}>
      <span>Kuitansi No. KW-2026-000981</span>
      <PrintDivider />
      <PrintRows
        rows={[
          { label: 'Registrasi', value: <Rupiah value={25000} /> },
          { label: 'Periksa Dokter', value: <Rupiah value={150000} /> },
          { label: 'Obat', value: <Rupiah value={87500} /> },
        ]}
      />
      <PrintDivider />
      <PrintRows rows={[{ label: 'Total', value: <Rupiah value={262500} /> }]} />
    </PrintLayout>
  );
}

function RmLabel() {
  return (
    <PrintLayout size="label">
      <strong>BUDI SANTOSO</strong>
      <span>12/03/1980 (45 th) L</span>
      <Barcode value="00123456" label="Nomor RM 00123456" moduleWidth={1} height={28} />
    </PrintLayout>
  );
}

const meta = {
  title: 'Print/PrintLayout',
  component: PrintLayout,
  // The docs page is Print.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { size: 'receipt', title: HOSPITAL },
  argTypes: {
    size: { control: 'inline-radio', options: ['ticket', 'receipt', 'label'] },
    title: { control: 'text' },
  },
} satisfies Meta<typeof PrintLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 80 mm at 96 dpi is 302 CSS px, the print window's width. */
const MM = 96 / 25.4;

export const Default: Story = {
  render: () => <Receipt />,
  play: async ({ canvas }) => {
    const page = canvas.getByRole('article', { name: HOSPITAL });
    await expect(page).toHaveAttribute('data-size', 'receipt');
    await expect(Math.round(page.getBoundingClientRect().width)).toBe(Math.round(80 * MM));
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent('Rp 262.500');
  },
};

export const Playground: Story = {
  args: { size: 'ticket', children: 'Isi halaman cetak' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: HOSPITAL })).toHaveAttribute(
      'data-size',
      'ticket',
    );
    await expect(canvas.getByRole('heading', { name: HOSPITAL })).toBeVisible();
  },
};

export const Ticket: Story = {
  render: () => <QueueTicket />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A-012')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Kode booking BK-20260115-0042' })).toBeVisible();
  },
};

export const Label: Story = {
  render: () => <RmLabel />,
  play: async ({ canvasElement, canvas }) => {
    const page = canvasElement.querySelector<HTMLElement>('article[data-size="label"]');
    await expect(page).not.toBeNull();
    const box = page?.getBoundingClientRect();
    await expect(Math.round(box?.width ?? 0)).toBe(Math.round(50 * MM));
    await expect(Math.round(box?.height ?? 0)).toBe(Math.round(30 * MM));
    await expect(canvas.getByRole('img', { name: 'Nomor RM 00123456' })).toBeVisible();
  },
};

function PrintDemo() {
  const [state, setState] = useState('belum dicetak');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button
        onPress={() => {
          const handle = openPrintWindow(() => <QueueTicket />, { width: 302, height: 350 });
          setState(handle ? 'terkirim ke printer' : 'popup diblokir');
        }}
      >
        Cetak Tiket
      </Button>
      <output aria-label="Status cetak">{state}</output>
    </div>
  );
}

/**
 * The print helper with `window.open` stubbed: it returns a same-origin iframe's window whose
 * moveTo, resizeTo and print are spies, so the size, the maximise call and the written ticket can
 * be asserted without a real popup or print dialog.
 */
export const PrintWindow: Story = {
  render: () => <PrintDemo />,
  play: async ({ canvas, canvasElement }) => {
    const frame = document.createElement('iframe');
    frame.title = 'Jendela cetak (uji)';
    frame.style.display = 'none';
    canvasElement.appendChild(frame);
    const popup = frame.contentWindow;
    if (!popup) throw new Error('The test iframe has no window.');
    const calls: string[] = [];
    const printed = { text: '', styles: 0, lang: '', title: '' };
    const moveTo = fn((x: number, y: number) => calls.push(`moveTo ${x},${y}`));
    const resizeTo = fn((w: number, h: number) => calls.push(`resizeTo ${w},${h}`));
    const print = fn(() => {
      calls.push('print');
      // What the printer gets: the page as written when print() is called.
      printed.text = popup.document.body.textContent ?? '';
      printed.styles = popup.document.head.querySelectorAll('style').length;
      printed.lang = popup.document.documentElement.lang;
      printed.title = popup.document.title;
      popup.dispatchEvent(new Event('afterprint'));
    });
    const close = fn(() => calls.push('close'));
    Object.assign(popup, { moveTo, resizeTo, print, close, focus: fn() });
    const open = fn(() => popup);
    const originalOpen = window.open;
    window.open = open as unknown as typeof window.open;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Cetak Tiket' }));
      await expect(open).toHaveBeenCalledWith(
        '',
        '_blank',
        'popup=yes,width=302,height=350,left=0,top=0',
      );
      await expect(moveTo).toHaveBeenCalledWith(0, 0);
      const { availWidth, availHeight } = popup.screen;
      await expect(resizeTo).toHaveBeenCalledWith(availWidth, availHeight);
      // Opened small, then maximised, then written and printed, then closed.
      await expect(calls).toEqual([
        'moveTo 0,0',
        `resizeTo ${availWidth},${availHeight}`,
        'print',
        'close',
      ]);
      await expect(printed.text).toContain('A-012');
      await expect(printed.text).toContain(HOSPITAL);
      await expect(printed.styles).toBeGreaterThan(0);
      await expect(printed).toMatchObject({ lang: 'id', title: 'Cetak' });
      await expect(canvas.getByRole('status', { name: 'Status cetak' })).toHaveTextContent(
        'terkirim ke printer',
      );
    } finally {
      window.open = originalOpen;
      frame.remove();
    }
  },
};

/** A blocked popup: the helper returns null and the screen can say so. */
export const PopupBlocked: Story = {
  render: () => <PrintDemo />,
  play: async ({ canvas }) => {
    const originalOpen = window.open;
    window.open = (() => null) as typeof window.open;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Cetak Tiket' }));
      await expect(canvas.getByRole('status', { name: 'Status cetak' })).toHaveTextContent(
        'popup diblokir',
      );
    } finally {
      window.open = originalOpen;
    }
  },
};

function FailingPrint() {
  const [state, setState] = useState('belum dicetak');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button
        onPress={() => {
          try {
            openPrintWindow(() => {
              throw new Error('Data kuitansi tidak lengkap');
            });
            setState('terkirim ke printer');
          } catch (error) {
            setState(`gagal: ${(error as Error).message}`);
          }
        }}
      >
        Cetak Kuitansi
      </Button>
      <output aria-label="Status cetak">{state}</output>
    </div>
  );
}

/** When the content cannot be rendered, the popup is closed and nothing is printed. */
export const RenderFailure: Story = {
  render: () => <FailingPrint />,
  play: async ({ canvas, canvasElement }) => {
    const frame = document.createElement('iframe');
    frame.title = 'Jendela cetak (uji)';
    frame.style.display = 'none';
    canvasElement.appendChild(frame);
    const popup = frame.contentWindow;
    if (!popup) throw new Error('The test iframe has no window.');
    const print = fn();
    const close = fn();
    Object.assign(popup, { moveTo: fn(), resizeTo: fn(), print, close, focus: fn() });
    const originalOpen = window.open;
    window.open = (() => popup) as unknown as typeof window.open;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Cetak Kuitansi' }));
      await expect(canvas.getByRole('status', { name: 'Status cetak' })).toHaveTextContent(
        'gagal: Data kuitansi tidak lengkap',
      );
      await expect(close).toHaveBeenCalledTimes(1);
      await expect(print).not.toHaveBeenCalled();
    } finally {
      window.open = originalOpen;
      frame.remove();
    }
  },
};
