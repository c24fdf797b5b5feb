import clsx from 'clsx';
import { useState } from 'react';
import type { ReactNode } from 'react';

export interface SideBarItem {
  key: string;
  label: string;
  icon?: ReactNode;
  href?: string;
  onClick?: () => void;
  /** Extra panel shown on hover/focus (e.g. QQ group number, service hours). */
  panel?: ReactNode;
  external?: boolean;
}

export interface SideBarProps {
  items: readonly SideBarItem[];
  visible: boolean;
  className?: string;
  /** Always folded into the corner button (e.g. shown on a short page before any scrolling). */
  folded?: boolean;
  /** The toggle shown where the page margin is too narrow for the full bar (below 1600 px). */
  toggleIcon?: ReactNode;
}

/**
 * The floating right-hand side bar; slides in once `visible` (the caller owns the scroll rule).
 * Where the margin beside the centred page is narrower than the bar, it folds into one round
 * button at the bottom corner so it never covers the page's right column.
 */
export function SideBar({ items, visible, className, toggleIcon, folded = false }: SideBarProps) {
  const [expanded, setExpanded] = useState(false);
  return (
    <aside
      className={clsx(
        'ym-side-bar',
        visible && 'ym-side-bar-visible',
        expanded && 'ym-side-bar-expanded',
        folded && 'ym-side-bar-folded',
        className,
      )}
      aria-label="侧边工具栏"
      aria-hidden={!visible}
    >
      <button
        type="button"
        className="ym-side-bar-toggle"
        aria-expanded={expanded}
        aria-label={expanded ? '收起工具栏' : '展开工具栏'}
        tabIndex={visible ? 0 : -1}
        onClick={() => {
          setExpanded((open) => !open);
        }}
      >
        {toggleIcon ?? <span aria-hidden="true">⋯</span>}
      </button>
      <ul>
        {items.map((item) => (
          <li key={item.key} className="ym-side-bar-item">
            {item.href ? (
              <a
                href={item.href}
                target={item.external ? '_blank' : undefined}
                rel={item.external ? 'noopener' : undefined}
                tabIndex={visible ? 0 : -1}
              >
                {item.icon}
                <span>{item.label}</span>
              </a>
            ) : (
              <button type="button" onClick={item.onClick} tabIndex={visible ? 0 : -1}>
                {item.icon}
                <span>{item.label}</span>
              </button>
            )}
            {item.panel ? <div className="ym-side-bar-panel">{item.panel}</div> : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
