import type { Vocabulary } from '@simrs/domain';
import { expect, within } from 'storybook/test';
import { StatusChip } from './StatusChip';

export interface StatusListTableProps {
  list: Vocabulary;
}

/** Every entry of a list: code, chip, tone (the list's legend). */
export function StatusListTable({ list }: StatusListTableProps) {
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 8 }}>
        {list.title}
      </caption>
      <thead>
        <tr>
          <th style={{ textAlign: 'left', paddingRight: 16 }}>Kode</th>
          <th style={{ textAlign: 'left', paddingRight: 16 }}>Status</th>
          <th style={{ textAlign: 'left' }}>Nada</th>
        </tr>
      </thead>
      <tbody>
        {list.entries.map((entry) => (
          <tr key={String(entry.code)}>
            <td style={{ paddingRight: 16 }}>
              <code>{String(entry.code)}</code>
            </td>
            <td style={{ paddingRight: 16, paddingBlock: 4 }}>
              <StatusChip list={list} code={entry.code} />
            </td>
            <td>{entry.tone}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The story of one status list: renders it and checks every code shows its word and tone. */
export function listStory(list: Vocabulary) {
  return {
    args: { list },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const rows = within(canvasElement).getAllByRole('row').slice(1);
      await expect(rows).toHaveLength(list.entries.length);
      list.entries.forEach((entry, i) => {
        const chip = rows[i]?.querySelector('[data-tone]');
        expect(chip).toHaveTextContent(entry.label);
        expect(chip).toHaveAttribute('data-tone', entry.tone);
      });
    },
  };
}
