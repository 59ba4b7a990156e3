import { zodResolver } from '@hookform/resolvers/zod';
import { allergyType, bloodType, maritalStatus, payerType, yesNoNotYet } from '@simrs/domain';
import { nameSchema, phoneSchema } from '@simrs/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../Button';
import { expectShown, popoverOf } from '../internal/overlay';
import { CheckboxField } from './CheckboxField';
import {
  CheckboxGroupField,
  type ChoiceFieldProps,
  ComboBoxField,
  RadioGroupField,
  SelectField,
} from './ChoiceFields';
import {
  DateField,
  type DateFieldProps,
  DatePickerField,
  type TimeRange,
  TimeRangeField,
} from './DateFields';
import { Form, LoadingOverlay, useFormField } from './Form';
import { NikField } from './NikField';
import {
  MoneyField,
  NumericField,
  type NumericFieldProps,
  TextField,
  type TextFieldProps,
} from './TextField';
import { WordLimitedTextArea } from './WordLimitedTextArea';

/** Holds a field's value in state, as a screen would. */
function Stateful<V, P extends { value?: V; onChange?: (v: V) => void }>({
  component: Component,
  initial,
  ...props
}: { component: ComponentType<P>; initial: V } & Omit<P, 'value' | 'onChange'>) {
  const [value, setValue] = useState<V>(initial);
  const all = { ...props, value, onChange: setValue } as unknown as P;
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <Component {...all} />
      <output aria-label={`Nilai ${(props as { label?: string }).label ?? ''}`}>
        {JSON.stringify(value)}
      </output>
    </div>
  );
}

const Text = (props: Omit<TextFieldProps, 'value' | 'onChange'>) => (
  <Stateful<string, TextFieldProps> component={TextField} initial="" {...props} />
);

const meta = {
  title: 'Inputs/Fields',
  component: TextField,
  // The docs page is Fields.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { label: 'Nama Pasien' },
  decorators: [(Story) => <div style={{ maxWidth: 480, display: 'grid', gap: 16 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('textbox', { name });

const poliOptions = [
  { code: 'ANAK', label: 'Poli Anak' },
  { code: 'JANTUNG', label: 'Poli Jantung' },
  { code: 'KANDUNGAN', label: 'Poli Kandungan' },
];

/** The text field with working controls: label, hint, error, required, disabled. */
export const Playground: Story = {
  args: {
    label: 'Nama Pasien',
    description: 'Sesuai KTP.',
    placeholder: 'Nama lengkap',
    errorMessage: '',
    isRequired: true,
    isDisabled: false,
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    placeholder: { control: 'text' },
    errorMessage: { control: 'text' },
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  render: (args) => <Text {...args} errorMessage={args.errorMessage || undefined} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Nama Pasien/ });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('Sesuai KTP.')).toBeVisible();
  },
};

const fieldControls = {
  label: { control: 'text' },
  description: { control: 'text' },
  errorMessage: { control: 'text' },
  isRequired: { control: 'boolean' },
  isDisabled: { control: 'boolean' },
} as const;

/**
 * The numeric field with working controls: label, precision (decimal places after the comma),
 * hint, error, required, disabled. The play types more decimals than the precision allows.
 */
export const NumericPlayground: StoryObj<Omit<NumericFieldProps, 'value' | 'onChange'>> = {
  args: {
    label: 'Suhu (°C)',
    precision: 1,
    description: 'Diukur di aksila.',
    errorMessage: '',
    isRequired: false,
    isDisabled: false,
  },
  argTypes: {
    ...fieldControls,
    precision: { control: 'inline-radio', options: [0, 1, 2, 3, 4] },
  },
  parameters: { controls: { include: ['label', 'precision', ...Object.keys(fieldControls)] } },
  render: (args) => (
    <Stateful<string, NumericFieldProps>
      component={NumericField}
      initial=""
      {...args}
      errorMessage={args.errorMessage || undefined}
    />
  ),
  play: async ({ canvas, args }) => {
    const input = box(canvas, args.label);
    await userEvent.type(input, '36,57');
    // Precision 1: the second decimal never gets in.
    await expect(input).toHaveValue('36,5');
    await expect(canvas.getByText('Diukur di aksila.')).toBeVisible();
  },
};

const vocabularies = { bloodType, payerType, maritalStatus };

type SelectArgs = Omit<ChoiceFieldProps<string | null>, 'value' | 'onChange'>;

/**
 * The select with working controls: label, the domain vocabulary it offers, placeholder, hint,
 * error, required, disabled. The play opens the list (shown under the trigger) and picks one.
 */
export const SelectPlayground: StoryObj<SelectArgs> = {
  args: {
    label: 'Golongan Darah',
    options: bloodType,
    placeholder: 'Pilih...',
    description: 'Dari kartu golongan darah atau hasil lab.',
    errorMessage: '',
    isRequired: false,
    isDisabled: false,
  },
  argTypes: {
    ...fieldControls,
    placeholder: { control: 'text' },
    options: {
      name: 'options (kosakata)',
      control: 'select',
      options: Object.keys(vocabularies),
      mapping: vocabularies,
    },
  },
  parameters: {
    controls: { include: ['label', 'options', 'placeholder', ...Object.keys(fieldControls)] },
  },
  render: (args) => (
    <Stateful<string | null, ChoiceFieldProps<string | null>>
      component={SelectField}
      initial={null}
      {...args}
      errorMessage={args.errorMessage || undefined}
    />
  ),
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: new RegExp(args.label) });
    await expect(trigger).toHaveTextContent('Pilih...');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await expectShown(popoverOf(listbox), trigger);
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await userEvent.click(within(listbox).getByRole('option', { name: 'O' }));
    await expect(canvas.getByRole('status', { name: `Nilai ${args.label}` })).toHaveTextContent(
      '"O"',
    );
  },
};

