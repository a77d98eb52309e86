import { Alert, Box } from '@chakra-ui/react';
import { USER_MESSAGES } from '#shared/team-messages.ts';

/**
 * The info note under the access choices: the dashboards the chosen roles allow (each once, sorted),
 * or, for an administrator, that every dashboard of the project is visible. Announced politely as the
 * choice changes.
 */
export function AllowedDashboardsNote({ admin, dashboards }: { admin: boolean; dashboards: readonly string[] }) {
  const title = admin ? USER_MESSAGES.adminSeesAll : dashboards.length > 0 ? USER_MESSAGES.allowedDashboards : USER_MESSAGES.noDashboards;
  return (
    <Alert.Root status="info" role="status" aria-live="polite">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {!admin && dashboards.length > 0 && (
          <Alert.Description>
            <Box as="ul" ps="5" mt="1" listStyleType="disc">
              {dashboards.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </Box>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
