import clsx from 'clsx';
import { lazy, memo, Suspense, useRef, useState } from 'react';
import type { KindFilters } from '@yunmo/api-contract/kinds';
import {
  FEATURE_FLAG_OPTIONS,
  FEE_OPTIONS,
  hasFeatureFlags,
  SORT_OPTIONS,
  selectedFeeOption,
} from '@yunmo/domain/fees-and-sorts';
import type { FeeOption, SortOption } from '@yunmo/domain/fees-and-sorts';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import type { FilterState, ListState } from '@yunmo/domain/filter-code';
import {
  resetFilters,
  selectFeeSlot,
  selectFirstCategory,
  selectRender,
  selectSecondCategory,
  selectSort,
  selectStyle,
  toggleFlag,
} from '@yunmo/domain/filter-code';

const CategoryFlyout = lazy(() => import('./category-flyout'));
const FLYOUT_CLOSE_DELAY_MS = 150;

export interface FilterRowsProps {
  kind: AssetKind;
  filter: FilterState;
  choices: KindFilters | undefined;
  onChange: (next: ListState) => void;
}

function Row({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="filter-row" role="group" aria-label={title}>
      <span className="filter-row-title">{title}</span>
      <div className="chip-row">{children}</div>
    </div>
  );
}

function Chip({
  active,
  onClick,
  children,
  ...rest
}: { active: boolean; onClick: () => void; children: React.ReactNode } & Omit<
  React.ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick'
>) {
  return (
    <button type="button" className="chip" aria-pressed={active} onClick={onClick} {...rest}>
      {children}
    </button>
  );
}

