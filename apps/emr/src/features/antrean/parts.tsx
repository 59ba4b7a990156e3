/** Small pieces shared by the staff queue screens. */
import { Stack, StatusChip, Text } from '@simrs/design-system';
import { queueTicketStatus } from '@simrs/domain';
import type { TicketStatus } from '@simrs/domain/queue';
import type { ReactNode } from 'react';

export { LiveChip } from '../../layout/LiveChip';

/** A ticket's status: the word and tone of the domain's `queueTicketStatus` list. */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  return <StatusChip list={queueTicketStatus} code={status} data-status={status} />;
}

/** A count for a `Stats` tile, in id-ID digits, with an optional test id. */
export function figure(value: number, testId?: string): ReactNode {
  return <span data-testid={testId}>{value.toLocaleString('id-ID')}</span>;
}

/** A table cell of two lines: a name (or code) and a muted second line. */
export function Who({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <Stack gap={1} align="start">
      <Text as="strong" weight="medium">
        {first}
      </Text>
      <Text as="span" tone="muted" size="xs">
        {second}
      </Text>
    </Stack>
  );
}
