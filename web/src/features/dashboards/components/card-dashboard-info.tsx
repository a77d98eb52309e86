import { Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '#shared/messages.ts';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { DashboardInfo } from './dashboard-info.tsx';
import { SafeHtml } from './safe-html.tsx';

interface CardDashboardInfoProps {
  id: string;
  summary: string;
  isAdmin: boolean;
}

/**
 * The info modal's body when opened from a card: fetches the description (and, for customer_admin,
 * the audience) from the view-free info endpoint. Loaded lazily, so the list page does not carry
 * the HTML sanitiser.
 */
export default function CardDashboardInfo({ id, summary, isAdmin }: CardDashboardInfoProps) {
  const { data, error } = useRoute('dashboardInfo', { params: { id } });
  if (error) return <Text role="alert">{error instanceof Error ? error.message : MESSAGES.errors.internal}</Text>;
  if (!data) return <InfoLoading />;
  return (
    <DashboardInfo
      summary={summary}
      description={<SafeHtml html={data.dashboard.description} />}
      visibleToUsers={data.dashboard.visible_to_users}
      isAdmin={isAdmin}
    />
  );
}

function InfoLoading() {
  return (
    <Stack align="center" py="6" aria-busy="true">
      <Spinner />
      <Text color="fg.muted">{MESSAGES.pages.loading}</Text>
    </Stack>
  );
}
