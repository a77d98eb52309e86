import { createContext } from 'react';
import type { DialogFrameProps } from '../ui/dialog.tsx';

/** What a feature asks the modal host to show. */
export interface ModalOptions extends Omit<DialogFrameProps, 'open' | 'onClose' | 'children'> {
  content: DialogFrameProps['children'];
  /** Called once the modal closes, however it closed. */
  onClose?: () => void;
}

export interface ModalControls {
  openModal: (options: ModalOptions) => void;
  closeModal: () => void;
}

export const ModalContext = createContext<ModalControls | null>(null);