type DatePickerArgs = Omit<DateFieldProps, 'value' | 'onChange'>;

/**
 * The date picker with working controls: label, which days are refused (none, the future, the
 * past; today is 15 January 2026), hint, error, required, disabled. The play opens the calendar
 * (shown under the field) and picks a day.
 */
export const DatePickerPlayground: StoryObj<DatePickerArgs> = {
  args: {
    label: 'Tanggal Kontrol',
    disallow: 'past',
    description: 'Hari kerja poli.',
    errorMessage: '',
    isRequired: false,
    isDisabled: false,
  },
  argTypes: {
    ...fieldControls,
    disallow: {
      control: 'inline-radio',
      options: ['none', 'future', 'past'],
      mapping: { none: undefined, future: 'future', past: 'past' },
    },
  },
  parameters: { controls: { include: ['label', 'disallow', ...Object.keys(fieldControls)] } },
  render: (args) => (
    <Stateful<string | null, DateFieldProps>
      component={DatePickerField}
      initial={null}
      {...args}
      errorMessage={args.errorMessage || undefined}
    />
  ),
  play: async ({ canvas, args }) => {
    const open = await canvas.findByRole('button', { name: /Buka kalender/ });
    await userEvent.click(open);
    const calendar = await within(document.body).findByRole('application');
    await expectShown(popoverOf(calendar), open.parentElement as Element);
    const cell = (day: string) =>
      within(calendar).getByRole('button', { name: new RegExp(`\\b${day}\\b.*Januari 2026`) });
    await expect(cell('14')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cell('22'));
    await expect(canvas.getByRole('status', { name: `Nilai ${args.label}` })).toHaveTextContent(
      '"2026-01-22"',
    );
  },
};

/**
 * The states a designer checks, side by side: empty, filled, focus-visible (reached by Tab),
 * invalid with its message, disabled, and the date and choice fields invalid.
 */
export const States: Story = {
  render: () => (
    <>
      <TextField label="Kosong" placeholder="Belum diisi" />
      <TextField label="Terisi" defaultValue="Siti Aminah" />
      <TextField label="Fokus (keyboard)" defaultValue="Tab ke sini" />
      <TextField
        label="Tidak valid"
        defaultValue="12"
        errorMessage="Nama paling sedikit 3 huruf."
      />
      <TextField label="Nonaktif" defaultValue="Tidak dapat diubah" isDisabled />
      <DatePickerField
        label="Tanggal tidak valid"
        value="2026-02-01"
        errorMessage="Tanggal tidak boleh lebih dari hari ini."
      />
      <SelectField
        label="Pilihan tidak valid"
        options={bloodType}
        value={null}
        errorMessage="Golongan Darah wajib dipilih."
      />
    </>
  ),
  play: async ({ canvas }) => {
    const invalid = canvas.getByRole('textbox', { name: 'Tidak valid' });
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAccessibleDescription(/paling sedikit 3 huruf/);
    await expect(canvas.getByRole('textbox', { name: 'Nonaktif' })).toBeDisabled();
    await expect(await canvas.findByText('Tanggal tidak boleh lebih dari hari ini.')).toBeVisible();
    await expect(canvas.getByText('Golongan Darah wajib dipilih.')).toBeVisible();
    // Focus-visible last, so the story shows it: Tab through to the third field.
    const focused = canvas.getByRole('textbox', { name: 'Fokus (keyboard)' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(focused).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(focused).boxShadow).toContain('0px 0px 0px 4px'));
  },
};

