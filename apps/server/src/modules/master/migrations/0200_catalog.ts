import { type Kysely, sql } from 'kysely';
import { RECORD_COLUMNS, STATUS_COLUMN } from '../../../platform/migrations/0001_core';

/**
 * The master-data and tariff catalogue (docs/master-data.md). Written out from the catalogue's
 * resource definitions once and frozen here: a later change to a definition needs a new
 * migration. Unique keys compare case-insensitively (lower()), references restrict deletes, and
 * the large searchable lists (ICD, zip codes, tariffs) carry trigram indexes. The 29 tariff
 * screens share m_tarif, told apart by kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    create table m_type_satuan (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      ${STATUS_COLUMN}
    );
    create unique index m_type_satuan_code_key on m_type_satuan (lower(code));

    create table m_radiologi (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      modality text not null check (modality in ('XRAY', 'USG', 'CT', 'MRI', 'MAMMO', 'FLUORO')),
      ${STATUS_COLUMN}
    );
    create unique index m_radiologi_code_key on m_radiologi (lower(code));

    create table m_fisioterapi_head (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      ${STATUS_COLUMN}
    );
    create unique index m_fisioterapi_head_code_key on m_fisioterapi_head (lower(code));

    create table m_fisioterapi (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      head_id integer not null references m_fisioterapi_head (id) on delete restrict,
      ${STATUS_COLUMN}
    );
    create index m_fisioterapi_head_id_idx on m_fisioterapi (head_id);
    create unique index m_fisioterapi_code_key on m_fisioterapi (lower(code));

    create table m_tindakan_fisioterapi (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      fisioterapi_id integer not null references m_fisioterapi (id) on delete restrict,
      ${STATUS_COLUMN}
    );
    create index m_tindakan_fisioterapi_fisioterapi_id_idx on m_tindakan_fisioterapi (fisioterapi_id);
    create unique index m_tindakan_fisioterapi_code_key on m_tindakan_fisioterapi (lower(code));

    create table m_laboratorium (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      ${STATUS_COLUMN}
    );
    create unique index m_laboratorium_code_key on m_laboratorium (lower(code));

    create table m_sub_laboratorium (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      laboratorium_id integer not null references m_laboratorium (id) on delete restrict,
      unit text,
      normal_value text,
      ${STATUS_COLUMN}
    );
    create index m_sub_laboratorium_laboratorium_id_idx on m_sub_laboratorium (laboratorium_id);
    create unique index m_sub_laboratorium_code_key on m_sub_laboratorium (lower(code));

    create table m_tindakan_dokter (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      doctor_type text not null check (doctor_type in ('UMUM', 'SPESIALIS')),
      icd9_code text,
      ${STATUS_COLUMN}
    );
    create unique index m_tindakan_dokter_code_key on m_tindakan_dokter (lower(code));

    create table m_tindakan_perawat (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      icd9_code text,
      ${STATUS_COLUMN}
    );
    create unique index m_tindakan_perawat_code_key on m_tindakan_perawat (lower(code));

    create table m_jenis_tindakan_operasi (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      size text not null check (size in ('BESAR', 'SEDANG', 'KECIL', 'KHUSUS')),
      ${STATUS_COLUMN}
    );
    create unique index m_jenis_tindakan_operasi_code_key on m_jenis_tindakan_operasi (lower(code));

    create table m_tindakan_operasi (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      jenis_id integer not null references m_jenis_tindakan_operasi (id) on delete restrict,
      icd9_code text,
      ${STATUS_COLUMN}
    );
    create index m_tindakan_operasi_jenis_id_idx on m_tindakan_operasi (jenis_id);
    create unique index m_tindakan_operasi_code_key on m_tindakan_operasi (lower(code));

    create table m_implan (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      brand text,
      price bigint not null check (price >= 0),
      ${STATUS_COLUMN}
    );
    create unique index m_implan_code_key on m_implan (lower(code));

    create table m_tindakan_pa (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      exam_type text not null check (exam_type in ('HISTOPATOLOGI', 'SITOLOGI', 'FNAB', 'IHK')),
      ${STATUS_COLUMN}
    );
    create unique index m_tindakan_pa_code_key on m_tindakan_pa (lower(code));

    create table m_alat_kesehatan (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      satuan_id integer not null references m_type_satuan (id) on delete restrict,
      price bigint not null check (price >= 0),
      ${STATUS_COLUMN}
    );
    create index m_alat_kesehatan_satuan_id_idx on m_alat_kesehatan (satuan_id);
    create unique index m_alat_kesehatan_code_key on m_alat_kesehatan (lower(code));

    create table m_alat_infus (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      satuan_id integer not null references m_type_satuan (id) on delete restrict,
      price bigint not null check (price >= 0),
      ${STATUS_COLUMN}
    );
    create index m_alat_infus_satuan_id_idx on m_alat_infus (satuan_id);
    create unique index m_alat_infus_code_key on m_alat_infus (lower(code));

    create table m_zipcode (${RECORD_COLUMNS},
      code text not null,
      village text not null,
      district text not null,
      city text not null,
      province text not null,
      ${STATUS_COLUMN}
    );
    create unique index m_zipcode_code_village_district_key on m_zipcode (lower(code), lower(village), lower(district));
    create index m_zipcode_code_trgm on m_zipcode using gin (code gin_trgm_ops);
    create index m_zipcode_village_trgm on m_zipcode using gin (village gin_trgm_ops);
    create index m_zipcode_district_trgm on m_zipcode using gin (district gin_trgm_ops);
    create index m_zipcode_city_trgm on m_zipcode using gin (city gin_trgm_ops);

    create table m_cara_pembayaran (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      payer_type text not null check (payer_type in ('1', '2', '3')),
      ${STATUS_COLUMN}
    );
    create unique index m_cara_pembayaran_code_key on m_cara_pembayaran (lower(code));

    create table m_pekerjaan (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      category text not null check (category in ('PENDIDIKAN', 'PEKERJAAN')),
      ${STATUS_COLUMN}
    );
    create unique index m_pekerjaan_code_key on m_pekerjaan (lower(code));

    create table m_suku (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      ${STATUS_COLUMN}
    );
    create unique index m_suku_code_key on m_suku (lower(code));

    create table m_asal_rujukan (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      ${STATUS_COLUMN}
    );
    create unique index m_asal_rujukan_code_key on m_asal_rujukan (lower(code));

    create table m_faskes_rujukan (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      faskes_type text not null check (faskes_type in ('RS', 'PUSKESMAS', 'KLINIK', 'DOKTER')),
      address text,
      phone text,
      ${STATUS_COLUMN}
    );
    create unique index m_faskes_rujukan_code_key on m_faskes_rujukan (lower(code));

    create table m_poli_rujukan (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      faskes_id integer references m_faskes_rujukan (id) on delete restrict,
      ${STATUS_COLUMN}
    );
    create index m_poli_rujukan_faskes_id_idx on m_poli_rujukan (faskes_id);
    create unique index m_poli_rujukan_code_key on m_poli_rujukan (lower(code));

    create table m_dokter_rujukan (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      faskes_id integer references m_faskes_rujukan (id) on delete restrict,
      specialty text,
      phone text,
      ${STATUS_COLUMN}
    );
    create index m_dokter_rujukan_faskes_id_idx on m_dokter_rujukan (faskes_id);
    create unique index m_dokter_rujukan_code_key on m_dokter_rujukan (lower(code));

    create table m_ugd_rumah_sakit (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      address text,
      phone text,
      ${STATUS_COLUMN}
    );
    create unique index m_ugd_rumah_sakit_code_key on m_ugd_rumah_sakit (lower(code));

    create table m_ugd_puskesmas (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      address text,
      phone text,
      ${STATUS_COLUMN}
    );
    create unique index m_ugd_puskesmas_code_key on m_ugd_puskesmas (lower(code));

    create table m_asuransi_cob (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      address text,
      phone text,
      ${STATUS_COLUMN}
    );
    create unique index m_asuransi_cob_code_key on m_asuransi_cob (lower(code));

    create table m_vendor (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      address text,
      phone text,
      email text,
      ${STATUS_COLUMN}
    );
    create unique index m_vendor_code_key on m_vendor (lower(code));

    create table m_rekening_bank (${RECORD_COLUMNS},
      bank_id integer not null references m_bank (id) on delete restrict,
      code text not null,
      name text not null,
      coa_code text,
      ${STATUS_COLUMN}
    );
    create index m_rekening_bank_bank_id_idx on m_rekening_bank (bank_id);
    create unique index m_rekening_bank_bank_id_code_key on m_rekening_bank (bank_id, lower(code));

    create table m_poli_sub_spesialis (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      poli_id integer not null references m_poli (id) on delete restrict,
      ${STATUS_COLUMN}
    );
    create index m_poli_sub_spesialis_poli_id_idx on m_poli_sub_spesialis (poli_id);
    create unique index m_poli_sub_spesialis_code_key on m_poli_sub_spesialis (lower(code));

    create table m_fasilitas (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      ${STATUS_COLUMN}
    );
    create unique index m_fasilitas_code_key on m_fasilitas (lower(code));

    create table m_ruangan (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      category text not null check (category in ('admisi', 'ranap', 'informasi', 'loket', 'penunjang', 'poli', 'farmasi', 'admisi-ugd', 'farmasi-ugd')),
      floor integer check (floor >= 0),
      ${STATUS_COLUMN}
    );
    create unique index m_ruangan_code_key on m_ruangan (lower(code));

    create table m_ranap_kamar (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      bangsal_id integer not null references m_ranap_bangsal (id) on delete restrict,
      kelas_id integer not null references m_ranap_kelas (id) on delete restrict,
      gender text not null check (gender in ('L', 'P', 'C')),
      ${STATUS_COLUMN}
    );
    create index m_ranap_kamar_bangsal_id_idx on m_ranap_kamar (bangsal_id);
    create index m_ranap_kamar_kelas_id_idx on m_ranap_kamar (kelas_id);
    create unique index m_ranap_kamar_code_key on m_ranap_kamar (lower(code));

    create table m_ranap_bed (${RECORD_COLUMNS},
      kamar_id integer not null references m_ranap_kamar (id) on delete restrict,
      code text not null,
      name text not null,
      condition text not null check (condition in ('KOSONG', 'TERISI', 'DIBERSIHKAN', 'RUSAK')),
      ${STATUS_COLUMN}
    );
    create index m_ranap_bed_kamar_id_idx on m_ranap_bed (kamar_id);
    create unique index m_ranap_bed_kamar_id_code_key on m_ranap_bed (kamar_id, lower(code));

    create table m_sdki_kategori (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      ${STATUS_COLUMN}
    );
    create unique index m_sdki_kategori_code_key on m_sdki_kategori (lower(code));

    create table m_sdki (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      kategori_id integer not null references m_sdki_kategori (id) on delete restrict,
      definition text,
      ${STATUS_COLUMN}
    );
    create index m_sdki_kategori_id_idx on m_sdki (kategori_id);
    create unique index m_sdki_code_key on m_sdki (lower(code));

    create table m_sdki_kriteria (${RECORD_COLUMNS},
      sdki_id integer not null references m_sdki (id) on delete restrict,
      kind text not null check (kind in ('MAYOR_SUBJEKTIF', 'MAYOR_OBJEKTIF', 'MINOR_SUBJEKTIF', 'MINOR_OBJEKTIF')),
      name text not null,
      ${STATUS_COLUMN}
    );
    create index m_sdki_kriteria_sdki_id_idx on m_sdki_kriteria (sdki_id);
    create unique index m_sdki_kriteria_sdki_id_name_key on m_sdki_kriteria (sdki_id, lower(name));

    create table m_slki_kategori (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      ${STATUS_COLUMN}
    );
    create unique index m_slki_kategori_code_key on m_slki_kategori (lower(code));

    create table m_slki (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      kategori_id integer not null references m_slki_kategori (id) on delete restrict,
      definition text,
      ${STATUS_COLUMN}
    );
    create index m_slki_kategori_id_idx on m_slki (kategori_id);
    create unique index m_slki_code_key on m_slki (lower(code));

    create table m_slki_kriteria (${RECORD_COLUMNS},
      slki_id integer not null references m_slki (id) on delete restrict,
      kind text not null check (kind in ('MENINGKAT', 'MENURUN', 'MEMBAIK')),
      name text not null,
      ${STATUS_COLUMN}
    );
    create index m_slki_kriteria_slki_id_idx on m_slki_kriteria (slki_id);
    create unique index m_slki_kriteria_slki_id_name_key on m_slki_kriteria (slki_id, lower(name));

    create table m_siki_kategori (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      ${STATUS_COLUMN}
    );
    create unique index m_siki_kategori_code_key on m_siki_kategori (lower(code));

    create table m_siki (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      kategori_id integer not null references m_siki_kategori (id) on delete restrict,
      definition text,
      ${STATUS_COLUMN}
    );
    create index m_siki_kategori_id_idx on m_siki (kategori_id);
    create unique index m_siki_code_key on m_siki (lower(code));

    create table m_siki_kriteria (${RECORD_COLUMNS},
      siki_id integer not null references m_siki (id) on delete restrict,
      kind text not null check (kind in ('OBSERVASI', 'TERAPEUTIK', 'EDUKASI', 'KOLABORASI')),
      name text not null,
      ${STATUS_COLUMN}
    );
    create index m_siki_kriteria_siki_id_idx on m_siki_kriteria (siki_id);
    create unique index m_siki_kriteria_siki_id_name_key on m_siki_kriteria (siki_id, lower(name));

    create table m_gizi_diagnosis (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      domain text check (domain in ('NI', 'NC', 'NB')),
      description text,
      ${STATUS_COLUMN}
    );
    create unique index m_gizi_diagnosis_code_key on m_gizi_diagnosis (lower(code));

    create table m_gizi_intervensi (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      domain text check (domain in ('NI', 'NC', 'NB')),
      description text,
      ${STATUS_COLUMN}
    );
    create unique index m_gizi_intervensi_code_key on m_gizi_intervensi (lower(code));

    create table m_gizi_tujuan (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      domain text check (domain in ('NI', 'NC', 'NB')),
      description text,
      ${STATUS_COLUMN}
    );
    create unique index m_gizi_tujuan_code_key on m_gizi_tujuan (lower(code));

    create table m_gizi_etiologi (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      domain text check (domain in ('NI', 'NC', 'NB')),
      description text,
      ${STATUS_COLUMN}
    );
    create unique index m_gizi_etiologi_code_key on m_gizi_etiologi (lower(code));

    create table m_gizi_problem (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      domain text check (domain in ('NI', 'NC', 'NB')),
      description text,
      ${STATUS_COLUMN}
    );
    create unique index m_gizi_problem_code_key on m_gizi_problem (lower(code));

    create table m_gizi_tanda (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      domain text check (domain in ('NI', 'NC', 'NB')),
      description text,
      ${STATUS_COLUMN}
    );
    create unique index m_gizi_tanda_code_key on m_gizi_tanda (lower(code));

    create table m_jenis_diit (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      calories integer check (calories >= 0),
      description text,
      ${STATUS_COLUMN}
    );
    create unique index m_jenis_diit_code_key on m_jenis_diit (lower(code));

    create table m_bentuk_makanan (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      ${STATUS_COLUMN}
    );
    create unique index m_bentuk_makanan_code_key on m_bentuk_makanan (lower(code));

    create table m_icd9 (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      name_en text,
      ${STATUS_COLUMN}
    );
    create unique index m_icd9_code_key on m_icd9 (lower(code));
    create index m_icd9_code_trgm on m_icd9 using gin (code gin_trgm_ops);
    create index m_icd9_name_trgm on m_icd9 using gin (name gin_trgm_ops);

    create table m_icd10 (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      name_en text,
      valid_primary text not null check (valid_primary in ('Y', 'N')),
      ${STATUS_COLUMN}
    );
    create unique index m_icd10_code_key on m_icd10 (lower(code));
    create index m_icd10_code_trgm on m_icd10 using gin (code gin_trgm_ops);
    create index m_icd10_name_trgm on m_icd10 using gin (name gin_trgm_ops);

    create table m_icd9_upla (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      ina_cbg_code text,
      ${STATUS_COLUMN}
    );
    create unique index m_icd9_upla_code_key on m_icd9_upla (lower(code));
    create index m_icd9_upla_code_trgm on m_icd9_upla using gin (code gin_trgm_ops);
    create index m_icd9_upla_name_trgm on m_icd9_upla using gin (name gin_trgm_ops);

    create table m_icd10_upla (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      ina_cbg_code text,
      valid_primary text not null check (valid_primary in ('Y', 'N')),
      ${STATUS_COLUMN}
    );
    create unique index m_icd10_upla_code_key on m_icd10_upla (lower(code));
    create index m_icd10_upla_code_trgm on m_icd10_upla using gin (code gin_trgm_ops);
    create index m_icd10_upla_name_trgm on m_icd10_upla using gin (name gin_trgm_ops);

    create table m_hais (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      kind text not null check (kind in ('IADP', 'ISK', 'VAP', 'HAP', 'IDO', 'PLEBITIS', 'DEKUBITUS')),
      description text,
      ${STATUS_COLUMN}
    );
    create unique index m_hais_code_key on m_hais (lower(code));

    create table m_dosis (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      times_per_day integer check (times_per_day >= 0),
      description text,
      ${STATUS_COLUMN}
    );
    create unique index m_dosis_code_key on m_dosis (lower(code));

    create table m_insiden (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      incident_type text not null check (incident_type in ('1', '2', '3', '4', '5')),
      description text,
      ${STATUS_COLUMN}
    );
    create unique index m_insiden_code_key on m_insiden (lower(code));

    create table m_inform_consent (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      content text,
      requires_witness text not null check (requires_witness in ('Y', 'N')),
      ${STATUS_COLUMN}
    );
    create unique index m_inform_consent_code_key on m_inform_consent (lower(code));

    create table m_riwayat_alergi (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      allergy_type text not null check (allergy_type in ('OBAT', 'MAKANAN', 'UDARA', 'LAINNYA')),
      ${STATUS_COLUMN}
    );
    create unique index m_riwayat_alergi_code_key on m_riwayat_alergi (lower(code));

    create table m_penyakit_menular (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      icd10_code text,
      transmission text not null check (transmission in ('AIRBORNE', 'DROPLET', 'KONTAK', 'DARAH', 'VEKTOR')),
      ${STATUS_COLUMN}
    );
    create unique index m_penyakit_menular_code_key on m_penyakit_menular (lower(code));

    create table m_kesadaran (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      gcs_min integer check (gcs_min >= 0),
      gcs_max integer check (gcs_max >= 0),
      ${STATUS_COLUMN}
    );
    create unique index m_kesadaran_code_key on m_kesadaran (lower(code));

    create table m_cairan (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      direction text not null check (direction in ('MASUK', 'KELUAR')),
      ${STATUS_COLUMN}
    );
    create unique index m_cairan_code_key on m_cairan (lower(code));

    create table m_darah_balance_cairan (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      volume_ml integer check (volume_ml >= 0),
      ${STATUS_COLUMN}
    );
    create unique index m_darah_balance_cairan_code_key on m_darah_balance_cairan (lower(code));

    create table m_asal_darah (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      address text,
      ${STATUS_COLUMN}
    );
    create unique index m_asal_darah_code_key on m_asal_darah (lower(code));

    create table m_alat_bantu_tarik (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      description text,
      ${STATUS_COLUMN}
    );
    create unique index m_alat_bantu_tarik_code_key on m_alat_bantu_tarik (lower(code));

    create table m_template_resep (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      content text,
      ${STATUS_COLUMN}
    );
    create unique index m_template_resep_code_key on m_template_resep (lower(code));

    create table m_template_penunjang (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      category text not null check (category in ('LAB', 'RADIO', 'FISIO', 'DIETISIEN')),
      content text,
      ${STATUS_COLUMN}
    );
    create unique index m_template_penunjang_code_key on m_template_penunjang (lower(code));

    create table m_flag_aktivitas_jadwal (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      color text,
      ${STATUS_COLUMN}
    );
    create unique index m_flag_aktivitas_jadwal_code_key on m_flag_aktivitas_jadwal (lower(code));

    create table m_logistik_unit (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      ${STATUS_COLUMN}
    );
    create unique index m_logistik_unit_code_key on m_logistik_unit (lower(code));

    create table m_logistik_sub_unit (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      unit_id integer not null references m_logistik_unit (id) on delete restrict,
      ${STATUS_COLUMN}
    );
    create index m_logistik_sub_unit_unit_id_idx on m_logistik_sub_unit (unit_id);
    create unique index m_logistik_sub_unit_code_key on m_logistik_sub_unit (lower(code));

    create table m_aset_bidang (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      ${STATUS_COLUMN}
    );
    create unique index m_aset_bidang_code_key on m_aset_bidang (lower(code));

    create table m_aset_kategori (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      bidang_id integer not null references m_aset_bidang (id) on delete restrict,
      useful_life_years integer check (useful_life_years >= 0),
      ${STATUS_COLUMN}
    );
    create index m_aset_kategori_bidang_id_idx on m_aset_kategori (bidang_id);
    create unique index m_aset_kategori_code_key on m_aset_kategori (lower(code));

    create table m_aset_merk (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      ${STATUS_COLUMN}
    );
    create unique index m_aset_merk_code_key on m_aset_merk (lower(code));

    create table m_aset_barang (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      kategori_id integer not null references m_aset_kategori (id) on delete restrict,
      merk_id integer references m_aset_merk (id) on delete restrict,
      satuan_id integer not null references m_type_satuan (id) on delete restrict,
      price bigint not null check (price >= 0),
      ${STATUS_COLUMN}
    );
    create index m_aset_barang_kategori_id_idx on m_aset_barang (kategori_id);
    create index m_aset_barang_merk_id_idx on m_aset_barang (merk_id);
    create index m_aset_barang_satuan_id_idx on m_aset_barang (satuan_id);
    create unique index m_aset_barang_code_key on m_aset_barang (lower(code));

    create table m_gudang (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      item_type text not null check (item_type in ('FARMASI', 'ASET', 'UMUM')),
      ${STATUS_COLUMN}
    );
    create unique index m_gudang_code_key on m_gudang (lower(code));

    create table m_logistik_kategori (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      subtype text not null check (subtype in ('FARMASI_OBAT', 'FARMASI_ALKES', 'FARMASI_INFUS', 'ASET', 'UMUM')),
      ${STATUS_COLUMN}
    );
    create unique index m_logistik_kategori_code_key on m_logistik_kategori (lower(code));

    create table m_barang_umum_kategori (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      ${STATUS_COLUMN}
    );
    create unique index m_barang_umum_kategori_code_key on m_barang_umum_kategori (lower(code));

    create table m_barang_umum (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      kategori_id integer not null references m_barang_umum_kategori (id) on delete restrict,
      satuan_id integer not null references m_type_satuan (id) on delete restrict,
      price bigint not null check (price >= 0),
      min_stock integer not null check (min_stock >= 0),
      ${STATUS_COLUMN}
    );
    create index m_barang_umum_kategori_id_idx on m_barang_umum (kategori_id);
    create index m_barang_umum_satuan_id_idx on m_barang_umum (satuan_id);
    create unique index m_barang_umum_code_key on m_barang_umum (lower(code));

    create table m_logistik_industri (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      address text,
      phone text,
      ${STATUS_COLUMN}
    );
    create unique index m_logistik_industri_code_key on m_logistik_industri (lower(code));

    create table m_logistik_supplier (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      address text,
      phone text,
      email text,
      npwp text,
      payment_term_days integer check (payment_term_days >= 0),
      ${STATUS_COLUMN}
    );
    create unique index m_logistik_supplier_code_key on m_logistik_supplier (lower(code));

    create table m_logistik_anggaran (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      sub_unit_id integer not null references m_logistik_sub_unit (id) on delete restrict,
      year integer not null check (year >= 0),
      amount bigint not null check (amount >= 0),
      ${STATUS_COLUMN}
    );
    create index m_logistik_anggaran_sub_unit_id_idx on m_logistik_anggaran (sub_unit_id);
    create unique index m_logistik_anggaran_code_year_key on m_logistik_anggaran (lower(code), year);

    create table m_vendor_pemusnahan (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      address text,
      phone text,
      ${STATUS_COLUMN}
    );
    create unique index m_vendor_pemusnahan_code_key on m_vendor_pemusnahan (lower(code));

    create table m_vendor_pencucian (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      address text,
      phone text,
      price_per_kg bigint not null check (price_per_kg >= 0),
      ${STATUS_COLUMN}
    );
    create unique index m_vendor_pencucian_code_key on m_vendor_pencucian (lower(code));

    create table m_config_logistik (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      value text not null,
      description text,
      ${STATUS_COLUMN}
    );
    create unique index m_config_logistik_code_key on m_config_logistik (lower(code));

    create table m_tarif_komponen (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      component_type text not null check (component_type in ('JASA_SARANA', 'JASA_PELAYANAN', 'BHP')),
      coa_code text,
      ${STATUS_COLUMN}
    );
    create unique index m_tarif_komponen_code_key on m_tarif_komponen (lower(code));

    create table m_coa_pendapatan (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      service_kind text not null check (service_kind in ('poli', 'ugd', 'ranap', 'penunjang')),
      ${STATUS_COLUMN}
    );
    create unique index m_coa_pendapatan_code_key on m_coa_pendapatan (lower(code));

    create table m_ncc_mapping (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      coa_id integer not null references m_coa_pendapatan (id) on delete restrict,
      ${STATUS_COLUMN}
    );
    create index m_ncc_mapping_coa_id_idx on m_ncc_mapping (coa_id);
    create unique index m_ncc_mapping_code_key on m_ncc_mapping (lower(code));

    create table m_config_tarif (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      value text not null,
      description text,
      ${STATUS_COLUMN}
    );
    create unique index m_config_tarif_code_key on m_config_tarif (lower(code));

    create table m_billing_margin (${RECORD_COLUMNS},
      code text not null,
      name text not null,
      item_type text not null check (item_type in ('FARMASI', 'ASET', 'UMUM')),
      payer_type text not null check (payer_type in ('1', '2', '3')),
      margin_percent numeric(14,4) not null check (margin_percent >= 0),
      ${STATUS_COLUMN}
    );
    create unique index m_billing_margin_code_key on m_billing_margin (lower(code));

    create table m_tarif (${RECORD_COLUMNS},
      kind text not null,
      code text not null,
      name text not null,
      kelas_id integer references m_ranap_kelas (id) on delete restrict,
      jasa_sarana bigint not null check (jasa_sarana >= 0),
      jasa_pelayanan bigint not null check (jasa_pelayanan >= 0),
      price bigint not null check (price >= 0),
      ${STATUS_COLUMN}
    );
    create index m_tarif_kelas_id_idx on m_tarif (kelas_id);
    create unique index m_tarif_code_key on m_tarif (kind, lower(code));
    create index m_tarif_name_trgm on m_tarif using gin (name gin_trgm_ops);
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    drop table m_tarif;
    drop table m_billing_margin;
    drop table m_config_tarif;
    drop table m_ncc_mapping;
    drop table m_coa_pendapatan;
    drop table m_tarif_komponen;
    drop table m_config_logistik;
    drop table m_vendor_pencucian;
    drop table m_vendor_pemusnahan;
    drop table m_logistik_anggaran;
    drop table m_logistik_supplier;
    drop table m_logistik_industri;
    drop table m_barang_umum;
    drop table m_barang_umum_kategori;
    drop table m_logistik_kategori;
    drop table m_gudang;
    drop table m_aset_barang;
    drop table m_aset_merk;
    drop table m_aset_kategori;
    drop table m_aset_bidang;
    drop table m_logistik_sub_unit;
    drop table m_logistik_unit;
    drop table m_flag_aktivitas_jadwal;
    drop table m_template_penunjang;
    drop table m_template_resep;
    drop table m_alat_bantu_tarik;
    drop table m_asal_darah;
    drop table m_darah_balance_cairan;
    drop table m_cairan;
    drop table m_kesadaran;
    drop table m_penyakit_menular;
    drop table m_riwayat_alergi;
    drop table m_inform_consent;
    drop table m_insiden;
    drop table m_dosis;
    drop table m_hais;
    drop table m_icd10_upla;
    drop table m_icd9_upla;
    drop table m_icd10;
    drop table m_icd9;
    drop table m_bentuk_makanan;
    drop table m_jenis_diit;
    drop table m_gizi_tanda;
    drop table m_gizi_problem;
    drop table m_gizi_etiologi;
    drop table m_gizi_tujuan;
    drop table m_gizi_intervensi;
    drop table m_gizi_diagnosis;
    drop table m_siki_kriteria;
    drop table m_siki;
    drop table m_siki_kategori;
    drop table m_slki_kriteria;
    drop table m_slki;
    drop table m_slki_kategori;
    drop table m_sdki_kriteria;
    drop table m_sdki;
    drop table m_sdki_kategori;
    drop table m_ranap_bed;
    drop table m_ranap_kamar;
    drop table m_ruangan;
    drop table m_fasilitas;
    drop table m_poli_sub_spesialis;
    drop table m_rekening_bank;
    drop table m_vendor;
    drop table m_asuransi_cob;
    drop table m_ugd_puskesmas;
    drop table m_ugd_rumah_sakit;
    drop table m_dokter_rujukan;
    drop table m_poli_rujukan;
    drop table m_faskes_rujukan;
    drop table m_asal_rujukan;
    drop table m_suku;
    drop table m_pekerjaan;
    drop table m_cara_pembayaran;
    drop table m_zipcode;
    drop table m_alat_infus;
    drop table m_alat_kesehatan;
    drop table m_tindakan_pa;
    drop table m_implan;
    drop table m_tindakan_operasi;
    drop table m_jenis_tindakan_operasi;
    drop table m_tindakan_perawat;
    drop table m_tindakan_dokter;
    drop table m_sub_laboratorium;
    drop table m_laboratorium;
    drop table m_tindakan_fisioterapi;
    drop table m_fisioterapi;
    drop table m_fisioterapi_head;
    drop table m_radiologi;
    drop table m_type_satuan;
  `)
    .execute(db);
}
