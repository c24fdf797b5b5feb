import { PopoverAnchor, PopoverContent, PopoverPortal, PopoverRoot } from '@yunmo/ui/popover';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { useGetKindFiltersQuery } from '@/lib/kind-filters-api';
import { categoryFilterCode } from '@/lib/filter-links';
import { paths } from '@/config/paths';

const MAX_PARENTS = 9;
const MAX_CHILDREN = 9;
const CLOSE_DELAY_MS = 150;

export interface NavCategoryMenuProps {
  kind: AssetKind;
  anchorRef: RefObject<HTMLElement | null>;
  /** Bumped by the tab on every hover or focus. */
  hoverSignal: number;
  leaveSignal: number;
}

/**
 * The hover dropdown of a top-nav tab: up to 9 parent categories with 9 children each and a
 * 'more' link. Loaded on the first hover, so the popover code stays out of the first paint.
 */
export default function NavCategoryMenu({ kind, anchorRef, hoverSignal, leaveSignal }: NavCategoryMenuProps) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const filters = useGetKindFiltersQuery(kind, { skip: !open });
  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hide = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => { setOpen(false); }, CLOSE_DELAY_MS);
  };
  useEffect(() => {
    if (hoverSignal > 0) show();
    // show/hide only touch state and the timer; reacting to the signals is the point.
  }, [hoverSignal]);
  useEffect(() => {
    if (leaveSignal > 0) hide();
  }, [leaveSignal]);
  const categories = filters.data?.categories ?? [];
  return (
    <PopoverRoot open={open} onOpenChange={setOpen}>
      <PopoverAnchor virtualRef={anchorRef as RefObject<HTMLElement>} />
      <PopoverPortal>
        <PopoverContent
          className="ym-popover nav-category-menu"
          align="start"
          sideOffset={0}
          onMouseEnter={show}
          onMouseLeave={hide}
          onOpenAutoFocus={(event) => { event.preventDefault(); }}
          onCloseAutoFocus={(event) => { event.preventDefault(); }}
        >
          {filters.isFetching && categories.length === 0 ? <p className="nav-category-loading">加载中...</p> : null}
          {filters.isError ? <p className="nav-category-loading">分类加载失败</p> : null}
          <dl className="nav-category-grid">
            {categories.slice(0, MAX_PARENTS).map((parent) => (
              <div key={parent.id} className="nav-category-row">
                <dt>
                  <Link to={paths.list.href(kind, categoryFilterCode(kind, parent.id))} onClick={() => { setOpen(false); }}>
                    {parent.name}
                  </Link>
                </dt>
                <dd>
                  {parent.children.slice(0, MAX_CHILDREN).map((child) => (
                    <Link key={child.id} to={paths.list.href(kind, categoryFilterCode(kind, parent.id, child.id))} onClick={() => { setOpen(false); }}>
                      {child.name}
                    </Link>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
          {categories.length > 0 ? (
            <Link className="nav-category-more" to={paths.list.href(kind)} onClick={() => { setOpen(false); }}>
              更多分类 &gt;
            </Link>
          ) : null}
        </PopoverContent>
      </PopoverPortal>
    </PopoverRoot>
  );
}
