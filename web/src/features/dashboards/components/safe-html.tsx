import { Box } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML from the API (a dashboard's description). The server already sanitises it; it is sanitised
 * again here, right before it reaches the DOM, so one missed case on either side is not enough.
 * Kept out of the list page's bundle: only the show page renders a description.
 */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <Box
      css={{
        '& p': { mb: '2' },
        '& ul, & ol': { ps: '5', mb: '2' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& a': { textDecoration: 'underline' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
