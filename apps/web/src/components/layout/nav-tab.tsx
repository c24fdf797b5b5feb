import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { AssetKind } from '@yunmo/domain/asset-kinds';

const NavCategoryMenu = lazy(() => import('./nav-category-menu'));

const CLOSE_DELAY_MS = 150;

export interface NavTabProps {
  kind: AssetKind;
  label: string;
  /** The header keeps one flyout open at a time. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  toggleIcon: ReactNode;
  children: ReactNode;
}

/**
 * A top-nav tab with its kind's category flyout. Hovering opens it; for the keyboard and touch a
 * disclosure button next to the link opens it (focus alone never does, so tabbing through the
 * header opens nothing). It closes on leaving, Escape, and when focus moves elsewhere.
 */
export function NavTab({ kind, label, open, onOpenChange, toggleIcon, children }: NavTabProps) {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const [loaded, setLoaded] = useState(false);
  const [focusMenu, setFocusMenu] = useState(false);
  useEffect(
    () => () => {
      window.clearTimeout(closeTimer.current);
    },
    [],
  );
  const show = (withKeyboard = false) => {
    window.clearTimeout(closeTimer.current);
    setLoaded(true);
    setFocusMenu(withKeyboard);
    onOpenChange(true);
  };
  const hide = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => {
      onOpenChange(false);
    }, CLOSE_DELAY_MS);
  };
  return (
    <span
      ref={anchorRef}
      className="nav-tab-wrap"
      onMouseEnter={() => {
        show();
      }}
      onMouseLeave={hide}
    >
      {children}
      <button
        ref={toggleRef}
        type="button"
        className="nav-tab-toggle"
        aria-label={`${label}分类`}
        aria-expanded={open}
        onClick={(event) => {
          // A keyboard press has no pointer position (detail 0): move focus into the menu then.
          if (open && event.detail !== 0) return;
          if (open) onOpenChange(false);
          else show(event.detail === 0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            show(true);
          }
        }}
      >
        {toggleIcon}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <NavCategoryMenu
            kind={kind}
            anchorRef={anchorRef}
            open={open}
            focusOnOpen={focusMenu}
            onClose={(returnFocus) => {
              window.clearTimeout(closeTimer.current);
              onOpenChange(false);
              if (returnFocus) toggleRef.current?.focus();
            }}
            onPointerEnter={() => {
              show();
            }}
            onPointerLeave={hide}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
