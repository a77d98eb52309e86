import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MESSAGES } from '#shared/messages.ts';

interface DashboardInfoProps {
  summary: string;
  /** The rendered, sanitised description. */
  description: ReactNode;
  /** Names of who may see the dashboard; given to customer_admin only. */
  visibleToUsers?: readonly string[];
  isAdmin: boolean;
}

/** The body of the spec's "dashboard info" modal. */
export function DashboardInfo({ summary, description, visibleToUsers, isAdmin }: DashboardInfoProps) {
  return (
    <Stack gap="5">
      <Section title={MESSAGES.dashboards.infoSummary}>
        <Text>{summary}</Text>
      </Section>
      <Section title={MESSAGES.dashboards.infoDescription}>{description}</Section>
      {isAdmin && visibleToUsers && (
        <Section title={MESSAGES.dashboards.infoVisibleTo}>
          <Text color="fg.muted" fontSize="sm">
            {MESSAGES.dashboards.infoVisibleToNote}
          </Text>
          {visibleToUsers.length === 0 ? (
            <Text>{MESSAGES.dashboards.infoNobody}</Text>
          ) : (
            <Box as="ul" ps="5" listStyleType="disc">
              {visibleToUsers.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </Box>
          )}
        </Section>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