/** Every filter row of the list page; each choice goes through the domain's transitions. */
export const FilterRows = memo(function FilterRows({
  kind,
  filter,
  choices,
  onChange,
}: FilterRowsProps) {
  const state: ListState = { filter, page: 1 };
  const flyoutAnchor = useRef<HTMLElement | null>(null);
  const [flyoutFor, setFlyoutFor] = useState<number | null>(null);
  const [flyoutOpen, setFlyoutOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  // Opened from the keyboard (down arrow on a category), the flyout takes the focus and gives it back on Escape.
  const [byKeyboard, setByKeyboard] = useState(false);
  const showFlyout = (categoryId: number, element: HTMLElement, keyboard = false) => {
    if (chosen.current && !keyboard) return;
    window.clearTimeout(closeTimer.current);
    flyoutAnchor.current = element;
    setByKeyboard(keyboard);
    setFlyoutFor(categoryId);
    setFlyoutOpen(true);
  };
  const keepFlyout = () => {
    window.clearTimeout(closeTimer.current);
  };
  // After a choice the flyout stays shut until the pointer leaves the category it came from.
  const chosen = useRef(false);
  const closeFlyout = () => {
    window.clearTimeout(closeTimer.current);
    chosen.current = true;
    setFlyoutOpen(false);
  };
  const hideFlyout = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => {
      setFlyoutOpen(false);
    }, FLYOUT_CLOSE_DELAY_MS);
  };
  const categories = choices?.categories ?? [];
  const selectedParent = categories.find((category) => category.id === filter.firstCategoryId);
  // Fee labels come from the server's dictionaries (FEETYPE, UE4C_FEETYPE) once the choices arrive.
  const feeLabel = (option: FeeOption) =>
    choices?.feeTypes.find((choice) => choice.slot === option.slot)?.label ?? option.label;
  const fee = selectedFeeOption(kind, filter);
  const feeOptions: readonly FeeOption[] = FEE_OPTIONS[kind];
  const flags = hasFeatureFlags(kind)
    ? FEATURE_FLAG_OPTIONS.filter((option) => filter[option.slot] === 1)
    : [];
  const sortOptions: readonly SortOption[] = SORT_OPTIONS[kind];
  const secondName = selectedParent?.children.find(
    (child) => child.id === filter.secondCategoryId,
  )?.name;
  const styleName = choices?.styles.find((style) => style.id === filter.styleId)?.name;
  const rendererName =
    filter.renderIndex > 0 ? choices?.renderers[filter.renderIndex - 1]?.name : undefined;
  const active = [
    ...(selectedParent
      ? [
          {
            key: 'category',
            label: `分类：${selectedParent.name}`,
            clear: () => selectFirstCategory(state, 0),
          },
        ]
      : []),
    ...(selectedParent && secondName
      ? [
          {
            key: 'subcategory',
            label: `子分类：${secondName}`,
            clear: () => selectSecondCategory(state, 0, selectedParent.id),
          },
        ]
      : []),
    ...(styleName
      ? [{ key: 'style', label: `风格：${styleName}`, clear: () => selectStyle(state, 0) }]
      : []),
    ...(fee
      ? [
          {
            key: 'fee',
            label: `费用：${feeLabel(fee)}`,
            clear: () => selectFeeSlot(kind, state, null),
          },
        ]
      : []),
    ...flags.map((option) => ({
      key: option.slot,
      label: option.label,
      clear: () => toggleFlag(state, option.slot),
    })),
    ...(rendererName
      ? [{ key: 'renderer', label: `渲染器：${rendererName}`, clear: () => selectRender(state, 0) }]
      : []),
  ];
  return (
    <div className="filter-rows panel">
      {active.length > 0 ? (
        <div className="filter-summary" role="group" aria-label="已选条件">
          <span className="filter-row-title">已选</span>
          <ul className="chip-row">
            {active.map((item) => (
              <li key={item.key}>
                <button
                  type="button"
                  className="chip chip-removable"
                  aria-label={`移除${item.label}`}
                  onClick={() => {
                    onChange(item.clear());
                  }}
                >
                  {item.label}
                  <span aria-hidden="true"> ×</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="link-button filter-clear"
            onClick={() => {
              onChange({ filter: { ...resetFilters(kind).filter, sort: filter.sort }, page: 1 });
            }}
          >
            清空
          </button>
        </div>
      ) : null}
      <Row title="分类">
        <Chip
          active={filter.firstCategoryId === 0}
          onClick={() => {
            onChange(selectFirstCategory(state, 0));
          }}
        >
          全部
        </Chip>
        {categories.map((category) => (
          <span
            key={category.id}
            className="flyout-anchor"
            onMouseEnter={(event) => {
              if (category.children.length > 0) showFlyout(category.id, event.currentTarget);
            }}
            onMouseLeave={() => {
              chosen.current = false;
              hideFlyout();
            }}
          >
            <Chip
              active={filter.firstCategoryId === category.id}
              onClick={() => {
                closeFlyout();
                onChange(selectFirstCategory(state, category.id));
              }}
              {...(category.children.length > 0
                ? {
                    'aria-haspopup': 'true' as const,
                    'aria-expanded': flyoutOpen && flyoutFor === category.id,
                    'aria-keyshortcuts': 'ArrowDown',
                    onKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => {
                      if (event.key !== 'ArrowDown') return;
                      event.preventDefault();
                      const anchor = event.currentTarget.parentElement;
                      if (anchor) showFlyout(category.id, anchor, true);
                    },
                  }
                : {})}
            >
              {category.name}
            </Chip>
          </span>
        ))}
        {flyoutFor !== null ? (
          <Suspense fallback={null}>
            <CategoryFlyout
              anchor={flyoutAnchor}
              open={flyoutOpen}
              takeFocus={byKeyboard}
              onOpenChange={setFlyoutOpen}
              onPointerEnter={keepFlyout}
              onPointerLeave={() => {
                chosen.current = false;
                hideFlyout();
              }}
              subcategories={
                categories.find((category) => category.id === flyoutFor)?.children ?? []
              }
              selectedId={filter.secondCategoryId}
              onSelect={(childId) => {
                closeFlyout();
                onChange(selectSecondCategory(state, childId, flyoutFor));
              }}
            />
          </Suspense>
        ) : null}
      </Row>
      {selectedParent && selectedParent.children.length > 0 ? (
        <Row title="子分类">
          <Chip
            active={filter.secondCategoryId === 0}
            onClick={() => {
              onChange(selectSecondCategory(state, 0, selectedParent.id));
            }}
          >
            全部
          </Chip>
          {selectedParent.children.map((child) => (
            <Chip
              key={child.id}
              active={filter.secondCategoryId === child.id}
              onClick={() => {
                onChange(selectSecondCategory(state, child.id, selectedParent.id));
              }}
            >
              {child.name}
            </Chip>
          ))}
        </Row>
      ) : null}
      {choices && choices.styles.length > 0 ? (
        <Row title="风格">
          <Chip
            active={filter.styleId === 0}
            onClick={() => {
              onChange(selectStyle(state, 0));
            }}
          >
            全部
          </Chip>
          {choices.styles.map((style) => (
            <Chip
              key={style.id}
              active={filter.styleId === style.id}
              onClick={() => {
                onChange(selectStyle(state, style.id));
              }}
            >
              {style.name}
            </Chip>
          ))}
        </Row>
      ) : null}
      <Row title="费用">
        <Chip
          active={!fee}
          onClick={() => {
            onChange(selectFeeSlot(kind, state, null));
          }}
        >
          全部
        </Chip>
        {feeOptions.map((option) => (
          <Chip
            key={option.key}
            active={fee?.key === option.key}
            onClick={() => {
              onChange(selectFeeSlot(kind, state, option.slot));
            }}
          >
            {feeLabel(option)}
          </Chip>
        ))}
      </Row>
      {hasFeatureFlags(kind) ? (
        <Row title="特色">
          {FEATURE_FLAG_OPTIONS.map((option) => (
            <Chip
              key={option.slot}
              active={filter[option.slot] === 1}
              onClick={() => {
                onChange(toggleFlag(state, option.slot));
              }}
            >
              {option.label}
            </Chip>
          ))}
        </Row>
      ) : null}
      {choices && choices.renderers.length > 0 ? (
        <Row title="渲染器">
          <Chip
            active={filter.renderIndex === 0}
            onClick={() => {
              onChange(selectRender(state, 0));
            }}
          >
            全部
          </Chip>
          {choices.renderers.map((renderer, index) => (
            <Chip
              key={renderer.id}
              active={filter.renderIndex === index + 1}
              onClick={() => {
                onChange(selectRender(state, index + 1));
              }}
            >
              {renderer.name}
            </Chip>
          ))}
        </Row>
      ) : null}
      <Row title="排序">
        {sortOptions.map((option) => (
          <button
            key={option.key}
            type="button"
            className={clsx('chip', 'sort-chip')}
            aria-pressed={filter.sort === option.value}
            onClick={() => {
              onChange(selectSort(state, option.value));
            }}
          >
            {option.label}
          </button>
        ))}
      </Row>
    </div>
  );
});
