import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconEdit, IconPlus, IconTrash } from '../icons';
import { Button, IconButton } from './Button';
import { Link, LinkButton } from './Link';

const meta = {
  title: 'Actions/Button',
  component: Button,
  // The docs page is Button.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { children: 'Simpan', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    isDisabled: { control: 'boolean' },
    isPending: { control: 'boolean' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { variant: 'secondary', size: 'md' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Simpan' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Hover: the pointer over the button darkens its ground (what `data-hovered` styles). */
export const Hover: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Simpan' });
    const rest = getComputedStyle(button).backgroundColor;
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
    // The ground eases to its hover colour.
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).not.toBe(rest));
  },
};

/** Pressed: held down (pointer or Space), darker still; left held so the state stays on screen. */
export const Pressed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Simpan' });
    const rest = getComputedStyle(button).backgroundColor;
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    await expect(button).toHaveAttribute('data-pressed', 'true');
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).not.toBe(rest));
  },
};

/** Focus-visible: reached by Tab, the focus ring of the tokens (never on a mouse click). */
export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Simpan' });
    await userEvent.tab();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(button).boxShadow).toContain('0px 0px 0px 4px');
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Simpan' });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Simpan' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toBeDisabled();
  },
};

/** Every variant in every size and state: the screenshot baseline. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: 12 }}>
      {(['primary', 'secondary', 'danger', 'ghost'] as const).flatMap((variant) =>
        (['md', 'sm'] as const).flatMap((size) => [
          <Button key={`${variant}-${size}`} variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>,
          <Button key={`${variant}-${size}-p`} variant={variant} size={size} isPending>
            Memproses
          </Button>,
        ]),
      )}
      <Button isDisabled>Nonaktif</Button>
      <IconButton aria-label="Tambah" icon={<IconPlus />} variant="primary" />
      <IconButton aria-label="Ubah" icon={<IconEdit />} variant="secondary" />
      <IconButton aria-label="Hapus" icon={<IconTrash />} variant="danger" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(20);
    await expect(canvas.getByRole('button', { name: 'Hapus' })).toBeVisible();
  },
};

export const IconButtons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton aria-label="Ubah data" icon={<IconEdit />} onPress={args.onPress} />
      <IconButton
        aria-label="Hapus data"
        icon={<IconTrash />}
        variant="danger"
        onPress={args.onPress}
      />
    </div>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus data' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="Lokasi">{location.pathname}</output>;
}

/** Links navigate through the app router (a memory router in Storybook). */
export const Links: Story = {
  parameters: { router: { initialEntries: ['/poli'] } },
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <LinkButton href="/poli/add">Tambah</LinkButton>
      <Link href="/dashboard">Kembali ke Dashboard</Link>
      <CurrentPath />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent('/poli');
    // The router moves in a transition: wait for the address as a person waits for the page.
    await userEvent.click(canvas.getByRole('link', { name: 'Tambah' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent('/poli/add'),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Kembali ke Dashboard' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent('/dashboard'),
    );
  },
};
