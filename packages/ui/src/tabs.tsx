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
export function Tabs<V extends string>({
  items,
  value,
  onValueChange,
  label,
  className,
  extra,
}: TabsProps<V>) {
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => {
        onValueChange(next as V);
      }}
      className={clsx('ym-tabs', className)}
    >
      <div className="ym-tabs-bar">
        <RadixTabs.List aria-label={label} className="ym-tabs-list">
          {items.map((item) => (
            // A tab without a panel here controls content rendered elsewhere: no aria-controls to a missing id.
            <RadixTabs.Trigger
              key={item.value}
              value={item.value}
              className="ym-tab"
              {...(item.content === undefined ? { 'aria-controls': undefined } : {})}
            >
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {extra}
      </div>
      {items.map((item) =>
        item.content === undefined ? null : (
          // Every panel stays in the document (hidden when inactive) so each tab's aria-controls
          // names an element; only the active one renders its content.
          <RadixTabs.Content
            key={item.value}
            value={item.value}
            className="ym-tab-panel"
            forceMount
            hidden={item.value !== value}
          >
            {item.value === value ? item.content : null}
          </RadixTabs.Content>
        ),
      )}
    </RadixTabs.Root>
  );
}
