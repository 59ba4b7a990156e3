import { Link } from 'react-router-dom';
import type { ScreenProps } from '../features/types';
import { NoticeBox, PageTitle } from '../ui';

/** An honest page for a route whose screen a later issue builds. */
export default function NotYetScreen({ route }: ScreenProps) {
  return (
    <>
      <PageTitle>{route.title}</PageTitle>
      <NoticeBox role="status" data-testid="not-yet">
        <strong>Halaman ini belum tersedia.</strong>
        <p>
          Menu “{route.title}” sudah terdaftar dan akan diaktifkan pada pembaruan berikutnya. Untuk
          sementara, gunakan menu lain yang tersedia.
        </p>
        <Link to="/dashboard">Kembali ke Dashboard</Link>
      </NoticeBox>
    </>
  );
}
