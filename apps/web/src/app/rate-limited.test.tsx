import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITED_PAGE } from '@yunmo/domain/messages';
import { RateLimited, refusedPageWait } from './rate-limited';

function documentWith(head: string): Document {
  return new DOMParser().parseFromString(
    `<html><head>${head}</head><body></body></html>`,
    'text/html',
  );
}

describe('a page load refused for too many requests', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is recognised by the gateway’s meta tag, with its wait in seconds', () => {
    expect(refusedPageWait(documentWith('<title>云模型</title>'))).toBeUndefined();
    expect(
      refusedPageWait(documentWith(`<meta name="${RATE_LIMITED_PAGE.metaName}" content="17">`)),
    ).toBe(17);
    // A wait that is not a whole positive number still shows the page, with a minute's wait.
    expect(
      refusedPageWait(documentWith(`<meta name="${RATE_LIMITED_PAGE.metaName}" content="soon">`)),
    ).toBe(60);
  });

  it('says so in Chinese, reloads on the button and by itself once the wait is over', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    render(<RateLimited retryAfterSeconds={5} reload={reload} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(RATE_LIMITED_PAGE.title);
    expect(screen.getByRole('main')).toHaveTextContent(RATE_LIMITED_PAGE.text);
    fireEvent.click(screen.getByRole('button', { name: RATE_LIMITED_PAGE.retry }));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(4_999);
    });
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
