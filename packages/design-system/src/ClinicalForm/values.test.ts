import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  exampleContent,
  type FormField,
  type FormTemplate,
  fieldsOf,
  findTemplate,
  latestTemplates,
} from '@simrs/validators/forms';
import { describe, expect, it } from 'vitest';
import { numberText, richTextPlain, toFormValues, valueLines } from './values';

const field = (t: FormTemplate, key: string) => fieldsOf(t).find((f) => f.key === key) as FormField;

describe('clinical form values', () => {
  const medis = findTemplate('kajian-awal-medis') as FormTemplate;
  const umum = findTemplate('kajian-awal-umum') as FormTemplate;

  it('gives every template of the registry its story', () => {
    const stories = readFileSync(
      fileURLToPath(new URL('./ClinicalForm.stories.tsx', import.meta.url)),
      'utf8',
    );
    for (const t of latestTemplates()) expect(stories, t.key).toContain(`storyFor('${t.key}')`);
  });

  it('holds numbers as the numeric fields show them (decimal comma)', () => {
    expect(numberText(36.7)).toBe('36,7');
    expect(numberText(null)).toBe('');
    const form = toFormValues(umum, { vital: { temperature: 38.5, pulse: 90 }, adaAlergi: 'Y' });
    expect(form.vital).toMatchObject({ temperature: '38,5', pulse: '90', spo2: '' });
    expect(form.adaAlergi).toBe('Y');
    expect(form.alergi).toEqual([]);
  });

  it('says vital signs with units, scales with their band, regions by finding', () => {
    const content = exampleContent(medis);
    expect(valueLines(field(medis, 'vital'), content.vital)).toContainEqual({
      label: 'Nadi',
      text: '84 x/menit',
    });
    const regio = {
      ...(content.regio as object),
      perut: { finding: 'AB', note: 'Nyeri tekan epigastrium' },
    };
    const lines = valueLines(field(medis, 'regio'), regio);
    expect(lines).toContainEqual({ label: 'Perut (Abnormal)', text: 'Nyeri tekan epigastrium' });
    expect(lines[0]?.label).toBe('Normal');
    expect(lines[0]?.text).not.toContain('Perut');
    const umumContent = exampleContent(umum);
    expect(valueLines(field(umum, 'risikoJatuh'), umumContent.risikoJatuh)[0]?.text).toMatch(
      /^\d+ \(Tidak Berisiko Jatuh|Berisiko Jatuh\)$/,
    );
    expect(valueLines(field(umum, 'risikoJatuh'), { age: 1 })[0]?.text).toBe('Belum lengkap');
    expect(valueLines(field(umum, 'alergi'), [{ type: 'OBAT', agent: 'Amoksisilin' }])).toEqual([
      { label: 'Daftar Alergi 1', text: 'Jenis Alergi: Obat; Alergen: Amoksisilin' },
    ]);
  });

  it('reads rich text as plain text', () => {
    expect(richTextPlain('<p>Nyeri &amp; <strong>mual</strong></p><p>2 hari</p>')).toBe(
      'Nyeri & mual\n2 hari',
    );
  });
});
