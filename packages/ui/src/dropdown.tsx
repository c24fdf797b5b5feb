import * as RadixDropdown from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface DropdownOption<V extends string> {
  value: V;
  label: string;
}

export interface DropdownProps<V extends string> {
  value: V;
  options: readonly DropdownOption<V>[];
  onChange: (value: V) => void;
  label: string;
  className?: string;
}

/** Single-choice menu (e.g. the search bar's asset-kind picker) on Radix DropdownMenu. */
export function Dropdown<V extends string>({
  value,
  options,
  onChange,
  label,
  className,
}: DropdownProps<V>) {
  const current = options.find((option) => option.value === value) ?? options[0];
  return (
    <RadixDropdown.Root>
      <RadixDropdown.Trigger className={clsx('ym-dropdown-trigger', className)} aria-label={label}>
        {current?.label}
        <span className="ym-caret" aria-hidden="true" />
      </RadixDropdown.Trigger>
      <RadixDropdown.Portal>
        <RadixDropdown.Content className="ym-dropdown" sideOffset={4} align="start">
          <RadixDropdown.RadioGroup
            value={value}
            onValueChange={(next) => {
              onChange(next as V);
            }}
          >
            {options.map((option) => (
              <RadixDropdown.RadioItem
                key={option.value}
                value={option.value}
                className="ym-dropdown-item"
              >
                {option.label}
              </RadixDropdown.RadioItem>
            ))}
          </RadixDropdown.RadioGroup>
        </RadixDropdown.Content>
      </RadixDropdown.Portal>
    </RadixDropdown.Root>
  );
}

export interface MenuProps {
  trigger: ReactNode;
  children: ReactNode;
}

/** Free-form menu (e.g. the user popup). */
export function Menu({ trigger, children }: MenuProps) {
  return (
    <RadixDropdown.Root>
      <RadixDropdown.Trigger asChild>{trigger}</RadixDropdown.Trigger>
      <RadixDropdown.Portal>
        <RadixDropdown.Content className="ym-dropdown" sideOffset={4} align="end">
          {children}
        </RadixDropdown.Content>
      </RadixDropdown.Portal>
    </RadixDropdown.Root>
  );
}

export const MenuItem = RadixDropdown.Item;
