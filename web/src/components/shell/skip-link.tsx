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
      // It shows over the menu or the header: a white margin keeps its ring (the white panels') legible on either.
      _focusVisible={{ top: '2', boxShadow: '0 0 0 6px {colors.bg}' }}
    >
      {MESSAGES.a11y.skipToContent}
    </Link>
  );
}
