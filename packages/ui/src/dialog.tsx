import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
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

/** Modal dialog on Radix: focus trap, Escape and outside click come from the primitive. */
export function Dialog({ open, onOpenChange, title, description, children, footer, width = 480, className }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ym-dialog-overlay" />
        <RadixDialog.Content className={clsx('ym-dialog', className)} style={{ width }}>
          <div className="ym-dialog-header">
            <RadixDialog.Title className="ym-dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ym-dialog-close" aria-label="关闭">
              ×
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="ym-dialog-description">{description}</RadixDialog.Description> : <RadixDialog.Description className="ym-visually-hidden">{title}</RadixDialog.Description>}
          <div className="ym-dialog-body">{children}</div>
          {footer ? <div className="ym-dialog-footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
