/**
 * The public display and kiosk screens of spec 2.2 (no login), as the screen catalogue
 * (`./screens`) defines them, in a module small enough for an app's first load: the staff app
 * decides at boot, before anything else loads, whether an address belongs to the kiosk app.
 */

/** The paths of the public screens; a `{param?}` is an optional path parameter. */
export const PUBLIC_SCREEN_PATHS: readonly string[] = [
  'display-poli',
  'display-penunjang',
  'display-antrian',
  'display-anjungan-ranap',
  'display-cetak',
  'display-finger-print',
  'display-antrian-admisi',
  'display-antrian-perawat',
  'display-antrian-farmasi',
  'display-antrian-farmasi-ugd',
  'display-check-in',
  'input-kode-booking',
  'scan-qr-code',
  'scan-qr-code-surat',
  'done-checkin/{pageSlug?}',
  'input-kode-bpjs',
  'display-antrian-ugd',
  'display-antrian-admisi-ugd',
];

/** Public screen key -> how many (optional) path parameters it takes. */
const PARAMS: ReadonlyMap<string, number> = new Map(
  PUBLIC_SCREEN_PATHS.map((path) => {
    const [key = '', ...params] = path.split('/');
    return [key, params.length] as const;
  }),
);

/** True when the path (`/display-poli`, `/done-checkin/A001`) is a public screen's. */
export function isPublicScreenPath(pathname: string): boolean {
  const [key, ...rest] = pathname.split('/').filter(Boolean);
  if (key === undefined) return false;
  const params = PARAMS.get(decodeURIComponent(key));
  return params !== undefined && rest.length <= params;
}
