import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ClientRouteName } from '#shared/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { breadcrumbLabel } from './shell/breadcrumb-trail.ts';

/** A screen that is not built yet: its breadcrumb label and a short note. */
export function PlaceholderPage({ route }: { route: ClientRouteName }) {
  return (
    <Stack gap="3">
      <Heading as="h1" size="xl">
        {breadcrumbLabel(route)}
      </Heading>
      <Text>{MESSAGES.pages.placeholder}</Text>
    </Stack>
  );
}
