import * as RadixPopover from '@radix-ui/react-popover';
import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface PopoverProps {
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
  /** Keeps focus in the trigger (e.g. a text input that opens a suggestion panel). */
  keepTriggerFocus?: boolean;
  anchor?: ReactNode;
}

/** Non-modal floating panel on Radix; closes on outside click and Escape. */
export function Popover({
  trigger,
  children,
  open,
  onOpenChange,
  align = 'start',
  side = 'bottom',
  className,
  keepTriggerFocus = false,
  anchor,
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      {anchor ? <RadixPopover.Anchor asChild>{anchor}</RadixPopover.Anchor> : null}
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={clsx('ym-popover', className)}
          align={align}
          side={side}
          sideOffset={6}
          onOpenAutoFocus={
            keepTriggerFocus
              ? (event) => {
                  event.preventDefault();
                }
              : undefined
          }
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

export const PopoverRoot = RadixPopover.Root;
export const PopoverAnchor = RadixPopover.Anchor;
export const PopoverPortal = RadixPopover.Portal;
export const PopoverContent = RadixPopover.Content;
export const PopoverTrigger = RadixPopover.Trigger;
