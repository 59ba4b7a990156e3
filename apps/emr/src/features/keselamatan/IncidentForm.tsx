import { useCommands, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  DescriptionList,
  Form,
  Notice,
  PageHeader,
  Section,
  Stack,
  Text,
  useClock,
  useDialog,
  useToday,
} from '@simrs/design-system';
import {
  incidentActionBy,
  incidentAffected,
  incidentCategory,
  incidentLocation,
  incidentPatientOutcome,
  incidentReporter,
  incidentReporterStaff,
  incidentType,
  isIncidentReportLate,
} from '@simrs/domain';
import {
  CARE_KIND_LABELS,
  incidentReportInput,
  laporanInsidenContract,
} from '@simrs/validators/contracts';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormChoice, FormDate, FormRadio, FormText } from '../../forms/boundFields';
import { checkedBy } from '../../forms/checkedBy';
import { setServerErrors } from '../../forms/serverErrors';
import { INCIDENT_PATH } from './words';

/** The reporting form's values, as the fields hold them (text). */
export interface ReportValues {
  incidentDate: string;
  incidentTime: string;
  incidentType: string;
  category: string;
  title: string;
  chronology: string;
  reporter: string;
  reporterStaff: string;
  affected: string;
  rm: string;
  patientId: string;
  registrationId: string;
  location: string;
  locationDetail: string;
  unit: string;
  outcome: string;
  immediateAction: string;
  actionBy: string;
  happenedBefore: string;
  happenedBeforeNote: string;
}

/** What the form sends: its values without the RM number typed to find the patient. */
export function reportPayload({ rm: _rm, ...v }: ReportValues) {
  return v;
}

const yesNo = [
  { code: 'N', label: 'Tidak' },
  { code: 'Y', label: 'Ya' },
];

/**
 * The incident report (the national KKPRS form's content): when, what happened, who reported and
 * to whom it happened, where, the result and the action taken. Checked by the contract's schema
 * in the browser, then by the server; the server's refusals land on their fields.
 */
