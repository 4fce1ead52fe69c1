import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from '../icons/close-icon';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { ToastContext, type ToastApi, type ToastTone } from './toast-context';
import { Dismiss, Item, Message, Region } from './toast.styles';
import { useT } from '../../i18n/use-t';

export { useToast } from './toast-context';
export type { ToastApi, ToastTone } from './toast-context';

/** How long a toast stays; long enough to read two lines. */
export const TOAST_DURATION_MS = 5000;

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export interface ToastProviderProps {
  children: ReactNode;
  duration?: number;
}

/**
 * Hosts the toast list. The live region is always in the page, so screen readers
 * announce each message as it is added (politely, without stealing focus). It is a named
 * region rather than role=status so it never collides with a page's own status messages.
 */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: ToastProviderProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const show = useCallback<ToastApi['show']>(
    (message, tone = 'info') => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message, tone }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
    },
    [dismiss, duration],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const t = useT();
  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region role="region" aria-live="polite" aria-label={t('ui.toast.region')}>
        {toasts.map((toast) => (
          <Item key={toast.id} $tone={toast.tone}>
            <Message>
              {toast.tone === 'error' ? (
                <VisuallyHidden>{t('ui.toast.errorPrefix')}</VisuallyHidden>
              ) : null}
              {toast.message}
            </Message>
            <Dismiss
              type="button"
              aria-label={t('ui.toast.dismiss')}
              onClick={() => dismiss(toast.id)}
            >
              <CloseIcon size={18} />
            </Dismiss>
          </Item>
        ))}
      </Region>
    </ToastContext.Provider>
  );
}
