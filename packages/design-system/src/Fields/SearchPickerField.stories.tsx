import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectShown } from '../internal/overlay';
import {
  SearchPickerField,
  type SearchPickerFieldProps,
  type SearchPickerOption,
} from './SearchPickerField';

const ICD10: SearchPickerOption[] = [
  { id: 'I10', label: 'I10', description: 'Hipertensi esensial (primer)' },
  { id: 'J06.9', label: 'J06.9', description: 'Infeksi saluran pernapasan atas akut' },
  { id: 'J18.9', label: 'J18.9', description: 'Pneumonia' },
  { id: 'A91', label: 'A91', description: 'Demam berdarah dengue' },
];

/** The app's side: searches a list (answer after `delay` ms) and shows what was chosen. */
function Searching({
  delay,
  ...props
}: Partial<SearchPickerFieldProps> & { delay: number; label: string }) {
  const [q, setQ] = useState('');
  const [items, setItems] = useState<SearchPickerOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<SearchPickerOption | null>(null);
  useEffect(() => {
    if (q.trim() === '' || (chosen && q === `${chosen.label} ${chosen.description}`)) {
      setItems([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    const t = setTimeout(() => {
      const term = q.trim().toUpperCase();
      setItems(
        ICD10.filter(
          (o) => o.label.startsWith(term) || o.description?.toUpperCase().includes(term),
        ),
      );
      setLoading(false);
    }, delay);
    return () => clearTimeout(t);
  }, [q, delay, chosen]);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <SearchPickerField
        {...props}
        items={items}
        inputValue={q}
        onInputChange={setQ}
        isLoading={loading}
        selected={chosen}
        onSelect={(o) => {
          setChosen(o);
          props.onSelect?.(o);
        }}
      />
      <output aria-label="Dipilih">{chosen ? `${chosen.label} ${chosen.description}` : '-'}</output>
    </div>
  );
}

const meta = {
  title: 'Inputs/SearchPickerField',
  component: SearchPickerField,
  args: {
    label: 'Diagnosis (ICD-10)',
    placeholder: 'Ketik kode atau nama, mis. I10 atau hipertensi',
    items: [],
    selected: null,
    inputValue: '',
    onInputChange: fn(),
    onSelect: fn(),
    emptyText: 'Tidak ada kode yang cocok.',
  },
  argTypes: {
    placeholder: { control: 'text' },
    emptyText: { control: 'text' },
    errorMessage: { control: 'text' },
    isDisabled: { control: 'boolean' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 480, minHeight: 360 }}>{Story()}</div>],
  render: (args) => <Searching {...args} delay={150} />,
} satisfies Meta<typeof SearchPickerField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typing opens the list while the answer is on its way ("Mencari…"), then shows the matches by
 * code and name; a click chooses; a search without matches says so.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Diagnosis (ICD-10)' });
    await userEvent.type(input, 'pneu');
    const body = within(document.body);
    const listbox = await body.findByRole('listbox');
    await expectShown(listbox, input);
    const option = await body.findByRole('option', { name: /J18\.9 Pneumonia/ });
    await userEvent.click(option);
    await expect(args.onSelect).toHaveBeenCalledWith(ICD10[2]);
    await expect(canvas.getByRole('status', { name: 'Dipilih' })).toHaveTextContent(
      'J18.9 Pneumonia',
    );
    await expect(input).toHaveValue('J18.9 Pneumonia');
    await userEvent.clear(input);
    await userEvent.type(input, 'zzz');
    await waitFor(() => expect(body.getByText('Tidak ada kode yang cocok.')).toBeVisible());
  },
};

/** The answer arrives long after typing: the list is already open ("Mencari…") and fills in. */
export const SlowAnswer: Story = {
  render: (args) => <Searching {...args} delay={900} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Diagnosis (ICD-10)' });
    await userEvent.type(input, 'I1');
    const body = within(document.body);
    await waitFor(() => expect(body.getByText('Mencari…')).toBeVisible());
    const option = await body.findByRole('option', { name: /I10 Hipertensi/ }, { timeout: 3000 });
    await expectShown(option);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('status', { name: 'Dipilih' })).toHaveTextContent('I10');
  },
};

/** An error under the field (e.g. a code the server refused). */
export const Invalid: Story = {
  args: { errorMessage: 'Kode X99.9 tidak ada di Master ICD-10 yang aktif.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Kode X99.9 tidak ada di Master ICD-10 yang aktif.'),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  },
};