type Colour = 'borderColor' | 'backgroundColor';

/** The pointer over an element: React Aria marks it hovered and the given colour changes. */
async function expectHoverChanges(element: HTMLElement, colour: Colour) {
  const rest = getComputedStyle(element)[colour];
  await userEvent.hover(element);
  await expect(element).toHaveAttribute('data-hovered', 'true');
  await waitFor(() => expect(getComputedStyle(element)[colour]).not.toBe(rest));
}

/**
 * Hover: under the pointer a field's border darkens (React Aria's `data-hovered`), a picker's
 * button gets a grey ground; focus, an error and disabled keep their own look. The pointer is
 * left on the select, so the story shows that state.
 */
export const Hover: Story = {
  render: () => (
    <>
      <TextField label="Nama Pasien" defaultValue="Siti Aminah" />
      <ComboBoxField label="Poli Tujuan" options={poliOptions} value={null} />
      <DatePickerField label="Tanggal Kunjungan" value="2026-01-15" />
      <SelectField label="Golongan Darah" options={bloodType} value={null} />
    </>
  ),
  play: async ({ canvas }) => {
    await expectHoverChanges(box(canvas, 'Nama Pasien'), 'borderColor');
    await expectHoverChanges(canvas.getByRole('combobox', { name: 'Poli Tujuan' }), 'borderColor');
    await expectHoverChanges(
      canvas.getByRole('button', { name: /Tampilkan pilihan/ }),
      'backgroundColor',
    );
    const picker = await canvas.findByRole('group', { name: 'Tanggal Kunjungan' });
    const [segment] = within(picker).getAllByRole('spinbutton');
    const dateInput = segment?.parentElement;
    if (!dateInput) throw new Error('The date picker rendered no date input.');
    await expectHoverChanges(dateInput, 'borderColor');
    await expectHoverChanges(
      within(picker).getByRole('button', { name: /Buka kalender/ }),
      'backgroundColor',
    );
    await expectHoverChanges(canvas.getByRole('button', { name: /Golongan Darah/ }), 'borderColor');
    // The pointer moved on: the text field is back at rest.
    await expect(box(canvas, 'Nama Pasien')).not.toHaveAttribute('data-hovered');
  },
};

/** A button of a field held down: React Aria marks it pressed and its ground changes. */
async function expectPressChanges(button: HTMLElement) {
  const rest = getComputedStyle(button).backgroundColor;
  await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
  await expect(button).toHaveAttribute('data-pressed', 'true');
  await waitFor(() => expect(getComputedStyle(button).backgroundColor).not.toBe(rest));
}

/**
 * Pressed: the select's trigger and the pickers' buttons held down take a darker ground (and the
 * small buttons a darker border) while held. Each is pressed and checked in turn (the list it
 * opens closed with Escape); the calendar button is left held, so the story shows that state.
 */
export const Pressed: Story = {
  render: () => (
    <>
      <SelectField label="Golongan Darah" options={bloodType} value={null} />
      <ComboBoxField label="Poli Tujuan" options={poliOptions} value={null} />
      <DatePickerField label="Tanggal Kunjungan" value="2026-01-15" />
    </>
  ),
  play: async ({ canvas }) => {
    const body = within(document.body);
    const release = async (button: HTMLElement, anchor: Element) => {
      await userEvent.pointer({ keys: '[/MouseLeft]', target: button });
      // The press opened the list, shown under the field; Escape closes it before the next one.
      await expectShown(popoverOf(await body.findByRole('listbox')), anchor);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    };
    const select = canvas.getByRole('button', { name: /Golongan Darah/ });
    await expectPressChanges(select);
    await release(select, select);
    const showOptions = canvas.getByRole('button', { name: /Tampilkan pilihan/ });
    await expectPressChanges(showOptions);
    await release(showOptions, showOptions.parentElement as Element);
    const calendar = await canvas.findByRole('button', { name: /Buka kalender/ });
    const border = getComputedStyle(calendar).borderColor;
    await expectPressChanges(calendar);
    await expect(getComputedStyle(calendar).borderColor).not.toBe(border);
  },
};

