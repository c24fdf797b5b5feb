import { PopoverAnchor, PopoverContent, PopoverPortal, PopoverRoot } from '@yunmo/ui/popover';
import clsx from 'clsx';
import type { RefObject } from 'react';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { highlightKeyword } from '@yunmo/domain/search';
import { useGetHotWordsQuery, useGetSuggestionsQuery } from './search-api';

export interface SearchPanelProps {
  anchorRef: RefObject<HTMLFormElement | null>;
  panelId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: AssetKind;
  typed: string;
  recent: readonly string[];
  /** Puts the keyboard back in the search box without reopening the panel. */
  onReturnFocus: () => void;
  onPick: (term: string) => void;
  onRemove: (term: string) => void;
  onClear: () => void;
}

/**
 * The panel under the search bar: history and hot words while empty, suggestions while typing.
 * Loaded on first focus, so the popover code stays out of the first paint.
 */
export default function SearchPanel({
  anchorRef,
  panelId,
  open,
  onOpenChange,
  kind,
  typed,
  recent,
  onReturnFocus,
  onPick,
  onRemove,
  onClear,
}: SearchPanelProps) {
  const hotWords = useGetHotWordsQuery(kind, { skip: !open });
  const suggestions = useGetSuggestionsQuery({ kind, q: typed }, { skip: !open || typed === '' });
  return (
    <PopoverRoot open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchorRef as RefObject<HTMLFormElement>} />
      <PopoverPortal>
        <PopoverContent
          id={panelId}
          className="ym-popover search-panel"
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
          }}
          // Escape inside the panel hands the keyboard back to the search box.
          onEscapeKeyDown={() => {
            onReturnFocus();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
            const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
            event.preventDefault();
            const next = at + (event.key === 'ArrowDown' ? 1 : -1);
            if (next < 0) onReturnFocus();
            else buttons[Math.min(next, buttons.length - 1)]?.focus();
          }}
          onInteractOutside={(event) => {
            // Clicks inside the bar itself (input, kind picker) keep the panel open.
            if (event.target instanceof Node && anchorRef.current?.contains(event.target))
              event.preventDefault();
          }}
        >
          {typed === '' ? (
            <div className="search-panel-idle">
              {recent.length > 0 ? (
                <section aria-label="历史搜索">
                  <header className="search-panel-head">
                    <h4>历史搜索</h4>
                    <button type="button" className="link-button" onClick={onClear}>
                      清空
                    </button>
                  </header>
                  <ul className="search-history">
                    {recent.map((term) => (
                      <li key={term}>
                        <button
                          type="button"
                          className="search-chip"
                          onClick={() => {
                            onPick(term);
                          }}
                        >
                          {term}
                        </button>
                        <button
                          type="button"
                          className="search-chip-remove"
                          aria-label={`删除 ${term}`}
                          onClick={() => {
                            onRemove(term);
                          }}
                        >
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
                      <button
                        type="button"
                        onClick={() => {
                          onPick(word.name);
                        }}
                      >
                        <span className={clsx('search-hot-rank', index < 3 && 'search-hot-top')}>
                          {index + 1}
                        </span>
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
                  <button
                    type="button"
                    onClick={() => {
                      onPick(word);
                    }}
                  >
                    {highlightKeyword(word, typed).map((segment, index) =>
                      segment.match ? (
                        <em key={index}>{segment.text}</em>
                      ) : (
                        <span key={index}>{segment.text}</span>
                      ),
                    )}
                  </button>
                </li>
              ))}
              {suggestions.data?.length === 0 ? (
                <li className="search-suggestions-none">按回车搜索“{typed}”</li>
              ) : null}
            </ul>
          )}
        </PopoverContent>
      </PopoverPortal>
    </PopoverRoot>
  );
}
