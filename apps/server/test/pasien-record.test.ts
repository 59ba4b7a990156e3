import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestContext } from './helpers';

/*
 * The full patient record through the real server: every field of the spec's vocabularies, the
 * region codes, the child lists, the NIK check, duplicates, inactivation instead of deletion,
 * merge and the record's history.
 */

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;

const db = () => ctx.handle.db;

async function one<T>(query: ReturnType<typeof sql<T>>): Promise<T> {
  return (await query.execute(db())).rows[0] as T;
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
});
afterAll(async () => {
  await ctx?.close();
});

type Rec = Record<string, unknown> & { id: number; version: number; rmNo: string };

async function add(payload: Record<string, unknown>, token = admin) {
  return api.do('Pasien', { type: 'add', ...payload }, token);
}

async function added(payload: Record<string, unknown>): Promise<Rec> {
  const res = await add(payload);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data?.record as Rec;
}

async function record(id: number, token = admin) {
  const res = await api.get(`/get/Pasien/detail/${id}`, token);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as Record<string, unknown> & {
    record: Rec;
    responsiblePersons: Record<string, unknown>[];
    allergies: Record<string, unknown>[];
    history: { source: string; summary: string; status: string }[];
    mergedInto: { id: number; rmNo: string } | null;
  };
}

describe('the full record', () => {
  it('stores every field, the region codes and both child lists, and reads them back', async () => {
    const agama = await one(sql<{ id: number }>`select id from m_agama order by id limit 1`);
    const edu = await one(
      sql<{ id: number }>`select id from m_pekerjaan where category = 'PENDIDIKAN' limit 1`,
    );
    const job = await one(
      sql<{ id: number }>`select id from m_pekerjaan where category = 'PEKERJAAN' limit 1`,
    );
    const suku = await one(sql<{ id: number }>`select id from m_suku order by id limit 1`);
    const cob = await one(sql<{ id: number }>`select id from m_asuransi_cob order by id limit 1`);
    const res = await add({
      name: 'Ratna Lengkap',
      nik: '3171016805880002',
      citizenship: 'WNI',
      sex: '2',
      birthPlace: 'Jakarta',
      birthDate: '1988-05-28',
      maritalStatus: '2',
      bloodType: 'AB',
      religionId: agama.id,
      educationId: edu.id,
      occupationId: job?.id ?? null,
      ethnicityId: suku.id,
      address: 'Jl. Cideng Barat No. 5',
      rt: '3',
      rw: '7',
      postalCode: '10150',
      provinceCode: '31',
      regencyCode: '31.71',
      districtCode: '31.71.01',
      villageCode: '31.71.01.1002',
      phone: '81234567890',
      phoneAlt: '2155551234',
      motherName: 'Sumarni',
      bpjsNo: '0001234567890',
      bpjsClass: '2',
      insurerId: cob?.id ?? null,
      insurerCardNo: 'COB-778',
      responsiblePersons: [
        { name: 'Agus Lengkap', relationship: 'SUAMI', phone: '81299990000' },
        { name: 'Sri Lengkap', relationship: 'IBU' },
      ],
      allergies: [
        { type: 'OBAT', allergen: 'Amoksisilin', reaction: 'Ruam kulit' },
        { type: 'MAKANAN', allergen: 'Udang' },
        { type: 'UDARA', allergen: 'Debu' },
      ],
    });
    expect(res.statusCode, res.raw).toBe(200);
    expect(res.body.data?.warnings).toEqual([]);
    const rec = res.body.data?.record as Rec;
    expect(rec.rmNo).toMatch(/^\d{8}$/);
    const data = await record(rec.id);
    expect(data.record).toMatchObject({
      name: 'Ratna Lengkap',
      sex: '2',
      birthDate: '1988-05-28',
      maritalStatus: '2',
      bloodType: 'AB',
      religionId: agama.id,
      educationId: edu.id,
      villageCode: '31.71.01.1002',
      villageName: 'Cideng',
      districtName: 'Gambir',
      provinceName: 'DKI Jakarta',
      bpjsClass: '2',
      status: 'Y',
      mergedIntoId: null,
    });
    expect(data.record.religionIdLabel).toBeTruthy();
    expect(data.responsiblePersons.map((p) => [p.name, p.relationship])).toEqual([
      ['Agus Lengkap', 'SUAMI'],
      ['Sri Lengkap', 'IBU'],
    ]);
    expect(data.allergies.map((a) => a.type)).toEqual(['OBAT', 'MAKANAN', 'UDARA']);
    expect(data.allergies[0]).toMatchObject({ allergen: 'Amoksisilin', reaction: 'Ruam kulit' });
  });

  it('refuses with the field named: WNA without passport, region outside its parent, unknown codes', async () => {
    const base = { name: 'Validasi Satu', sex: '1', birthDate: '1970-01-01' };
    const wna = await add({ ...base, citizenship: 'WNA' });
    expect(wna.statusCode).toBe(422);
    expect(wna.body.errors?.passportNo).toEqual(['No. Paspor wajib diisi untuk pasien WNA.']);

    const nested = await add({ ...base, provinceCode: '11', regencyCode: '31.71' });
    expect(nested.statusCode).toBe(422);
    expect(nested.body.errors?.regencyCode).toEqual([
      'Kabupaten/Kota tidak berada di dalam Provinsi yang dipilih.',
    ]);

    const format = await add({ ...base, provinceCode: '31', regencyCode: '3171' });
    expect(format.body.errors?.regencyCode).toEqual([
      'Kode Kabupaten/Kota tidak sesuai format Kemendagri.',
    ]);

    const unknown = await add({ ...base, provinceCode: '99' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.errors?.provinceCode).toEqual(['Provinsi tidak ditemukan.']);

    const sex = await add({ name: 'Tanpa Kelamin', birthDate: '1970-01-01' });
    expect(sex.body.errors?.sex).toEqual(['Jenis Kelamin wajib dipilih.']);

    const future = await add({ ...base, birthDate: '2999-01-01' });
    expect(future.statusCode).toBe(422);
    expect(future.body.errors?.birthDate?.length).toBe(1);

    const allergy = await add({ ...base, allergies: [{ type: 'SERBUK', allergen: 'Sari' }] });
    expect(
      allergy.body.errors?.['allergies.0.type'] ?? allergy.body.errors?.allergies,
    ).toBeTruthy();
    expect(allergy.raw).toContain('Jenis Alergi harus Obat, Makanan, Udara atau Lainnya.');

    const passport = await add({ ...base, citizenship: 'WNA', passportNo: 'X1234567' });
    expect(passport.statusCode, passport.raw).toBe(200);
  });

  it('keeps a child list left out of an update, replaces one sent, and refuses a stale version', async () => {
    const rec = await added({
      name: 'Ubah Anak',
      sex: '1',
      birthDate: '1966-06-06',
      allergies: [{ type: 'OBAT', allergen: 'Aspirin' }],
    });
    const base = {
      type: 'update',
      id: rec.id,
      name: 'Ubah Anak',
      sex: '1',
      birthDate: '1966-06-06',
    };
    const kept = await api.do('Pasien', { ...base, version: 1, address: 'Jl. Baru' }, admin);
    expect(kept.statusCode, kept.raw).toBe(200);
    expect((await record(rec.id)).allergies.map((a) => a.allergen)).toEqual(['Aspirin']);
    const replaced = await api.do(
      'Pasien',
      {
        ...base,
        version: 2,
        address: 'Jl. Baru',
        allergies: [{ type: 'LAINNYA', allergen: 'Lateks' }],
      },
      admin,
    );
    expect(replaced.statusCode, replaced.raw).toBe(200);
    const after = await record(rec.id);
    expect(after.allergies.map((a) => a.allergen)).toEqual(['Lateks']);
    expect(after.record.address).toBe('Jl. Baru');
    const staleRes = await api.do('Pasien', { ...base, version: 2 }, admin);
    expect(staleRes.statusCode).toBe(409);
    // Every field is sent on an update: one left out is cleared.
    const cleared = await api.do('Pasien', { ...base, version: 3 }, admin);
    expect(cleared.statusCode, cleared.raw).toBe(200);
    expect((await record(rec.id)).record.address).toBeNull();
  });

  it("offers the form's master choices: education and occupation apart", async () => {
    const form = await api.get('/get/Pasien/add', admin);
    expect(form.statusCode, form.raw).toBe(200);
    const options = form.body.data?.options as unknown as Record<string, { value: number }[]>;
    const category = async (id: number) =>
      (await one(sql<{ c: string }>`select category as c from m_pekerjaan where id = ${id}`)).c;
    expect(options.religionId?.length).toBeGreaterThan(3);
    expect(options.educationId?.length).toBeGreaterThan(3);
    for (const o of options.educationId ?? []) expect(await category(o.value)).toBe('PENDIDIKAN');
    for (const o of options.occupationId ?? []) expect(await category(o.value)).toBe('PEKERJAAN');
    // An occupation given as education is refused.
    const job = options.occupationId?.[0]?.value;
    if (job !== undefined) {
      const res = await add({
        name: 'Salah Kategori',
        sex: '1',
        birthDate: '1971-01-01',
        educationId: job,
      });
      expect(res.body.errors?.educationId).toEqual(['Pendidikan tidak ditemukan.']);
    }
  });

  it('lists provinces and the children of a region code', async () => {
    const provinces = await api.get('/get/Pasien/wilayah', admin);
    expect(provinces.statusCode, provinces.raw).toBe(200);
    const codes = (provinces.body.data?.list ?? []).map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['11', '31', '51']));
    const villages = await api.get('/get/Pasien/wilayah', admin, { parent: '31.71.01' });
    expect(villages.body.data?.list).toEqual([
      { code: '31.71.01.1002', name: 'Cideng', level: 'village' },
      { code: '31.71.01.1001', name: 'Gambir', level: 'village' },
    ]);
  });
});

