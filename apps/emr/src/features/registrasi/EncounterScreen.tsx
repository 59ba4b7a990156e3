import { useQuery } from '@simrs/api-client';
import { Card, Link, LinkButton, PageHeader, Stack, StatusChip, Text } from '@simrs/design-system';
import { formatDate } from '@simrs/validators';
import { poliKunjunganContract } from '@simrs/validators/contracts';
import { canDo } from '../../routing/guards';
import { chartHref } from '../../routing/recordLinks';
import { useSession } from '../../session/SessionProvider';
import { BootNotice, LoadError } from '../../ui';
import { VisitRecord } from '../dokumen/index';
import { payerText, statusListOf } from './registrationModel';
import { mayPlanControl } from './worklistModel';

/**
 * The doctor's encounter screen (`/dokter/periksa/{registrationId}`), opened from the clinic
 * worklist: the visit (clinic, doctor, payer, status) and, on one page, what the doctor does
 * during it: the assessments to fill, diagnoses and procedures, CPPT, the control plan, letters;
 * the whole chart one link away.
 */
export function EncounterScreen({ registrationId }: { registrationId: number }) {
  const { user } = useSession();
  const answer = useQuery(poliKunjunganContract, 'detail', { pageId: String(registrationId) });
  if (answer.isLoading) return <BootNotice>Memuat kunjungan…</BootNotice>;
  if (!answer.data) {
    return (
      <LoadError
        title="Kunjungan gagal dimuat."
        error={answer.error}
        onRetry={() => void answer.mutate()}
      />
    );
  }
  const { registration: v, patient } = answer.data;
  const may = (menu: string, action: 'view' | 'add') => Boolean(user && canDo(user, menu, action));
  return (
    <Stack gap={5}>
      <PageHeader title={`Pemeriksaan · ${patient.name}`} canAdd={false} />
      <Card>
        <Stack gap={3}>
          <Stack direction="horizontal" wrap gap={3} align="center">
            <StatusChip
              list={statusListOf(v.kind)}
              code={v.status}
              data-testid="encounter-status"
            />
            <Text>
              {v.regNo} · {formatDate(v.visitDate)} · {v.poliName ?? v.kind} · {v.doctorName ?? '–'}{' '}
              · {payerText(v)}
            </Text>
          </Stack>
          <Stack direction="horizontal" wrap gap={3} align="center">
            <Link href="/dokter">← Daftar Pasien Poli</Link>
            <Link href={chartHref(patient.rmNo, v.id)}>Rekam Medis lengkap</Link>
            {may('rencana-kontrol', 'add') && mayPlanControl(v) ? (
              <LinkButton size="sm" variant="secondary" href={`/rencana-kontrol?originId=${v.id}`}>
                Rencana Kontrol
              </LinkButton>
            ) : null}
            {may('penerbitan-surat', 'add') ? (
              <LinkButton
                size="sm"
                variant="secondary"
                href={`/penerbitan-surat?terbit=1&reg=${v.id}`}
              >
                Surat
              </LinkButton>
            ) : null}
          </Stack>
        </Stack>
      </Card>
      <VisitRecord rmNo={patient.rmNo} registrationId={v.id} />
    </Stack>
  );
}
