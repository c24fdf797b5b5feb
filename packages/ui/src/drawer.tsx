import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The element that opens the drawer (a hamburger button); focus returns to it on close. */
  trigger?: ReactNode;
  /**
   * Where focus returns on close when the opening button lives outside the drawer (a page that
   * loads the drawer's code only once it is first opened keeps its own button).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/** A navigation drawer sliding in from the left on Radix Dialog: focus trap, Escape, outside tap. */
export function Drawer({
  open,
  onOpenChange,
  title,
  trigger,
  returnFocusTo,
  children,
}: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger === undefined ? null : <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ym-dialog-overlay ym-drawer-overlay" />
        <RadixDialog.Content
          className="ym-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={
            returnFocusTo === undefined
              ? undefined
              : (event) => {
                  event.preventDefault();
                  returnFocusTo.current?.focus();
                }
          }
        >
          <div className="ym-drawer-header">
            <RadixDialog.Title className="ym-drawer-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ym-dialog-close ym-drawer-close" aria-label="关闭">
              ×
            </RadixDialog.Close>
          </div>
          <div className="ym-drawer-body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
