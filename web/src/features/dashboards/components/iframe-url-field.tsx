import { Button, Stack } from '@chakra-ui/react';
import { Link2 } from 'lucide-react';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { useModal } from '#web/components/modal/use-modal.ts';
import { IframeUrlDialog } from './iframe-url-dialog.tsx';

interface IframeUrlFieldProps {
  value: string;
  onChange: (url: string) => void;
  /** The dashboard's name as typed, for the preview frame's title. */
  name: string;
  errorText?: string;
  disabled?: boolean;
}

/** The read-only iframe URL and the button that opens the modal where it is set. */
export function IframeUrlField({ value, onChange, name, errorText, disabled }: IframeUrlFieldProps) {
  const { openModal, closeModal } = useModal();

  function open() {
    openModal({
      title: MANAGEMENT_MESSAGES.dashboardForm.setIframeUrl,
      wide: true,
      content: (
        <IframeUrlDialog
          initial={value}
          name={name}
          onCancel={closeModal}
          onConfirm={(url) => {
            onChange(url);
            closeModal();
          }}
        />
      ),
    });
  }

  return (
    <Stack gap="3" align="stretch">
      <TextField
        label={MANAGEMENT_MESSAGES.dashboardForm.iframeUrl}
        name="iframe_url"
        value={value}
        onChange={() => undefined}
        readOnly
        errorText={errorText}
      />
      <Button alignSelf="flex-start" variant="outline" colorPalette="brand" onClick={open} disabled={disabled}>
        <Link2 aria-hidden />
        {MANAGEMENT_MESSAGES.dashboardForm.setIframeUrl}
      </Button>
    </Stack>
  );
}
