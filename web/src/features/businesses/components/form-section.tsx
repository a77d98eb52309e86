import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One titled part of the business form: its fields two abreast on a wide screen, stacked on a narrow one. */
export function FormSection({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const headingId = useId();
  const noteId = useId();
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId} aria-describedby={note ? noteId : undefined}>
      <Stack gap="1">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {note && (
          <Text id={noteId} textStyle="sm" color="fg.muted">
            {note}
          </Text>
        )}
      </Stack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        {children}
      </Grid>
    </Stack>
  );
}
