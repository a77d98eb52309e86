import { Button, Flex, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

interface FormActionsProps {
  /** "Voltar": where the form goes back to. */
  back: { label: string; href: string };
  /** The danger action of a saved entity (delete, deactivate), when there is one. */
  danger?: { label: string; onClick: () => void; busy: boolean };
  submit: { label: string; busy: boolean };
}

/**
 * The spec's form footer: Voltar on the left, the danger action and the submit button on the right
 * (stacked under each other on a narrow screen, submit first). Each busy action disables the other.
 */
export function FormActions({ back, danger, submit }: FormActionsProps) {
  return (
    <Flex gap="3" justify="space-between" wrap="wrap-reverse" pt="2">
      <Button asChild variant="outline">
        <RouterLink to={back.href}>{back.label}</RouterLink>
      </Button>
      <HStack gap="3" wrap="wrap">
        {danger && (
          <Button variant="outline" colorPalette="red" onClick={danger.onClick} loading={danger.busy} disabled={submit.busy}>
            {danger.label}
          </Button>
        )}
        <Button type="submit" colorPalette="brand" loading={submit.busy} disabled={danger?.busy}>
          {submit.label}
        </Button>
      </HStack>
    </Flex>
  );
}
