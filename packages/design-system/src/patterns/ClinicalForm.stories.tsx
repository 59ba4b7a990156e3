import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Columns } from '../Columns';
import { PatientHeader } from '../DescriptionList';
import { DialogProvider, useDialog } from '../Dialog';
import { TextField } from '../Fields';
import { GcsScale, PainScale } from '../Scales';
import { Section } from '../Section';
import { Stack } from '../Stack';

/**
 * The clinical screen every assessment copies: the patient banner first (who, age on the clock's
 * day, payer, allergies in words), then the assessment in sections (a scored scale with its total
 * and band, the pain score, a note), the buttons last. The banner stays above the form so the
 * patient is never in doubt while scoring.
 */
function AssessmentScreen({ onSave }: { onSave: (values: unknown) => void }) {
  const dialog = useDialog();
  const [gcs, setGcs] = useState<Record<string, number | undefined>>({});
  const [pain, setPain] = useState(0);
  const [note, setNote] = useState('');
  return (
    <Stack gap={6}>
      <PatientHeader
        name="Budi Santoso"
        rmNo="00-12-34"
        birthDate="1990-11-03"
        sexCode={1}
        payerCode={3}
        allergies={['Amoksisilin']}
      />
      <Section title="Kajian Awal Keperawatan" level={2}>
        <Columns minColumnWidth={320}>
          <GcsScale variant="adult" value={gcs} onChange={(next) => setGcs(next)} />
          <Stack gap={5}>
            <PainScale value={pain} onChange={setPain} />
            <TextField label="Catatan" isMultiline value={note} onChange={setNote} />
          </Stack>
        </Columns>
      </Section>
      <Stack direction="horizontal" gap={3} wrap>
        <Button
          onPress={() => {
            onSave({ gcs, pain, note });
            dialog.showSuccess('Kajian tersimpan.');
          }}
        >
          Simpan Kajian
        </Button>
        <Button variant="secondary">Batal</Button>
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Patterns/Patient banner with a clinical form',
  component: AssessmentScreen,
  args: { onSave: fn() },
  decorators: [
    (Story) => (
      <DialogProvider>
        <div style={{ maxWidth: 1100 }}>
          <Story />
        </div>
      </DialogProvider>
    ),
  ],
} satisfies Meta<typeof AssessmentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scoring the GCS shows the total and its band in words; saving sends every answer. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const banner = canvas.getByRole('region', { name: 'Pasien Budi Santoso' });
    await expect(within(banner).getByText('Amoksisilin')).toBeVisible();
    // The banner comes before the form, so it is read (and seen) first.
    const scale = canvas.getByRole('radiogroup', { name: 'Respons Membuka Mata (E)' });
    await expect(
      banner.compareDocumentPosition(scale) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const pick = async (group: string, option: string) => {
      const radios = within(canvas.getByRole('radiogroup', { name: group }));
      await userEvent.click(radios.getByRole('radio', { name: new RegExp(`^${option}`) }));
    };
    await pick('Respons Membuka Mata (E)', 'Membuka mata spontan');
    await pick('Respons Verbal (V)', 'Orientasi baik');
    await pick('Respons Motorik (M)', 'Mengikuti perintah');
    await expect(canvas.getByText('E4V5M6')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Catatan' }), 'Sadar penuh');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan Kajian' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ gcs: { eye: 4, verbal: 5, motor: 6 }, note: 'Sadar penuh' }),
    );
  },
};
