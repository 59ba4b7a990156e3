/**
 * Tariffs. The 29 tariff screens of spec 2.4 share ONE table (`m_tarif`) with a `kind`
 * discriminator: each screen is a resource scoped to its kind. Around them: tariff components,
 * revenue chart-of-account codes, NCC mapping, tariff configuration and billing margins.
 */
import { itemType, payerType } from '@simrs/domain';
import { findScreen, screenCatalog } from '@simrs/domain/screens';
import {
  type CatalogResource,
  catalogResource,
  code,
  money,
  name,
  note,
  pairs,
  ref,
  select,
  simpleMaster,
  text,
  vocabularyOptions,
} from './master-kit';

export const tarifComponentTypeOptions = pairs([
  ['JASA_SARANA', 'Jasa Sarana'],
  ['JASA_PELAYANAN', 'Jasa Pelayanan'],
  ['BHP', 'Bahan Habis Pakai'],
]);

export const tarifKomponenResource = simpleMaster(
  'tarif-komponen',
  'Master Komponen Tarif',
  'Komponen Tarif',
  'm_tarif_komponen',
  [
    select('componentType', 'Jenis Komponen', tarifComponentTypeOptions),
    text('coaCode', 'Kode COA', { type: 'code', required: false, max: 20 }),
  ],
);

export const serviceKindOptions = pairs([
  ['poli', 'Rawat Jalan'],
  ['ugd', 'UGD'],
  ['ranap', 'Rawat Inap'],
  ['penunjang', 'Penunjang'],
]);

export const coaPendapatanResource = simpleMaster(
  'master-coa-pendapatan',
  'Master COA Pendapatan',
  'COA Pendapatan',
  'm_coa_pendapatan',
  [select('serviceKind', 'Jenis Layanan', serviceKindOptions)],
);

export const nccMappingResource = simpleMaster(
  'ncc-mapping',
  'Pemetaan NCC',
  'Pemetaan NCC',
  'm_ncc_mapping',
  [ref('coaId', 'COA Pendapatan', 'MasterCoaPendapatan', { refLabel: 'name' })],
);

export const configTarifResource = catalogResource({
  menu: 'config-tarif',
  title: 'Konfigurasi Tarif',
  objectName: 'Konfigurasi Tarif',
  table: 'm_config_tarif',
  fields: [
    code('Kode Konfigurasi', 50),
    name('Nama Konfigurasi', 150),
    text('value', 'Nilai', { max: 255 }),
    note(),
  ],
});

export const billingMarginResource = catalogResource({
  menu: 'master-billing-margin',
  title: 'Master Margin Billing',
  objectName: 'Margin Billing',
  table: 'm_billing_margin',
  fields: [
    code('Kode Margin'),
    name('Nama Margin', 100),
    select('itemType', 'Jenis Barang', vocabularyOptions(itemType)),
    select('payerType', 'Jenis Penjamin', vocabularyOptions(payerType)),
    { name: 'marginPercent', label: 'Margin (%)', type: 'decimal', precision: 2 },
  ],
});

/** The tariff table and the kind each tariff screen keeps its rows under. */
export const TARIFF_TABLE = 'm_tarif';

/** Tariff kind from a tariff menu key: 'tarif-lab-external' -> 'LAB_EXTERNAL'. */
export function tariffKind(menu: string): string {
  return menu
    .replace(/^tarif-/, '')
    .replace(/-/g, '_')
    .toUpperCase();
}

function tariff(menu: string): CatalogResource {
  const title = findScreen(menu)?.title ?? menu;
  return catalogResource({
    menu,
    title: `Master ${title}`,
    objectName: title,
    table: TARIFF_TABLE,
    scope: { column: 'kind', value: tariffKind(menu) },
    fields: [
      code('Kode Tarif', 30),
      name('Nama Layanan', 200, { index: 'trigram' }),
      ref('kelasId', 'Kelas', 'RanapKelas', { required: false }),
      money('jasaSarana', 'Jasa Sarana'),
      money('jasaPelayanan', 'Jasa Pelayanan'),
      money('price', 'Tarif'),
    ],
  });
}

/** One resource per tariff screen of the catalogue (group 'tarif'). */
export const tariffResources: readonly CatalogResource[] = screenCatalog
  .filter((s) => s.group === 'tarif' && s.menuKey !== null)
  .map((s) => tariff(s.key));

export const tariffMasters: readonly CatalogResource[] = [
  tarifKomponenResource,
  coaPendapatanResource,
  nccMappingResource,
  configTarifResource,
  billingMarginResource,
  ...tariffResources,
];
