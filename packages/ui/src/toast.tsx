import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

interface ToastMessage {
  id: number;
  text: string;
  tone: ToastTone;
}

type ShowToast = (text: string, tone?: ToastTone) => void;

const ToastContext = createContext<ShowToast | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** How long a toast stays; the spec's copy and error toasts last 2 s. */
  durationMs: number;
}

/** Toasts on Radix (announced to screen readers); each closes itself after durationMs. */
export function ToastProvider({ children, durationMs }: ToastProviderProps) {
  const [messages, setMessages] = useState<ToastMessage[]>([]);
  const show = useCallback<ShowToast>((text, tone = 'info') => {
    setMessages((current) => [...current.slice(-2), { id: Date.now() + Math.random(), text, tone }]);
  }, []);
  const remove = useCallback((id: number) => {
    setMessages((current) => current.filter((message) => message.id !== id));
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={durationMs} swipeDirection="up">
        {children}
        {messages.map((message) => (
          <RadixToast.Root
            key={message.id}
            className={`ym-toast ym-toast-${message.tone}`}
            onOpenChange={(open) => { if (!open) remove(message.id); }}
          >
            <RadixToast.Description>{message.text}</RadixToast.Description>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className="ym-toast-viewport" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
