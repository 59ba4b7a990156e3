import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../Button';
import { Columns, ColumnsItem } from '../Columns';
import { DialogProvider, useDialog } from '../Dialog';
import { Form, TextField, useFormField } from '../Fields';
import { CallFailure } from '../internal/callFailure';
import { expectShown } from '../internal/overlay';
import { PageHeader } from '../PageHeader';
import { Section } from '../Section';
import { Stack } from '../Stack';

/**
 * The add/edit form every master-data screen copies: the page header (title, breadcrumb, the list
 * button), one `Section` per group of fields in `Columns` (one column on a phone), the buttons
 * last (Simpan primary, Batal secondary). Checked in the browser by zod before it is sent; the
 * server's 422 comes back as 'Blocked With Validation!' naming each field by its label.
 */
const poliSchema = z.object({
  kode: z
    .string()
    .trim()
    .min(1, 'Kode Poli wajib diisi.')
    .max(10, 'Kode Poli paling banyak 10 karakter.'),
  nama: z.string().trim().min(1, 'Nama Poli wajib diisi.'),
  keterangan: z.string().trim().max(200, 'Keterangan paling banyak 200 karakter.'),
});
type Poli = z.input<typeof poliSchema>;

/** A server that already has the code 'UMUM': it answers 422 with the field's message. */
async function save(values: z.output<typeof poliSchema>) {
  await new Promise((resolve) => setTimeout(resolve, 30));
  if (values.kode.toUpperCase() === 'UMUM') {
    throw new CallFailure({
      kind: 'http',
      status: 422,
      message: 'The given data failed validation.',
      errors: { kode: ['Kode sudah dipakai.'], nama: ['Nama Poli sudah dipakai.'] },
    });
  }
  return values;
}

function PoliForm({ onSaved }: { onSaved: (values: unknown) => void }) {
  const dialog = useDialog();
  const form = useForm<Poli>({
    resolver: zodResolver(poliSchema),
    defaultValues: { kode: '', nama: '', keterangan: '' },
  });
  const kode = useFormField(form.control, 'kode');
  const nama = useFormField(form.control, 'nama');
  const keterangan = useFormField(form.control, 'keterangan');
  return (
    <Stack gap={6}>
      <PageHeader
        title="Tambah Poli"
        breadcrumbs={[
          { label: 'Master Data', href: '/master' },
          { label: 'Poli', href: '/poli' },
        ]}
        canAdd={false}
        listHref="/poli"
      />
      <Form
        form={form}
        aria-label="Data Poli"
        onSubmit={async (values) => {
          try {
            onSaved(await save(values as z.output<typeof poliSchema>));
            dialog.showSuccess('Data Poli tersimpan.');
          } catch (error) {
            dialog.showError(error);
          }
        }}
      >
        <Section title="Data Poli" level={2} description="Kode Poli dan Nama Poli wajib diisi.">
          <Columns minColumnWidth={260}>
            <TextField label="Kode Poli" isRequired {...kode} />
            <TextField label="Nama Poli" kind="name" isRequired {...nama} />
            <ColumnsItem span="all">
              <TextField label="Keterangan" isMultiline {...keterangan} />
            </ColumnsItem>
            <ColumnsItem span="all">
              <Stack direction="horizontal" gap={3} wrap>
                <Button type="submit">Simpan</Button>
                <Button variant="secondary" onPress={() => form.reset()}>
                  Batal
                </Button>
              </Stack>
            </ColumnsItem>
          </Columns>
        </Section>
      </Form>
    </Stack>
  );
}

const meta = {
  title: 'Patterns/Add-edit form',
  component: PoliForm,
  args: { onSaved: fn() },
  parameters: { router: { initialEntries: ['/poli/add'] } },
  decorators: [
    (Story) => (
      <DialogProvider>
        <div style={{ maxWidth: 960 }}>
          <Story />
        </div>
      </DialogProvider>
    ),
  ],
} satisfies Meta<typeof PoliForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Empty Simpan: the first wrong field takes the focus; the server's 422 names the fields. */
export const WithValidation: Story = {
  play: async ({ canvas, args }) => {
    const kode = await canvas.findByRole('textbox', { name: /Kode Poli/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(kode).toHaveFocus());
    await expect(kode).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Kode Poli wajib diisi.')).toBeVisible();
    await expect(canvas.getByText('Nama Poli wajib diisi.')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();

    await userEvent.type(kode, 'UMUM');
    await userEvent.type(canvas.getByRole('textbox', { name: /Nama Poli/ }), 'Poli Umum');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    const blocked = await body().findByRole('alertdialog', { name: 'Blocked With Validation!' });
    await expectShown(blocked, 'centre');
    const items = within(blocked).getAllByRole('listitem');
    await expect(items.map((i) => i.querySelector('strong')?.textContent)).toEqual([
      'Kode Poli',
      'Nama Poli',
    ]);
    await userEvent.click(within(blocked).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());

    await userEvent.clear(kode);
    await userEvent.type(kode, 'ANAK');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    const saved = await body().findByRole('dialog', { name: 'Berhasil' });
    await expectShown(saved, 'centre');
    await expect(saved).toHaveTextContent('Data Poli tersimpan.');
  },
};

/** On a 375 px phone the fields stack in one column, nothing scrolls sideways. */
export const Phone375: Story = {
  decorators: [
    (Story) => (
      <div data-frame style={{ width: 375 }}>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const kode = await canvas.findByRole('textbox', { name: /Kode Poli/ });
    const nama = canvas.getByRole('textbox', { name: /Nama Poli/ });
    await waitFor(() =>
      expect(nama.getBoundingClientRect().top).toBeGreaterThan(kode.getBoundingClientRect().bottom),
    );
    const frame = canvasElement.querySelector('[data-frame]') as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
