import { EmptyState, LinkButton, PageHeader, Stack } from '@simrs/design-system';
import type { ScreenProps } from '../features/types';

/** An honest page for a route whose screen a later issue builds. */
export default function NotYetScreen({ route }: ScreenProps) {
  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} />
      <Stack role="status" data-testid="not-yet">
        <EmptyState
          title="Halaman ini belum tersedia."
          description={`Menu “${route.title}” sudah terdaftar dan akan diaktifkan pada pembaruan berikutnya. Untuk sementara, gunakan menu lain yang tersedia.`}
          action={
            <LinkButton href="/dashboard" variant="secondary">
              Kembali ke Dashboard
            </LinkButton>
          }
        />
      </Stack>
    </Stack>
  );
}