/** A password is hidden and kept exactly as typed (no filter removes `!`, `#`, spaces...). */
export const Password: Story = {
  render: () => <Text label="Kata Sandi" type="password" autoComplete="current-password" />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Kata Sandi');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, ' Rahasia!#2026 ');
    await expect(input).toHaveValue(' Rahasia!#2026 ');
    await expect(canvas.getByRole('status', { name: 'Nilai Kata Sandi' })).toHaveTextContent(
      '" Rahasia!#2026 "',
    );
  },
};

/** Several lines (an address): Enter starts a new line, the cleaner still runs. */
export const Multiline: Story = {
  render: () => <Text label="Alamat" isMultiline />,
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Alamat' });
    await expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'Jl. Melati 5{Enter}RT 01 #3');
    await expect(area).toHaveValue('Jl. Melati 5\nRT 01 3');
  },
};

/** One yes/no choice: the label toggles it, Space too; controlled or inside a plain form. */
export const Checkbox: Story = {
  render: () => (
    <Stateful<boolean, Parameters<typeof CheckboxField>[0]>
      component={CheckboxField}
      initial={false}
      label="Ingat saya (360 hari)"
      name="remember"
    />
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Ingat saya (360 hari)' });
    const value = canvas.getByRole('status', { name: 'Nilai Ingat saya (360 hari)' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Ingat saya (360 hari)'));
    await expect(box).toBeChecked();
    await expect(value).toHaveTextContent('true');
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(value).toHaveTextContent('false');
  },
};

/** In a plain form without state, a ticked box is sent as 'on' under its name. */
export const CheckboxInPlainForm: Story = {
  render: () => {
    const submitted = fn();
    return (
      <form
        aria-label="Form masuk"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          e.currentTarget.dataset.remember = String(data.get('remember'));
          submitted(data.get('remember'));
        }}
      >
        <CheckboxField label="Ingat saya (360 hari)" name="remember" />
        <Button type="submit">Masuk</Button>
      </form>
    );
  },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Form masuk' });
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(form).toHaveAttribute('data-remember', 'null');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ingat saya (360 hari)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(form).toHaveAttribute('data-remember', 'on');
  },
};

/** An error message under the box marks it invalid and is read with it. */
export const CheckboxInvalid: Story = {
  render: () => (
    <CheckboxField
      label="Saya menyetujui tindakan"
      errorMessage="Persetujuan wajib dicentang."
      description="Dibaca bersama pasien atau keluarga."
    />
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Saya menyetujui tindakan' });
    await expect(box).toHaveAccessibleDescription(
      'Dibaca bersama pasien atau keluarga. Persetujuan wajib dicentang.',
    );
    await expect(canvas.getByText('Persetujuan wajib dicentang.')).toBeVisible();
  },
};

/** Each keystroke filter and the cleaner, typed into as a person would. */
export const KeystrokeFilters: Story = {
  render: () => (
    <>
      <Text label="Huruf" kind="letters" />
      <Text label="Huruf dan angka" kind="alphanumeric" />
      <Text label="Angka" kind="digits" />
      <Text label="Email" kind="email" />
      <Text label="Keterangan" kind="text" />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas, 'Huruf'), 'Budi123');
    await expect(box(canvas, 'Huruf')).toHaveValue('Budi');
    await userEvent.type(box(canvas, 'Huruf dan angka'), 'RM-001a');
    await expect(box(canvas, 'Huruf dan angka')).toHaveValue('RM001a');
    await userEvent.type(box(canvas, 'Angka'), 'a1b2');
    await expect(box(canvas, 'Angka')).toHaveValue('12');
    await userEvent.type(box(canvas, 'Email'), 'budi!#@rs.id');
    await expect(box(canvas, 'Email')).toHaveValue('budi@rs.id');
    await userEvent.type(box(canvas, 'Keterangan'), '  Halo   dunia!');
    await expect(box(canvas, 'Keterangan')).toHaveValue('Halo dunia');
  },
};

