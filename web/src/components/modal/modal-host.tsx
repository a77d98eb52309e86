import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import { ModalContext, type ModalOptions } from './modal-context.ts';

// The dialog machinery (focus trap, scroll lock, layers) is fetched when the browser is idle or on
// the first modal, so it does not weigh on the first paint of any screen.
const loadDialog = () => import('../ui/dialog.tsx');
const DialogFrame = lazy(() => loadDialog().then((module) => ({ default: module.DialogFrame })));

/** The one place the current modal is rendered; features open it with `useModal()`. */
export function ModalHost({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<ModalOptions | null>(null);
  const [open, setOpen] = useState(false);
  const onCloseRef = useRef<(() => void) | undefined>(undefined);

  useEffect(() => whenIdle(() => void loadDialog()).cancel, []);

  const openModal = useCallback((options: ModalOptions) => {
    onCloseRef.current = options.onClose;
    setModal(options);
    setOpen(true);
  }, []);

  const closeModal = useCallback(() => {
    setOpen(false);
    const onClose = onCloseRef.current;
    onCloseRef.current = undefined;
    onClose?.();
  }, []);

  const controls = useMemo(() => ({ openModal, closeModal }), [openModal, closeModal]);

  return (
    <ModalContext value={controls}>
      {children}
      {modal && (
        <Suspense fallback={null}>
          <DialogFrame {...frameProps(modal)} open={open} onClose={closeModal}>
            {modal.content}
          </DialogFrame>
        </Suspense>
      )}
    </ModalContext>
  );
}

function frameProps({ content: _content, onClose: _onClose, ...frame }: ModalOptions) {
  return frame;
}
