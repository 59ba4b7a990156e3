import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { spaceSteps } from '../internal/layout';
import { space } from '../tokens';
import { Stack } from './Stack';

const Box = ({ children, wide }: { children: string; wide?: boolean }) => (
  <div
    data-box
    style={{
      padding: 'var(--ds-space-3) var(--ds-space-4)',
      minWidth: wide ? 180 : undefined,
      border: '1px solid var(--ds-color-border)',
      borderRadius: 'var(--ds-radius-md)',
      background: 'var(--ds-color-surface)',
    }}
  >
    {children}
  </div>
);

const boxes = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[data-box]')].map((b) =>
    b.getBoundingClientRect(),
  );

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  // The docs page is Stack.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: {
    children: [<Box key="a">Identitas pasien</Box>, <Box key="b">Riwayat kunjungan</Box>],
  },
  argTypes: {
    direction: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    gap: { control: 'select', options: spaceSteps },
    align: {
      control: 'select',
      options: [undefined, 'start', 'center', 'end', 'stretch', 'baseline'],
    },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
    wrap: { control: 'boolean' },
    as: { control: 'select', options: ['div', 'section', 'ul', 'ol', 'form', 'nav'] },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vertical, 12 px apart (spacing step 4), full width. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [a, b] = boxes(canvasElement);
    await expect(Math.round((b?.top ?? 0) - (a?.bottom ?? 0))).toBe(Number.parseInt(space[4], 10));
    await expect(a?.left).toBe(b?.left);
    await expect(a?.width).toBe(b?.width);
  },
};

export const Playground: Story = {
  args: { direction: 'horizontal', gap: 6, justify: 'between' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-direction]');
    await expect(getComputedStyle(root as HTMLElement).columnGap).toBe(space[6]);
    const [a, b] = boxes(canvasElement);
    // 'between': the first box at the start, the last at the end of the row.
    await expect(a?.left).toBe(root?.getBoundingClientRect().left);
    await expect(Math.round(b?.right ?? 0)).toBe(
      Math.round(root?.getBoundingClientRect().right ?? 0),
    );
  },
};

/** Every gap of the spacing scale is its token's value. */
export const Gaps: Story = {
  render: () => (
    <Stack gap={5}>
      {spaceSteps.map((step) => (
        <Stack key={step} direction="horizontal" gap={step} data-step={step}>
          <Box>{`gap ${step}`}</Box>
          <Box>{space[step]}</Box>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const step of spaceSteps) {
      const row = canvasElement.querySelector<HTMLElement>(`[data-step='${step}']`);
      const expected = space[step] === '0' ? '0px' : space[step];
      await expect(getComputedStyle(row as HTMLElement).columnGap).toBe(expected);
      const [a, b] = [...(row?.querySelectorAll('[data-box]') ?? [])].map((x) =>
        x.getBoundingClientRect(),
      );
      await expect(Math.round((b?.left ?? 0) - (a?.right ?? 0))).toBe(
        Number.parseInt(expected, 10),
      );
    }
  },
};

/** Side by side, centred on one line by default (a row of buttons). */
export const Horizontal: Story = {
  args: {
    direction: 'horizontal',
    gap: 3,
    children: [
      <Button key="s">Simpan</Button>,
      <Button key="b" variant="secondary" size="sm">
        Batal
      </Button>,
    ],
  },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Simpan' }).getBoundingClientRect();
    const cancel = canvas.getByRole('button', { name: 'Batal' }).getBoundingClientRect();
    await expect(cancel.left - save.right).toBe(8);
    await expect(
      Math.abs(save.top + save.height / 2 - (cancel.top + cancel.height / 2)),
    ).toBeLessThan(1);
  },
};

/** With `wrap`, items that do not fit move to the next line instead of overflowing. */
export const Wrap: Story = {
  args: {
    direction: 'horizontal',
    wrap: true,
    children: ['Poli Umum', 'Poli Gigi', 'Poli Anak', 'Poli Mata'].map((name) => (
      <Box key={name} wide>
        {name}
      </Box>
    )),
  },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const rects = boxes(canvasElement);
    const root = canvasElement.querySelector<HTMLElement>('[data-direction]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(420);
    await expect(rects[2]?.top ?? 0).toBeGreaterThan(rects[0]?.bottom ?? 0);
    await expect(rects[2]?.left).toBe(rects[0]?.left);
  },
};

const submitted = fn();

/** As another element: a list keeps its semantics without bullets; a form submits. */
export const AsListAndForm: Story = {
  render: () => (
    <Stack gap={5}>
      <Stack as="ul" gap={2} aria-label="Dokter jaga">
        <li>dr. Ani</li>
        <li>dr. Budi</li>
      </Stack>
      <Stack
        as="form"
        direction="horizontal"
        aria-label="Cari pasien"
        onSubmit={(e) => {
          e.preventDefault();
          submitted();
        }}
      >
        <Button type="submit">Cari</Button>
      </Stack>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Dokter jaga' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
    await userEvent.click(canvas.getByRole('button', { name: 'Cari' }));
    await expect(submitted).toHaveBeenCalledTimes(1);
  },
};
