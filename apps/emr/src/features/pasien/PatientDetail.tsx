import { useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  Link,
  LinkButton,
  Notice,
  PageHeader,
  PatientHeader,
  Section,
  Stack,
  Text,
} from '@simrs/design-system';
import {
  allergyType,
  bloodType,
  bpjsClass,
  citizenship,
  labelOf,
  maritalStatus,
  responsibleRelation,
} from '@simrs/domain';
import { formatDateTime } from '@simrs/validators';
import {
  type AllergyRow,
  type PatientHistoryEntry,
  type PatientRecordData,
  pasienContract,
  type ResponsiblePersonRow,
} from '@simrs/validators/contracts';
import { useState } from 'react';
import { canDo } from '../../routing/guards';
import type { RouteEntry } from '../../routing/routeTable';
import { useSession } from '../../session/SessionProvider';
import { BootNotice, PrintBlocked } from '../../ui';
import { patientDetailHref, patientEditHref } from './links';
import { type PrintablePatient, printPatient } from './patientPrint';

/** The record page reads the record once; it is read again after an edit (the form mutates it). */
const RECORD = { revalidateOnFocus: false } as const;

type Rec = PatientRecordData['record'];
const text = (v: unknown): string => (v === null || v === undefined || v === '' ? '–' : String(v));

/** 'Jl. Melati 3 RT 001/RW 002, Kel. X, Kec. Y, Kota Z, Provinsi W 12345'. */
export function addressLine(r: Rec): string {
  const parts = [
    r.address,
    r.rt || r.rw ? `RT ${text(r.rt)}/RW ${text(r.rw)}` : null,
    r.villageName,
    r.districtName ? `Kec. ${r.districtName}` : null,
    r.regencyName,
    r.provinceName,
    r.postalCode,
  ].filter((p): p is string => typeof p === 'string' && p !== '');
  return parts.length ? parts.join(', ') : '–';
}

/** The payer chip of the banner: BPJS when a card is on file, else insurer, else general. */
function payerOf(r: Rec): 1 | 2 | 3 {
  if (r.bpjsNo) return 3;
  if (r.insurerId) return 2;
  return 1;
}

const historyColumns: DataTableColumn<PatientHistoryEntry & { key: string }>[] = [
  { id: 'at', label: 'Waktu', value: (e) => formatDateTime(e.at) },
  { id: 'summary', label: 'Kunjungan', isRowHeader: true },
  { id: 'status', label: 'Status', value: (e) => e.status ?? '–' },
];

const personColumns: DataTableColumn<ResponsiblePersonRow>[] = [
  { id: 'name', label: 'Nama', isRowHeader: true },
  {
    id: 'relationship',
    label: 'Hubungan',
    value: (p) => labelOf(responsibleRelation, p.relationship),
  },
  { id: 'phone', label: 'No. Telepon', value: (p) => text(p.phone) },
  { id: 'nik', label: 'NIK', value: (p) => text(p.nik) },
  { id: 'address', label: 'Alamat', value: (p) => text(p.address) },
];

const allergyColumns: DataTableColumn<AllergyRow>[] = [
  { id: 'type', label: 'Jenis', value: (a) => labelOf(allergyType, a.type) },
  { id: 'allergen', label: 'Alergen', isRowHeader: true },
  { id: 'reaction', label: 'Reaksi', value: (a) => text(a.reaction) },
];

