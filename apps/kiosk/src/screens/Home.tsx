import { Stack } from '@simrs/design-system';
import { navigate } from '../lib/router';

const LINKS: [string, string][] = [
  ['display-cetak', 'Ambil Nomor Antrean'],
  ['display-check-in', 'Check-in Reservasi'],
  ['display-antrian', 'Layar Antrean'],
  ['display-anjungan-ranap', 'Ketersediaan Tempat Tidur'],
];

/** Unknown paths land here: the public screens of this terminal. */
export default function Home() {
  return (
    <main className="screen screen-kiosk home">
      <h1>Anjungan Mandiri</h1>
      <div className="menu">
        <Stack gap={5}>
          {LINKS.map(([path, label]) => (
            <button key={path} type="button" className="big-button" onClick={() => navigate(path)}>
              {label}
            </button>
          ))}
        </Stack>
      </div>
    </main>
  );
}
