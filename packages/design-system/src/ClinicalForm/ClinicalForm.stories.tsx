import {
  type ClinicalContent,
  exampleContent,
  type FormTemplate,
  fieldsOf,
  findTemplate,
  VITAL_SIGNS,
  type VitalSign,
} from '@simrs/validators/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ClinicalDocumentPrint } from './ClinicalDocumentPrint';
import { ClinicalForm } from './ClinicalForm';

/** The form of a template with the last saved draft and signed content shown under it. */
function Harness({ template, readOnly }: { template: FormTemplate; readOnly?: boolean }) {
  const [saved, setSaved] = useState<{ kind: string; content: ClinicalContent } | null>(null);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 960 }}>
      <ClinicalForm
        template={template}
        readOnly={readOnly}
        defaultValue={readOnly ? exampleContent(template) : {}}
        onSaveDraft={(content) => setSaved({ kind: 'draft', content })}
        onSign={(content) => setSaved({ kind: 'final', content })}
      />
      <output aria-label="Hasil simpan">
        {saved ? `${saved.kind} ${JSON.stringify(saved.content)}` : ''}
      </output>
    </div>
  );
}

const meta = {
  title: 'Klinis/ClinicalForm',
  component: Harness,
  // The docs page is ClinicalForm.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

function templateOf(key: string): FormTemplate {
  const t = findTemplate(key);
  if (!t) throw new Error(`No template ${key}`);
  return t;
}

/** A value twice the plausible maximum: pulse 500, temperature 86, ... */
function implausible(sign: VitalSign): string {
  return String(Math.round(VITAL_SIGNS[sign].max * 2));
}

/**
 * The story of a template, generated from its definition: the empty form; the play types a vital
 * sign out of its plausible range and sees the schema's message on that field (a template without
 * vital signs: signing the empty form shows its first required field's message).
 */
function storyFor(key: string): Story {
  const template = templateOf(key);
  return {
    name: template.title,
    args: { template },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('form', { name: template.title })).toBeVisible();
      const vitals = fieldsOf(template).find((f) => f.kind === 'vitals');
      if (vitals && vitals.kind === 'vitals') {
        const sign: VitalSign = vitals.signs.includes('pulse')
          ? 'pulse'
          : (vitals.signs[0] as VitalSign);
        const def = VITAL_SIGNS[sign];
        const input = canvas.getByRole('textbox', {
          name: new RegExp(`^${def.label.replace(/[()]/g, '\\$&')}`),
        });
        await userEvent.type(input, implausible(sign));
        await userEvent.tab();
        const message = `${def.label} harus antara ${String(def.min).replace('.', ',')} dan ${def.max} ${def.unit}.`;
        await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        // A draft is not saved with the implausible value.
        await userEvent.click(canvas.getByRole('button', { name: 'Simpan Draf' }));
        await expect(canvas.getByRole('status', { name: 'Hasil simpan' })).toHaveTextContent(/^$/);
      } else {
        await userEvent.click(canvas.getByRole('button', { name: 'Tandatangani' }));
        const first = fieldsOf(template).find(
          (f) => f.required && !f.showIf && f.kind !== 'repeat',
        );
        if (!first) throw new Error(`${key} has no required field`);
        await waitFor(() =>
          expect(canvas.getAllByText(`${first.label} wajib diisi.`)[0]).toBeVisible(),
        );
      }
    },
  };
}

export const KajianAwalUmum = storyFor('kajian-awal-umum');
export const KajianAwalAnak = storyFor('kajian-awal-anak');
export const KajianAwalObsgyn = storyFor('kajian-awal-obsgyn');
export const KajianAwalBbl = storyFor('kajian-awal-bbl');
export const KajianAwalIcu = storyFor('kajian-awal-icu');
export const KajianAwalNicu = storyFor('kajian-awal-nicu');
export const KajianAwalPicu = storyFor('kajian-awal-picu');
export const KajianAwalMedis = storyFor('kajian-awal-medis');
export const KajianAwalMedisBbl = storyFor('kajian-awal-medis-bbl');
export const SkriningGizi = storyFor('skrining-gizi');
export const KajianNyeri = storyFor('kajian-nyeri');
export const KajianResikoJatuh = storyFor('kajian-resiko-jatuh');
export const EdukasiTerintegrasi = storyFor('edukasi-terintegrasi');

/** Conditional parts: "Ada Riwayat Alergi: Ya" opens the allergy list; a row is added and filled. */
export const ConditionalAndRepeat: Story = {
  args: { template: templateOf('kajian-awal-umum') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Tambah Alergi' })).toBeNull();
    const group = canvas.getByRole('radiogroup', { name: /Ada Riwayat Alergi/ });
    await userEvent.click(within(group).getByRole('radio', { name: 'Ya' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Tambah Alergi' }));
    const row = canvas.getByRole('group', { name: 'Daftar Alergi 1' });
    await userEvent.type(within(row).getByRole('textbox', { name: /Alergen/ }), 'Amoksisilin');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan Draf' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Hasil simpan' })).toHaveTextContent(
        /^draft .*"adaAlergi":"Y".*"agent":"Amoksisilin"/,
      ),
    );
  },
};

/** A signed document: values in words, nothing editable. */
export const ReadOnly: Story = {
  args: { template: templateOf('kajian-awal-medis'), readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('84 x/menit')).toBeVisible();
    // Diagnosis kerja and diagnosis banding of the example.
    await expect(canvas.getAllByText('J06.9 - Infeksi saluran pernapasan atas akut')).toHaveLength(
      2,
    );
  },
};

/** The printed layout (A4) of a signed general nursing assessment. */
export const Print: Story = {
  args: { template: templateOf('kajian-awal-umum') },
  render: ({ template }) => (
    <ClinicalDocumentPrint
      template={template}
      content={exampleContent(template)}
      hospitalName="RSUD Contoh"
      patient={{ name: 'Siti Aminah', rmNo: '00012345', birthDate: '1980-05-01' }}
      regNo="RJ250115-0001"
      status="FINAL"
      author="Ns. Rina"
      signedBy="Ns. Rina"
      signedAt="15-01-2025 08:45"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Kajian Awal Keperawatan Umum',
    );
    await expect(canvas.getByText('Risiko Jatuh Dewasa (Edmonson)')).toBeVisible();
    await expect(canvas.getAllByText('Ns. Rina')).toHaveLength(2);
  },
};
