import { useState } from 'react';
import { Link } from 'react-router';
import type { UserMessage } from '@yunmo/api-contract/messages';
import { USER_MESSAGE_KIND_LABELS } from '@yunmo/domain/user-messages';
import { EmptyState } from '@yunmo/ui/states';

const timeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export function formatMessageTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date).replace(/\//gu, '-');
}

export interface MessageListProps {
  messages: readonly UserMessage[];
  /** Called once when an unread message is opened. */
  onRead: (id: number) => void;
}

/** The messages of one page: a title row each; opening one shows its text and link and marks it read. */
export function MessageList({ messages, onRead }: MessageListProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  if (messages.length === 0) return <EmptyState text="暂无消息" className="messages-empty" />;

  const toggle = (message: UserMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && !message.read) onRead(message.id);
  };

  return (
    <ul className="messages-list" aria-label="消息列表">
      {messages.map((message) => {
        const open = openId === message.id;
        const bodyId = `message-body-${String(message.id)}`;
        return (
          <li
            key={message.id}
            className={message.read ? 'messages-item' : 'messages-item messages-item-unread'}
          >
            <button
              type="button"
              className="messages-item-head"
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={() => toggle(message)}
            >
              <span
                className="messages-dot"
                aria-label={message.read ? undefined : '未读'}
                role={message.read ? undefined : 'img'}
              />
              <span className={`messages-kind messages-kind-${message.kind}`}>
                {USER_MESSAGE_KIND_LABELS[message.kind]}
              </span>
              <span className="messages-title">{message.title}</span>
              <time className="messages-time" dateTime={message.createdAt}>
                {formatMessageTime(message.createdAt)}
              </time>
            </button>
            {open ? (
              <div id={bodyId} className="messages-item-body">
                {message.body ? <p>{message.body}</p> : null}
                {message.link ? (
                  <Link className="messages-link" to={message.link}>
                    查看详情
                  </Link>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
