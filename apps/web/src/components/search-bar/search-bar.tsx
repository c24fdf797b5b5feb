import clsx from 'clsx';
import { lazy, Suspense, useDeferredValue, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { SEARCH_BAR_CATEGORY_OPTIONS, TOP_NAV_CATEGORY_OPTIONS } from '@yunmo/domain/asset-kinds';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { LIST_MESSAGES } from '@yunmo/domain/messages';
import { SEARCH_INPUT_LIMITS } from '@yunmo/domain/search';
import { useRecentSearches } from './recent-searches';
import { paths } from '@/config/paths';
import './search-bar.css';

const SearchPanel = lazy(() => import('./search-panel'));

export interface SearchBarProps {
  kind: AssetKind;
  initialKeyword?: string;
  /** `nav` is the top navigation variant (3D模型, SU, 贴图, UE); `large` sits over a banner. */
  variant?: 'nav' | 'large' | 'compact';
  /** Results open in a new tab (spec); the list page searches in place instead. */
  onSearch?: (kind: AssetKind, keyword: string) => void;
  placeholder?: string;
}

/** Each search landmark has its own name, so a page with the header's and its own bar tells them apart. */
const SEARCH_LANDMARK_NAMES = { nav: '全站搜索', large: '模型搜索', compact: '快捷搜索' } as const;

export function SearchBar({
  kind: initialKind,
  initialKeyword = '',
  variant = 'large',
  onSearch,
  placeholder = LIST_MESSAGES.searchPlaceholder,
}: SearchBarProps) {
  const [kind, setKind] = useState<AssetKind>(initialKind);
  const [keyword, setKeyword] = useState(initialKeyword);
  const [open, setOpen] = useState(false);
  const [panelLoaded, setPanelLoaded] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Focus handed back from the panel (arrow up, Escape) must not reopen it.
  const returning = useRef(false);
  const focusInput = () => {
    returning.current = true;
    inputRef.current?.focus();
    returning.current = false;
  };
  const panelId = useId();
  const { recent, add, remove, clear } = useRecentSearches();
  const typed = useDeferredValue(keyword.trim());
  const options = variant === 'nav' ? TOP_NAV_CATEGORY_OPTIONS : SEARCH_BAR_CATEGORY_OPTIONS;

  const openPanel = () => {
    setPanelLoaded(true);
    setOpen(true);
  };
  const search = (term: string) => {
    const trimmed = term.trim().slice(0, SEARCH_INPUT_LIMITS.search);
    setKeyword(trimmed);
    if (trimmed) add(trimmed);
    setOpen(false);
    if (onSearch) {
      onSearch(kind, trimmed);
      return;
    }
    window.open(paths.list.href(kind, undefined, trimmed || undefined), '_blank', 'noopener');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(keyword);
  };

  return (
    // Before the app takes over a server-rendered page, Enter submits natively: a GET of the list
    // page with the keyword, which the server renders with its results.
    <form
      ref={formRef}
      method="get"
      action={paths.list.href(kind)}
      role="search"
      aria-label={SEARCH_LANDMARK_NAMES[variant]}
      className={clsx('search-bar', `search-bar-${variant}`)}
      onSubmit={submit}
    >
      {/* A native select: accessible and keyboard-friendly without loading a menu library. */}
      <select
        className="search-bar-kind"
        aria-label="搜索分类"
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as AssetKind);
        }}
      >
        {options.map((option) => (
          <option key={option.kind} value={option.kind}>
            {option.label}
          </option>
        ))}
      </select>
      <input
        type="search"
        role="combobox"
        aria-haspopup="dialog"
        aria-autocomplete="list"
        className="search-bar-input"
        name="element"
        aria-label="搜索关键词"
        aria-controls={open ? panelId : undefined}
        aria-expanded={open}
        placeholder={placeholder}
        maxLength={SEARCH_INPUT_LIMITS.search}
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value.slice(0, SEARCH_INPUT_LIMITS.search));
          openPanel();
        }}
        ref={inputRef}
        onFocus={() => {
          if (!returning.current) openPanel();
        }}
        onClick={openPanel}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
          // Down arrow moves into the panel (history, hot words or suggestions), as on 3d66 and 知末.
          if (event.key === 'ArrowDown') {
            const first = document
              .getElementById(panelId)
              ?.querySelector<HTMLButtonElement>('button');
            if (first) {
              event.preventDefault();
              first.focus();
            } else openPanel();
          }
        }}
      />
      <a
        href={paths.imageSearch.href()}
        className="search-bar-camera"
        aria-label="以图搜图"
        title="以图搜图"
        target="_blank"
        rel="noopener"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6z"
          />
        </svg>
      </a>
      <button type="submit" className="search-bar-submit">
        搜索
      </button>
      {panelLoaded ? (
        <Suspense fallback={null}>
          <SearchPanel
            anchorRef={formRef}
            panelId={panelId}
            open={open}
            onOpenChange={setOpen}
            kind={kind}
            typed={typed}
            recent={recent}
            onReturnFocus={focusInput}
            onPick={search}
            onRemove={remove}
            onClear={clear}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
