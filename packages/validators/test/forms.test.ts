import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assessmentPatientType,
  type ClinicalContent,
  defineTemplate,
  exampleContent,
  type FormField,
  type FormTemplate,
  fieldsOf,
  findTemplate,
  initialAssessmentFor,
  isSafeRichText,
  issuesByPath,
  latestTemplates,
  observationsOf,
  schemaOf,
  templateRegistry,
  VITAL_SIGNS,
  type VitalSign,
} from '../src/forms';

function refusals(template: FormTemplate, mode: 'draft' | 'final', content: unknown) {
  const r = schemaOf(template, mode).safeParse(content);
  return r.success ? null : issuesByPath(r.error);
}

function vitalsFieldOf(template: FormTemplate) {
  return fieldsOf(template).find((f) => f.kind === 'vitals');
}

const IMPLAUSIBLE: [VitalSign, number, string][] = [
  ['pulse', 500, 'Nadi harus antara 20 dan 250 x/menit.'],
  ['temperature', 50, 'Suhu harus antara 30 dan 43 °C.'],
  ['respiration', 200, 'Frekuensi Napas harus antara 4 dan 100 x/menit.'],
  ['spo2', 120, 'Saturasi Oksigen (SpO2) harus antara 50 dan 100 %.'],
  ['systolic', 400, 'Tekanan Darah Sistolik harus antara 40 dan 300 mmHg.'],
  ['weight', 0, 'Berat Badan harus antara 0,3 dan 350 kg.'],
];

describe('the template registry', () => {
  it('holds every template once per version, findable by key and version', () => {
    expect(templateRegistry.length).toBeGreaterThanOrEqual(2);
    for (const t of templateRegistry) {
      expect(findTemplate(t.key, t.version)).toBe(t);
    }
    expect(findTemplate('kajian-awal-umum')?.version).toBe(2);
    expect(findTemplate('kajian-awal-umum', 1)?.version).toBe(1);
    expect(findTemplate('kajian-awal-umum', 99)).toBeUndefined();
    expect(findTemplate('tidak-ada')).toBeUndefined();
    expect(latestTemplates().map((t) => t.key)).toContain('kajian-awal-medis');
  });

  it('refuses a definition whose condition names an unknown or later field', () => {
    expect(() =>
      defineTemplate({
        key: 'uji-salah',
        version: 1,
        title: 'Uji',
        profession: 'perawat',
        setting: 'RAJAL',
        sections: [
          {
            key: 'a',
            title: 'A',
            fields: [
              {
                kind: 'text',
                key: 'x',
                label: 'X',
                maxLength: 10,
                showIf: { field: 'y', filled: true },
              },
              { kind: 'text', key: 'y', label: 'Y', maxLength: 10 },
            ],
          },
        ],
      }),
    ).toThrow(/depends on y/);
    expect(() =>
      defineTemplate({
        key: 'uji-dobel',
        version: 1,
        title: 'Uji',
        profession: 'perawat',
        setting: 'RAJAL',
        sections: [
          {
            key: 'a',
            title: 'A',
            fields: [
              { kind: 'text', key: 'x', label: 'X', maxLength: 10 },
              { kind: 'number', key: 'x', label: 'X', unit: '', min: 0, max: 1 },
            ],
          },
        ],
      }),
    ).toThrow(/used twice/);
  });
});

