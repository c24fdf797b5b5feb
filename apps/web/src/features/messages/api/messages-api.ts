import type { MarkMessagesRead, MarkMessagesReadResult, UserMessageKind, UserMessagePage } from '@yunmo/api-contract/messages';
import { api } from '@/lib/api';

export interface MessageListArgs {
  page: number;
  pageSize: number;
  kind?: UserMessageKind | undefined;
  unreadOnly?: boolean;
}

// 'Me' is the header popup's query (lib/account-api): its unread count must follow every mark-read.
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['Messages', 'Me'] });

/** The message centre: the caller's messages and marking them read. */
export const messagesApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    listMyMessages: build.query<UserMessagePage, MessageListArgs>({
      query: ({ page, pageSize, kind, unreadOnly }) => {
        const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
        if (kind) search.set('kind', kind);
        if (unreadOnly) search.set('unreadOnly', 'true');
        return `/me/messages?${search.toString()}`;
      },
      providesTags: ['Messages'],
    }),
    markMessagesRead: build.mutation<MarkMessagesReadResult, MarkMessagesRead>({
      query: (body) => ({ url: '/me/messages/read', method: 'POST', body }),
      invalidatesTags: ['Messages', 'Me'],
    }),
  }),
});

export const { useListMyMessagesQuery, useMarkMessagesReadMutation } = messagesApi;
