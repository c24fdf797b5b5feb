import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useRef } from 'react';
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  footer?: ReactNode;
  width?: number;
  className?: string;
}

/**
 * The element outside any dialog that last had the focus: a dialog's opener, even when the opener
 * lost the focus before the dialog opened (a download button disabled during its request) or a
 * dialog follows another (agreement, then payment).
 */
let lastOutside: HTMLElement | null = null;
if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement && !event.target.closest('[role="dialog"]'))
        lastOutside = event.target;
    },
    true,
  );

/**
 * Focuses `target` unless the focus has gone elsewhere meanwhile; an opener still disabled while
 * the dialog's action settles (a download button during its request) is tried again shortly.
 */
function refocus(target: HTMLElement, tries: number): void {
  const active = document.activeElement;
  if (!target.isConnected || (active && active !== document.body && active !== target)) return;
  if (target.matches(':disabled')) {
    if (tries > 0)
      window.setTimeout(() => {
        refocus(target, tries - 1);
      }, 50);
    return;
  }
  target.focus({ preventScroll: true });
}

/** Modal dialog on Radix: focus trap, Escape and outside click come from the primitive. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = 480,
  className,
}: DialogProps) {
  // Dialogs open from state, not from a Radix trigger, so Radix has nowhere to put the focus back:
  // remember what had it (the button that opened the dialog) and return it there on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ym-dialog-overlay" />
        <RadixDialog.Content
          className={clsx('ym-dialog', className)}
          style={{ width }}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocus.current =
              active instanceof HTMLElement &&
              active !== document.body &&
              !active.closest('[role="dialog"]')
                ? active
                : lastOutside;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            returnFocus.current = null;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              refocus(target, 100);
            }
          }}
        >
          <div className="ym-dialog-header">
            <RadixDialog.Title className="ym-dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ym-dialog-close" aria-label="关闭">
              ×
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="ym-dialog-description">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="ym-visually-hidden">
              {title}
            </RadixDialog.Description>
          )}
          <div className="ym-dialog-body">{children}</div>
          {footer ? <div className="ym-dialog-footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
