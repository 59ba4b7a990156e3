import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Layout/Tabs',
  component: Tabs,
  // The docs page is Tabs.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { onSelectionChange: fn(), orientation: 'horizontal' },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    isDisabled: { control: 'boolean' },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Bagian rekam medis">
        <Tab id="kajian">Kajian Awal</Tab>
        <Tab id="cppt">CPPT</Tab>
        <Tab id="resep">Resep</Tab>
        <Tab id="arsip" isDisabled>
          Arsip
        </Tab>
      </TabList>
      <TabPanel id="kajian">Kajian awal keperawatan dan medis.</TabPanel>
      <TabPanel id="cppt">Catatan perkembangan pasien terintegrasi.</TabPanel>
      <TabPanel id="resep">Resep dan riwayat pemberian obat.</TabPanel>
      <TabPanel id="arsip">Arsip.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    // The tabs are a React Aria collection: they arrive after the first paint.
    const first = await canvas.findByRole('tab', { name: 'Kajian Awal' });
    await waitFor(() => expect(first).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(canvas.getByRole('tab', { name: 'CPPT' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('cppt');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Catatan perkembangan');
  },
};

export const Playground: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

/** Keyboard: Tab into the list, arrows move (skipping the disabled tab), Tab to the panel. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('tab', { name: 'Kajian Awal' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Resep' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Kajian Awal' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Resep' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Resep dan riwayat');
  },
};
