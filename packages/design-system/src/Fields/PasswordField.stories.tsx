import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

/** Holds the value in state, as a screen would, and shows it for the assertions. */
function Stateful(props: Omit<PasswordFieldProps, 'value'>) {
  const [value, setValue] = useState('');
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <PasswordField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <output aria-label={`Nilai ${props.label}`}>{JSON.stringify(value)}</output>
    </div>
  );
}

const meta = {
  title: 'Inputs/PasswordField',
  component: PasswordField,
  // The docs page is PasswordField.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { label: 'Kata Sandi Baru', autoComplete: 'new-password', onChange: fn() },
  argTypes: {
    autoComplete: { control: 'select', options: ['current-password', 'new-password', 'off'] },
    errorMessage: { control: 'text' },
    isDisabled: { control: 'boolean' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden while typing; 'Tampilkan' shows the text, 'Sembunyikan' hides it; the value is exact. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Kata Sandi Baru');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(input, ' Sandi!#2026 ');
    await expect(args.onChange).toHaveBeenLastCalledWith(' Sandi!#2026 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan Kata Sandi Baru' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue(' Sandi!#2026 ');
    // Typing while shown is not filtered either.
    await userEvent.type(input, '*%^');
    await expect(canvas.getByRole('status', { name: 'Nilai Kata Sandi Baru' })).toHaveTextContent(
      '" Sandi!#2026 *%^"',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sembunyikan Kata Sandi Baru' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Playground: Story = {
  args: { label: 'Kata Sandi Lama', autoComplete: 'current-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Kata Sandi Lama')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  },
};

/** An error (e.g. the server's 'Kata sandi lama salah.') marks the field invalid and describes it. */
export const WithError: Story = {
  args: { label: 'Kata Sandi Lama', errorMessage: 'Kata sandi lama salah.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Kata Sandi Lama');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Kata sandi lama salah.');
  },
};

/** Keyboard: Tab reaches the field, then its button; Enter on the button shows the text. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Kata Sandi Baru')).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Tampilkan Kata Sandi Baru' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Kata Sandi Baru')).toHaveAttribute('type', 'text');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Kata Sandi Baru')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Tampilkan Kata Sandi Baru' })).toBeDisabled();
  },
};
