import clsx from 'clsx';
import { useState } from 'react';
import type { FormEvent } from 'react';

export type PageSlot = number | 'gap-before' | 'gap-after';

/** Page buttons to show: first, last, and a window of `around` pages each side of the current one. */
export function pageSlots(page: number, totalPages: number, around = 2): PageSlot[] {
  if (totalPages <= 0) return [];
  const slots: PageSlot[] = [];
  let start = Math.max(2, page - around);
  let end = Math.min(totalPages - 1, page + around);
  // A gap that would hide a single page shows that page instead.
  if (start === 3) start = 2;
  if (end === totalPages - 2) end = totalPages - 1;
  slots.push(1);
  if (start > 2) slots.push('gap-before');
  for (let n = start; n <= end; n += 1) slots.push(n);
  if (end < totalPages - 1) slots.push('gap-after');
  if (totalPages > 1) slots.push(totalPages);
  return slots;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Turns what the user typed into a valid page (the domain's jump-to-page rule). */
  clampJump: (typed: string) => number;
  className?: string;
}

export function Pagination({ page, totalPages, onChange, clampJump, className }: PaginationProps) {
  const [typed, setTyped] = useState('');
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target !== page) onChange(target);
  };
  const submitJump = (event: FormEvent) => {
    event.preventDefault();
    const target = clampJump(typed);
    setTyped(String(target));
    go(target);
  };
  return (
    <nav className={clsx('ym-pagination', className)} aria-label="分页">
      <button
        type="button"
        className="ym-page"
        disabled={page <= 1}
        onClick={() => {
          go(page - 1);
        }}
      >
        上一页
      </button>
      {pageSlots(page, totalPages).map((slot) =>
        typeof slot === 'number' ? (
          <button
            key={slot}
            type="button"
            className={clsx('ym-page', slot === page && 'ym-page-current')}
            aria-current={slot === page ? 'page' : undefined}
            onClick={() => {
              go(slot);
            }}
          >
            {slot}
          </button>
        ) : (
          <span key={slot} className="ym-page-gap" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className="ym-page"
        disabled={page >= totalPages}
        onClick={() => {
          go(page + 1);
        }}
      >
        下一页
      </button>
      <span className="ym-page-total">共 {totalPages} 页</span>
      <form className="ym-page-jump" onSubmit={submitJump}>
        <label>
          跳至
          <input
            inputMode="numeric"
            aria-label="跳转页码"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value.slice(0, 9));
            }}
          />
          页
        </label>
        <button type="submit" className="ym-page">
          确定
        </button>
      </form>
    </nav>
  );
}
