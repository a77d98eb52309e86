import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { homeRouteFor } from '#web/lib/route-access.ts';
import { useCurrentUser } from '#web/lib/user-data/current-user.tsx';

export default function NotFoundPage() {
  const user = useCurrentUser();
  return (
    <Stack gap="3">
      <Heading as="h1" size="xl">
        {MESSAGES.pages.notFoundHeading}
      </Heading>
      <Text>{MESSAGES.pages.notFoundText}</Text>
      <Link asChild color="brand.fg" alignSelf="flex-start">
        <RouterLink to={href(homeRouteFor(user.access))}>{MESSAGES.pages.notFoundBack}</RouterLink>
      </Link>
    </Stack>
  );
}
