import * as RadixToast from '@radix-ui/react-toast';
import type { ToastMessage } from './toast';

export interface ToastViewportProps {
  messages: readonly ToastMessage[];
  durationMs: number;
  onClosed: (id: number) => void;
}

/** Renders queued toasts with Radix (announced to screen readers, auto-closing). */
export default function ToastViewport({ messages, durationMs, onClosed }: ToastViewportProps) {
  return (
    <RadixToast.Provider duration={durationMs} swipeDirection="up">
      {messages.map((message) => (
        <RadixToast.Root
          key={message.id}
          className={`ym-toast ym-toast-${message.tone}`}
          onOpenChange={(open) => {
            if (!open) onClosed(message.id);
          }}
        >
          <RadixToast.Description>{message.text}</RadixToast.Description>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="ym-toast-viewport" />
    </RadixToast.Provider>
  );
}
