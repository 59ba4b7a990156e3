import { labelOf, sex } from '@simrs/domain';
import { formatDate } from '@simrs/validators';
import { exampleContent, type FormTemplate, findTemplate } from '@simrs/validators/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClinicalDocumentPrint } from '../ClinicalForm';
import { PrintLayout, PrintRows } from '../Print';
import { Barcode, QrCode } from '../Qr';

/**
 * The printed documents every print copies: a signed clinical document on A4 (the hospital, the
 * patient and registration, the template's sections in words, who signed it and when) and the
 * patient card on an ID-1 card (the RM number as a Code 128 barcode for the counter's scanner and
 * as a QR for the kiosk's camera). Paper is always black on white at its real size in
 * millimetres; an app prints it through `openPrintWindow`.
 */
const HOSPITAL = 'RSUD Sehat Sentosa';

function templateOf(key: string): FormTemplate {
  const template = findTemplate(key);
  if (!template) throw new Error(`No form template '${key}'.`);
  return template;
}

const patient = {
  name: 'Siti Aminah',
  rmNo: '00012345',
  birthDate: '1980-05-01',
  sex: '2',
  bpjsNo: '0001234567890',
};

function SignedDocument({
  templateKey,
  status,
}: {
  templateKey: string;
  status: 'DRAFT' | 'FINAL' | 'AMENDED' | 'ENTERED_IN_ERROR';
}) {
  const template = templateOf(templateKey);
  const signed = status !== 'DRAFT';
  return (
    <ClinicalDocumentPrint
      template={template}
      content={exampleContent(template)}
      hospitalName={HOSPITAL}
      patient={{ name: patient.name, rmNo: patient.rmNo, birthDate: formatDate(patient.birthDate) }}
      regNo="RJ260115-0003"
      status={status}
      author="Ns. Rina Kartika"
      signedBy={signed ? 'Ns. Rina Kartika' : null}
      signedAt={signed ? '15-01-2026 09:42' : null}
      amendReason={status === 'AMENDED' ? 'Koreksi skor nyeri setelah kajian ulang.' : null}
      errorReason={status === 'ENTERED_IN_ERROR' ? 'Diisi pada pasien yang salah.' : null}
    />
  );
}

function PatientCard() {
  return (
    <PrintLayout size="card" title={`${HOSPITAL} · Kartu Pasien`}>
      <div style={{ display: 'flex', gap: '3mm', alignItems: 'center' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ fontSize: 14, fontWeight: 700 }}>{patient.name}</div>
          <PrintRows
            rows={[
              { label: 'No. RM', value: patient.rmNo },
              { label: 'Tgl. Lahir', value: formatDate(patient.birthDate) },
              { label: 'Jenis Kelamin', value: labelOf(sex, patient.sex) },
              { label: 'No. BPJS', value: patient.bpjsNo },
            ]}
          />
        </div>
        <QrCode value={patient.rmNo} size={72} label={`Kode QR No. RM ${patient.rmNo}`} />
      </div>
      <Barcode
        value={patient.rmNo}
        label={`Kode batang No. RM ${patient.rmNo}`}
        height={28}
        moduleWidth={1.4}
        showValue
      />
    </PrintLayout>
  );
}

const meta = {
  title: 'Patterns/Printed document',
  component: SignedDocument,
  args: { templateKey: 'kajian-awal-umum', status: 'FINAL' },
  argTypes: {
    templateKey: {
      name: 'Formulir',
      control: 'select',
      options: ['kajian-awal-umum', 'kajian-nyeri', 'skrining-gizi', 'edukasi-terintegrasi'],
    },
    status: {
      control: 'inline-radio',
      options: ['DRAFT', 'FINAL', 'AMENDED', 'ENTERED_IN_ERROR'],
    },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SignedDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

const MM = 96 / 25.4;

/** A signed general nursing assessment on A4: the sections in words, the signer and the time. */
export const ClinicalDocument: Story = {
  play: async ({ canvas }) => {
    const page = canvas.getByRole('article', { name: 'Kajian Awal Keperawatan Umum' });
    await expect(Math.round(page.getBoundingClientRect().width)).toBe(Math.round(210 * MM));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Kajian Awal Keperawatan Umum$/,
    );
    await expect(within(page).getByText('Siti Aminah')).toBeVisible();
    await expect(within(page).getByText('1 Mei 1980')).toBeVisible();
    await expect(within(page).getByText('RJ260115-0003')).toBeVisible();
    // Every filled section is printed under its own heading, never an empty one.
    const sections = within(page).getAllByRole('region');
    await expect(sections.length).toBeGreaterThan(1);
    for (const section of sections) {
      await expect(section.querySelectorAll('dd').length).toBeGreaterThan(0);
    }
    await expect(within(page).getAllByText('Ns. Rina Kartika')).toHaveLength(2);
    await expect(within(page).getByText('15-01-2026 09:42')).toBeVisible();
  },
};

/** A draft says so in its heading and is not signed: a reader cannot take it for the final one. */
export const Draft: Story = {
  args: { templateKey: 'kajian-nyeri', status: 'DRAFT' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/\(Draf\)$/);
    await expect(canvas.getByText('Belum ditandatangani')).toBeVisible();
  },
};

/** Marked entered in error: the heading says it and the reason is printed. */
export const EnteredInError: Story = {
  args: { status: 'ENTERED_IN_ERROR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/Salah Input/i);
    await expect(canvas.getByText('Diisi pada pasien yang salah.')).toBeVisible();
  },
};

/**
 * The patient card (85.6 x 54 mm): name, RM number, birth date, sex and BPJS number, the RM number
 * as a QR and a barcode, each named for a screen reader.
 */
export const PatientCardPrint: Story = {
  render: () => <PatientCard />,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: `${HOSPITAL} · Kartu Pasien` });
    await expect(card).toHaveAttribute('data-size', 'card');
    const box = card.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(Math.round(85.6 * MM));
    await expect(Math.round(box.height)).toBe(Math.round(54 * MM));
    await expect(canvas.getByText('Perempuan')).toBeVisible();
    await expect(canvas.getByText('1 Mei 1980')).toBeVisible();
    const qr = canvas.getByRole('img', { name: 'Kode QR No. RM 00012345' });
    const barcode = canvas.getByRole('img', { name: 'Kode batang No. RM 00012345' });
    // Both codes are drawn inside the card, not cut by its edge.
    for (const code of [qr, barcode]) {
      const r = code.getBoundingClientRect();
      await expect(r.width).toBeGreaterThan(0);
      await expect(r.right).toBeLessThanOrEqual(box.right + 0.5);
      await expect(r.bottom).toBeLessThanOrEqual(box.bottom + 0.5);
    }
  },
};
