import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AbbreviatedNumber, FormattedNumber, Rupiah } from './Numbers';

const meta = {
  title: 'Data/Numbers',
  component: AbbreviatedNumber,
  // The docs page is Numbers.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { value: 1234567890, currency: false, highlightNegative: false },
  argTypes: {
    value: { control: 'number' },
    currency: { control: 'boolean' },
    highlightNegative: { control: 'boolean' },
  },
} satisfies Meta<typeof AbbreviatedNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const abbr = canvas.getByTitle('1.234.567.890');
    await expect(abbr).toHaveTextContent('1,23 M');
    // Screen readers get the full figure, not the letter 'M'.
    await expect(abbr.querySelector('[aria-hidden="true"]')).toHaveTextContent('1,23 M');
  },
};

export const Playground: Story = {
  args: { value: 2500000, currency: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Rp 2.500.000')).toHaveTextContent('Rp 2,5 JT');
  },
};

/** Every unit of the spec: RB, JT, M, T, P, E. */
export const Units: Story = {
  render: () => (
    <ul>
      {[1500, 2500000, 1234567890, 7e12, 3e15, 4.5e18].map((value) => (
        <li key={value}>
          <AbbreviatedNumber value={value} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByTitle('1.500')).toHaveTextContent('1,5 RB');
    await expect(canvas.getByTitle('2.500.000')).toHaveTextContent('2,5 JT');
    await expect(canvas.getByTitle('1.234.567.890')).toHaveTextContent('1,23 M');
    await expect(canvas.getByTitle('7.000.000.000.000')).toHaveTextContent('7 T');
    await expect(canvas.getByTitle('3.000.000.000.000.000')).toHaveTextContent('3 P');
    await expect(canvas.getByTitle('4.500.000.000.000.000.000')).toHaveTextContent('4,5 E');
  },
};

/** The tooltip (title) shows the full value on hover. */
export const Hover: Story = {
  args: { value: 987654321, currency: true },
  play: async ({ canvas }) => {
    const abbr = canvas.getByTitle('Rp 987.654.321');
    await userEvent.hover(abbr);
    await expect(abbr).toHaveTextContent('Rp 987,65 JT');
  },
};

export const Negative: Story = {
  args: { value: -2500000, currency: true, highlightNegative: true },
  play: async ({ canvas }) => {
    const abbr = canvas.getByTitle('-Rp 2.500.000');
    await expect(abbr).toHaveAttribute('data-tone', 'negative');
    await expect(abbr).toHaveTextContent('-Rp 2,5 JT');
  },
};

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-')).toBeVisible();
  },
};

export const RupiahAmounts: Story = {
  render: () => (
    <ul>
      <li>
        <Rupiah value={1234567.5} />
      </li>
      <li>
        <Rupiah value={-1500} highlightNegative />
      </li>
      <li>
        <Rupiah value={undefined} />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('listitem');
    await expect(first).toHaveTextContent('Rp 1.234.568');
    await expect(first?.querySelector('data')).toHaveAttribute('value', '1234567.5');
    await expect(second).toHaveTextContent('-Rp 1.500');
    await expect(second?.querySelector('data')).toHaveAttribute('data-tone', 'negative');
    await expect(third).toHaveTextContent('-');
  },
};

export const Numbers: Story = {
  render: () => (
    <ul>
      <li>
        <FormattedNumber value={1234567.456} />
      </li>
      <li>
        <FormattedNumber value={36.5} unit="°C" />
      </li>
      <li>
        <FormattedNumber value={12.345} maxFractionDigits={1} unit="%" />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const texts = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(texts).toEqual(['1.234.567,46', '36,5 °C', '12,3 %']);
  },
};
