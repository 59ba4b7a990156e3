// The foundations pages of the Storybook, drawn from the tokens module: every value, name and
// contrast ratio shown here is read from `../tokens`, never copied, so the pages follow a change.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  breakpoints,
  colourValues,
  contrastRatio,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  palette,
  radius,
  type StatusTone,
  shadow,
  space,
  statusTones,
} from '../tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The ratio as the page shows it ('7,12 : 1'), with the WCAG level it reaches for text. */
export function ratioText(ratio: number): string {
  return `${ratio.toFixed(2).replace('.', ',')} : 1`;
}
export function wcagLevel(ratio: number, minimum = 4.5): string {
  if (ratio >= 7) return 'AAA';
  if (ratio >= minimum) return 'AA';
  return minimum < 4.5 && ratio >= 3 ? 'AA (bukan teks)' : 'Tidak lulus';
}

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--ds-font-size-sm);
  & caption {
    text-align: left;
    font-weight: var(--ds-font-weight-semibold);
    font-size: var(--ds-font-size-md);
    padding-bottom: var(--ds-space-3);
  }
  & th,
  & td {
    text-align: left;
    vertical-align: middle;
    padding: var(--ds-space-3) var(--ds-space-4);
    border-bottom: 1px solid var(--ds-color-border);
  }
  & thead th {
    color: var(--ds-color-text-muted);
    font-weight: var(--ds-font-weight-medium);
  }
  & code {
    font-family: var(--ds-font-family-mono);
    font-size: var(--ds-font-size-xs);
  }
`;

const Swatch = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 72px;
  height: 32px;
  padding: 0 var(--ds-space-3);
  border-radius: var(--ds-radius-sm);
  border: 1px solid var(--ds-color-border);
  font-weight: var(--ds-font-weight-semibold);
`;

const Page = styled.div`
  display: grid;
  gap: var(--ds-space-7);
  max-width: 1100px;
  color: var(--ds-color-text);
  & > p {
    margin: 0;
    max-width: 70ch;
  }
`;

export function FoundationPage({ intro, children }: { intro: ReactNode; children: ReactNode }) {
  return (
    <Page>
      <p>{intro}</p>
      {children}
    </Page>
  );
}

