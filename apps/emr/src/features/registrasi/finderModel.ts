/** The patient a registration screen picked from the Pasien list search (pure, unit tested). */

export interface PickedPatient {
  id: number;
  rmNo: string;
  name: string;
  nik: string | null;
  bpjsNo: string | null;
  birthDate: string | null;
  sex: string | null;
}

const text = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : String(v);

/** A row of `GET /get/Pasien` as the finder shows and keeps it. */
export function pickedFromRow(row: Record<string, unknown> & { id: number }): PickedPatient {
  return {
    id: row.id,
    rmNo: text(row.rmNo) ?? '',
    name: text(row.name) ?? '',
    nik: text(row.nik),
    bpjsNo: text(row.bpjsNo),
    birthDate: text(row.birthDate),
    sex: text(row.sex),
  };
}

/** 'No. RM 00012345 · NIK 3171… · lahir 1990-07-05'. */
export function patientLine(p: PickedPatient): string {
  return [
    `No. RM ${p.rmNo}`,
    p.nik ? `NIK ${p.nik}` : null,
    p.bpjsNo ? `BPJS ${p.bpjsNo}` : null,
    p.birthDate ? `lahir ${p.birthDate}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A registration's patient banner as the finder keeps a chosen patient. */
export function pickedFromPatient(p: {
  id: number;
  rmNo: string;
  name: string;
  nik: string | null;
  bpjsNo: string | null;
  birthDate: string | null;
  sex: string;
}): PickedPatient {
  return {
    id: p.id,
    rmNo: p.rmNo,
    name: p.name,
    nik: p.nik,
    bpjsNo: p.bpjsNo,
    birthDate: p.birthDate,
    sex: p.sex || null,
  };
}
