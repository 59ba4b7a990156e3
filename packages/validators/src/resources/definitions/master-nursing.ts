/**
 * Indonesian nursing standards: SDKI (diagnoses), SLKI (outcomes) and SIKI (interventions). Each
 * has categories, the standard's entries (each in a category) and criteria (each under an
 * entry): for SDKI the signs and symptoms, for SLKI the outcome criteria, for SIKI the actions.
 */
import {
  type CatalogResource,
  catalogResource,
  code,
  name,
  pairs,
  ref,
  select,
} from './master-kit';

type Standard = 'sdki' | 'slki' | 'siki';

const TITLES: Record<Standard, { upper: string; entry: string; criteria: string }> = {
  sdki: { upper: 'SDKI', entry: 'Diagnosis', criteria: 'Tanda dan Gejala' },
  slki: { upper: 'SLKI', entry: 'Luaran', criteria: 'Kriteria Hasil' },
  siki: { upper: 'SIKI', entry: 'Intervensi', criteria: 'Tindakan' },
};

const criteriaKind: Record<Standard, ReturnType<typeof pairs>> = {
  sdki: pairs([
    ['MAYOR_SUBJEKTIF', 'Mayor Subjektif'],
    ['MAYOR_OBJEKTIF', 'Mayor Objektif'],
    ['MINOR_SUBJEKTIF', 'Minor Subjektif'],
    ['MINOR_OBJEKTIF', 'Minor Objektif'],
  ]),
  slki: pairs([
    ['MENINGKAT', 'Meningkat'],
    ['MENURUN', 'Menurun'],
    ['MEMBAIK', 'Membaik'],
  ]),
  siki: pairs([
    ['OBSERVASI', 'Observasi'],
    ['TERAPEUTIK', 'Terapeutik'],
    ['EDUKASI', 'Edukasi'],
    ['KOLABORASI', 'Kolaborasi'],
  ]),
};

function family(s: Standard): CatalogResource[] {
  const t = TITLES[s];
  const key = t.upper.charAt(0) + t.upper.slice(1).toLowerCase();
  const kategori = catalogResource({
    menu: `${s}-kategori`,
    title: `Master Kategori ${t.upper}`,
    objectName: `Kategori ${t.upper}`,
    table: `m_${s}_kategori`,
    fields: [code(`Kode Kategori`), name('Nama Kategori', 150)],
  });
  const entry = catalogResource({
    menu: s,
    title: `Master ${t.upper}`,
    objectName: t.upper,
    table: `m_${s}`,
    fields: [
      code(`Kode ${t.upper}`),
      name(`Nama ${t.entry}`, 255),
      ref('kategoriId', 'Kategori', `${key}Kategori`),
      { name: 'definition', label: 'Definisi', type: 'textarea', required: false },
    ],
  });
  const kriteria = catalogResource({
    menu: `${s}-kriteria`,
    title: `Master Kriteria ${t.upper}`,
    objectName: `Kriteria ${t.upper}`,
    table: `m_${s}_kriteria`,
    fields: [
      ref(`${s}Id`, t.upper, key, { refLabel: 'name' }),
      select('kind', `Jenis ${t.criteria}`, criteriaKind[s]),
      name(t.criteria, 500),
    ],
    search: ['name'],
    unique: [[`${s}Id`, 'name']],
    defaultSort: { field: 'name', type: 'asc' },
  });
  return [kategori, entry, kriteria];
}

export const nursingMasters: readonly CatalogResource[] = [
  ...family('sdki'),
  ...family('slki'),
  ...family('siki'),
];
