import { PageHeader, Stack } from '@simrs/design-system';
import { useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../types';
import { VerificationPanel } from './VerificationPanel';

/**
 * Verifikasi Rekam Medis (`/verifikasi-rekam-medis?pageSlug=rajal|ugd&regId=`): the records step
 * of one finished visit. Without pageSlug and regId the router sends the user to the Dashboard
 * (the spec's rule); the visits come from the Verifikasi UPLA worklist.
 */
export default function VerifikasiRmScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const regId = Number(params.get('regId'));
  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} />
      {Number.isInteger(regId) && regId > 0 ? (
        <VerificationPanel key={regId} registrationId={regId} />
      ) : null}
    </Stack>
  );
}
