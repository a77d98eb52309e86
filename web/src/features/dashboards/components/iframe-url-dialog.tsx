import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { isWebAddress, withScheme } from '#shared/web-address.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { DashboardFrame } from './dashboard-frame.tsx';

// The report is framed once the typing pauses, not on every keystroke.
const PREVIEW_DELAY_MS = 400;

interface IframeUrlDialogProps {
  /** The address set so far (empty in a new dashboard). */
  initial: string;
  /** The report's name, for the preview frame's title. */
  name: string;
  onConfirm: (url: string) => void;
  onCancel: () => void;
}

/**
 * The spec's "iframe URL input" modal: a web address, a live sandboxed preview of the report once the
 * text is a web address by the spec's pattern, and a confirm button enabled only then.
 */
export function IframeUrlDialog({ initial, name, onConfirm, onCancel }: IframeUrlDialogProps) {
  const [text, setText] = useState(initial);
  const url = isWebAddress(text) ? withScheme(text) : undefined;
  const framed = useSettled(url);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (url) onConfirm(url);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <TextField
          label={MANAGEMENT_MESSAGES.dashboardForm.iframeUrl}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          value={text}
          onChange={setText}
          helperText={MANAGEMENT_MESSAGES.dashboardForm.invalidIframeUrl}
        />
        {url && (
          <Stack gap="2">
            <Text fontSize="sm" wordBreak="break-all">
              <Text as="span" fontWeight="semibold">
                {MANAGEMENT_MESSAGES.dashboardForm.previewHeading}:
              </Text>{' '}
              {url}
            </Text>
            <Box h={{ base: '56', md: '80' }} borderWidth="1px" rounded="md" overflow="hidden" bg="bg.muted">
              {framed === url && <DashboardFrame name={name || url} url={url} />}
            </Box>
          </Stack>
        )}
        <Flex gap="2" justify="flex-end" wrap="wrap">
          <Button variant="outline" onClick={onCancel}>
            {MANAGEMENT_MESSAGES.forms.confirm.cancel}
          </Button>
          <Button type="submit" colorPalette="brand" disabled={!url}>
            {MANAGEMENT_MESSAGES.forms.confirm.confirm}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

/** The value once it has stayed the same for a moment. */
function useSettled(value: string | undefined): string | undefined {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}