/** Name, username, phone (leading 0 stripped), code, year, NIB. */
export const PatternFields: Story = {
  render: () => (
    <>
      <Text label="Nama" kind="name" />
      <Text label="Username" kind="username" />
      <Text label="Telepon" kind="phone" />
      <Text label="Kode" kind="code" />
      <Text label="Tahun" kind="year" />
      <Text label="NIB" kind="nib" />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas, 'Nama'), "Siti Nur'aini, S.Kep1");
    await expect(box(canvas, 'Nama')).toHaveValue("Siti Nur'aini, S.Kep");
    await userEvent.type(box(canvas, 'Username'), 'budi.s_01!');
    await expect(box(canvas, 'Username')).toHaveValue('budi.s_01');
    await userEvent.type(box(canvas, 'Telepon'), '081234567');
    await expect(box(canvas, 'Telepon')).toHaveValue('81234567');
    await userEvent.type(box(canvas, 'Kode'), 'ab.12-x/');
    await expect(box(canvas, 'Kode')).toHaveValue('ab.12-x');
    await userEvent.type(box(canvas, 'Tahun'), '20261');
    await expect(box(canvas, 'Tahun')).toHaveValue('2026');
    await userEvent.type(box(canvas, 'NIB'), '12345678901234');
    await expect(box(canvas, 'NIB')).toHaveValue('1234567890123');
  },
};

/** NIK: 16 digits, and what they encode. */
export const Nik: Story = {
  render: () => <Stateful component={NikField} initial="" label="NIK" />,
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas, 'NIK'), '31710145059000012');
    await expect(box(canvas, 'NIK')).toHaveValue('3171014505900001');
    const info = canvas.getByText(/Perempuan/);
    await expect(info).toHaveTextContent(/DKI Jakarta/);
    await expect(info).toHaveTextContent(/1990/);
  },
};

/** Money (rupiah and 3 decimals) and numbers with a precision. */
export const Amounts: Story = {
  render: () => (
    <>
      <Stateful component={MoneyField} initial="" label="Tarif" />
      <Stateful component={MoneyField} initial="" label="Harga Satuan" decimals={3} />
      <Stateful component={NumericField} initial="" label="Berat Badan" precision={2} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas, 'Tarif'), '-1234567');
    await expect(box(canvas, 'Tarif')).toHaveValue('1.234.567');
    await userEvent.type(box(canvas, 'Harga Satuan'), '1234,5678');
    await expect(box(canvas, 'Harga Satuan')).toHaveValue('1.234,567');
    await userEvent.type(box(canvas, 'Berat Badan'), '-12,345');
    await expect(box(canvas, 'Berat Badan')).toHaveValue('12,34');
  },
};

export const WordLimit: Story = {
  render: () => (
    <Stateful component={WordLimitedTextArea} initial="" label="Keluhan Utama" maxWords={3} />
  ),
  play: async ({ canvas }) => {
    const area = box(canvas, 'Keluhan Utama');
    await userEvent.type(area, 'nyeri kepala hebat sejak');
    await expect((area as HTMLTextAreaElement).value.trim()).toBe('nyeri kepala hebat');
    await expect(canvas.getByText('3/3 kata')).toBeVisible();
  },
};

