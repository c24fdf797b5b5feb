import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The element that opens the drawer (a hamburger button); focus returns to it on close. */
  trigger: ReactNode;
  children?: ReactNode;
}

/** A navigation drawer sliding in from the left on Radix Dialog: focus trap, Escape, outside tap. */
export function Drawer({ open, onOpenChange, title, trigger, children }: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ym-dialog-overlay ym-drawer-overlay" />
        <RadixDialog.Content className="ym-drawer" aria-describedby={undefined}>
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
