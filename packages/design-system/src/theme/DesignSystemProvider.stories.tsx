import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Link, LinkButton } from '../Button';
import { DesignSystemProvider } from './DesignSystemProvider';

const meta = {
  title: 'Foundations/DesignSystemProvider',
  component: DesignSystemProvider,
  // The docs page is DesignSystemProvider.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { navigate: fn(), withGlobalStyle: false },
  render: (args) => (
    <DesignSystemProvider {...args}>
      <nav aria-label="Contoh tautan" style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <Link href="/poli">Master Poli</Link>
        <LinkButton href="/poli/add">Tambah</LinkButton>
      </nav>
    </DesignSystemProvider>
  ),
} satisfies Meta<typeof DesignSystemProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the app router's `navigate`, the components' links change pages inside the app (no
 * reload): a click or Enter hands the href to the router.
 */
export const RouterNavigation: Story = {
  play: async ({ canvas, args }) => {
    const before = window.location.href;
    await userEvent.click(canvas.getByRole('link', { name: 'Master Poli' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/poli', undefined));
    canvas.getByRole('link', { name: 'Tambah' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/poli/add', undefined));
    await expect(window.location.href).toBe(before);
  },
};
