import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Data/DescriptionList',
  component: DescriptionList,
  // The docs page is DescriptionList.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: {
    items: [
      { term: 'Kode', description: 'PU' },
      { term: 'Nama Poli', description: 'Poli Umum' },
      { term: 'Keterangan', description: '' },
    ],
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['grid', 'inline'] },
    emptyText: { control: 'text' },
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const terms = [...canvasElement.querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(terms).toEqual(['Kode', 'Nama Poli', 'Keterangan']);
    const values = [...canvasElement.querySelectorAll('dd')].map((dd) => dd.textContent);
    await expect(values).toEqual(['PU', 'Poli Umum', '-']);
  },
};

export const Playground: Story = {
  args: { layout: 'inline', emptyText: 'Tidak ada' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tidak ada')).toBeVisible();
    await expect(within(canvas.getByText('Poli Umum')).queryByRole('button')).toBeNull();
  },
};
