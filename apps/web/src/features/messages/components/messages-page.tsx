import { Navigate, useLocation, useSearchParams } from 'react-router';
import { clampJumpPage, lastPage } from '@yunmo/domain/paging';
import {
  USER_MESSAGE_KIND_LABELS,
  USER_MESSAGE_KINDS,
  USER_MESSAGE_PAGE,
  type UserMessageKind,
} from '@yunmo/domain/user-messages';
import { Pagination } from '@yunmo/ui/pagination';
import { ErrorState, Loading } from '@yunmo/ui/states';
import { Tabs } from '@yunmo/ui/tabs';
import { useToast } from '@yunmo/ui/toast';
import { paths } from '@/config/paths';
import { readSession } from '@/lib/session';
import { useHead } from '@/lib/use-head';
import { useListMyMessagesQuery, useMarkMessagesReadMutation } from '../api/messages-api';
import { MessageList } from './message-list';
import './messages.css';

type Tab = 'all' | UserMessageKind;

const tabs: readonly { value: Tab; label: string }[] = [
  { value: 'all', label: '全部' },
  ...USER_MESSAGE_KINDS.map((kind) => ({ value: kind, label: USER_MESSAGE_KIND_LABELS[kind] })),
];

function tabOf(value: string | null): Tab {
  return (USER_MESSAGE_KINDS as readonly string[]).includes(value ?? '')
    ? (value as UserMessageKind)
    : 'all';
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /user/messages: the logged-in user's messages by kind, newest first. */
export function MessagesPage() {
  useHead({ name: 'static', page: 'messages' });
  const location = useLocation();
  if (!readSession().loggedIn)
    return <Navigate to={paths.login.href(location.pathname + location.search)} replace />;
  return <MessageCentre />;
}

function MessageCentre() {
  // Tab and page live in the address, so back and forward and a reload keep them.
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('kind'));
  const page = pageOf(search.get('page'));
  const unreadOnly = search.get('unread') === '1';
  const { data, isLoading, isError, refetch } = useListMyMessagesQuery({
    page,
    pageSize: USER_MESSAGE_PAGE.size,
    kind: tab === 'all' ? undefined : tab,
    unreadOnly,
  });
  const [markRead, { isLoading: marking }] = useMarkMessagesReadMutation();
  const toast = useToast();

  const go = (next: { tab?: Tab; page?: number; unreadOnly?: boolean }) => {
    const params = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'all') params.set('kind', nextTab);
    if (next.unreadOnly ?? unreadOnly) params.set('unread', '1');
    const nextPage = next.page ?? 1;
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params);
  };

  const readOne = (id: number) => {
    void markRead({ ids: [id] })
      .unwrap()
      .catch(() => toast('标记已读失败，请稍后再试', 'warning'));
  };
  const readAll = () => {
    void markRead({ all: true })
      .unwrap()
      .then(() => toast('已全部标记为已读', 'success'))
      .catch(() => toast('标记已读失败，请稍后再试', 'warning'));
  };

  const total = data?.total ?? 0;
  const unread = data?.unread ?? 0;

  return (
    <main className="messages-page container page">
      <header className="messages-header">
        <h1>消息中心</h1>
        <span className="messages-unread" aria-live="polite">
          {unread > 0 ? `${String(unread)} 条未读` : '没有未读消息'}
        </span>
      </header>
      <section className="messages-panel">
        <Tabs
          items={tabs}
          value={tab}
          onValueChange={(next) => go({ tab: next })}
          label="消息类型"
          extra={
            <div className="messages-actions">
              <label className="messages-unread-only">
                <input
                  type="checkbox"
                  checked={unreadOnly}
                  onChange={(event) => go({ tab, unreadOnly: event.currentTarget.checked })}
                />
                只看未读
              </label>
              <button
                type="button"
                className="ym-button"
                disabled={unread === 0 || marking}
                onClick={readAll}
              >
                全部已读
              </button>
            </div>
          }
        />
        {isLoading ? <Loading /> : null}
        {isError ? <ErrorState text="消息加载失败" onRetry={() => void refetch()} /> : null}
        {data ? (
          <MessageList
            key={`${tab}-${String(page)}-${String(unreadOnly)}`}
            messages={data.items}
            onRead={readOne}
          />
        ) : null}
        <Pagination
          className="messages-pagination"
          page={page}
          totalPages={lastPage(total, USER_MESSAGE_PAGE.size)}
          onChange={(next) => go({ page: next })}
          clampJump={(typed) => clampJumpPage(typed, total, USER_MESSAGE_PAGE.size)}
        />
      </section>
    </main>
  );
}
