import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { homeRouteFor } from '#web/lib/route-access.ts';
import { useCurrentUser } from '#web/lib/user-data/current-user.tsx';

/** The spec's not-found page; its link goes to the user's home: the dashboards, or the admin's businesses. */
export default function NotFoundPage() {
  const home = homeRouteFor(useCurrentUser().access);
  return (
    <Stack gap="3">
      <Heading as="h1" size="xl">
        {MESSAGES.pages.notFoundHeading}
      </Heading>
      <Text>{MESSAGES.pages.notFoundText}</Text>
      <Link asChild color="brand.fg" alignSelf="flex-start">
        <RouterLink to={href(home)}>
          {home === 'business-list' ? MESSAGES.pages.notFoundBackToBusinesses : MESSAGES.pages.notFoundBack}
        </RouterLink>
      </Link>
    </Stack>
  );
}
