import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export interface ToastMessage {
  id: number;
  text: string;
  tone: ToastTone;
}

type ShowToast = (text: string, tone?: ToastTone) => void;

const ToastContext = createContext<ShowToast | null>(null);

// The Radix toast code loads with the first toast, keeping it out of the first paint.
const ToastViewport = lazy(() => import('./toast-viewport'));

export interface ToastProviderProps {
  children: ReactNode;
  /** How long a toast stays; the spec's copy and error toasts last 2 s. */
  durationMs: number;
}

/** Toasts on Radix (announced to screen readers); each closes itself after durationMs. */
export function ToastProvider({ children, durationMs }: ToastProviderProps) {
  const [messages, setMessages] = useState<ToastMessage[]>([]);
  const show = useCallback<ShowToast>((text, tone = 'info') => {
    setMessages((current) => [
      ...current.slice(-2),
      { id: Date.now() + Math.random(), text, tone },
    ]);
  }, []);
  const remove = useCallback((id: number) => {
    setMessages((current) => current.filter((message) => message.id !== id));
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {messages.length > 0 ? (
        <Suspense fallback={null}>
          <ToastViewport messages={messages} durationMs={durationMs} onClosed={remove} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