for (const template of templateRegistry) {
  describe(`${template.key}@${template.version}`, () => {
    const example = exampleContent(template);

    it('accepts a plausible full example as a draft and for signing', () => {
      expect(refusals(template, 'draft', example)).toBeNull();
      expect(refusals(template, 'final', example)).toBeNull();
      expect(refusals(template, 'draft', {})).toBeNull();
    });

    const vitals = vitalsFieldOf(template);
    if (vitals && vitals.kind === 'vitals') {
      for (const [sign, value, message] of IMPLAUSIBLE) {
        if (!vitals.signs.includes(sign)) continue;
        it(`refuses ${sign} ${value}, draft or final, with the field's message`, () => {
          const content = {
            ...example,
            [vitals.key]: { ...(example[vitals.key] as object), [sign]: value },
          };
          for (const mode of ['draft', 'final'] as const) {
            expect(refusals(template, mode, content)?.[`${vitals.key}.${sign}`]).toEqual([message]);
          }
          // Typed in a form: text with a decimal comma is read as a number, and refused the same.
          const typed = { [vitals.key]: { [sign]: String(value).replace('.', ',') } };
          expect(refusals(template, 'draft', typed)?.[`${vitals.key}.${sign}`]).toEqual([message]);
        });
      }

      it('reads "36,5" as 36.5 and refuses a diastolic pressure above the systolic', () => {
        const sign = vitals.signs.includes('temperature') ? 'temperature' : 'height';
        const typed = schemaOf(template, 'draft').parse({ [vitals.key]: { [sign]: '36,5' } });
        expect(typed[vitals.key]).toEqual({ [sign]: 36.5 });
        if (vitals.signs.includes('diastolic')) {
          const r = refusals(template, 'draft', { [vitals.key]: { systolic: 90, diastolic: 100 } });
          expect(r?.[`${vitals.key}.diastolic`]).toEqual([
            'Tekanan darah diastolik harus lebih rendah dari sistolik.',
          ]);
        }
      });
    }

    it('refuses signing an empty document, naming each required field in Indonesian', () => {
      const r = refusals(template, 'final', {});
      expect(r).not.toBeNull();
      const required = fieldsOf(template).filter(
        (f) =>
          f.required && !f.showIf && !['vitals', 'scale', 'regionGrid', 'repeat'].includes(f.kind),
      );
      expect(required.length).toBeGreaterThan(0);
      for (const f of required) {
        const section = template.sections.find((s) => s.fields.includes(f));
        if (section?.showIf) continue;
        expect(r?.[f.key], f.key).toEqual([`${f.label} wajib diisi.`]);
      }
    });

    it('refuses an option that is not in the list and text over its length', () => {
      // Top-level fields, or the first repeating group's (row 0).
      const repeat = fieldsOf(template).find((f) => f.kind === 'repeat');
      const pool = [...fieldsOf(template), ...(repeat?.kind === 'repeat' ? repeat.fields : [])];
      const choice = pool.find((f) => f.kind === 'choice' && !f.multiple);
      const text = pool.find((f) => f.kind === 'text');
      expect(choice && text).toBeTruthy();
      if (!choice || !text || text.kind !== 'text') return;
      const inRepeat = (k: string) =>
        repeat?.kind === 'repeat' &&
        repeat.fields.some((f) => f.key === k) &&
        !fieldsOf(template).some((f) => f.key === k);
      const content: Record<string, unknown> = {};
      const row: Record<string, unknown> = {};
      const put = (k: string, v: unknown) => {
        if (inRepeat(k)) row[k] = v;
        else content[k] = v;
      };
      put(choice.key, 'BUKAN-PILIHAN');
      put(text.key, 'x'.repeat(text.maxLength + 1));
      if (repeat && Object.keys(row).length > 0) content[repeat.key] = [row];
      const path = (k: string) => (inRepeat(k) && repeat ? `${repeat.key}.0.${k}` : k);
      const r = refusals(template, 'draft', content);
      expect(r?.[path(choice.key)]).toEqual([`Pilihan ${choice.label} tidak valid.`]);
      expect(r?.[path(text.key)]).toEqual([`${text.label} maksimal ${text.maxLength} karakter.`]);
    });

    it('never refuses a draft of plausible partial data (property)', () => {
      fc.assert(
        fc.property(partialContent(template), (content) => {
          const r = schemaOf(template, 'draft').safeParse(content);
          if (!r.success) throw new Error(JSON.stringify(issuesByPath(r.error)));
        }),
        { numRuns: 150, seed: 20250115 },
      );
    });

    it('gives the observations of the example: vital signs with units, scores with bands', () => {
      const content = schemaOf(template, 'final').parse(example);
      const rows = observationsOf(template, content);
      if (vitals && vitals.kind === 'vitals' && vitals.signs.includes('pulse')) {
        const pulse = rows.find((r) => r.code === 'vital.pulse');
        expect(pulse).toMatchObject({ valueNum: 84, unit: 'x/menit', label: 'Nadi' });
      }
      for (const f of fieldsOf(template)) {
        if (f.kind !== 'scale') continue;
        if (!(f.key in content)) continue;
        const row = rows.find((r) => r.code === `score.${f.scale.id}`);
        expect(row?.valueNum, f.key).toEqual(expect.any(Number));
        expect(f.scale.bands.map((b) => b.label)).toContain(row?.valueText);
      }
    });
  });
}

