import clsx from 'clsx';
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
}

/** The floating right-hand side bar; slides in once `visible` (the caller owns the scroll rule). */
export function SideBar({ items, visible, className }: SideBarProps) {
  return (
    <aside className={clsx('ym-side-bar', visible && 'ym-side-bar-visible', className)} aria-label="侧边工具栏" aria-hidden={!visible}>
      <ul>
        {items.map((item) => (
          <li key={item.key} className="ym-side-bar-item">
            {item.href ? (
              <a href={item.href} target={item.external ? '_blank' : undefined} rel={item.external ? 'noopener' : undefined} tabIndex={visible ? 0 : -1}>
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
