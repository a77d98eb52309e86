// Puts a whole text into a field as one paste (one input event). A screen test types many fields, and
// a render per key made the longest forms slow enough to run out of time on a busy machine. Masked
// fields, whose mask reacts key by key, and keys such as {Enter} keep userEvent.type.
import userEvent from '@testing-library/user-event';

export async function fillIn(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}