describe('conditional parts and composite fields (kajian-awal-umum)', () => {
  const t = findTemplate('kajian-awal-umum') as FormTemplate;
  const example = exampleContent(t);

  it('requires the allergy list only when "Ada Riwayat Alergi" is Ya, and its rows complete', () => {
    const no = refusals(t, 'final', { ...example, adaAlergi: 'N', alergi: undefined });
    expect(no).toBeNull();
    const yes = refusals(t, 'final', { ...example, adaAlergi: 'Y', alergi: [] });
    expect(yes?.alergi).toEqual(['Daftar Alergi wajib diisi.']);
    const partial = refusals(t, 'final', {
      ...example,
      adaAlergi: 'Y',
      alergi: [{ type: 'OBAT', reaction: 'Gatal' }],
    });
    expect(partial?.['alergi.0.agent']).toEqual(['Alergen wajib diisi.']);
  });

  it('drops the values of hidden fields when signing, keeps them in a draft', () => {
    const input = { ...example, adaNyeri: 'N' };
    expect(schemaOf(t, 'final').parse(input).skalaNyeri).toBeUndefined();
    expect(schemaOf(t, 'draft').parse(input).skalaNyeri).toBeDefined();
  });

  it('version 2 adds the adult GCS; a document of version 1 keeps its form', () => {
    const fieldKeys = (x: FormTemplate) =>
      x.sections.flatMap((sec) => sec.fields.map((f) => f.key));
    const v1 = findTemplate('kajian-awal-umum', 1) as FormTemplate;
    expect(fieldKeys(t)).toEqual([
      ...fieldKeys(v1).slice(0, fieldKeys(v1).indexOf('vital') + 1),
      'gcs',
      ...fieldKeys(v1).slice(fieldKeys(v1).indexOf('vital') + 1),
    ]);
    const content = schemaOf(t, 'final').parse({
      ...example,
      gcs: { eye: 3, verbal: 5, motor: 6 },
    });
    expect(observationsOf(t, content).find((r) => r.code === 'score.gcsAdult')).toMatchObject({
      valueNum: 14,
      valueText: 'Compos Mentis',
    });
    // Not required: an outpatient's GCS may be left out; a partial one is refused on signing.
    expect(refusals(t, 'final', { ...example, gcs: undefined })).toBeNull();
    expect(refusals(t, 'final', { ...example, gcs: { eye: 4 } })).not.toBeNull();
    // Version 1 has no GCS: its content signs without one.
    expect(fieldKeys(v1)).not.toContain('gcs');
    expect(refusals(v1, 'final', exampleContent(v1))).toBeNull();
  });

  it('writes allergies and the pain score as observations', () => {
    const content = schemaOf(t, 'final').parse({
      ...example,
      adaAlergi: 'Y',
      alergi: [{ type: 'OBAT', agent: 'Amoksisilin', reaction: 'Ruam' }, {}],
      skalaNyeri: { score: 6 },
    });
    const rows = observationsOf(t, content);
    expect(rows.filter((r) => r.code.startsWith('allergy.'))).toEqual([
      expect.objectContaining({ code: 'allergy.OBAT', valueText: 'Amoksisilin (Ruam)' }),
    ]);
    expect(rows.find((r) => r.code === 'score.painScale')).toMatchObject({
      valueNum: 6,
      valueText: 'Nyeri Sedang',
    });
    expect(rows.find((r) => r.code === 'vital.bmi')).toMatchObject({ valueNum: 22, unit: 'kg/m2' });
  });
});

