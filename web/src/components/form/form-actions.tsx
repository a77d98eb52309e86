import { Button, Flex } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

interface FormActionsProps {
  /** "Voltar": where the form goes back to. */
  back: { label: string; href: string };
  /** The danger action of a saved entity (delete, deactivate), when there is one. */
  danger?: { label: string; onClick: () => void; busy: boolean };
  submit: { label: string; busy: boolean };
}

/**
 * The spec's form footer: Voltar on the left, the danger action and the submit button on the right. On
 * a phone they stack at full width, submit first and Voltar last; a little wider, the row wraps with
 * Voltar going under. Each busy action disables the other.
 */
export function FormActions({ back, danger, submit }: FormActionsProps) {
  return (
    <Flex gap="3" justify="space-between" direction={STACKED} wrap="wrap-reverse" pt="2">
      <Button asChild variant="outline" w={FULL_WIDTH}>
        <RouterLink to={back.href}>{back.label}</RouterLink>
      </Button>
      <Flex gap="3" direction={STACKED} wrap="wrap">
        {danger && (
          <Button variant="outline" colorPalette="red" onClick={danger.onClick} loading={danger.busy} disabled={submit.busy} w={FULL_WIDTH}>
            {danger.label}
          </Button>
        )}
        <Button type="submit" colorPalette="brand" loading={submit.busy} disabled={danger?.busy} w={FULL_WIDTH}>
          {submit.label}
        </Button>
      </Flex>
    </Flex>
  );
}

const STACKED = { base: 'column-reverse', sm: 'row' } as const;
const FULL_WIDTH = { base: 'full', sm: 'auto' } as const;
