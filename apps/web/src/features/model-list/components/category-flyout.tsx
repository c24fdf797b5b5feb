import { PopoverAnchor, PopoverContent, PopoverPortal, PopoverRoot } from '@yunmo/ui/popover';
import type { RefObject } from 'react';

export interface CategoryFlyoutProps {
  anchor: RefObject<HTMLElement | null>;
  open: boolean;
  /** Opened from the keyboard: focus moves to the first subcategory and returns to the category on close. */
  takeFocus: boolean;
  onOpenChange: (open: boolean) => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  subcategories: readonly { id: number; name: string }[];
  selectedId: number;
  onSelect: (id: number) => void;
}

/** The subcategory flyout of a first-level category (loaded on the first hover). */
export default function CategoryFlyout({
  anchor,
  open,
  takeFocus,
  onOpenChange,
  onPointerEnter,
  onPointerLeave,
  subcategories,
  selectedId,
  onSelect,
}: CategoryFlyoutProps) {
  return (
    <PopoverRoot open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor as RefObject<HTMLElement>} />
      <PopoverPortal>
        <PopoverContent
          className="ym-popover subcategory-flyout"
          side="bottom"
          align="start"
          sideOffset={4}
          onMouseEnter={onPointerEnter}
          onMouseLeave={onPointerLeave}
          onOpenAutoFocus={(event) => {
            if (!takeFocus) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (takeFocus) anchor.current?.querySelector('button')?.focus();
          }}
        >
          <div className="chip-row" role="group" aria-label="子分类浮层">
            {subcategories.map((child) => (
              <button
                key={child.id}
                type="button"
                className="chip"
                aria-pressed={selectedId === child.id}
                onClick={() => {
                  onSelect(child.id);
                }}
              >
                {child.name}
              </button>
            ))}
          </div>
        </PopoverContent>
      </PopoverPortal>
    </PopoverRoot>
  );
}