export const Choices: Story = {
  render: () => (
    <>
      <Stateful<string | null, ChoiceFieldProps<string | null>>
        component={SelectField}
        initial={null}
        label="Golongan Darah"
        options={bloodType}
      />
      <Stateful<string | null, ChoiceFieldProps<string | null>>
        component={ComboBoxField}
        initial={null}
        label="Poli Tujuan"
        options={[
          { code: 'ANAK', label: 'Poli Anak' },
          { code: 'JANTUNG', label: 'Poli Jantung' },
          { code: 'KANDUNGAN', label: 'Poli Kandungan' },
        ]}
      />
      <Stateful<string | null, ChoiceFieldProps<string | null>>
        component={RadioGroupField}
        initial={null}
        label="Edukasi Diberikan"
        options={yesNoNotYet}
      />
      <Stateful<string[], ChoiceFieldProps<string[]>>
        component={CheckboxGroupField}
        initial={[]}
        label="Jenis Alergi"
        options={allergyType}
      />
    </>
  ),
  play: async ({ canvas }) => {
    const body = within(document.body);
    const select = canvas.getByRole('button', { name: /Golongan Darah/ });
    await userEvent.click(select);
    await expectShown(popoverOf(await body.findByRole('listbox')), select);
    await userEvent.click(await body.findByRole('option', { name: 'AB' }));
    await expect(canvas.getByRole('status', { name: 'Nilai Golongan Darah' })).toHaveTextContent(
      '"AB"',
    );

    const combo = canvas.getByRole('combobox', { name: 'Poli Tujuan' });
    await userEvent.type(combo, 'jan');
    const options = await body.findAllByRole('option');
    await expectShown(popoverOf(options[0] as Element), combo.parentElement as Element);
    await expect(options).toHaveLength(1);
    await userEvent.click(options[0] as HTMLElement);
    await expect(canvas.getByRole('status', { name: 'Nilai Poli Tujuan' })).toHaveTextContent(
      '"JANTUNG"',
    );

    await userEvent.click(canvas.getByRole('radio', { name: 'Belum' }));
    await expect(canvas.getByRole('status', { name: 'Nilai Edukasi Diberikan' })).toHaveTextContent(
      '"B"',
    );

    const group = canvas.getByRole('group', { name: 'Jenis Alergi' });
    const boxes = within(group).getAllByRole('checkbox');
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.click(boxes[1] as HTMLElement);
    await expect(canvas.getByRole('status', { name: 'Nilai Jenis Alergi' })).toHaveTextContent(
      JSON.stringify(allergyType.entries.slice(0, 2).map((e) => String(e.code))),
    );
  },
};

/**
 * Options fetched as the user types (a doctor or clinic search): the combo box renders with no
 * options, the first keystroke starts the request, and the answer arrives while the user is still
 * in the field with text typed. The list opens then, filtered by what was typed, without another
 * keystroke.
 */
function SearchedComboBox({ answerAfterMs }: { answerAfterMs: number }) {
  const [options, setOptions] = useState<typeof poliOptions>([]);
  const [value, setValue] = useState<string | null>(null);
  const requested = useRef(false);
  return (
    // A keystroke in the input bubbles here as an input event: the request starts once.
    <div
      style={{ display: 'grid', gap: 4 }}
      onInput={() => {
        if (requested.current) return;
        requested.current = true;
        setTimeout(() => setOptions(poliOptions), answerAfterMs);
      }}
    >
      <ComboBoxField label="Poli Tujuan" options={options} value={value} onChange={setValue} />
      <output aria-label="Nilai Poli Tujuan">{JSON.stringify(value)}</output>
    </div>
  );
}

export const OptionsArriveWhileTyping: Story = {
  render: () => <SearchedComboBox answerAfterMs={400} />,
  play: async ({ canvas }) => {
    const body = within(document.body);
    const combo = canvas.getByRole('combobox', { name: 'Poli Tujuan' });
    await userEvent.type(combo, 'jan');
    // Nothing to show yet: the answer is on its way.
    await expect(body.queryByRole('listbox')).toBeNull();
    await expect(combo).toHaveFocus();
    const listbox = await body.findByRole('listbox', {}, { timeout: 3000 });
    await expectShown(popoverOf(listbox), combo.parentElement as Element);
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Poli Jantung']);
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(options[0] as HTMLElement);
    await expect(canvas.getByRole('status', { name: 'Nilai Poli Tujuan' })).toHaveTextContent(
      '"JANTUNG"',
    );
    // Chosen: the list closes and stays closed (the option's label is not a search).
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(combo).toHaveValue('Poli Jantung');
  },
};

