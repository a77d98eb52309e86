import { Box, Button, chakra, Flex, Image, Stack, Text, useFieldContext, visuallyHiddenStyle } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { Field } from '../ui/field.tsx';
import { fileProblem, IMAGE_TYPES } from './file-rules.ts';

export interface ImageFilePickerProps {
  label: ReactNode;
  /** The chosen file (null = none); only files that pass the checks reach `onChange`. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** MIME types and/or extensions, as the input's `accept`. */
  accept?: string;
  maxBytes?: number;
  /** The image already saved, shown while no new file is chosen. */
  currentUrl?: string | null;
  /** Upload progress 0–100; undefined = no upload running. */
  progress?: number;
  name?: string;
  helperText?: ReactNode;
  /** The server's error for this field (a client-side rejection is shown instead while there is one). */
  errorText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * An image picker: a real file input (visually hidden, focusable: Space/Enter opens the browser's
 * dialog) behind a button-like label, a live preview of the chosen image, client-side type and size
 * checks with a Portuguese error, and the upload's progress.
 */
export function ImageFilePicker(props: ImageFilePickerProps) {
  const { label, value, onChange, accept = IMAGE_TYPES, maxBytes, currentUrl, progress, helperText, errorText } = props;
  const [problem, setProblem] = useState<string>();
  const previewUrl = useObjectUrl(value);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Emptied so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const found = fileProblem(file, accept, maxBytes);
    setProblem(found);
    if (!found) onChange(file);
  }

  function remove() {
    setProblem(undefined);
    onChange(null);
  }

  const shown = value ? previewUrl : (currentUrl ?? undefined);
  return (
    <Field label={label} helperText={helperText} errorText={problem ?? errorText} required={props.required} disabled={props.disabled}>
      <Picker {...props} accept={accept} onInputChange={handleChange} onRemove={remove} />
      {shown && (
        <Image
          src={shown}
          alt={value ? MANAGEMENT_MESSAGES.forms.file.previewAlt : MANAGEMENT_MESSAGES.forms.file.currentAlt}
          maxH="48"
          maxW="full"
          objectFit="contain"
          borderWidth="1px"
          borderRadius="md"
        />
      )}
      {progress !== undefined && <UploadProgress value={progress} />}
    </Field>
  );
}

interface PickerProps extends ImageFilePickerProps {
  onInputChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}

/** The input and its controls; inside the Field, whose ids tie the label and texts to the input. */
function Picker({ value, accept, name, disabled, progress, onInputChange, onRemove }: PickerProps) {
  const field = useFieldContext();
  const fileNameId = useId();
  const inputProps = field?.getInputProps();
  const describedBy = [inputProps?.['aria-describedby'], fileNameId].filter(Boolean).join(' ');
  const busy = progress !== undefined;
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <chakra.input
        {...inputProps}
        type="file"
        className="peer"
        name={name}
        accept={accept}
        disabled={disabled || busy}
        aria-describedby={describedBy}
        onChange={onInputChange}
        css={visuallyHiddenStyle}
      />
      {/* A label opens the dialog on click; the keyboard focus stays on the real input above. */}
      <Button
        asChild
        variant="outline"
        size="sm"
        colorPalette="brand"
        cursor={disabled || busy ? 'not-allowed' : 'pointer'}
        opacity={disabled || busy ? 0.5 : undefined}
        _peerFocusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        <label htmlFor={inputProps?.id}>
          <Upload aria-hidden />
          {value ? MANAGEMENT_MESSAGES.forms.file.change : MANAGEMENT_MESSAGES.forms.file.choose}
        </label>
      </Button>
      <Text id={fileNameId} fontSize="sm" color="fg.muted" truncate maxW="64">
        {value ? value.name : MANAGEMENT_MESSAGES.forms.file.noFile}
      </Text>
      {value && !busy && (
        <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled}>
          {MANAGEMENT_MESSAGES.forms.file.remove}
        </Button>
      )}
    </Flex>
  );
}

/** An accessible progress bar (a plain one: Chakra's Progress recipe would ship in the entry chunk). */
function UploadProgress({ value }: { value: number }) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <Stack gap="1" w="full">
      <Box
        role="progressbar"
        aria-label={MANAGEMENT_MESSAGES.forms.file.uploadLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={MANAGEMENT_MESSAGES.forms.file.uploading(percent)}
        h="2"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="brand.primary" transition="width 0.2s" />
      </Box>
      <Text fontSize="sm" aria-hidden>
        {MANAGEMENT_MESSAGES.forms.file.uploading(percent)}
      </Text>
    </Stack>
  );
}

/** An object URL for the file while it is shown, revoked when the file changes or the picker goes. */
function useObjectUrl(file: File | null): string | undefined {
  const [entry, setEntry] = useState<{ file: File; url: string }>();
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    // Made (and revoked) in the effect, not in render: StrictMode's second run of the effect must get
    // a fresh URL, since the first run's cleanup revoked its own.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is an external resource tied to this effect's life.
    setEntry({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // Only the URL made for this very file: never a revoked one of the file before.
  return entry && entry.file === file ? entry.url : undefined;
}
