import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '#web/lib/when-idle.ts';
import { ModalContext, type ModalOptions } from './modal-context.ts';

// The dialog machinery (focus trap, scroll lock, layers) is fetched when the browser is idle or on
// the first modal, so it does not weigh on the first paint of any screen.
const loadDialog = () => import('../ui/dialog.tsx');
const DialogFrame = lazy(() => loadDialog().then((module) => ({ default: module.DialogFrame })));

/** The one place the current modal is rendered; features open it with `useModal()`. */
export function ModalHost({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<ModalOptions | null>(null);
  const [open, setOpen] = useState(false);
  // Under StrictMode (development builds, and the integration tests' build) a Chakra dialog that mounts
  // already open closes itself at once in a browser: its focus trap starts twice and takes the focus
  // returning to the trigger for an outside interaction. So the dialog is mounted closed first (at
  // idle, or with the first modal) and opened once it has mounted, as every later modal is.
  const [warm, setWarm] = useState(false);
  const [mounted, setMounted] = useState(false);
  const markMounted = useCallback(() => setMounted(true), []);
  const onCloseRef = useRef<(() => void) | undefined>(undefined);

  useEffect(() => whenIdle(() => setWarm(true)).cancel, []);

  const openModal = useCallback((options: ModalOptions) => {
    // A modal replaced by another has closed too: its owner (a pending confirmation) must hear it.
    const replaced = onCloseRef.current;
    onCloseRef.current = options.onClose;
    replaced?.();
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
      {(modal || warm) && (
        <Suspense fallback={null}>
          <DialogFrame {...frameProps(modal)} open={open && mounted} onClose={closeModal}>
            {modal?.content}
          </DialogFrame>
          <OnMount run={markMounted} />
        </Suspense>
      )}
    </ModalContext>
  );
}

function frameProps(modal: ModalOptions | null) {
  if (!modal) return {};
  const { content: _content, onClose: _onClose, ...frame } = modal;
  return frame;
}

/** Runs once its Suspense boundary has committed (here: once the dialog is in the page, closed). */
function OnMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