/** Date picker with future dates disabled (today is frozen at 15 January 2026). */
export const DatePickerNoFuture: Story = {
  render: () => (
    <Stateful<string | null, DateFieldProps>
      component={DatePickerField}
      initial={null}
      label="Tanggal Lahir"
      disallow="future"
    />
  ),
  play: async ({ canvas }) => {
    // The date inputs load on demand: the field is there once their module has arrived.
    const open = await canvas.findByRole('button', { name: /Buka kalender/ });
    await userEvent.click(open);
    const calendar = await within(document.body).findByRole('application');
    await expectShown(popoverOf(calendar), open.parentElement as Element);
    // The icon is readable: 20 px of the 36 px button.
    await expect(open.querySelector('svg')?.getBoundingClientRect().width).toBe(20);
    const cell = (day: string) =>
      within(calendar).getByRole('button', { name: new RegExp(`\\b${day}\\b.*Januari 2026`) });
    await expect(cell('16')).toHaveAttribute('aria-disabled', 'true');
    await expect(cell('14')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(cell('14'));
    await expect(canvas.getByRole('status', { name: 'Nilai Tanggal Lahir' })).toHaveTextContent(
      '"2026-01-14"',
    );
  },
};

/** Date picker with past dates disabled. */
export const DatePickerNoPast: Story = {
  render: () => (
    <Stateful<string | null, DateFieldProps>
      component={DatePickerField}
      initial={null}
      label="Tanggal Kontrol"
      disallow="past"
    />
  ),
  play: async ({ canvas }) => {
    // The date inputs load on demand: the field is there once their module has arrived.
    const open = await canvas.findByRole('button', { name: /Buka kalender/ });
    await userEvent.click(open);
    const calendar = await within(document.body).findByRole('application');
    await expectShown(popoverOf(calendar), open.parentElement as Element);
    const cell = (day: string) =>
      within(calendar).getByRole('button', { name: new RegExp(`\\b${day}\\b.*Januari 2026`) });
    await expect(cell('14')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cell('20'));
    await expect(canvas.getByRole('status', { name: 'Nilai Tanggal Kontrol' })).toHaveTextContent(
      '"2026-01-20"',
    );
  },
};

/**
 * The date inputs are a module of their own, fetched when the first date field renders: until
 * then the field shows its label over an empty control of the same height, then the real input.
 */
export const DateFieldOnDemand: Story = {
  render: () => (
    <Stateful<string | null, DateFieldProps>
      component={DateField}
      initial="2026-01-10"
      label="Tanggal Periksa"
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    const group = await canvas.findByRole('group', { name: 'Tanggal Periksa' });
    await expect(canvasElement.querySelector('[data-date-pending]')).toBeNull();
    const [day] = within(group).getAllByRole('spinbutton');
    await expect(day).toHaveAttribute('aria-valuenow', '10');
    await userEvent.click(day as HTMLElement);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('status', { name: 'Nilai Tanggal Periksa' })).toHaveTextContent(
      '"2026-01-11"',
    );
  },
};

export const TimeRangeRule: Story = {
  render: () => (
    <Stateful<TimeRange, Parameters<typeof TimeRangeField>[0]>
      component={TimeRangeField}
      initial={{ start: '10:00', end: '09:30' }}
      label="Jam Praktik"
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Jam Selesai harus lebih besar dari Jam Mulai',
    );
    const end = canvas.getByRole('group', { name: 'Jam Selesai' });
    const [hour] = within(end).getAllByRole('spinbutton');
    await userEvent.click(hour as HTMLElement);
    await userEvent.keyboard('11');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Nilai Jam Praktik' })).toHaveTextContent(
      '"end":"11:30"',
    );
  },
};

const patientSchema = z.object({
  nama: nameSchema({ label: 'Nama' }),
  telepon: phoneSchema({ label: 'Telepon' }),
});
type Patient = z.input<typeof patientSchema>;

function PatientForm({
  onSave,
  isLoading = false,
}: {
  onSave: (v: unknown) => void;
  isLoading?: boolean;
}) {
  const form = useForm<Patient>({
    resolver: zodResolver(patientSchema),
    defaultValues: { nama: '', telepon: '' },
  });
  const nama = useFormField(form.control, 'nama');
  const telepon = useFormField(form.control, 'telepon');
  return (
    <LoadingOverlay isActive={isLoading}>
      <Form form={form} onSubmit={onSave} aria-label="Data Pasien">
        <div style={{ display: 'grid', gap: 12 }}>
          <div style={{ height: 900 }} aria-hidden="true" />
          <TextField label="Nama" kind="name" {...nama} />
          <TextField label="Telepon" kind="phone" {...telepon} />
          <Button type="submit">Simpan</Button>
        </div>
      </Form>
    </LoadingOverlay>
  );
}

