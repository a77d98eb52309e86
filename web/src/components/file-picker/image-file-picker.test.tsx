import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
import { ImageFilePicker, type ImageFilePickerProps } from './image-file-picker.tsx';

// A counter stands in for the object URLs, so created and revoked ones can be checked. Spies, which
// vitest restores after each test: the test files of a worker share the one URL class.
let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    created.push(`blob:preview-${created.length + 1}`);
    return created[created.length - 1];
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void revoked.push(url));
});

const image = (name: string, size: number, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

function Preview(props: Partial<ImageFilePickerProps> & { onFile?: (file: File | null) => void }) {
  const { onFile, ...rest } = props;
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImageFilePicker
      label="Prévia"
      maxBytes={2 * 1024 * 1024}
      {...rest}
      value={file}
      onChange={(next) => {
        setFile(next);
        onFile?.(next);
      }}
    />
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>(/Prévia/, { selector: 'input' });

describe('ImageFilePicker', () => {
  it('shows a live preview of a valid image and revokes its URL on change and unmount', async () => {
    const onFile = vi.fn();
    const { unmount } = renderWithProviders(<Preview onFile={onFile} />);
    expect(input()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    expect(input()).toHaveAccessibleName(`Prévia ${MANAGEMENT_MESSAGES.forms.file.choose}`);
    expect(input()).toHaveAccessibleDescription(MANAGEMENT_MESSAGES.forms.file.noFile);

    const first = image('capa.png', 500);
    await userEvent.upload(input(), first);
    expect(onFile).toHaveBeenLastCalledWith(first);
    expect(await screen.findByRole('img', { name: MANAGEMENT_MESSAGES.forms.file.previewAlt })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByText('capa.png')).toBeVisible();
    expect(screen.getByText(MANAGEMENT_MESSAGES.forms.file.change)).toBeVisible();

    await userEvent.upload(input(), image('nova.webp', 800, 'image/webp'));
    expect(await screen.findByRole('img', { name: MANAGEMENT_MESSAGES.forms.file.previewAlt })).toHaveAttribute('src', 'blob:preview-2');
    expect(revoked).toEqual(['blob:preview-1']);

    unmount();
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
  });

  it('refuses an oversized file with a Portuguese error, tied to the input', async () => {
    const onFile = vi.fn();
    renderWithProviders(<Preview onFile={onFile} />);
    await userEvent.upload(input(), image('grande.png', 2 * 1024 * 1024 + 1));
    const message = MANAGEMENT_MESSAGES.forms.file.tooLarge('2 MB');
    expect(screen.getByText(message)).toBeVisible();
    expect(input()).toHaveAccessibleErrorMessage(message);
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses a file of the wrong type (the accept list is only a hint to the browser)', async () => {
    const onFile = vi.fn();
    renderWithProviders(<Preview onFile={onFile} />);
    await userEvent.upload(input(), image('planilha.pdf', 10, 'application/pdf'), { applyAccept: false });
    expect(screen.getByText(MANAGEMENT_MESSAGES.forms.file.wrongType('PNG, JPEG ou WEBP'))).toBeVisible();
    expect(onFile).not.toHaveBeenCalled();

    // A valid file afterwards clears the error.
    await userEvent.upload(input(), image('ok.jpg', 10, 'image/jpeg'));
    expect(screen.queryByText(MANAGEMENT_MESSAGES.forms.file.wrongType('PNG, JPEG ou WEBP'))).not.toBeInTheDocument();
    expect(onFile).toHaveBeenCalledOnce();
  });

  it('shows the saved image until a new one is chosen, and can remove the choice', async () => {
    renderWithProviders(<Preview currentUrl="https://cdn.example.com/capa.png" />);
    expect(screen.getByRole('img', { name: MANAGEMENT_MESSAGES.forms.file.currentAlt })).toHaveAttribute(
      'src',
      'https://cdn.example.com/capa.png',
    );
    await userEvent.upload(input(), image('capa.png', 10));
    expect(await screen.findByRole('img', { name: MANAGEMENT_MESSAGES.forms.file.previewAlt })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: MANAGEMENT_MESSAGES.forms.file.remove }));
    expect(screen.getByRole('img', { name: MANAGEMENT_MESSAGES.forms.file.currentAlt })).toBeVisible();
  });

  it('shows the upload progress as a progressbar and blocks a new choice meanwhile', () => {
    renderWithProviders(<Preview progress={42.4} />);
    const bar = screen.getByRole('progressbar', { name: MANAGEMENT_MESSAGES.forms.file.uploadLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', MANAGEMENT_MESSAGES.forms.file.uploading(42));
    expect(input()).toBeDisabled();
  });

  it('has no progressbar when no upload runs, and is reached with the keyboard', async () => {
    renderWithProviders(<Preview />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(input()).toHaveFocus();
  });
});
