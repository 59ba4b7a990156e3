/**
 * dashboard: the welcome line and what the user's level may see today, from the one summary
 * query `GET /get/Dashboard` (`dashboardContract`). The server decides the sections (master
 * totals, today's queues, today's bookings; later contexts add theirs) and every figure in them;
 * this screen draws any section the same way: its figures as tiles, its chart beside them.
 */
import { useQuery } from '@simrs/api-client';
import {
  BarChart,
  Button,
  Columns,
  EmptyState,
  Link,
  Notice,
  PageHeader,
  Section,
  Stack,
  type StatItem,
  Stats,
  Text,
} from '@simrs/design-system';
import {
  type DashboardFigure,
  type DashboardSection,
  dashboardContract,
} from '@simrs/validators/contracts';
import { useSession } from '../../session/SessionProvider';
import type { ScreenProps } from '../types';
import { figureHref, figureText } from './figures';

function statItem(figure: DashboardFigure): StatItem {
  const href = figureHref(figure);
  return {
    id: figure.key,
    label: href ? <Link href={href}>{figure.label}</Link> : figure.label,
    value: <span data-testid={`count-${figure.key}`}>{figureText(figure)}</span>,
    ...(figure.hint ? { hint: figure.hint } : {}),
    ...(figure.tone ? { tone: figure.tone } : {}),
  };
}

function SummarySection({ section }: { section: DashboardSection }) {
  const stats = (
    <Stats aria-label={section.title} items={section.figures.map(statItem)} minTileWidth={200} />
  );
  const chart = section.chart;
  return (
    <Section title={section.title} description={section.description} data-section={section.key}>
      {chart ? (
        <Columns columns={[1, 1]} gap={5}>
          {stats}
          <BarChart
            title={chart.title}
            description={chart.description}
            categoryLabel={chart.categoryLabel}
            categories={chart.categories}
            series={chart.series}
          />
        </Columns>
      ) : (
        stats
      )}
    </Section>
  );
}

export default function DashboardScreen({ route }: ScreenProps) {
  const { user, app } = useSession();
  const summary = useQuery(dashboardContract, 'summary', user ? {} : null);
  if (!user) return null;
  const data = summary.data;
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <PageHeader title={route.title} canAdd={false} />
        <Text tone="muted">
          Selamat datang, <strong>{user.name ?? user.username}</strong>
          {app?.hospitalName ? ` di ${app.hospitalName}` : ''}.
        </Text>
      </Stack>
      {summary.error ? (
        <Notice
          tone="danger"
          role="alert"
          title="Ringkasan tidak dapat dimuat"
          action={
            <Button variant="secondary" onPress={() => void summary.mutate()}>
              Coba Lagi
            </Button>
          }
        >
          {summary.error.message}
        </Notice>
      ) : null}
      {!data && summary.isLoading ? (
        <Text tone="muted" role="status">
          Memuat ringkasan…
        </Text>
      ) : null}
      {data && data.sections.length === 0 ? (
        <EmptyState
          title="Belum ada ringkasan untuk level Anda"
          description="Gunakan menu di samping untuk mulai."
        />
      ) : null}
      {data?.sections.map((section) => (
        <SummarySection key={section.key} section={section} />
      ))}
    </Stack>
  );
}