describe('the region grid and ICD codes (kajian-awal-medis)', () => {
  const t = findTemplate('kajian-awal-medis') as FormTemplate;
  const example = exampleContent(t);

  it('needs a note for an Abnormal region and every region on signing', () => {
    const regio = { ...(example.regio as object), perut: { finding: 'AB' } };
    expect(refusals(t, 'final', { ...example, regio })?.['regio.perut.note']).toEqual([
      'Keterangan Perut wajib diisi bila Abnormal.',
    ]);
    expect(refusals(t, 'draft', { ...example, regio })).toBeNull();
    const missing = { ...(example.regio as Record<string, unknown>) };
    delete missing.kepala;
    expect(refusals(t, 'final', { ...example, regio: missing })?.['regio.kepala.finding']).toEqual([
      'Kepala wajib diisi.',
    ]);
    expect(refusals(t, 'draft', { regio: { kepala: { finding: 'X' } } })).not.toBeNull();
  });

  it('accepts ICD-10 codes and refuses malformed ones', () => {
    expect(
      refusals(t, 'draft', { diagnosisKerja: { code: 'i10', display: 'Hipertensi' } }),
    ).toBeNull();
    expect(schemaOf(t, 'draft').parse({ diagnosisKerja: { code: 'i10', display: 'H' } })).toEqual({
      diagnosisKerja: { code: 'I10', display: 'H' },
    });
    expect(
      refusals(t, 'draft', { diagnosisKerja: { code: '10I', display: 'x' } })?.[
        'diagnosisKerja.code'
      ],
    ).toEqual(['Kode Diagnosis Kerja tidak valid.']);
  });

  it('requires the follow-up day only for "Kontrol ulang"', () => {
    expect(
      refusals(t, 'final', { ...example, tindakLanjut: '1', tanggalKontrol: null }),
    ).toBeNull();
    expect(
      refusals(t, 'final', { ...example, tindakLanjut: '2', tanggalKontrol: null })?.tanggalKontrol,
    ).toEqual(['Tanggal Kontrol wajib diisi.']);
  });

  it('refuses rich text with scripts, handlers or unsafe links', () => {
    expect(isSafeRichText('<p>Nyeri <strong>sejak</strong> 2 hari</p><ul><li>a</li></ul>')).toBe(
      true,
    );
    expect(isSafeRichText('<a href="https://x.id" rel="noopener">x</a>')).toBe(true);
    expect(isSafeRichText('<script>alert(1)</script>')).toBe(false);
    expect(isSafeRichText('<p onclick="x()">a</p>')).toBe(false);
    expect(isSafeRichText('<a href="javascript:alert(1)">x</a>')).toBe(false);
    expect(isSafeRichText('<img src=x onerror=alert(1)>')).toBe(false);
    const r = refusals(t, 'draft', { riwayatPenyakitSekarang: '<p>a</p><iframe></iframe>' });
    expect(r?.riwayatPenyakitSekarang).toEqual([
      'Riwayat Penyakit Sekarang berisi format yang tidak diizinkan.',
    ]);
  });
});

