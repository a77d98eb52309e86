import { Alert } from '@chakra-ui/react';

interface FormAlertProps {
  kind: 'error' | 'success' | 'info';
  message: string;
}

/** A message above a form; errors are announced at once (role="alert"), notices politely. */
export function FormAlert({ kind, message }: FormAlertProps) {
  return (
    <Alert.Root status={kind} role={kind === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
