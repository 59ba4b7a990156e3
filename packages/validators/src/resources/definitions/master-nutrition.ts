/**
 * Nutrition care process terminology (diagnosis, intervention, goal, etiology, problem, sign),
 * diet types and food forms.
 */
import {
  type CatalogResource,
  catalogResource,
  code,
  name,
  note,
  pairs,
  select,
  simpleMaster,
} from './master-kit';

const domainOptions = pairs([
  ['NI', 'Asupan (NI)'],
  ['NC', 'Klinis (NC)'],
  ['NB', 'Perilaku-Lingkungan (NB)'],
]);

function terminology(menu: string, title: string, objectName: string, table: string) {
  return catalogResource({
    menu,
    title,
    objectName,
    table,
    fields: [
      code(`Kode ${objectName}`),
      name(`Nama ${objectName}`, 255),
      select('domain', 'Domain', domainOptions, { required: false }),
      note(),
    ],
  });
}

export const nutritionDiagnosisResource = terminology(
  'nutrition-diagnosis',
  'Master Diagnosis Gizi',
  'Diagnosis Gizi',
  'm_gizi_diagnosis',
);
export const nutritionInterventionResource = terminology(
  'nutrition-intervention',
  'Master Intervensi Gizi',
  'Intervensi Gizi',
  'm_gizi_intervensi',
);
export const nutritionGoalResource = terminology(
  'nutrition-goal',
  'Master Tujuan Gizi',
  'Tujuan Gizi',
  'm_gizi_tujuan',
);
export const nutritionEtiologyResource = terminology(
  'nutrition-etiology',
  'Master Etiologi Gizi',
  'Etiologi Gizi',
  'm_gizi_etiologi',
);
export const nutritionProblemResource = terminology(
  'nutrition-problem',
  'Master Problem Gizi',
  'Problem Gizi',
  'm_gizi_problem',
);
export const nutritionSignResource = terminology(
  'nutrition-sign',
  'Master Tanda dan Gejala Gizi',
  'Tanda Gizi',
  'm_gizi_tanda',
);

export const jenisDiitResource = simpleMaster(
  'jenis-diit',
  'Master Jenis Diit',
  'Diit',
  'm_jenis_diit',
  [{ name: 'calories', label: 'Energi (kkal)', type: 'integer', required: false }, note()],
);

export const bentukMakananResource = simpleMaster(
  'bentuk-makanan',
  'Master Bentuk Makanan',
  'Bentuk Makanan',
  'm_bentuk_makanan',
);

export const nutritionMasters: readonly CatalogResource[] = [
  nutritionDiagnosisResource,
  nutritionInterventionResource,
  nutritionGoalResource,
  nutritionEtiologyResource,
  nutritionProblemResource,
  nutritionSignResource,
  jenisDiitResource,
  bentukMakananResource,
];