describe('the initial-assessment rule by patient type', () => {
  const base = {
    birthDate: '1980-05-01',
    on: '2025-03-01',
    sex: 1,
    kind: 'RAJAL',
    inpatientType: null,
    poliCode: 'UMUM',
  } as const;

  it('gives general nursing and medical forms to an adult', () => {
    expect(initialAssessmentFor(base)).toEqual({
      patientType: null,
      nursing: 'kajian-awal-umum',
      doctor: 'kajian-awal-medis',
    });
  });

  it('gives the newborn forms (nursing and doctor) under 28 days', () => {
    const r = initialAssessmentFor({ ...base, birthDate: '2025-02-10' });
    expect(r).toEqual({
      patientType: 'PER',
      nursing: 'kajian-awal-bbl',
      doctor: 'kajian-awal-medis-bbl',
    });
    expect(assessmentPatientType({ ...base, birthDate: '2025-02-01' })).toBe('ANAK');
  });

  it('gives child nursing under 18 years, general from the 18th birthday', () => {
    expect(assessmentPatientType({ ...base, birthDate: '2007-03-02' })).toBe('ANAK');
    expect(assessmentPatientType({ ...base, birthDate: '2007-03-01' })).toBeNull();
    expect(initialAssessmentFor({ ...base, birthDate: '2015-01-01' }).doctor).toBe(
      'kajian-awal-medis',
    );
  });

  it('gives obstetrics nursing to a woman at the obstetrics clinic or an Obsgyn stay', () => {
    expect(assessmentPatientType({ ...base, sex: 2, poliCode: 'OBG' })).toBe('OBSG');
    expect(assessmentPatientType({ ...base, sex: '2', poliCode: ' obg ' })).toBe('OBSG');
    expect(assessmentPatientType({ ...base, sex: 1, poliCode: 'OBG' })).toBeNull();
    expect(
      assessmentPatientType({ ...base, sex: 2, kind: 'RANAP', inpatientType: 1, poliCode: null }),
    ).toBe('OBSG');
  });

  it('gives ICU, NICU or PICU for critical care by age', () => {
    const icu = { ...base, kind: 'RANAP', inpatientType: 4, poliCode: null } as const;
    expect(initialAssessmentFor(icu).nursing).toBe('kajian-awal-icu');
    expect(initialAssessmentFor({ ...icu, birthDate: '2025-02-20' })).toMatchObject({
      nursing: 'kajian-awal-nicu',
      doctor: 'kajian-awal-medis',
    });
    expect(initialAssessmentFor({ ...icu, birthDate: '2020-01-01' }).nursing).toBe(
      'kajian-awal-picu',
    );
  });

  it('finds a published template for every critical-care form it names', () => {
    const icu = { ...base, kind: 'RANAP', inpatientType: 4, poliCode: null } as const;
    for (const birthDate of ['1970-01-01', '2020-01-01', '2025-02-20']) {
      const menu = initialAssessmentFor({ ...icu, birthDate });
      expect(findTemplate(menu.nursing)?.setting, menu.nursing).toBe('RANAP');
    }
  });

  it('treats an unknown birth date as an adult', () => {
    expect(assessmentPatientType({ ...base, birthDate: null })).toBeNull();
  });
});

// --- arbitraries of plausible partial content --------------------------------------------------

function numberIn(min: number, max: number, decimals: number) {
  const scale = 10 ** decimals;
  return fc
    .integer({ min: Math.ceil(min * scale), max: Math.floor(max * scale) })
    .map((n) => Number((n / scale).toFixed(decimals)));
}

