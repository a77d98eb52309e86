import { MESSAGES } from '#shared/messages.ts';
import { Link } from '@chakra-ui/react';

/** First focusable element of the shell: jumps over the menu to the main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Link
      href={`#${targetId}`}
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipNav"
      bg="bg"
      color="fg"
      px="4"
      py="2"
      rounded="md"
      boxShadow="md"
      _focusVisible={{ top: '2' }}
    >
      {MESSAGES.a11y.skipToContent}
    </Link>
  );
}