describe('the NIK check', () => {
  it('pre-fills birth date (day - 40 for a woman), sex and the region codes with their names', async () => {
    const res = await api.get('/get/Pasien/nik', admin, { nik: '3171016805880099' });
    expect(res.statusCode, res.raw).toBe(200);
    expect(res.body.data).toMatchObject({
      valid: true,
      message: null,
      prefill: {
        birthDate: '1988-05-28',
        sex: '2',
        provinceCode: '31',
        regencyCode: '31.71',
        districtCode: '31.71.01',
        provinceName: 'DKI Jakarta',
        districtName: 'Gambir',
      },
      warnings: [],
      existing: null,
    });
    const man = await api.get('/get/Pasien/nik', admin, { nik: '1101011203750001' });
    expect(man.body.data?.prefill).toMatchObject({
      birthDate: '1975-03-12',
      sex: '1',
      districtCode: '11.01.01',
      districtName: 'Bakongan',
    });
  });

  it('warns where the fields given disagree, and names the patient already holding the NIK', async () => {
    const res = await api.get('/get/Pasien/nik', admin, {
      nik: '3171016805880002',
      birthDate: '1988-05-29',
      sex: '1',
      provinceCode: '51',
    });
    expect(res.body.data?.warnings).toEqual([
      'Tanggal lahir tidak sesuai dengan NIK',
      'Jenis kelamin tidak sesuai dengan NIK',
      'Wilayah alamat berbeda dengan wilayah pada NIK (periksa bila pasien tidak pindah domisili).',
    ]);
    expect(res.body.data?.existing).toMatchObject({ name: 'Ratna Lengkap' });
    const bad = await api.get('/get/Pasien/nik', admin, { nik: '9971016805880002' });
    expect(bad.body.data).toMatchObject({
      valid: false,
      message: 'Kode provinsi pada NIK (99) tidak dikenal',
      prefill: null,
    });
  });
});