function leafArb(f: FormField): fc.Arbitrary<unknown> {
  switch (f.kind) {
    case 'text':
      return fc.string({ maxLength: Math.min(f.maxLength, 40) });
    case 'richText':
      return fc.constantFrom('', '<p>a</p>', '<p><em>b</em></p>');
    case 'number':
      return numberIn(f.min, f.max, f.decimals ?? 0);
    case 'date':
      return fc.constantFrom('2024-02-29', '2025-01-01', '');
    case 'time':
      return fc.constantFrom('00:00', '23:59', '');
    case 'datetime':
      return fc.constantFrom('2025-01-01T07:15', '');
    case 'choice': {
      const codes = f.options.map((o) => o.code);
      return f.multiple
        ? fc.subarray(codes)
        : fc.oneof(fc.constantFrom(...codes), fc.constantFrom(...codes).map(String));
    }
    case 'icd':
      return fc.constant(
        f.multiple ? [] : f.system === 'ICD10' ? { code: 'A09', display: 'Diare' } : null,
      );
    case 'vitals':
      return fc.record(
        Object.fromEntries(
          f.signs
            .filter((s) => s !== 'diastolic')
            .map((s) => [
              s,
              numberIn(VITAL_SIGNS[s].min, VITAL_SIGNS[s].max, VITAL_SIGNS[s].decimals),
            ]),
        ),
        { requiredKeys: [] },
      );
    case 'scale':
      return fc.record(
        Object.fromEntries(
          f.scale.items.map((i) => [i.id, fc.constantFrom(...i.options.map((o) => o.code))]),
        ),
        { requiredKeys: [] },
      );
    case 'geriatricFallRisk':
      return fc.record(
        { transfer: fc.integer({ min: 0, max: 3 }), mobility: fc.integer({ min: 0, max: 3 }) },
        { requiredKeys: [] },
      );
    case 'regionGrid':
      return fc.record(
        Object.fromEntries(
          f.regions.map((r) => [
            String(r.code),
            fc.record({ finding: fc.constantFrom('N', 'AB', 'TD') }, { requiredKeys: [] }),
          ]),
        ),
        { requiredKeys: [] },
      );
    case 'repeat':
      return fc.array(
        fc.record(Object.fromEntries(f.fields.map((i) => [i.key, leafArb(i)])), {
          requiredKeys: [],
        }),
        { maxLength: Math.min(3, f.maxRows) },
      );
  }
}

function partialContent(template: FormTemplate): fc.Arbitrary<ClinicalContent> {
  return fc.record(Object.fromEntries(fieldsOf(template).map((f) => [f.key, leafArb(f)])), {
    requiredKeys: [],
  }) as fc.Arbitrary<ClinicalContent>;
}

describe('the geriatric fall-risk scale (kajian-resiko-jatuh)', () => {
  const t = findTemplate('kajian-resiko-jatuh') as FormTemplate;

  it('scores by its own rule, requires transfer and mobility, refuses unknown questions', () => {
    const base = { ...exampleContent(t), kelompok: '3' };
    const content = schemaOf(t, 'final').parse({
      ...base,
      geriatri: { yes: ['confused', 'glasses'], transfer: 2, mobility: 2 },
    });
    expect(content.dewasa).toBeUndefined();
    const row = observationsOf(t, content).find((r) => r.code === 'score.fallRiskGeriatric');
    expect(row).toMatchObject({ valueNum: 22, valueText: 'Risiko Tinggi' });
    expect(refusals(t, 'final', { ...base, geriatri: { yes: [] } })?.['geriatri.transfer']).toEqual(
      ['Transfer wajib diisi.'],
    );
    expect(refusals(t, 'draft', { geriatri: { yes: ['bukan'] } })).not.toBeNull();
    expect(refusals(t, 'draft', { geriatri: { transfer: 4 } })).not.toBeNull();
  });
});

