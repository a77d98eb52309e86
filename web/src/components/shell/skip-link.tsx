import { Link } from '@chakra-ui/react';
import { PENDING_MESSAGES } from '../../lib/pending-shared.ts';

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
      {PENDING_MESSAGES.a11y.skipToContent}
    </Link>
  );
}
