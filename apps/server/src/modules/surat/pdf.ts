/**
 * pdfmake on the server: A4 pages with the hospital's letterhead from the settings (name,
 * address, phone, e-mail, logo), Roboto (Unicode, embedded) and a footer with the page number.
 * The document definitions are plain data (`letterDocument`, `recordDocument` build them), so the
 * tests read their text (`definitionText`) and the server renders them (`renderPdf`). pdfmake may
 * read no URL and no file but its own fonts.
 */
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { StaticSettings } from '@simrs/validators';
import pdfmake from 'pdfmake';
import type {
  Content,
  DynamicContent,
  StyleDictionary,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';

const fontsDir = join(
  dirname(createRequire(import.meta.url).resolve('pdfmake')),
  '..',
  'fonts',
  'Roboto',
);
const FONT_FILES = {
  normal: join(fontsDir, 'Roboto-Regular.ttf'),
  bold: join(fontsDir, 'Roboto-Medium.ttf'),
  italics: join(fontsDir, 'Roboto-Italic.ttf'),
  bolditalics: join(fontsDir, 'Roboto-MediumItalic.ttf'),
};
const ALLOWED_FILES = new Set(Object.values(FONT_FILES).map((f) => resolve(f)));

let ready = false;
function setUp(): void {
  if (ready) return;
  pdfmake.setFonts({ Roboto: FONT_FILES });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => ALLOWED_FILES.has(resolve(path)));
  ready = true;
}

/** Renders a definition to the bytes of a PDF file. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  setUp();
  return pdfmake.createPdf(definition).getBuffer();
}

/** Every text of a definition, in order, one string (what the tests read). */
export function definitionText(definition: TDocumentDefinitions, pages = 1): string {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (node === null || node === undefined) return;
    if (typeof node === 'string') {
      out.push(node);
      return;
    }
    if (typeof node === 'number') return;
    if (Array.isArray(node)) {
      for (const n of node) walk(n);
      return;
    }
    if (typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if ('text' in o) walk(o.text);
      if ('qr' in o) out.push(`[QR ${String(o.qr)}]`);
      for (const key of ['stack', 'columns', 'ul', 'ol']) if (key in o) walk(o[key]);
      if ('table' in o) walk((o.table as { body?: unknown }).body);
    }
  };
  walk(definition.header);
  walk(definition.content);
  const footer = definition.footer;
  if (typeof footer === 'function') {
    for (let p = 1; p <= pages; p += 1) {
      walk(
        (footer as DynamicContent)(p, pages, {
          width: 595.28,
          height: 841.89,
          orientation: 'portrait',
        }),
      );
    }
  } else walk(footer);
  if (definition.watermark) {
    const w = definition.watermark;
    out.push(typeof w === 'string' ? w : w.text);
  }
  return out.join(' ').replace(/\s+/g, ' ').trim();
}

/** Pages counted in a rendered PDF (its page objects). */
export function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

export const styles: StyleDictionary = {
  hospital: { fontSize: 14, bold: true },
  small: { fontSize: 8.5, color: '#444444' },
  title: { fontSize: 13, bold: true, alignment: 'center', decoration: 'underline' },
  subtitle: { alignment: 'center', fontSize: 10 },
  heading: { fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
  subheading: { fontSize: 10, bold: true, margin: [0, 6, 0, 2] },
  label: { color: '#333333' },
  muted: { color: '#666666', fontSize: 9 },
};

const DATA_IMAGE = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

/** The letterhead: logo (PNG or JPEG; another type is left out), name, address, contacts, a rule. */
export function letterhead(settings: StaticSettings): Content {
  const contacts = [
    settings.phone ? `Telp. ${settings.phone}` : null,
    settings.email ? `Surel ${settings.email}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const lines: Content[] = [
    { text: settings.hospitalName, style: 'hospital' },
    ...(settings.address ? [{ text: settings.address, style: 'small' } as Content] : []),
    ...(contacts ? [{ text: contacts, style: 'small' } as Content] : []),
  ];
  const logo = settings.logo && DATA_IMAGE.test(settings.logo) ? settings.logo : null;
  return {
    stack: [
      logo
        ? {
            columns: [
              { image: logo, fit: [56, 56], width: 64 },
              { stack: lines, width: '*', margin: [6, 4, 0, 0] },
            ],
          }
        : { stack: lines },
      {
        canvas: [{ type: 'line', x1: 0, y1: 4, x2: 495, y2: 4, lineWidth: 1.5 }],
        margin: [0, 2, 0, 12],
      },
    ],
  };
}

/** Label : value rows without borders (identity blocks, findings). */
export function fieldsTable(rows: readonly [string, string][], labelWidth = 140): Content {
  return {
    table: {
      widths: [labelWidth, 8, '*'],
      body: rows.map(([label, value]) => [
        { text: label, style: 'label' },
        ':',
        { text: value || '-' },
      ]),
    },
    layout: 'noBorders',
    margin: [0, 2, 0, 6],
  };
}

/** A page definition: A4, the base font, the styles, the page footer. */
export function page(options: {
  title: string;
  subject: string;
  author: string;
  content: Content[];
  footer: (currentPage: number, pageCount: number) => string;
  watermark?: string | null;
}): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [50, 40, 50, 56],
    info: {
      title: options.title,
      subject: options.subject,
      author: options.author,
      creator: 'SIMRS',
    },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles,
    content: options.content,
    footer: (currentPage: number, count: number) => ({
      text: options.footer(currentPage, count),
      style: 'muted',
      alignment: 'center',
      margin: [50, 20, 50, 0],
    }),
    ...(options.watermark
      ? { watermark: { text: options.watermark, color: '#c62828', opacity: 0.25, bold: true } }
      : {}),
  };
}