/** Submit is blocked while the zod validator fails; the first error is scrolled to and focused. */
export const FormBlocksInvalidSubmit: Story = {
  args: { onChange: fn() },
  render: (args) => <PatientForm onSave={(v) => args.onChange?.(JSON.stringify(v))} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(box(canvas, 'Nama')).toHaveFocus());
    await expect(box(canvas, 'Nama')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/Nama wajib diisi/)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(box(canvas, 'Nama'), 'Siti Aminah');
    await userEvent.type(box(canvas, 'Telepon'), '08123456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenCalledWith(
      JSON.stringify({ nama: 'Siti Aminah', telepon: '8123456789' }),
    );
  },
};

/** While the loading overlay is active a submit is ignored. */
export const LoadingIgnoresSubmit: Story = {
  args: { onChange: fn() },
  render: (args) => <PatientForm onSave={(v) => args.onChange?.(JSON.stringify(v))} isLoading />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat...');
    const form = canvas.getByRole('form', { name: 'Data Pasien' }) as HTMLFormElement;
    form.requestSubmit();
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan', hidden: true }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Invalid, each field a clinical form uses most: the message under the field, in words that say
 * what to do, read with the field (`aria-invalid` and its description).
 */
export const Invalid: Story = {
  render: () => (
    <>
      <TextField
        label="Nama Pasien"
        defaultValue="Si"
        errorMessage="Nama paling sedikit 3 huruf."
      />
      <NumericField
        label="Suhu (°C)"
        precision={1}
        defaultValue="45,2"
        errorMessage="Suhu di luar rentang 30,0-45,0 °C."
      />
      <SelectField
        label="Golongan Darah"
        options={bloodType}
        value={null}
        errorMessage="Golongan Darah wajib dipilih."
      />
      <ComboBoxField
        label="Poli Tujuan"
        options={poliOptions}
        value={null}
        errorMessage="Poli Tujuan wajib dipilih."
      />
      <DatePickerField
        label="Tanggal Lahir"
        value="2026-02-01"
        disallow="future"
        errorMessage="Tanggal Lahir tidak boleh lebih dari hari ini."
      />
    </>
  ),
  play: async ({ canvas }) => {
    const name = box(canvas, 'Nama Pasien');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/paling sedikit 3 huruf/);
    const temperature = box(canvas, 'Suhu (°C)');
    await expect(temperature).toHaveAttribute('aria-invalid', 'true');
    await expect(temperature).toHaveAccessibleDescription(/di luar rentang/);
    await expect(canvas.getByText('Golongan Darah wajib dipilih.')).toBeVisible();
    const combo = canvas.getByRole('combobox', { name: 'Poli Tujuan' });
    await expect(combo).toHaveAttribute('aria-invalid', 'true');
    await expect(combo).toHaveAccessibleDescription(/wajib dipilih/);
    await expect(
      await canvas.findByText('Tanggal Lahir tidak boleh lebih dari hari ini.'),
    ).toBeVisible();
  },
};

/** Disabled: the value shows, greyed, and nothing can be typed or picked. */
export const Disabled: Story = {
  render: () => (
    <>
      <TextField label="No. RM" defaultValue="00-12-34" isDisabled />
      <NumericField label="Berat Badan (kg)" precision={1} defaultValue="62,5" isDisabled />
      <SelectField label="Golongan Darah" options={bloodType} value="A" isDisabled />
      <ComboBoxField label="Poli Tujuan" options={poliOptions} value="ANAK" isDisabled />
      <DatePickerField label="Tanggal Kunjungan" value="2026-01-15" isDisabled />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(box(canvas, 'No. RM')).toBeDisabled();
    await expect(box(canvas, 'Berat Badan (kg)')).toBeDisabled();
    await expect(box(canvas, 'Berat Badan (kg)')).toHaveValue('62,5');
    await expect(canvas.getByRole('button', { name: /Golongan Darah/ })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Poli Tujuan' })).toBeDisabled();
    // The collection (and so the shown label) arrives a beat after the first paint in production.
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Poli Tujuan' })).toHaveValue('Poli Anak'),
    );
    const picker = await canvas.findByRole('group', { name: 'Tanggal Kunjungan' });
    await expect(within(picker).getByRole('button')).toBeDisabled();
  },
};
