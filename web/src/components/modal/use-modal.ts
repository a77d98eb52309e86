import { use } from 'react';
import { ModalContext, type ModalControls } from './modal-context.ts';

/** `openModal(options)` / `closeModal()` of the shell's modal host. */
export function useModal(): ModalControls {
  const controls = use(ModalContext);
  if (!controls) throw new Error('useModal() outside the modal host');
  return controls;
}