/** The patient's record page: banner, identity, address, payer, people, allergies, visits. */
export function PatientDetail({ route, id }: { route: RouteEntry; id: string }) {
  const { app, user } = useSession();
  const answer = useQuery(pasienContract, 'record', { pageId: id }, RECORD);
  const [printBlocked, setPrintBlocked] = useState(false);
  if (answer.isLoading) return <BootNotice>Memuat data pasien…</BootNotice>;
  const data = answer.data;
  if (answer.error || !data) {
    return (
      <Stack gap={5}>
        <PageHeader title="Data Pasien" canAdd={false} listHref={`/${route.key}`} />
        <Notice
          tone="danger"
          title="Data pasien tidak dapat dimuat."
          action={
            <Button variant="secondary" onPress={() => answer.mutate()}>
              Coba lagi
            </Button>
          }
        >
          {answer.error?.message ?? 'Data tidak ditemukan.'}
        </Notice>
      </Stack>
    );
  }
  const r = data.record;
  const printable: PrintablePatient = {
    rmNo: String(r.rmNo),
    name: String(r.name),
    birthDate: String(r.birthDate),
    sex: String(r.sex),
    nik: (r.nik as string | null) ?? null,
    bpjsNo: (r.bpjsNo as string | null) ?? null,
  };
  const print = (kind: 'card' | 'label') =>
    setPrintBlocked(!printPatient(kind, printable, app?.hospitalName ?? 'Rumah Sakit'));
  const history = data.history.map((e) => ({ ...e, key: `${e.source}:${e.refId}:${e.at}` }));

  return (
    <Stack gap={5}>
      <PageHeader
        title="Data Pasien"
        breadcrumbs={[{ label: route.title, href: `/${route.key}` }, { label: String(r.name) }]}
        canAdd={false}
        listHref={`/${route.key}`}
        actions={
          <>
            <Button variant="secondary" onPress={() => print('card')}>
              Cetak Kartu
            </Button>
            <Button variant="secondary" onPress={() => print('label')}>
              Cetak Label
            </Button>
            {data.canEdit ? (
              <LinkButton href={patientEditHref(r.id)} variant="secondary">
                Ubah Data
              </LinkButton>
            ) : null}
            {r.status === 'Y' &&
            !data.mergedInto &&
            user &&
            canDo(user, 'registrasi-pasien', 'add') ? (
              <LinkButton href={`/pasien-lama?patientId=${r.id}`}>Daftarkan Kunjungan</LinkButton>
            ) : null}
          </>
        }
      />
      <PrintBlocked show={printBlocked} />
      {data.mergedInto ? (
        <Notice tone="warning" title="Data pasien ini telah digabungkan.">
          Rekam medis ini digabungkan ke{' '}
          <Link href={patientDetailHref(data.mergedInto.id)}>
            No. RM {data.mergedInto.rmNo} ({data.mergedInto.name})
          </Link>
          . Data ini disimpan apa adanya dan tidak dapat diubah.
        </Notice>
      ) : r.status === 'N' ? (
        <Notice tone="warning" title="Pasien nonaktif.">
          Data pasien ini dinonaktifkan. Rekam medisnya tetap disimpan.
        </Notice>
      ) : null}
      <PatientHeader
        name={String(r.name)}
        rmNo={String(r.rmNo)}
        birthDate={String(r.birthDate)}
        sexCode={String(r.sex)}
        payerCode={payerOf(r)}
        allergies={data.allergies.map((a) => a.allergen)}
      />
      <Card>
        <Section title="Identitas">
          <DescriptionList
            items={[
              { term: 'NIK', description: text(r.nik) },
              { term: 'Kewarganegaraan', description: labelOf(citizenship, String(r.citizenship)) },
              ...(r.citizenship === 'WNA'
                ? [{ term: 'No. Paspor', description: text(r.passportNo) }]
                : []),
              { term: 'Tempat Lahir', description: text(r.birthPlace) },
              {
                term: 'Status Perkawinan',
                description: r.maritalStatus
                  ? labelOf(maritalStatus, String(r.maritalStatus))
                  : '–',
              },
              {
                term: 'Golongan Darah',
                description: r.bloodType ? labelOf(bloodType, String(r.bloodType)) : '–',
              },
              { term: 'Agama', description: text(r.religionIdLabel) },
              { term: 'Pendidikan', description: text(r.educationIdLabel) },
              { term: 'Pekerjaan', description: text(r.occupationIdLabel) },
              { term: 'Suku', description: text(r.ethnicityIdLabel) },
              { term: 'Nama Ibu Kandung', description: text(r.motherName) },
            ]}
          />
        </Section>
      </Card>
      <Card>
        <Section title="Alamat dan Kontak">
          <DescriptionList
            items={[
              { term: 'Alamat', description: addressLine(r) },
              { term: 'No. Telepon', description: text(r.phone) },
              { term: 'No. Telepon Lain', description: text(r.phoneAlt) },
            ]}
          />
        </Section>
      </Card>
      <Card>
        <Section title="Penjamin">
          <DescriptionList
            items={[
              { term: 'No. Kartu BPJS', description: text(r.bpjsNo) },
              {
                term: 'Hak Kelas BPJS',
                description: r.bpjsClass ? labelOf(bpjsClass, String(r.bpjsClass)) : '–',
              },
              { term: 'Asuransi (COB)', description: text(r.insurerIdLabel) },
              { term: 'No. Kartu Asuransi', description: text(r.insurerCardNo) },
            ]}
          />
        </Section>
      </Card>
      <Card>
        <Section title="Penanggung Jawab">
          {data.responsiblePersons.length ? (
            <DataTable
              aria-label="Penanggung jawab"
              title="Penanggung Jawab"
              columns={personColumns}
              rows={data.responsiblePersons}
            />
          ) : (
            <Text tone="muted">Belum ada penanggung jawab.</Text>
          )}
        </Section>
      </Card>
      <Card>
        <Section title="Riwayat Alergi">
          {data.allergies.length ? (
            <DataTable
              aria-label="Riwayat alergi"
              title="Riwayat Alergi"
              columns={allergyColumns}
              rows={data.allergies}
            />
          ) : (
            <Text tone="muted">Tidak ada alergi yang tercatat.</Text>
          )}
        </Section>
      </Card>
      <Card>
        <Section title="Riwayat Kunjungan" description="Terbaru di atas, paling banyak 50.">
          {history.length ? (
            <DataTable
              aria-label="Riwayat kunjungan"
              title="Riwayat Kunjungan"
              columns={historyColumns}
              rows={history}
              rowId={(e) => e.key}
            />
          ) : (
            <Text tone="muted">Belum ada kunjungan.</Text>
          )}
        </Section>
      </Card>
    </Stack>
  );
}
