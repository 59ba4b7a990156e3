import { routeNameFromKey } from '@simrs/domain/screens';
import { findResource } from '@simrs/validators/resources';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import {
  CARA_PEMBAYARAN,
  demoBedCode,
  HAIS,
  ICD9,
  ICD10,
  KAMAR,
  KESADARAN,
  LABORATORIUM,
  PEKERJAAN,
  REFERENCED,
  SUB_LABORATORIUM,
  SUKU,
  TARIF,
  TARIF_KOMPONEN,
  TYPE_SATUAN,
} from './seed-catalog-data';

type Values = Record<string, string | number | null>;

/**
 * Inserts rows of a resource by field name (columns and the scope come from its definition) and
 * returns the new ids in order.
 */
export async function insertResourceRows(
  trx: Transaction<Database>,
  key: string,
  rows: readonly Values[],
): Promise<number[]> {
  const resource = findResource(key);
  if (!resource) throw new Error(`unknown resource ${key}`);
  const ids: number[] = [];
  for (const row of rows) {
    const cols: { column: string; value: string | number | null }[] = Object.entries(row).map(
      ([name, value]) => {
        const column = resource.fields.find((f) => f.name === name)?.column;
        if (!column) throw new Error(`${key} has no field ${name}`);
        return { column, value };
      },
    );
    if (resource.scope) cols.push({ column: resource.scope.column, value: resource.scope.value });
    const inserted = await sql<{ id: number }>`insert into ${sql.table(resource.table)}
      (${sql.join(cols.map((c) => sql.id(c.column)))})
      values (${sql.join(cols.map((c) => sql`${c.value}`))}) returning id`.execute(trx);
    ids.push(inserted.rows[0]?.id ?? 0);
  }
  return ids;
}

async function idsByCode(trx: Transaction<Database>, table: string): Promise<Map<string, number>> {
  const rows = await sql<{ id: number; code: string }>`select id, code from ${sql.table(
    table,
  )}`.execute(trx);
  return new Map(rows.rows.map((r) => [r.code, r.id]));
}

/** Demo rows of the catalogue; runs inside the demo seed's transaction (after wards and banks). */
export async function seedCatalog(trx: Transaction<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const put = async (key: string, rows: readonly Values[]) => {
    const ids = await insertResourceRows(trx, key, rows);
    counts[key] = ids.length;
    return ids;
  };
  await put('Suku', SUKU);
  await put('Pekerjaan', PEKERJAAN);
  await put('CaraPembayaran', CARA_PEMBAYARAN);
  await put('Kesadaran', KESADARAN);
  await put('Icd10', ICD10);
  await put('Icd9', ICD9);
  // The coders' (UPLA) masters: the same demo codes; the hospital imports its own files.
  await put('Icd10Upla', ICD10);
  await put('Icd9Upla', ICD9);
  await put('TypeSatuan', TYPE_SATUAN);
  await put('MasterHais', HAIS);
  const labIds = await put('Laboratorium', LABORATORIUM);
  const labByCode = new Map(LABORATORIUM.map((l, i) => [String(l.code), labIds[i] ?? 0]));
  await put(
    'SubLaboratorium',
    SUB_LABORATORIUM.map(([lab, code, name, unit, normalValue]) => ({
      laboratoriumId: labByCode.get(lab) ?? 0,
      code,
      name,
      unit,
      normalValue,
    })),
  );
  const banks = await idsByCode(trx, 'm_bank');
  await put('RekeningBank', [
    { bankId: banks.get('002') ?? 0, code: '0123456789', name: 'RSUD Demo', coaCode: '1.1.02' },
  ]);
  const bangsal = await sql<{ id: number; code: string; kelas_id: number }>`
    select id, code, kelas_id from m_ranap_bangsal`.execute(trx);
  const wardByCode = new Map(bangsal.rows.map((b) => [b.code, b]));
  const beds: Values[] = [];

  for (const [ward, code, name, gender, bedConditions] of KAMAR) {
    const w = wardByCode.get(ward);
    if (!w) throw new Error(`unknown ward ${ward}`);
    const [kamarId] = await insertResourceRows(trx, 'RanapKamar', [
      { code, name, bangsalId: w.id, kelasId: w.kelas_id, gender },
    ]);
    [...bedConditions].forEach((c, i) => {
      beds.push({
        kamarId: kamarId ?? 0,
        code: demoBedCode(code, i),
        name: `Bed ${String.fromCharCode(65 + i)}`,
        // The master knows only whether a bed can be used; occupancy is the intervals'.
        condition: c === 'R' ? 'RUSAK' : 'BAIK',
      });
    });
  }
  counts.RanapKamar = KAMAR.length;
  await put('RanapBed', beds);
  await put('TarifKomponen', TARIF_KOMPONEN);
  const first: Record<string, number> = {};
  for (const [key, rows] of Object.entries(REFERENCED)) {
    first[key] = (await put(key, rows))[0] ?? 0;
  }
  await put('Fisioterapi', [
    { code: 'FT-01', name: 'Terapi Latihan', headId: first.FisioterapiHead ?? 0 },
  ]);
  const [sdki] = await put('Sdki', [
    {
      code: 'D.0001',
      name: 'Bersihan Jalan Napas Tidak Efektif',
      kategoriId: first.SdkiKategori ?? 0,
    },
  ]);
  await put('SdkiKriteria', [
    { sdkiId: sdki ?? 0, kind: 'MAYOR_OBJEKTIF', name: 'Batuk tidak efektif' },
  ]);
  const [slki] = await put('Slki', [
    { code: 'L.01001', name: 'Bersihan Jalan Napas', kategoriId: first.SlkiKategori ?? 0 },
  ]);
  await put('SlkiKriteria', [{ slkiId: slki ?? 0, kind: 'MENURUN', name: 'Produksi sputum' }]);
  const [siki] = await put('Siki', [
    { code: 'I.01011', name: 'Manajemen Jalan Napas', kategoriId: first.SikiKategori ?? 0 },
  ]);
  await put('SikiKriteria', [{ sikiId: siki ?? 0, kind: 'OBSERVASI', name: 'Monitor pola napas' }]);
  await put('LogistikSubUnit', [
    { code: 'FARMASI', name: 'Instalasi Farmasi', unitId: first.LogistikUnit ?? 0 },
  ]);
  await put('LogistikAsetKategori', [
    {
      code: 'ALKES-DX',
      name: 'Alat Diagnostik',
      bidangId: first.LogistikAsetBidang ?? 0,
      usefulLifeYears: 5,
    },
  ]);
  await put('NccMapping', [
    { code: 'NCC-RJ', name: 'Rawat Jalan', coaId: first.MasterCoaPendapatan ?? 0 },
  ]);
  const kelas = await idsByCode(trx, 'm_ranap_kelas');
  const byMenu = new Map<string, Values[]>();
  for (const [menu, code, name, kelasCode, jasaSarana, jasaPelayanan] of TARIF) {
    const list = byMenu.get(menu) ?? [];
    list.push({
      code,
      name,
      kelasId: kelasCode ? (kelas.get(kelasCode) ?? null) : null,
      jasaSarana,
      jasaPelayanan,
      price: jasaSarana + jasaPelayanan,
    });
    byMenu.set(menu, list);
  }
  for (const [menu, rows] of byMenu) {
    await put(routeNameFromKey(menu), rows);
  }
  return counts;
}
