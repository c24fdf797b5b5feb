import { PopoverAnchor, PopoverContent, PopoverPortal, PopoverRoot } from '@yunmo/ui/popover';
import { Dropdown } from '@yunmo/ui/dropdown';
import clsx from 'clsx';
import { useDeferredValue, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { SEARCH_BAR_CATEGORY_OPTIONS, TOP_NAV_CATEGORY_OPTIONS } from '@yunmo/domain/asset-kinds';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { highlightKeyword, SEARCH_INPUT_LIMITS } from '@yunmo/domain/search';
import { useGetHotWordsQuery, useGetSuggestionsQuery } from './search-api';
import { useRecentSearches } from './recent-searches';
import { paths } from '@/config/paths';
import './search-bar.css';
import { LIST_MESSAGES } from '@yunmo/domain/messages';

export interface SearchBarProps {
  kind: AssetKind;
  initialKeyword?: string;
  /** `nav` is the top navigation variant (3D模型, SU, 贴图, UE); `large` sits over a banner. */
  variant?: 'nav' | 'large' | 'compact';
  /** Results open in a new tab (spec); the list page searches in place instead. */
  onSearch?: (kind: AssetKind, keyword: string) => void;
  placeholder?: string;
}

export function SearchBar({ kind: initialKind, initialKeyword = '', variant = 'large', onSearch, placeholder = LIST_MESSAGES.searchPlaceholder }: SearchBarProps) {
  const [kind, setKind] = useState<AssetKind>(initialKind);
  const [keyword, setKeyword] = useState(initialKeyword);
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const panelId = useId();
  const { recent, add, remove, clear } = useRecentSearches();
  const typed = useDeferredValue(keyword.trim());
  const hotWords = useGetHotWordsQuery(kind, { skip: !open });
  const suggestions = useGetSuggestionsQuery({ kind, q: typed }, { skip: !open || typed === '' });
  const options = (variant === 'nav' ? TOP_NAV_CATEGORY_OPTIONS : SEARCH_BAR_CATEGORY_OPTIONS).map((option) => ({ value: option.kind, label: option.label }));

  const search = (term: string) => {
    const trimmed = term.trim().slice(0, SEARCH_INPUT_LIMITS.search);
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
    <PopoverRoot open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <form ref={formRef} role="search" className={clsx('search-bar', `search-bar-${variant}`)} onSubmit={submit}>
          <Dropdown value={kind} options={options} onChange={setKind} label="搜索分类" className="search-bar-kind" />
          <input
            type="search"
            className="search-bar-input"
            aria-label="搜索关键词"
            aria-controls={open ? panelId : undefined}
            aria-expanded={open}
            placeholder={placeholder}
            maxLength={SEARCH_INPUT_LIMITS.search}
            value={keyword}
            onChange={(event) => { setKeyword(event.target.value.slice(0, SEARCH_INPUT_LIMITS.search)); setOpen(true); }}
            onFocus={() => { setOpen(true); }}
            onKeyDown={(event) => { if (event.key === 'Escape') setOpen(false); }}
          />
          <a href={paths.imageSearch.href()} className="search-bar-camera" aria-label="以图搜图" title="以图搜图" target="_blank" rel="noopener">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" /></svg>
          </a>
          <button type="submit" className="search-bar-submit">
            搜索
          </button>
        </form>
      </PopoverAnchor>
      <PopoverPortal>
        <PopoverContent
          id={panelId}
          className="ym-popover search-panel"
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => { event.preventDefault(); }}
          onInteractOutside={(event) => {
            // Clicks inside the bar itself (input, kind picker) keep the panel open.
            if (event.target instanceof Node && formRef.current?.contains(event.target)) event.preventDefault();
          }}
        >
          {typed === '' ? (
            <div className="search-panel-idle">
              {recent.length > 0 ? (
                <section aria-label="历史搜索">
                  <header className="search-panel-head">
                    <h4>历史搜索</h4>
                    <button type="button" className="link-button" onClick={clear}>
                      清空
                    </button>
                  </header>
                  <ul className="search-history">
                    {recent.map((term) => (
                      <li key={term}>
                        <button type="button" className="search-chip" onClick={() => { setKeyword(term); search(term); }}>
                          {term}
                        </button>
                        <button type="button" className="search-chip-remove" aria-label={`删除 ${term}`} onClick={() => { remove(term); }}>
                          ×
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <section aria-label="热门搜索">
                <header className="search-panel-head">
                  <h4>热门搜索</h4>
                </header>
                <ol className="search-hot">
                  {(hotWords.data ?? []).slice(0, 10).map((word, index) => (
                    <li key={word.id}>
                      <button type="button" onClick={() => { setKeyword(word.name); search(word.name); }}>
                        <span className={clsx('search-hot-rank', index < 3 && 'search-hot-top')}>{index + 1}</span>
                        {word.name}
                      </button>
                    </li>
                  ))}
                </ol>
              </section>
            </div>
          ) : (
            <ul className="search-suggestions" aria-label="联想词">
              {(suggestions.data ?? []).map((word) => (
                <li key={word}>
                  <button type="button" onClick={() => { setKeyword(word); search(word); }}>
                    {highlightKeyword(word, typed).map((segment, index) => (segment.match ? <em key={index}>{segment.text}</em> : <span key={index}>{segment.text}</span>))}
                  </button>
                </li>
              ))}
              {suggestions.data?.length === 0 ? <li className="search-suggestions-none">按回车搜索“{typed}”</li> : null}
            </ul>
          )}
        </PopoverContent>
      </PopoverPortal>
    </PopoverRoot>
  );
}