describe('duplicates', () => {
  it('refuses a NIK or BPJS number already on file with 409 naming that patient', async () => {
    const first = await added({
      name: 'Asli Ganda',
      nik: '3273015705900003',
      bpjsNo: '0009876543210',
      sex: '2',
      birthDate: '1990-05-17',
    });
    const byNik = await add({
      name: 'Lain Sama',
      nik: '3273015705900003',
      sex: '2',
      birthDate: '1991-01-01',
    });
    expect(byNik.statusCode).toBe(409);
    expect(byNik.body.title).toBe('Pasien Sudah Terdaftar');
    expect(byNik.body.message).toBe(
      `NIK sudah terdaftar atas nama Asli Ganda (No. RM ${first.rmNo}).`,
    );
    expect(byNik.body.data).toMatchObject({
      kind: 'duplicate',
      field: 'nik',
      patient: { id: first.id, rmNo: first.rmNo, name: 'Asli Ganda' },
    });
    const byBpjs = await add({
      name: 'Lain Kartu',
      bpjsNo: '0009876543210',
      sex: '1',
      birthDate: '1992-01-01',
    });
    expect(byBpjs.statusCode).toBe(409);
    expect(byBpjs.body.data).toMatchObject({
      kind: 'duplicate',
      field: 'bpjsNo',
      patient: { id: first.id, rmNo: first.rmNo },
    });
    // The same NIK on an update of another patient is refused too; on its own record it is not.
    const other = await added({ name: 'Tanpa Nik', sex: '1', birthDate: '1993-03-03' });
    const upd = await api.do(
      'Pasien',
      {
        type: 'update',
        id: other.id,
        version: 1,
        name: 'Tanpa Nik',
        sex: '1',
        birthDate: '1993-03-03',
        nik: '3273015705900003',
      },
      admin,
    );
    expect(upd.statusCode).toBe(409);
    const self = await api.do(
      'Pasien',
      {
        type: 'update',
        id: first.id,
        version: 1,
        name: 'Asli Ganda',
        sex: '2',
        birthDate: '1990-05-17',
        nik: '3273015705900003',
        bpjsNo: '0009876543210',
      },
      admin,
    );
    expect(self.statusCode, self.raw).toBe(200);
  });

  it('questions a similar name with the same birth date and sex; saves once confirmed', async () => {
    const first = await added({ name: 'Bambang Sutrisno', sex: '1', birthDate: '1958-08-17' });
    const payload = { name: 'Bambang Sutrisna', sex: '1', birthDate: '1958-08-17' };
    const warned = await add(payload);
    expect(warned.statusCode).toBe(409);
    expect(warned.body.title).toBe('Kemungkinan Pasien Ganda');
    const data = warned.body.data as unknown as {
      kind: string;
      candidates: { id: number; rmNo: string; similarity: number }[];
    };
    expect(data.kind).toBe('possibleDuplicate');
    expect(data.candidates.map((c) => c.id)).toEqual([first.id]);
    expect(data.candidates[0]?.similarity).toBeGreaterThan(0.45);
    expect(data.candidates[0]?.similarity).toBeLessThan(1);

    // Another birth date, or the other sex, is not a likely duplicate.
    expect((await add({ ...payload, birthDate: '1958-08-18' })).statusCode).toBe(200);
    expect((await add({ ...payload, name: 'Bambang Sutrisni', sex: '2' })).statusCode).toBe(200);
    // An unrelated name born the same day is not either.
    expect((await add({ ...payload, name: 'Yusuf Hidayat' })).statusCode).toBe(200);

    const confirmed = await add({ ...payload, confirmDuplicate: true });
    expect(confirmed.statusCode, confirmed.raw).toBe(200);
    expect(confirmed.body.data?.record?.rmNo).not.toBe(first.rmNo);
  });

  it('uses pg_trgm similarity on this database too', async () => {
    const ext = await one(
      sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`,
    );
    expect(ext.n).toBe(1);
    const sim = await one(sql<{ s: number }>`select similarity('bambang', 'bambank')::float8 as s`);
    expect(sim.s).toBeGreaterThan(0.4);
  });
});

/** A queue booking for a patient (by RM number), as the queue's reservation writes it. */
async function bookFor(rmNo: string): Promise<number> {
  const unit = await one(sql<{ id: number }>`select id from q_units order by id limit 1`);
  const row = await one(sql<{ id: number }>`insert into q_reservations
    (booking_code, unit_id, visit_date, patient_name, rm_no, payer)
    values (${`BK${rmNo}`}, ${unit.id}, current_date, 'Pemesan', ${rmNo}, 'NON JKN') returning id`);
  await sql`insert into q_tickets (unit_id, day, number, code, source, reservation_id)
    values (${unit.id}, current_date, ${9000 + (Number(rmNo) % 900)}, ${`Z${rmNo.slice(-3)}`},
      'checkin', ${row.id})`.execute(db());
  return row.id;
}

describe('no hard delete', () => {
  it('makes a patient without visits inactive (kept, listed with status N)', async () => {
    const rec = await added({ name: 'Hapus Lunak', sex: '1', birthDate: '1944-04-04' });
    const res = await api.do('Pasien', { type: 'delete', id: rec.id }, admin);
    expect(res.statusCode, res.raw).toBe(200);
    expect(res.body.message).toBe('Data Pasien dinonaktifkan. Rekam medis pasien tidak dihapus.');
    const row = await one(
      sql<{ status: string }>`select status from patients where id = ${rec.id}`,
    );
    expect(row.status).toBe('N');
    const list = await api.get('/get/Pasien', admin, { search: 'Hapus Lunak', status: 'N' });
    expect((list.body.data?.list ?? []).map((r) => r.id)).toEqual([rec.id]);
    const active = await api.get('/get/Pasien', admin, { search: 'Hapus Lunak', status: 'Y' });
    expect(active.body.data?.list).toEqual([]);
    // Made active again through the status toggle.
    const on = await api.do('Pasien', { type: 'status', id: rec.id, status: 'Y' }, admin);
    expect(on.body.message).toBe('Status Diubah Menjadi Aktif.');
  });

  it('refuses while a queue booking refers to the patient, and shows it in the history', async () => {
    const rec = await added({ name: 'Punya Antrean', sex: '2', birthDate: '1945-05-05' });
    await bookFor(rec.rmNo);
    const res = await api.do('Pasien', { type: 'delete', id: rec.id }, admin);
    expect(res.statusCode).toBe(422);
    expect(res.body.title).toBe('Anda Tidak Dapat Hapus Pasien ini');
    expect(res.body.message).toBe('Data Pasien sedang digunakan oleh data Reservasi/Antrean.');
    const row = await one(
      sql<{ status: string }>`select status from patients where id = ${rec.id}`,
    );
    expect(row.status).toBe('Y');
    const data = await record(rec.id);
    expect(data.history).toHaveLength(1);
    expect(data.history[0]).toMatchObject({ source: 'antrean', status: 'BOOKED' });
    expect(data.history[0]?.summary).toContain(`BK${rec.rmNo}`);
    expect(data.history[0]?.summary).toMatch(/tiket Z\d{3} \(WAITING\)/);
  });
});

describe('merge', () => {
  it('moves bookings, allergies and persons to the survivor, keeps the merged record, audits it', async () => {
    const survivor = await added({
      name: 'Slamet Gabung',
      sex: '1',
      birthDate: '1950-10-10',
      allergies: [{ type: 'OBAT', allergen: 'Penisilin' }],
    });
    const dup = await added({
      name: 'Slamet Gabung',
      sex: '1',
      birthDate: '1950-10-10',
      nik: '3171011010500004',
      confirmDuplicate: true,
      allergies: [
        { type: 'OBAT', allergen: 'penisilin' },
        { type: 'MAKANAN', allergen: 'Kacang' },
      ],
      responsiblePersons: [{ name: 'Anak Slamet', relationship: 'ANAK' }],
    });
    await bookFor(dup.rmNo);

    const rm = await api.login('rekam.medis');
    const payload = {
      type: 'merge',
      survivorId: survivor.id,
      mergedId: dup.id,
      reason: 'Pasien sama, terdaftar dua kali',
    };
    // The admissions desk may edit patients but not merge them.
    const admisi = await api.login('admisi');
    const refused = await api.do('Pasien', payload, admisi);
    expect(refused.statusCode).toBe(403);

    const res = await api.do('Pasien', payload, rm);
    expect(res.statusCode, res.raw).toBe(200);
    expect(res.body.message).toBe(
      `Data No. RM ${dup.rmNo} digabungkan ke No. RM ${survivor.rmNo}.`,
    );
    expect(res.body.data).toMatchObject({
      survivorId: survivor.id,
      mergedId: dup.id,
      moved: { 'Reservasi/Antrean': 1, 'Riwayat Alergi': 1, 'Penanggung Jawab': 1 },
    });

    const merged = await record(dup.id);
    expect(merged.record).toMatchObject({ status: 'N', mergedIntoId: survivor.id, nik: null });
    expect(merged.mergedInto).toMatchObject({ id: survivor.id, rmNo: survivor.rmNo });
    expect(merged.canEdit).toBe(false);
    expect(merged.history).toEqual([]);

    const kept = await record(survivor.id);
    expect(kept.record.nik).toBe('3171011010500004');
    expect(kept.allergies.map((a) => a.allergen).sort()).toEqual(['Kacang', 'Penisilin']);
    expect(kept.responsiblePersons.map((p) => p.name)).toEqual(['Anak Slamet']);
    expect(kept.history.map((h) => h.summary).join()).toContain(`BK${dup.rmNo}`);
    const booking = await one(
      sql<{
        rm_no: string;
      }>`select rm_no from q_reservations where booking_code = ${`BK${dup.rmNo}`}`,
    );
    expect(booking.rm_no).toBe(survivor.rmNo);

    const audit = await one(sql<{ n: number }>`select count(*)::int as n from audit_log
      where module = 'Pasien' and type = 'merge' and record_id = ${String(dup.id)}`);
    expect(audit.n).toBe(1);

    // A merged record cannot be edited, re-activated, or merged again; the NIK now finds the survivor.
    const again = await api.do('Pasien', payload, rm);
    expect(again.statusCode).toBe(422);
    expect(again.body.message).toBe(`Pasien ini sudah digabungkan ke No. RM ${survivor.rmNo}.`);
    const reactivate = await api.do('Pasien', { type: 'status', id: dup.id, status: 'Y' }, admin);
    expect(reactivate.statusCode).toBe(422);
    const nik = await api.get('/get/Pasien/nik', admin, { nik: '3171011010500004' });
    expect(nik.body.data?.existing).toMatchObject({ id: survivor.id });
    const self = await api.do('Pasien', { ...payload, mergedId: survivor.id }, rm);
    expect(self.body.message).toBe('Pasien tidak dapat digabungkan dengan dirinya sendiri.');
  });
});

describe('reads are logged', () => {
  it('the record, the NIK check that found a patient and searches each leave an access-log row', async () => {
    const rec = await added({ name: 'Dibaca Log', sex: '2', birthDate: '1977-07-07' });
    const count = async () =>
      (
        await one(sql<{ n: number }>`select count(*)::int as n from patient_access_log
          where patient_ids @> array[${rec.id}]::integer[]`)
      ).n;
    expect(await count()).toBe(0);
    await record(rec.id);
    await api.get('/get/Pasien', admin, { search: rec.rmNo.replace(/^0+/, '') });
    await api.get('/get/Pasien', admin, { search: 'Dibaca Log' });
    expect(await count()).toBe(3);
    const kinds = await sql<{ kind: string }>`select kind from patient_access_log
      where patient_ids @> array[${rec.id}]::integer[] order by id`.execute(db());
    expect(kinds.rows.map((r) => r.kind)).toEqual(['detail', 'rm', 'name']);
  });
});
