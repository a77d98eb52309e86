import { Center, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { MESSAGES } from '#shared/messages.ts';

/** A screen that failed to load or render (e.g. a chunk gone after a deploy): a short notice, details in the console. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('Error in rendering the route', error), [error]);
  return (
    <Center minH="50vh" px="4" role="alert">
      <Text>{MESSAGES.errors.internal}</Text>
    </Center>
  );
}