const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** Every raw scale of the light theme, each step with its contrast on white and on gray 900. */
export function PaletteTable() {
  const rows: Array<[string, string]> = [];
  for (const [scale, steps] of Object.entries(palette)) {
    if (typeof steps === 'string') rows.push([scale, steps]);
    else for (const [step, hex] of Object.entries(steps)) rows.push([`${scale}-${step}`, hex]);
  }
  return (
    <Table aria-label="Skala warna">
      <caption>Skala warna (palette)</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Contoh</th>
          <th scope="col">Nilai</th>
          <th scope="col">Kontras pada putih</th>
          <th scope="col">Kontras pada gray-900</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, hex]) => {
          const onWhite = contrastRatio(hex, palette.white);
          const onDark = contrastRatio(hex, palette.gray[900]);
          return (
            <tr key={name} data-token={`--ds-palette-${name}`}>
              <th scope="row">
                <code>--ds-palette-{name}</code>
              </th>
              <td>
                <Swatch aria-hidden="true" style={{ background: hex }} />
              </td>
              <td>
                <code>{hex}</code>
              </td>
              <td data-ratio={onWhite.toFixed(2)}>
                {ratioText(onWhite)} ({wcagLevel(onWhite)})
              </td>
              <td>
                {ratioText(onDark)} ({wcagLevel(onDark)})
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** The semantic colours (what components use), each with its value and its contrast on `bg`. */
export function SemanticColourTable() {
  const rows: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(colourValues) as Array<[string, unknown]>) {
    if (typeof value === 'string') rows.push([name, value]);
  }
  return (
    <Table aria-label="Warna semantik">
      <caption>Warna semantik (yang dipakai komponen)</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Contoh</th>
          <th scope="col">Nilai</th>
          <th scope="col">Kontras pada bg</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value]) => {
          const ratio = isHex(value) ? contrastRatio(value, colourValues.bg) : undefined;
          return (
            <tr key={name} data-token={`--ds-color-${kebab(name)}`}>
              <th scope="row">
                <code>--ds-color-{kebab(name)}</code>
              </th>
              <td>
                <Swatch style={{ background: value }} aria-hidden="true" />
              </td>
              <td>
                <code>{value}</code>
              </td>
              <td>{ratio ? `${ratioText(ratio)} (${wcagLevel(ratio, 3)})` : '-'}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

const TONE_NAMES: Record<StatusTone, string> = {
  neutral: 'Netral',
  info: 'Info',
  progress: 'Proses',
  success: 'Berhasil',
  warning: 'Peringatan',
  danger: 'Bahaya',
  muted: 'Redup',
};

/** The status tones: the chip (fg on bg) and the band (onSolid on solid), with their ratios. */
export function ToneTable() {
  return (
    <Table aria-label="Nada status">
      <caption>Nada status (chip dan pita): selalu dengan kata, tidak pernah warna saja</caption>
      <thead>
        <tr>
          <th scope="col">Nada</th>
          <th scope="col">Chip (fg pada bg)</th>
          <th scope="col">Kontras chip</th>
          <th scope="col">Pita (onSolid pada solid)</th>
          <th scope="col">Kontras pita</th>
          <th scope="col">Garis tepi pada bg halaman</th>
        </tr>
      </thead>
      <tbody>
        {statusTones.map((tone) => {
          const c = colourValues.status[tone];
          const chip = contrastRatio(c.fg, c.bg);
          const band = contrastRatio(c.onSolid, c.solid);
          const border = contrastRatio(c.border, colourValues.bg);
          return (
            <tr key={tone} data-tone={tone}>
              <th scope="row">
                {TONE_NAMES[tone]} <code>{tone}</code>
              </th>
              <td>
                <Swatch style={{ background: c.bg, color: c.fg, borderColor: c.border }}>
                  {TONE_NAMES[tone]}
                </Swatch>
              </td>
              <td data-ratio={chip.toFixed(2)}>
                {ratioText(chip)} ({wcagLevel(chip)})
              </td>
              <td>
                <Swatch style={{ background: c.solid, color: c.onSolid, borderColor: c.solid }}>
                  {TONE_NAMES[tone]}
                </Swatch>
              </td>
              <td data-ratio={band.toFixed(2)}>
                {ratioText(band)} ({wcagLevel(band)})
              </td>
              <td>{ratioText(border)}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

const Bar = styled.span`
  display: inline-block;
  height: 16px;
  background: var(--ds-color-accent);
  border-radius: 2px;
`;

/** The spacing scale: each step as a bar of its width. */
export function SpaceTable() {
  return (
    <Table aria-label="Skala jarak">
      <caption>Skala jarak (gap, padding; komponen tata letak menerima langkahnya)</caption>
      <thead>
        <tr>
          <th scope="col">Langkah</th>
          <th scope="col">Token</th>
          <th scope="col">Nilai</th>
          <th scope="col">Contoh</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(space).map(([step, value]) => (
          <tr key={step} data-token={`--ds-space-${step}`}>
            <th scope="row">{step}</th>
            <td>
              <code>--ds-space-{step}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td>
              <Bar data-sample style={{ width: `var(--ds-space-${step})` }} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Tile = styled.span`
  display: inline-block;
  width: 96px;
  height: 56px;
  background: var(--ds-color-surface-raised);
  border: 1px solid var(--ds-color-border-strong);
`;

/** Corner radii and elevations. */
export function RadiusShadowTables() {
  return (
    <>
      <Table aria-label="Sudut">
        <caption>Sudut (radius)</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Nilai</th>
            <th scope="col">Contoh</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(radius).map(([name, value]) => (
            <tr key={name} data-token={`--ds-radius-${name}`}>
              <th scope="row">
                <code>--ds-radius-{name}</code>
              </th>
              <td>
                <code>{value}</code>
              </td>
              <td>
                <Tile data-sample style={{ borderRadius: `var(--ds-radius-${name})` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Table aria-label="Bayangan">
        <caption>Bayangan (hanya untuk yang melayang di atas halaman)</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Nilai</th>
            <th scope="col">Contoh</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(shadow).map(([name, value]) => (
            <tr key={name} data-token={`--ds-shadow-${name}`}>
              <th scope="row">
                <code>--ds-shadow-{name}</code>
              </th>
              <td>
                <code>{value}</code>
              </td>
              <td style={{ padding: 24 }}>
                <Tile
                  data-sample
                  style={{
                    borderRadius: 'var(--ds-radius-md)',
                    border: 'none',
                    boxShadow: `var(--ds-shadow-${name})`,
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

/** The type scale, weights, line heights and families. */
export function TypeTables() {
  return (
    <>
      <Table aria-label="Skala huruf">
        <caption>Skala huruf (Inter)</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Nilai</th>
            <th scope="col">Contoh</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(fontSize).map(([name, value]) => (
            <tr key={name} data-token={`--ds-font-size-${name}`}>
              <th scope="row">
                <code>--ds-font-size-{name}</code>
              </th>
              <td>
                <code>{value}</code>
              </td>
              <td>
                <span data-sample style={{ fontSize: `var(--ds-font-size-${name})` }}>
                  Rekam Medis Pasien 0123
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Table aria-label="Ketebalan, tinggi baris dan keluarga huruf">
        <caption>Ketebalan, tinggi baris dan keluarga huruf</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Nilai</th>
            <th scope="col">Contoh</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(fontWeight).map(([name, value]) => (
            <tr key={name} data-token={`--ds-font-weight-${name}`}>
              <th scope="row">
                <code>--ds-font-weight-{name}</code>
              </th>
              <td>
                <code>{value}</code>
              </td>
              <td style={{ fontWeight: Number(value) }}>Simpan Perubahan</td>
            </tr>
          ))}
          {Object.entries(lineHeight).map(([name, value]) => (
            <tr key={name} data-token={`--ds-line-height-${name}`}>
              <th scope="row">
                <code>--ds-line-height-{name}</code>
              </th>
              <td>
                <code>{value}</code>
              </td>
              <td>{name === 'tight' ? 'Judul dan angka' : 'Teks berjalan'}</td>
            </tr>
          ))}
          {Object.entries(fontFamily).map(([name, value]) => (
            <tr key={name} data-token={`--ds-font-family-${name}`}>
              <th scope="row">
                <code>--ds-font-family-{name}</code>
              </th>
              <td>
                <code>{value}</code>
              </td>
              <td style={{ fontFamily: value }}>No. RM 00-12-34</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

const FocusSample = styled.span`
  display: inline-block;
  padding: var(--ds-space-3) var(--ds-space-5);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-accent);
  color: var(--ds-color-on-accent);
  box-shadow: var(--ds-focus-ring);
`;

/** The focus ring and the breakpoints. */
export function FocusBreakpointTables() {
  const ring = contrastRatio(colourValues.focus, colourValues.bg);
  return (
    <>
      <Table aria-label="Cincin fokus">
        <caption>Cincin fokus (keyboard: data-focus-visible)</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Nilai</th>
            <th scope="col">Kontras pada bg</th>
            <th scope="col">Contoh</th>
          </tr>
        </thead>
        <tbody>
          <tr data-token="--ds-focus-ring">
            <th scope="row">
              <code>--ds-focus-ring</code>
            </th>
            <td>
              <code>0 0 0 2px bg, 0 0 0 4px focus</code>
            </td>
            <td data-ratio={ring.toFixed(2)}>
              {ratioText(ring)} ({wcagLevel(ring, 3)})
            </td>
            <td style={{ padding: 16 }}>
              <FocusSample data-sample>Simpan</FocusSample>
            </td>
          </tr>
        </tbody>
      </Table>
      <Table aria-label="Titik henti">
        <caption>
          Titik henti (angka di tokens: media dan container query tidak membaca variabel)
        </caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Lebar</th>
            <th scope="col">Artinya</th>
          </tr>
        </thead>
        <tbody>
          <tr data-breakpoint="md">
            <th scope="row">
              <code>breakpoints.md</code>
            </th>
            <td>{breakpoints.md} px</td>
            <td>
              Ponsel di bawah {breakpoints.md} px: sidebar menjadi panel di atas halaman, kolom
              dilipat menjadi satu.
            </td>
          </tr>
          <tr data-breakpoint="lg">
            <th scope="row">
              <code>breakpoints.lg</code>
            </th>
            <td>{breakpoints.lg} px</td>
            <td>
              Tablet {breakpoints.md}–{breakpoints.lg - 1} px (sidebar mini); desktop mulai{' '}
              {breakpoints.lg} px.
            </td>
          </tr>
        </tbody>
      </Table>
    </>
  );
}
