import { Image, Stack, Text } from '@chakra-ui/react';
import { UPLOADS } from '#shared/constants.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { ImageFilePicker } from '#web/components/file-picker/image-file-picker.tsx';

interface PreviewFieldProps {
  /** The saved picture, or null when the dashboard has none (or is new). */
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Upload progress 0–100 while the file goes up. */
  progress?: number;
  errorText?: string;
  disabled?: boolean;
}

/**
 * The current preview picture (or the spec's "no preview" text, while no new picture is chosen either) and
 * the picker of a new one, with its live preview.
 */
export function PreviewField({ currentUrl, file, onFileChange, progress, errorText, disabled }: PreviewFieldProps) {
  return (
    <Stack gap="4">
      {currentUrl ? (
        <Image
          src={currentUrl}
          alt={MANAGEMENT_MESSAGES.forms.file.currentAlt}
          alignSelf="flex-start"
          maxH="48"
          maxW="full"
          objectFit="contain"
          borderWidth="1px"
          borderRadius="md"
        />
      ) : (
        !file && <Text color="fg.muted">{MANAGEMENT_MESSAGES.dashboardForm.noPreview}</Text>
      )}
      <ImageFilePicker
        label={MANAGEMENT_MESSAGES.dashboardForm.newPreview}
        name="preview"
        value={file}
        onChange={onFileChange}
        accept={UPLOADS.contentTypes.join(',')}
        maxBytes={UPLOADS.maxBytes.dashboard_preview}
        progress={progress}
        errorText={errorText}
        disabled={disabled}
      />
    </Stack>
  );
}
