import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { Field } from '../ui/field.tsx';
import { useModal } from './use-modal.ts';

export interface ConfirmOptions {
  title?: ReactNode;
  message: ReactNode;
  /** The confirm button's text; "Confirmar" by default. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** A red confirm button, for deletions. */
  danger?: boolean;
  /**
   * Asks the user to type `expected` first (trimmed, case-insensitive, as e-mails are); confirming
   * with anything else shows `mismatchText` under the input and keeps the modal open.
   */
  requireText?: { label: string; expected: string; mismatchText?: string };
}

/**
 * `confirm(options)` opens a confirmation modal in the modal host and resolves true when the user
 * confirms, false when they cancel or close it (Escape, backdrop, close button).
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { openModal, closeModal } = useModal();
  return useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        const answer = (value: boolean) => {
          resolve(value);
          closeModal();
        };
        openModal({
          title: options.title,
          // A new key per question, so no typed text survives from an earlier confirmation.
          content: <ConfirmContent key={(questionCount += 1)} {...options} onAnswer={answer} />,
          // However the modal closes; a no-op once the promise is settled.
          onClose: () => resolve(false),
        });
      }),
    [openModal, closeModal],
  );
}

interface ConfirmContentProps extends ConfirmOptions {
  onAnswer: (confirmed: boolean) => void;
}

/** The body and buttons, in one form so that Enter in the text input confirms. */
export function ConfirmContent(props: ConfirmContentProps) {
  const { message, confirmLabel, cancelLabel, danger, requireText, onAnswer } = props;
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (requireText && normalise(typed) !== normalise(requireText.expected)) {
      setMismatch(true);
      return;
    }
    onAnswer(true);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        {requireText && (
          <Field
            label={requireText.label}
            errorText={mismatch ? (requireText.mismatchText ?? MANAGEMENT_MESSAGES.forms.confirm.textMismatch) : undefined}
          >
            <Input
              value={typed}
              autoComplete="off"
              onChange={(event) => {
                setTyped(event.target.value);
                setMismatch(false);
              }}
            />
          </Field>
        )}
        <Flex gap="2" justify="flex-end" wrap="wrap">
          <Button variant="outline" onClick={() => onAnswer(false)}>
            {cancelLabel ?? MANAGEMENT_MESSAGES.forms.confirm.cancel}
          </Button>
          <Button type="submit" colorPalette={danger ? 'red' : 'brand'}>
            {confirmLabel ?? MANAGEMENT_MESSAGES.forms.confirm.confirm}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

let questionCount = 0;

const normalise = (value: string) => value.trim().toLowerCase();
