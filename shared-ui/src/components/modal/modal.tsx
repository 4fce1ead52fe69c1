import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/close-icon';
import { CloseButton, Dialog, Header, Overlay, Title } from './modal.styles';
import { useFocusTrap } from './use-focus-trap';
import { useT } from '../../i18n/use-t';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Element to focus on open (default: the first focusable element inside). */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** Dialog in a portal: focus trapped inside, Esc and a click on the backdrop close it. */
export function Modal({ open, onClose, title, children, initialFocusRef }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, open, onClose, initialFocusRef);

  useEffect(() => {
    if (!open) return;
    // The page behind must not scroll while the dialog is up.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <Overlay
      data-testid="modal-overlay"
      onMouseDown={(event) => {
        // Only a press on the backdrop itself closes; drags that start inside do not.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label={t('ui.modal.close')} onClick={onClose}>
            <CloseIcon size={20} />
          </CloseButton>
        </Header>
        {children}
      </Dialog>
    </Overlay>,
    document.body,
  );
}
