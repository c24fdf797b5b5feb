import type {
  listMyMessagesRoute,
  MarkMessagesReadResult,
  markMyMessagesReadRoute,
  UserMessageKind,
} from '@yunmo/api-contract/messages';
import { routeRequest, type RouteBody, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
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
    listMyMessages: build.query<RouteResponse<typeof listMyMessagesRoute>, MessageListArgs>({
      query: ({ page, pageSize, kind, unreadOnly }) =>
        routeRequest(routeTable.listMyMessages, {
          query: {
            page,
            pageSize,
            kind: kind || undefined,
            unreadOnly: unreadOnly ? 'true' : undefined,
          },
        }),
      providesTags: ['Messages'],
    }),
    markMessagesRead: build.mutation<
      RouteResponse<typeof markMyMessagesReadRoute>,
      RouteBody<typeof markMyMessagesReadRoute>
    >({
      query: (body) => routeRequest(routeTable.markMyMessagesRead, { body }),
      // 全部已读 reloads the lists. One opened message is patched in place instead, so it stays
      // open on the 只看未读 list rather than vanishing under the reader.
      invalidatesTags: (_result, error, body) =>
        error ? [] : 'all' in body ? ['Messages', 'Me'] : ['Me'],
      async onQueryStarted(body, { dispatch, getState, queryFulfilled }) {
        if ('all' in body) return;
        let data: MarkMessagesReadResult;
        try {
          ({ data } = await queryFulfilled);
        } catch {
          return; // The page shows the failure; nothing to patch.
        }
        const ids = new Set(body.ids);
        for (const args of messagesApi.util.selectCachedArgsForQuery(
          getState(),
          'listMyMessages',
        )) {
          dispatch(
            messagesApi.util.updateQueryData('listMyMessages', args, (page) => {
              page.unread = data.unread;
              for (const item of page.items) if (ids.has(item.id)) item.read = true;
            }),
          );
        }
      },
    }),
  }),
});

export const { useListMyMessagesQuery, useMarkMessagesReadMutation } = messagesApi;