export function IncidentForm({ title }: { title: string }) {
  const today = useToday().toString();
  const clock = useClock();
  const dialog = useDialog();
  const navigate = useNavigate();
  const act = useCommands(laporanInsidenContract);
  const form = useForm<ReportValues>({
    defaultValues: {
      incidentDate: today,
      incidentTime: '',
      incidentType: '',
      category: '',
      title: '',
      chronology: '',
      reporter: 'KARYAWAN',
      reporterStaff: '',
      affected: '',
      rm: '',
      patientId: '',
      registrationId: '',
      location: '',
      locationDetail: '',
      unit: '',
      outcome: '',
      immediateAction: '',
      actionBy: '',
      happenedBefore: 'N',
      happenedBeforeNote: '',
    },
    resolver: checkedBy(incidentReportInput, reportPayload),
  });
  const c = form.control;
  const [reporter, affected, before, date, time, type] = useWatch({
    control: c,
    name: [
      'reporter',
      'affected',
      'happenedBefore',
      'incidentDate',
      'incidentTime',
      'incidentType',
    ],
  });
  const [rmAsked, setRmAsked] = useState('');
  const patient = useQuery(laporanInsidenContract, 'pasien', rmAsked ? { rm: rmAsked } : null, {
    shouldRetryOnError: false,
  });
  const found = rmAsked && patient.data ? patient.data : null;

  const findPatient = () => {
    const rm = form.getValues('rm').trim();
    form.setValue('patientId', '');
    form.setValue('registrationId', '');
    setRmAsked(rm);
  };
  // The patient found fills the report's patient (and their only visit in care, if one).
  useEffect(() => {
    if (!found) return;
    form.setValue('patientId', String(found.patientId));
    const only = found.visits.length === 1 ? found.visits[0] : undefined;
    form.setValue('registrationId', only ? String(only.registrationId) : '');
    form.clearErrors('patientId');
  }, [found, form]);

  const late =
    /^\d{4}-\d{2}-\d{2}$/.test(date) && /^([01]\d|2[0-3]):[0-5]\d$/.test(time)
      ? isIncidentReportLate(new Date(`${date}T${time}:00+07:00`), new Date(clock.now()))
      : false;

  const submit = async (values: ReportValues) => {
    const result = await act.run('lapor', reportPayload(values) as never);
    if (result.ok) {
      dialog.showSuccess(result.message ?? 'Laporan insiden terkirim.');
      navigate(`${INCIDENT_PATH}?id=${result.response.data.detail.id}`);
      return;
    }
    setServerErrors(form.setError, result.error);
    dialog.showError(result.error);
  };

  return (
    <Stack gap={5}>
      <PageHeader
        title="Buat Laporan Insiden"
        breadcrumbs={[{ label: title, href: INCIDENT_PATH }, { label: 'Buat Laporan' }]}
        canAdd={false}
        listHref={INCIDENT_PATH}
      />
      <Notice tone="info" title="Laporan bersifat rahasia dan tidak untuk menyalahkan.">
        Laporan dikirim ke Tim Keselamatan Pasien paling lambat 2 x 24 jam setelah insiden. Hanya
        Anda dan tim yang dapat membacanya.
      </Notice>
      <Form form={form} onSubmit={submit} aria-label="Laporan Insiden">
        <Stack gap={5}>
          <Card title="Waktu dan Jenis Insiden">
            <Stack gap={4}>
              <Stack direction="horizontal" wrap gap={4} align="start">
                <FormDate control={c} name="incidentDate" label="Tanggal Insiden *" />
                <FormText
                  control={c}
                  name="incidentTime"
                  label="Jam Insiden *"
                  description="JJ:MM, mis. 14:30"
                />
              </Stack>
              {late ? (
                <Notice tone="warning" title="Melewati batas 2 x 24 jam.">
                  Laporan tetap dapat dikirim dan akan ditandai terlambat.
                </Notice>
              ) : null}
              <FormText
                control={c}
                name="title"
                label="Insiden *"
                description="Singkat, mis. Pasien jatuh dari tempat tidur"
              />
              <FormText
                control={c}
                name="chronology"
                label="Kronologis Insiden *"
                kind="clinical"
                multiline
              />
              <FormRadio
                control={c}
                name="incidentType"
                label="Jenis Insiden *"
                options={incidentType}
              />
              <FormChoice
                control={c}
                name="category"
                label="Tipe Insiden *"
                options={incidentCategory}
              />
            </Stack>
          </Card>
          <Card title="Pelapor dan Korban">
            <Stack gap={4}>
              <FormRadio
                control={c}
                name="reporter"
                label="Pelapor Insiden *"
                options={incidentReporter}
              />
              {reporter === 'KARYAWAN' ? (
                <FormRadio
                  control={c}
                  name="reporterStaff"
                  label="Karyawan *"
                  options={incidentReporterStaff}
                />
              ) : null}
              <FormRadio
                control={c}
                name="affected"
                label={type === '4' ? 'Insiden Terjadi pada' : 'Insiden Terjadi pada *'}
                options={incidentAffected}
              />
              {affected === 'PASIEN' ? (
                <Section title="Pasien" level={3}>
                  <Stack direction="horizontal" wrap gap={3} align="end">
                    <FormText control={c} name="rm" label="No. RM Pasien *" kind="digits" />
                    <Button variant="secondary" onPress={findPatient}>
                      Cari Pasien
                    </Button>
                  </Stack>
                  {rmAsked && patient.error ? (
                    <Text role="alert" tone="danger">
                      {patient.error.message}
                    </Text>
                  ) : null}
                  {form.formState.errors.patientId?.message && !found ? (
                    <Text role="alert" tone="danger">
                      {form.formState.errors.patientId.message}
                    </Text>
                  ) : null}
                  {found ? (
                    <Stack gap={3}>
                      <DescriptionList
                        layout="inline"
                        items={[
                          { id: 'name', term: 'Nama', description: found.name },
                          { id: 'rm', term: 'No. RM', description: found.rmNo },
                        ]}
                      />
                      {found.visits.length > 0 ? (
                        <FormChoice
                          control={c}
                          name="registrationId"
                          label="Kunjungan saat insiden"
                          noneCode="NONE"
                          options={[
                            { code: 'NONE', label: 'Tidak terkait kunjungan saat ini' },
                            ...found.visits.map((v) => ({
                              code: String(v.registrationId),
                              label: `${CARE_KIND_LABELS[v.kind]} · ${v.place} · ${v.regNo}`,
                            })),
                          ]}
                        />
                      ) : (
                        <Text tone="muted">Pasien tidak sedang dalam perawatan.</Text>
                      )}
                    </Stack>
                  ) : null}
                </Section>
              ) : null}
            </Stack>
          </Card>
          <Card title="Lokasi dan Akibat">
            <Stack gap={4}>
              <FormChoice
                control={c}
                name="location"
                label="Lokasi Insiden *"
                options={incidentLocation}
              />
              <FormText
                control={c}
                name="locationDetail"
                label="Tempat Kejadian"
                description="mis. Kamar mandi Bangsal Melati"
              />
              <FormText
                control={c}
                name="unit"
                label="Unit Terkait *"
                description="Unit kerja yang terkait dengan insiden"
              />
              <FormRadio
                control={c}
                name="outcome"
                label="Akibat Insiden *"
                options={incidentPatientOutcome}
              />
              <FormText
                control={c}
                name="immediateAction"
                label="Tindakan Segera dan Hasilnya *"
                kind="clinical"
                multiline
              />
              <FormRadio
                control={c}
                name="actionBy"
                label="Tindakan Dilakukan oleh *"
                options={incidentActionBy}
              />
              <FormRadio
                control={c}
                name="happenedBefore"
                label="Apakah kejadian yang sama pernah terjadi di unit kerja? *"
                options={yesNo}
              />
              {before === 'Y' ? (
                <FormText
                  control={c}
                  name="happenedBeforeNote"
                  label="Kapan dan langkah yang telah diambil *"
                  kind="clinical"
                  multiline
                />
              ) : null}
            </Stack>
          </Card>
          <Stack direction="horizontal" wrap gap={3}>
            <Button type="submit" isPending={form.formState.isSubmitting}>
              Kirim Laporan
            </Button>
            <Button variant="secondary" onPress={() => navigate(INCIDENT_PATH)}>
              Batal
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Stack>
  );
}
