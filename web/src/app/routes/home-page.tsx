import { Heading } from '@chakra-ui/react';
import { MESSAGES } from '#shared/messages.ts';

/** The spec's placeholder home page. */
export default function HomePage() {
  return (
    <Heading as="h1" size="xl">
      {MESSAGES.pages.home}
    </Heading>
  );
}
