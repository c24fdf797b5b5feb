import { lazy, Suspense, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { AssetKind } from '@yunmo/domain/asset-kinds';

const NavCategoryMenu = lazy(() => import('./nav-category-menu'));

/** A top-nav tab; hovering or focusing it opens its kind's category dropdown. */
export function NavTab({ kind, children }: { kind: AssetKind; children: ReactNode }) {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [hoverSignal, setHoverSignal] = useState(0);
  const [leaveSignal, setLeaveSignal] = useState(0);
  const enter = () => { setHoverSignal((count) => count + 1); };
  const leave = () => { setLeaveSignal((count) => count + 1); };
  return (
    <span ref={anchorRef} className="nav-tab-wrap" onMouseEnter={enter} onMouseLeave={leave} onFocus={enter} onBlur={leave}>
      {children}
      {hoverSignal > 0 ? (
        <Suspense fallback={null}>
          <NavCategoryMenu kind={kind} anchorRef={anchorRef} hoverSignal={hoverSignal} leaveSignal={leaveSignal} />
        </Suspense>
      ) : null}
    </span>
  );
}
