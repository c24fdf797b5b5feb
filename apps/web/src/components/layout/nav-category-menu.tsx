import { PopoverAnchor, PopoverContent, PopoverPortal, PopoverRoot } from '@yunmo/ui/popover';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { useGetKindFiltersQuery } from '@/lib/kind-filters-api';
import { categoryFilterCode } from '@/lib/filter-links';
import { paths } from '@/config/paths';

const MAX_PARENTS = 9;
const MAX_CHILDREN = 9;

export interface NavCategoryMenuProps {
  kind: AssetKind;
  anchorRef: RefObject<HTMLElement | null>;
  open: boolean;
  /** Opened from the keyboard: focus goes to the first link. */
  focusOnOpen: boolean;
  /** `returnFocus` after Escape, so keyboard users land back on the tab's toggle. */
  onClose: (returnFocus: boolean) => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

/**
 * The dropdown of a top-nav tab: up to 9 parent categories with 9 children each and a 'more'
 * link. Loaded on the first opening, so the popover code stays out of the first paint.
 */
export default function NavCategoryMenu({
  kind,
  anchorRef,
  open,
  focusOnOpen,
  onClose,
  onPointerEnter,
  onPointerLeave,
}: NavCategoryMenuProps) {
  const filters = useGetKindFiltersQuery(kind, { skip: !open });
  const categories = filters.data?.categories ?? [];
  const close = () => {
    onClose(false);
  };
  const contentRef = useRef<HTMLDivElement>(null);
  // Opened from the keyboard: focus the first category once the categories are there.
  useEffect(() => {
    if (!open || !focusOnOpen || categories.length === 0) return undefined;
    // After the popover has mounted and run its own focus handling.
    const frame = window.requestAnimationFrame(() => {
      contentRef.current?.querySelector<HTMLElement>('a')?.focus();
    });
    return () => {
      window.cancelAnimationFrame(frame);
    };
  }, [open, focusOnOpen, categories.length]);
  return (
    <PopoverRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <PopoverAnchor virtualRef={anchorRef as RefObject<HTMLElement>} />
      <PopoverPortal>
        <PopoverContent
          ref={contentRef}
          className="ym-popover nav-category-menu"
          align="start"
          sideOffset={0}
          onMouseEnter={onPointerEnter}
          onMouseLeave={onPointerLeave}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
          }}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            onClose(true);
          }}
          // The tab and its toggle sit outside the popover: hovering or clicking them is not "outside".
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          {filters.isFetching && categories.length === 0 ? (
            <p className="nav-category-loading">加载中...</p>
          ) : null}
          {filters.isError ? <p className="nav-category-loading">分类加载失败</p> : null}
          <dl className="nav-category-grid">
            {categories.slice(0, MAX_PARENTS).map((parent) => (
              <div key={parent.id} className="nav-category-row">
                <dt>
                  <Link
                    to={paths.list.href(kind, categoryFilterCode(kind, parent.id))}
                    onClick={close}
                  >
                    {parent.name}
                  </Link>
                </dt>
                <dd>
                  {parent.children.slice(0, MAX_CHILDREN).map((child) => (
                    <Link
                      key={child.id}
                      to={paths.list.href(kind, categoryFilterCode(kind, parent.id, child.id))}
                      onClick={close}
                    >
                      {child.name}
                    </Link>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
          {categories.length > 0 ? (
            <Link className="nav-category-more" to={paths.list.href(kind)} onClick={close}>
              更多分类 &gt;
            </Link>
          ) : null}
        </PopoverContent>
      </PopoverPortal>
    </PopoverRoot>
  );
}
