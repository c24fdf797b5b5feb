import * as RadixTabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  content?: ReactNode;
}

export interface TabsProps<V extends string> {
  items: readonly TabItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
  label: string;
  className?: string;
  extra?: ReactNode;
}

/** Tabs on Radix: arrow-key navigation and ARIA roles come from the primitive. */
export function Tabs<V extends string>({ items, value, onValueChange, label, className, extra }: TabsProps<V>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => { onValueChange(next as V); }} className={clsx('ym-tabs', className)}>
      <div className="ym-tabs-bar">
        <RadixTabs.List aria-label={label} className="ym-tabs-list">
          {items.map((item) => (
            <RadixTabs.Trigger key={item.value} value={item.value} className="ym-tab">
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {extra}
      </div>
      {items.map((item) =>
        item.content === undefined ? null : (
          <RadixTabs.Content key={item.value} value={item.value} className="ym-tab-panel">
            {item.content}
          </RadixTabs.Content>
        ),
      )}
    </RadixTabs.Root>
  );
}