describe('the critical-care assessments (ICU, NICU, PICU)', () => {
  const icu = findTemplate('kajian-awal-icu') as FormTemplate;
  const nicu = findTemplate('kajian-awal-nicu') as FormTemplate;
  const picu = findTemplate('kajian-awal-picu') as FormTemplate;
  const scaleOf = (t: FormTemplate, key: string) => {
    const f = fieldsOf(t).find((x) => x.key === key);
    if (f?.kind !== 'scale') throw new Error(`${t.key}: ${key} is not a scale`);
    return f.scale;
  };

  it('use the GCS, pain and pressure-injury scales of the age', () => {
    expect(scaleOf(icu, 'gcs').id).toBe('gcsAdult');
    expect(scaleOf(picu, 'gcs').id).toBe('gcsChild');
    expect(scaleOf(nicu, 'gcs').id).toBe('gcsNeonatal');
    expect(scaleOf(nicu, 'skalaNyeri').id).toBe('nips');
    expect(scaleOf(picu, 'skalaNyeriObservasi').id).toBe('flacc');
    expect(scaleOf(icu, 'skalaNyeriObservasi').id).toBe('cpot');
    expect(scaleOf(icu, 'skalaNyeri').id).toBe('painScale');
    expect(scaleOf(icu, 'risikoDekubitus').id).toBe('braden');
    expect(scaleOf(picu, 'risikoDekubitus').id).toBe('bradenQ');
    expect(scaleOf(icu, 'risikoJatuh').id).toBe('fallRiskAdult');
    expect(scaleOf(nicu, 'risikoJatuh').id).toBe('fallRiskPediatric');
  });

  it('score the new scales into their bands, written as observations', () => {
    const nips = scaleOf(nicu, 'skalaNyeri');
    const worst = Object.fromEntries(
      nips.items.map((i) => [i.id, Math.max(...i.options.map((o) => o.code))]),
    );
    const rows = observationsOf(nicu, { ...exampleContent(nicu), skalaNyeri: worst });
    expect(rows.find((r) => r.code === 'score.nips')).toMatchObject({
      valueNum: 7,
      valueText: 'Nyeri Berat',
    });
    const braden = scaleOf(icu, 'risikoDekubitus');
    const lowest = Object.fromEntries(braden.items.map((i) => [i.id, 1]));
    const icuRows = observationsOf(icu, { ...exampleContent(icu), risikoDekubitus: lowest });
    expect(icuRows.find((r) => r.code === 'score.braden')).toMatchObject({
      valueNum: 6,
      valueText: 'Risiko Sangat Tinggi',
    });
  });

  it('ask the ventilator settings only on a ventilator, and refuse implausible ones', () => {
    const example = exampleContent(icu);
    const ventilated = { ...example, alatBantuNapas: '8', modeVentilator: '1', fio2: 40, peep: 5 };
    expect(refusals(icu, 'final', ventilated)).toBeNull();
    const noMode = { ...ventilated, modeVentilator: undefined, peep: undefined };
    expect(refusals(icu, 'final', noMode)).toMatchObject({
      modeVentilator: ['Mode Ventilator wajib diisi.'],
      peep: ['PEEP/CPAP wajib diisi.'],
    });
    for (const [field, value, message] of [
      ['peep', 40, 'PEEP/CPAP harus antara 0 dan 25 cmH2O.'],
      ['fio2', 10, 'FiO2 harus antara 21 dan 100 %.'],
      ['ukuranEtt', 15, 'Ukuran ETT/Kanul Trakeostomi harus antara 2 dan 10 mm.'],
    ] as const) {
      expect(refusals(icu, 'draft', { ...ventilated, [field]: value })?.[field]).toEqual([message]);
    }
    // Breathing without support: the ventilator's values are not kept.
    const parsed = schemaOf(icu, 'final').parse({ ...ventilated, alatBantuNapas: '1' });
    expect(parsed.modeVentilator).toBeUndefined();
    expect(parsed.peep).toBeUndefined();
  });

  it('list lines and drains as rows, each with its kind, site and day', () => {
    const example = exampleContent(picu);
    const rows = [{ jenis: '2', lokasi: 'Vena jugularis kanan', tanggalPasang: '2025-03-01' }];
    expect(
      refusals(picu, 'final', { ...example, adaAlatTerpasang: 'Y', alatTerpasang: rows }),
    ).toBeNull();
    const r = refusals(picu, 'final', {
      ...example,
      adaAlatTerpasang: 'Y',
      alatTerpasang: [{ jenis: '2', lokasi: '', tanggalPasang: '2999-01-01' }],
    });
    expect(r?.['alatTerpasang.0.lokasi']).toEqual(['Lokasi wajib diisi.']);
    expect(r?.['alatTerpasang.0.tanggalPasang']?.[0]).toMatch(/Tanggal Pasang/);
  });
});
