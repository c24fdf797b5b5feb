/**
 * Generated from openapi/api.openapi.json by `pnpm --filter @yunmo/api-contract generate`.
 * Do not edit by hand.
 */

export interface paths {
    "/api/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the home page shows, in one call
         * @description Everything the home page shows, in one call.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Cached briefly and answered with an `ETag`; send `If-None-Match` to get 304.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kinds/{kind}/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Filter choices of a list page: category tree, styles, renderers, fee types, sorts
         * @description Filter choices of a list page: category tree, styles, renderers, fee types, sorts.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Cached briefly and answered with an `ETag`; send `If-None-Match` to get 304.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getKindFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kinds/{kind}/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List search (40 per page) by filter code and keyword
         * @description List search (40 per page) by filter code and keyword.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["searchKindModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kinds/{kind}/category-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per-category hit counts for a keyword
         * @description Per-category hit counts for a keyword.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getCategoryCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kinds/{kind}/search-analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List search with the search-analysis details of the debugger views
         * @description List search with the search-analysis details of the debugger views.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getSearchAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Model list by query (the /model/list page)
         * @description Model list by query (the /model/list page).
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["listModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member-models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Member models (membership page lists and the member list)
         * @description Member models (membership page lists and the member list).
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["listMemberModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channels/{kind}/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Banner carousel of a channel page
         * @description Banner carousel of a channel page.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Cached briefly and answered with an `ETag`; send `If-None-Match` to get 304.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getChannelBanners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channels/{kind}/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Channel grid (40 per page) filtered by favourite categories
         * @description Channel grid (40 per page) filtered by favourite categories.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["listChannelModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channels/{kind}/hobbies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in user’s favourite categories of a channel
         * @description The logged-in user’s favourite categories of a channel.
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getChannelHobbies"];
        /**
         * Save the logged-in user’s favourite categories of a channel
         * @description Save the logged-in user’s favourite categories of a channel.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        put: operations["putChannelHobbies"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/hot-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hot search words of a kind
         * @description Hot search words of a kind.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Cached briefly and answered with an `ETag`; send `If-None-Match` to get 304.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["listHotWords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Associated words for what is being typed (at most 10, prefix matches first)
         * @description Associated words for what is being typed (at most 10, prefix matches first).
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["listSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/label-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Label words (hot search words page)
         * @description Label words (hot search words page).
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Cached briefly and answered with an `ETag`; send `If-None-Match` to get 304.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["listLabelWords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Album list (20 per page) by label and keyword
         * @description Album list (20 per page) by label and keyword.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["searchAlbums"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/albums/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Album label tags
         * @description Album label tags.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Cached briefly and answered with an `ETag`; send `If-None-Match` to get 304.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["listAlbumLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/albums/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Album detail with all its models
         * @description Album detail with all its models.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getAlbum"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/albums/{uuid}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Similar albums
         * @description Similar albums.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["listSimilarAlbums"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/albums/{uuid}/favourite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Favourite an album
         * @description Favourite an album.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        put: operations["favourAlbum"];
        post?: never;
        /**
         * Cancel an album favourite
         * @description Cancel an album favourite.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Answers 204 without a body.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        delete: operations["unfavourAlbum"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/album-favourites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which of the listed albums (at most 40) the caller has favourited
         * @description Which of the listed albums (at most 40) the caller has favourited.
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getAlbumFavouriteState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rankings/{board}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Author ranking board (top 20, refreshed daily); month covers the last 30 days
         * @description Author ranking board (top 20, refreshed daily); month covers the last 30 days.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Cached briefly and answered with an `ETag`; send `If-None-Match` to get 304.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getRanking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/csrf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Issue the CSRF token (also set as the readable `csrf` cookie)
         * @description Issue the CSRF token (also set as the readable `csrf` cookie).
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getCsrfToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with a phone number or user name; sets the HttpOnly `token` and `account` cookies
         * @description Log in with a phone number or user name; sets the HttpOnly `token` and `account` cookies.
         *
         *     Public: no credentials needed. A call carrying the `token` cookie must send the `x-csrf-token` header.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and log in
         * @description Create an account and log in.
         *
         *     Public: no credentials needed. A call carrying the `token` cookie must send the `x-csrf-token` header.
         *
         *     Creates a resource: 201 with its address in `Location` (`/api/me`).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A single-use captcha for the registration SMS and for logins after failures
         * @description A single-use captcha for the registration SMS and for logins after failures.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/sms-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registration step 1: check the captcha and text a code to the phone
         * @description Registration step 1: check the captcha and text a code to the phone.
         *
         *     Public: no credentials needed. A call carrying the `token` cookie must send the `x-csrf-token` header.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["sendSmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the session and clear the cookies
         * @description Revoke the session and clear the cookies.
         *
         *     Public: no credentials needed. A call carrying the `token` cookie must send the `x-csrf-token` header.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is logged in: balances for the header popup, tier, unread count
         * @description Who is logged in: balances for the header popup, tier, unread count.
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my personal access tokens
         * @description The signed-in user’s active personal access tokens, newest first. The tokens themselves are never listed, only their prefix.
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["listApiTokens"];
        put?: never;
        /**
         * Create a personal access token
         * @description Creates a token with the `read` or `write` scope and answers it whole, this once. Needs a login session: a call authenticated by a token is refused (403), so a leaked token cannot create successors. At most 20 active tokens (409 beyond).
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Creates a resource: 201 with its address in `Location` (`/api/me/tokens/{id}`).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a personal access token
         * @description Revokes one of the user’s tokens at once; calls with it are then refused. Someone else’s or an unknown token is 404.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Answers 204 without a body.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/token-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the session is still valid (checkToken); never 401
         * @description Whether the session is still valid (checkToken); never 401.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["checkToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kinds/{kind}/models/{uuid}/dynamic-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dynamic time of a detail page: url, pubDate, upDate for its structured data
         * @description Dynamic time of a detail page: url, pubDate, upDate for its structured data.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Cached briefly and answered with an `ETag`; send `If-None-Match` to get 304.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getDynamicTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/share/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The WeChat JS-SDK signature of a page address (spec §7.5: share signature GET with url)
         * @description The WeChat JS-SDK signature of a page address (spec §7.5: share signature GET with url).
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getShareSignature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/panoramas/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The viewer address of a panorama (a work id or a VR address); 404 for an unknown or foreign one
         * @description The viewer address of a panorama (a work id or a VR address); 404 for an unknown or foreign one.
         *
         *     Public: no credentials needed. A call carrying the `token` cookie must send the `x-csrf-token` header.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["resolvePanoUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s unread message count (the header badge)
         * @description The caller’s unread message count (the header badge).
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getMyUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s messages, newest first, by kind or unread only
         * @description The caller’s messages, newest first, by kind or unread only.
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["listMyMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/messages/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark some of the caller’s messages, or all of them, read; answers the unread count after
         * @description Mark some of the caller’s messages, or all of them, read; answers the unread count after.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["markMyMessagesRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today’s sign-in state
         * @description Today’s sign-in state.
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getSignIn"];
        put?: never;
        /**
         * Sign in for today (+0.1 download points, once per day)
         * @description Sign in for today (+0.1 download points, once per day).
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user’s favourites folders of one category (1 MAX, 2 SU, 3 textures, 4 UE4, 6 UE materials)
         * @description The user’s favourites folders of one category (1 MAX, 2 SU, 3 textures, 4 UE4, 6 UE materials).
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["listFolders"];
        put?: never;
        /**
         * Create a favourites folder
         * @description Create a favourites folder.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Creates a resource: 201 with its address in `Location` (`/api/folders/{id}`).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["createFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/{folderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename one of the user’s favourites folders (someone else’s answers 404)
         * @description Rename one of the user’s favourites folders (someone else’s answers 404).
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        put: operations["renameFolder"];
        post?: never;
        /**
         * Delete one of the user’s favourites folders and the favourites in it (someone else’s answers 404)
         * @description Delete one of the user’s favourites folders and the favourites in it (someone else’s answers 404).
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Answers 204 without a body.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        delete: operations["deleteFolder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/{folderId}/favourites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Models in one of the user’s folders, newest first, optionally searched by title
         * @description Models in one of the user’s folders, newest first, optionally searched by title.
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["listFavourites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Favourite a model into a folder (or move it there)
         * @description Favourite a model into a folder (or move it there).
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Creates a resource: 201 with its address in `Location` (`/api/favourites/{modelId}`).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["saveFavourite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourites/{modelId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the user has favourited a model, and where
         * @description Whether the user has favourited a model, and where.
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getFavourite"];
        put?: never;
        post?: never;
        /**
         * Cancel a model favourite
         * @description Cancel a model favourite.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Answers 204 without a body.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        delete: operations["cancelFavourite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/feedback-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A signed, expiring policy for one feedback screenshot (JPG/PNG under 20 MB)
         * @description A signed, expiring policy for one feedback screenshot (JPG/PNG under 20 MB).
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getFeedbackUploadPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send feedback (description, contact, the uploaded screenshot’s path)
         * @description Send feedback (description, contact, the uploaded screenshot’s path).
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Creates a resource: 201 with its address in `Location` (`/api/feedback/{id}`).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["submitFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/experience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Experience feedback: satisfaction and suggestions
         * @description Experience feedback: satisfaction and suggestions.
         *
         *     Public: no credentials needed. A call carrying the `token` cookie must send the `x-csrf-token` header.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["submitExperienceFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suggest a search term that found nothing
         * @description Suggest a search term that found nothing.
         *
         *     Public: no credentials needed. A call carrying the `token` cookie must send the `x-csrf-token` header.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["submitSuggestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices/shutdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shutdown notice and whether its daily popup should show for the caller
         * @description The shutdown notice and whether its daily popup should show for the caller.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getShutdownNotice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices/shutdown/mute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Do not remind: stop the daily shutdown popup for the caller
         * @description Do not remind: stop the daily shutdown popup for the caller.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        put: operations["muteShutdownNotice"];
        post?: never;
        /**
         * Show the daily shutdown popup again
         * @description Show the daily shutdown popup again.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Answers 204 without a body.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        delete: operations["unmuteShutdownNotice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/survey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the user survey (once per user; 422 with legacyCode 409 when already answered)
         * @description Submit the user survey (once per user; 422 with legacyCode 409 when already answered).
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["submitSurvey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/author-consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The author's auto-conversion consent (403 for users who are not authors)
         * @description The author's auto-conversion consent (403 for users who are not authors).
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getAuthorConsent"];
        /**
         * Agree or disagree, later switch auto conversion on or off (authors only)
         * @description Agree or disagree, later switch auto conversion on or off (authors only).
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        put: operations["putAuthorConsent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/author-consent/conversions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The author's models the nightly job converted to paid-plus-member
         * @description The author's models the nightly job converted to paid-plus-member.
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["listConvertedModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors/{author}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Author page profile: banner, avatar, contacts, introduction, counts and whether the caller follows
         * @description Author page profile: banner, avatar, contacts, introduction, counts and whether the caller follows.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getAuthorProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors/{author}/works": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Author works by type (models with sub-kind, panorama, video), keyword or ID search of at most 20 characters, 12 per page
         * @description Author works by type (models with sub-kind, panorama, video), keyword or ID search of at most 20 characters, 12 per page.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["listAuthorWorks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/author-works/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One panorama or video tutorial of an author, for its own page (counts a view)
         * @description One panorama or video tutorial of an author, for its own page (counts a view).
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getAuthorWork"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors/{author}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Follow an author
         * @description Follow an author.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        put: operations["followAuthor"];
        post?: never;
        /**
         * Stop following an author
         * @description Stop following an author.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Answers 204 without a body.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        delete: operations["unfollowAuthor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/author-cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The owner changes the cover of their author page: one JPG/JPEG/PNG of at most 3 MB as a data URL, checked by its bytes
         * @description The owner changes the cover of their author page: one JPG/JPEG/PNG of at most 3 MB as a data URL, checked by its bytes.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        put: operations["changeAuthorCover"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/image-search/pictures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a search picture (the raw JPEG/PNG bytes as the body, at most 3 MB), before the search
         * @description Uploads a search picture (the raw JPEG/PNG bytes as the body, at most 3 MB), before the search.
         *
         *     Public: no credentials needed. A call carrying the `token` cookie must send the `x-csrf-token` header.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["uploadSearchPicture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/image-search/pictures/by-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fetches an image link on the server (SSRF-guarded) and keeps it as a search picture
         * @description Fetches an image link on the server (SSRF-guarded) and keeps it as a search picture.
         *
         *     Public: no credentials needed. A call carrying the `token` cookie must send the `x-csrf-token` header.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["uploadSearchPictureByLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/image-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search by image: a JPEG/PNG data URL (paste, drop, upload, crop) or an image link, in tab 3D模型 (cid 1) or SU模型 (cid 2)
         * @description Search by image: a JPEG/PNG data URL (paste, drop, upload, crop) or an image link, in tab 3D模型 (cid 1) or SU模型 (cid 2).
         *
         *     Public: no credentials needed. A call carrying the `token` cookie must send the `x-csrf-token` header.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["searchByImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kinds/{kind}/models/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Model detail of any kind: images, info fields, versions with their contents, price, author or ads, latest error reply (404 模型未找到!)
         * @description Model detail of any kind: images, info fields, versions with their contents, price, author or ads, latest error reply (404 模型未找到!).
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getModelDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kinds/{kind}/models/{uuid}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Similar models of the same kind and class
         * @description Similar models of the same kind and class.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["listSimilarModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kinds/{kind}/models/{uuid}/download-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * First download step of any kind: agreement, captcha, confirmations, or the file link
         * @description First download step of any kind: agreement, captcha, confirmations, or the file link.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["checkDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kinds/{kind}/models/{uuid}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The actual download after a confirmation: pays by the chosen or automatic method and answers the file link
         * @description The actual download after a confirmation: pays by the chosen or automatic method and answers the file link.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["payDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/downloads/agreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Accept the download agreement
         * @description Accept the download agreement.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        put: operations["acceptDownloadAgreement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/downloads/quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live quota meter
         * @description The live quota meter.
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getDownloadQuota"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/error-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report an error of a model (categories, up to 512 characters); answers 反馈成功
         * @description Report an error of a model (categories, up to 512 characters); answers 反馈成功.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["submitErrorReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kinds/{kind}/models/{uuid}/conversions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The files of a MAX or SU model and the versions each can be converted to
         * @description The files of a MAX or SU model and the versions each can be converted to.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getVersionConversionOptions"];
        put?: never;
        /**
         * Queue a conversion of one file to another version (once); answers the submitted text
         * @description Queue a conversion of one file to another version (once); answers the submitted text.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["requestVersionConversion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/gold-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gold membership price (99 a year, was 158, discount 62)
         * @description Gold membership price (99 a year, was 158, discount 62).
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getGoldPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/gold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s gold membership and the end date a purchase would give
         * @description The caller’s gold membership and the end date a purchase would give.
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getGoldStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/gold-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy or renew gold for one year with beans or a QR order (422 with legacyCode 20702, 20802, 20803, 20700)
         * @description Buy or renew gold for one year with beans or a QR order (422 with legacyCode 20702, 20802, 20803, 20700).
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Creates a resource: 201 with its address in `Location` (`/api/payments/orders/{orderNumber}`).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["createGoldOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download packages on sale
         * @description Download packages on sale.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Answers the list envelope: `items`, `page`, `pageSize` and `total`.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["listDownloadPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/package-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a download package by QR order
         * @description Buy a download package by QR order.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Creates a resource: 201 with its address in `Location` (`/api/payments/orders/{orderNumber}`).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["createPackageOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/download-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay one download of a MAX or SU model with beans or a QR order
         * @description Pay one download of a MAX or SU model with beans or a QR order.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Creates a resource: 201 with its address in `Location` (`/api/payments/orders/{orderNumber}`).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["createDownloadOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/membership-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the yearly membership with beans or a QR order
         * @description Open the yearly membership with beans or a QR order.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Creates a resource: 201 with its address in `Location` (`/api/payments/orders/{orderNumber}`).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["createMembershipOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/orders/{orderNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The state of one of the caller’s orders (polled every second by the QR dialog)
         * @description The state of one of the caller’s orders (polled every second by the QR dialog).
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getOrderStatus"];
        put?: never;
        post?: never;
        /**
         * Close an unpaid order (the QR dialog was closed); a paid order stays paid
         * @description Close an unpaid order (the QR dialog was closed); a paid order stays paid.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Answers 204 without a body.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        delete: operations["closeOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The membership page: price, per-model price, trial discount and countdown, sub-account branch
         * @description The membership page: price, per-model price, trial discount and countdown, sub-account branch.
         *
         *     Public: no credentials needed; a signed-in caller gets the same answer, marked private.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getMembershipOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/membership/trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the 7-day experience membership (422 when already tried)
         * @description Start the 7-day experience membership (422 when already tried).
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["startMembershipTrial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/membership/popup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the experience-member popup applies (category, openWindow, money, experienceNumber)
         * @description Whether the experience-member popup applies (category, openWindow, money, experienceNumber).
         *
         *     Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        get: operations["getMembershipPopup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/membership/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a popup operation; TipClose also stops the popup for good
         * @description Record a popup operation; TipClose also stops the popup for good.
         *
         *     Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["saveMembershipOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/membership/not-opening-reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Why the user does not open the membership (at least one reason)
         * @description Why the user does not open the membership (at least one reason).
         *
         *     Public: no credentials needed. A call carrying the `token` cookie must send the `x-csrf-token` header.
         *
         *     Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.
         */
        post: operations["saveNotOpeningReasons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AlbumDetail: {
            id: number;
            uuid: string;
            title: string;
            modelCount: number;
            favourites: number;
            views: number;
            models: components["schemas"]["ModelCard"][];
        };
        AlbumFavouriteState: {
            favourited: string[];
        };
        AlbumPage: {
            total: number;
            page: number;
            pageSize: number;
            items: components["schemas"]["AlbumSummary"][];
        };
        AlbumSummary: {
            id: number;
            uuid: string;
            title: string;
            modelCount: number;
            favourites: number;
            views: number;
            models: {
                uuid: string;
                thumbnailUrl: string;
                title: string;
            }[];
        };
        /** @description A personal access token as listed: never the token itself. */
        ApiToken: {
            id: number;
            name: string;
            /** @enum {string} */
            scope: "read" | "write";
            tokenPrefix: string;
            createdAt: string;
            lastUsedAt: string | null;
        };
        /**
         * @description Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).
         * @enum {string}
         */
        AssetKind: "max" | "su" | "mapping" | "ue4" | "uec";
        AuthorConsent: {
            answered: boolean;
            autoConversion: boolean;
            defaultFrom: string;
            idleMonths: number;
        };
        AuthorProfile: {
            userName: string;
            nickname: string;
            avatarUrl: string | null;
            phone: string | null;
            wechat: string | null;
            introduction: string | null;
            bannerUrl: string | null;
            mobileBannerUrl: string | null;
            following: boolean;
            isOwner: boolean;
            followers: number;
            counts: {
                models: number;
                panoramas: number;
                videos: number;
                subKinds: {
                    1: number;
                    2: number;
                    3: number;
                    4: number;
                };
            };
        };
        /** @description A panorama or video tutorial of an author; `url` is its page on this site. */
        AuthorWork: {
            id: number;
            title: string;
            thumbnailUrl: string;
            url: string;
            views: number;
            /** @enum {string} */
            type: "panorama" | "video";
        };
        /** @description One panorama or video tutorial with its author. */
        AuthorWorkDetail: {
            id: number;
            /** @enum {string} */
            type: "panorama" | "video";
            title: string;
            thumbnailUrl: string;
            mediaUrl: string | null;
            views: number;
            publishedAt: string;
            author: {
                userName: string;
                nickname: string;
            };
        };
        /** @description One page (12) of an author’s models, or of panoramas or videos, in the list envelope. */
        AuthorWorksPage: {
            items: (components["schemas"]["ModelCard"] | components["schemas"]["AuthorWork"])[];
            page: number;
            pageSize: number;
            total: number;
        };
        Captcha: {
            captchaId: string;
            image: string;
            answer?: string;
        };
        CategoryCount: {
            categoryId: number;
            name: string;
            count: number;
        };
        CategoryNode: {
            id: number;
            name: string;
            children: components["schemas"]["NamedItem"][];
        };
        ConvertedModel: {
            uuid: string;
            kind: components["schemas"]["AssetKind"];
            title: string;
            chargeCategory: number;
            convertedAt: string;
        };
        CreatedApiToken: {
            id: number;
            name: string;
            /** @enum {string} */
            scope: "read" | "write";
            tokenPrefix: string;
            createdAt: string;
            lastUsedAt: string | null;
            token: string;
        };
        CsrfToken: {
            csrfToken: string;
        };
        DownloadFile: {
            /** @enum {string} */
            action: "download" | "open";
            url: string;
            fileName: string;
            sizeBytes: number | null;
            sha256: string | null;
        };
        DownloadPackage: {
            id: number;
            name: string;
            downloads: number;
            priceFen: number;
            originalPriceFen: number;
        };
        /** @description What today’s and this month’s downloads have left. */
        DownloadQuota: {
            tier: string;
            dailyLimit: number;
            dailyLeft: number;
            memberMonthLimit: number;
            memberMonthLeft: number;
            memberTexturesLeft: number;
            balances: {
                beansFen: number;
                downloadPointsFen: number;
                tickets: number;
                /** @default 0 */
                packages: number;
            };
        };
        /** @description What a download costs and how it would be paid. */
        DownloadQuote: {
            priceFen: number;
            /** @enum {string} */
            reason: "member" | "paid" | "expertBeyondQuota" | "flowFee" | "memberQuota";
            method: ("ticket" | "downloadPoints" | "beans") | null;
            fundsSufficient: boolean;
            balances: {
                beansFen: number;
                downloadPointsFen: number;
                tickets: number;
                /** @default 0 */
                packages: number;
            };
            remaining: number | null;
        };
        DownloadStep: {
            /** @constant */
            step: "captcha";
            message: string;
        } | {
            /** @constant */
            step: "agreement";
        } | {
            /** @constant */
            step: "couponChoice";
            quote: components["schemas"]["DownloadQuote"] | null;
        } | {
            /** @constant */
            step: "purchaseConfirm";
            quote: components["schemas"]["DownloadQuote"] | null;
        } | {
            /** @constant */
            step: "flowFeeConfirm";
            feeFen: number;
            quote: components["schemas"]["DownloadQuote"] | null;
        } | {
            /** @constant */
            step: "memberConfirm";
            downNumber: number | null;
            quote: components["schemas"]["DownloadQuote"] | null;
        } | {
            /** @constant */
            step: "payDialog";
            payPriceFen: number | null;
        } | {
            /** @constant */
            step: "triggerDownload";
            quote: components["schemas"]["DownloadQuote"] | null;
        } | {
            /** @constant */
            step: "link";
            files: components["schemas"]["DownloadFile"][];
        } | {
            /** @constant */
            step: "message";
            text: string;
            /** @enum {string} */
            level: "info" | "warning";
            durationMs: number;
        };
        /** @description url, pubDate and upDate of the time structured data */
        DynamicTime: {
            url: string;
            pubDate: string;
            upDate: string;
        };
        ErrorReply: {
            userName: string;
            nickname: string;
            content: string;
            createdAt: string;
            replyName: string | null;
            replyNickname: string | null;
            reply: string | null;
            repliedAt: string | null;
        };
        FavouritesFolder: {
            id: number;
            category: number;
            name: string;
        };
        FeeChoice: {
            key: string;
            label: string;
            /** @enum {string} */
            slot: "free" | "vip" | "member" | "nofree";
        };
        FilterState: {
            firstCategoryId: number;
            secondCategoryId: number;
            styleId: number;
            sort: number;
            free: number;
            vip: number;
            member: number;
            nofree: number;
            renderIndex: number;
            unique: number;
            vr: number;
            spaces: number;
        };
        GoldPrice: {
            priceFen: number;
            oldPriceFen: number;
            discount: number;
        };
        GoldStatus: {
            isGold: boolean;
            goldEnd: string | null;
            nextGoldEnd: string;
            isSubAccount: boolean;
        };
        HomePage: {
            banners: components["schemas"]["LinkItem"][];
            sceneImages: components["schemas"]["LinkItem"][];
            bigImages: components["schemas"]["LinkItem"][];
            navItems: components["schemas"]["LinkItem"][];
            ads: components["schemas"]["LinkItem"][];
            showcases: {
                max: components["schemas"]["Showcase"];
                su: components["schemas"]["Showcase"];
                mapping: components["schemas"]["Showcase"];
                ue4: components["schemas"]["Showcase"];
                member: components["schemas"]["Showcase"];
            };
            albums: components["schemas"]["AlbumSummary"][];
            rankings: {
                incomeTotal: components["schemas"]["RankItem"][];
                incomeMonth: components["schemas"]["RankItem"][];
                uploadsTotal: components["schemas"]["RankItem"][];
                uploadsMonth: components["schemas"]["RankItem"][];
            };
            labelWords: string[];
        };
        KindFilters: {
            kind: components["schemas"]["AssetKind"];
            defaultFilterCode: string;
            categories: components["schemas"]["CategoryNode"][];
            styles: {
                id: number;
                name: string;
                value: string;
            }[];
            renderers: components["schemas"]["NamedItem"][];
            feeTypes: components["schemas"]["FeeChoice"][];
            sorts: components["schemas"]["SortChoice"][];
        };
        /** @description Banner, navigation or advertisement item. */
        LinkItem: {
            id: number;
            imageUrl: string;
            title: string;
            subtitle?: string;
            cta?: string;
            path: string;
        };
        Me: {
            userName: string;
            nickname: string;
            avatarUrl: string | null;
            isAuthor: boolean;
            beansFen: number;
            renderPoints: number;
            downloadPointsTenths: number;
            downloadPoints: string;
            couponPacks: number;
            memberCategory: number;
            subAccount: boolean;
            trialStartedAt: string | null;
            unread: number;
            outstandingFen: number;
            payment: {
                tickets: number;
                freeDownloadsLeftToday: number;
                downloadPackages: number;
                memberDownloadsLeft: number;
                flowFeeFen: number;
                userCategory: number;
            };
        };
        MembershipOffer: {
            priceFen: number;
            originalPriceFen: number;
            defaultPriceFen: number;
            perModelPriceFen: number;
            discount: number | null;
            trialEndsAt: string | null;
            memberEndsAt: string | null;
            category: number;
            isSubAccount: boolean;
            loggedIn: boolean;
            accessId: string | null;
        };
        MembershipPopup: {
            category: number;
            openWindow: 0 | 1;
            moneyFen: number;
            experienceNumber: number;
        };
        ModelCard: {
            id: number;
            uuid: string;
            kind: components["schemas"]["AssetKind"];
            title: string;
            highlightedTitle?: string;
            thumbnailUrl: string;
            priceFen: number;
            priceLabel: string;
            chargeCategory: number;
            isMember: boolean;
            score?: number;
            renderer?: string;
            views: number;
            favourites: number;
            downloads: number;
        };
        /** @description Everything the detail page of a model shows, for every kind. */
        ModelDetail: {
            kind: components["schemas"]["AssetKind"];
            id: number;
            uuid: string;
            title: string;
            number: string;
            categories: {
                first: string;
                second: string;
            };
            createdAt: string;
            counts: {
                downloads: number;
                favourites: number;
                views: number;
            };
            images: {
                url: string;
                thumbnailUrl: string;
                vrUrl: string | null;
            }[];
            fields: {
                label: string;
                value: string;
            }[];
            versions: components["schemas"]["ModelVersion"][];
            price: {
                fen: number;
                free: boolean;
                feeCategory: number;
                chargeCategory: number;
            };
            author: {
                userName: string;
                nickname: string;
                avatarUrl: string | null;
                models: number;
            } | null;
            works: {
                uuid: string;
                kind: components["schemas"]["AssetKind"];
                title: string;
                thumbnailUrl: string;
                downloads: number;
                priceLabel?: string;
            }[];
            ads: {
                imageUrl: string;
                url: string;
                title: string;
            }[];
            anonymous: boolean;
            favourite: boolean;
            latestErrorReply: components["schemas"]["ErrorReply"] | null;
        };
        ModelPage: {
            total: number;
            totalCapped: boolean;
            page: number;
            pageSize: number;
            items: components["schemas"]["ModelCard"][];
        };
        ModelSearchResult: {
            total: number;
            totalCapped: boolean;
            page: number;
            pageSize: number;
            items: components["schemas"]["ModelCard"][];
            filterCode: string;
            filter: components["schemas"]["FilterState"];
            filterValid: boolean;
            categoryCounts: components["schemas"]["CategoryCount"][];
        };
        ModelVersion: {
            id: number;
            version: string;
            light: string | null;
            sizeMb: number;
            sizeBytes: number;
            sha256: string;
            copyright: boolean;
            contents: components["schemas"]["PackageContents"] | null;
        };
        NamedItem: {
            id: number;
            name: string;
        };
        OrderStatus: {
            orderNumber: string;
            /** @enum {string} */
            state: "created" | "paid" | "closed" | "expired";
            downloadUrl: string | null;
            downloadFileName: string | null;
            downloadPackageNumber: number | null;
        };
        /** @description The files of a download, read from the file itself. */
        PackageContents: {
            files: {
                name: string;
                bytes: number;
            }[];
            textures: string[];
            totalBytes: number;
            model: {
                faces: number;
                vertices: number;
                widthCm: number;
                depthCm: number;
                heightCm: number;
            } | null;
        };
        /** @description The one error shape of /api: RFC 9457 problem details (application/problem+json). */
        Problem: {
            type: string;
            title: string;
            status: number;
            detail: string;
            instance?: string;
            /** @enum {string} */
            code: "BAD_REQUEST" | "NOT_LOGGED_IN" | "TOKEN_SCOPE" | "CSRF_REJECTED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "BUSINESS_RULE" | "FORBIDDEN" | "UPSTREAM_ERROR" | "UPSTREAM_TIMEOUT" | "INTERNAL";
            legacyCode?: number;
            loginUrl?: string;
            retryAfterSeconds?: number;
            errors?: {
                path: string;
                message: string;
            }[];
        };
        /** @description Beans payments are paid at once; QR payments wait for the payer. */
        PurchaseResult: {
            /** @constant */
            status: "paid";
            orderNumber: string;
            message: string;
        } | {
            /** @constant */
            status: "awaitingPayment";
            order: components["schemas"]["QrOrder"];
        };
        /** @description An order waiting to be paid by scanning its QR code. */
        QrOrder: {
            orderNumber: string;
            qrCodeDataUrl: string;
            cashierUrl: string | null;
            priceFen: number;
            expiresAt: string;
        };
        RankItem: {
            rank: number;
            userName: string;
            nickname: string;
            productBeans: number;
            beans: number;
            works: number;
            avatarUrl: string;
        };
        SearchAnalysis: {
            total: number;
            totalCapped: boolean;
            page: number;
            pageSize: number;
            items: components["schemas"]["ModelCard"][];
            filterCode: string;
            filter: components["schemas"]["FilterState"];
            filterValid: boolean;
            categoryCounts: components["schemas"]["CategoryCount"][];
            analysis: {
                element: string;
                elementAnalysis: unknown;
                elementExtend: unknown;
                elementExtendAnalysis: unknown;
                categories: unknown;
            };
        };
        Session: {
            userName: string;
            nickname: string;
            redirect: string;
        };
        /** @description WeChat JS-SDK share parameters for one page address */
        ShareSignature: {
            appId: string | null;
            timestamp: number | null;
            nonceStr: string | null;
            signature: string | null;
        };
        Showcase: {
            recentCount: number;
            items: components["schemas"]["ModelCard"][];
            classes: components["schemas"]["NamedItem"][];
        };
        /** @description The shutdown notice; content and dates are server configuration. */
        ShutdownNotice: {
            scheduled: boolean;
            show: boolean;
            muted: boolean;
            title: string;
            uploadClosedOn: string;
            siteClosedOn: string;
            balanceText: string;
            body: string;
        };
        SignInState: {
            signedToday: boolean;
            downloadPoints: string;
        };
        SmsCodeSent: {
            message: string;
            resendSeconds: number;
        };
        SortChoice: {
            value: number;
            key: string;
            label: string;
        };
        SurveyAnswers: {
            problem1?: number;
            problem2?: number[];
            modelCategory?: string;
            platformName?: string;
            problem3?: number[];
            problem4?: number;
            input4?: string;
            input5?: string;
        };
        SurveyResult: {
            reward: number;
        };
        UnreadCount: {
            unread: number;
        };
        UploadPolicy: {
            /** @enum {string} */
            storage: "local" | "s3";
            host: string;
            fields: {
                [key: string]: string;
            };
        };
        UserMessage: {
            id: number;
            kind: components["schemas"]["UserMessageKind"];
            title: string;
            body: string;
            link: string | null;
            createdAt: string;
            read: boolean;
        };
        /**
         * @description What raised a message: system notice, paid order, error-report answer, feedback answer, version conversion, new follower.
         * @enum {string}
         */
        UserMessageKind: "system" | "order" | "error_reply" | "feedback_reply" | "conversion" | "follow";
        UserMessagePage: {
            total: number;
            page: number;
            pageSize: number;
            unread: number;
            items: components["schemas"]["UserMessage"][];
        };
        /** @description What the version conversion dialog offers (§4.9); nothing convertible shows the no-edition notice. */
        VersionConversionOptions: {
            convertible: {
                fileId: number;
                version: string;
                light: string | null;
                targets: string[];
            }[];
            files: {
                fileId: number;
                version: string;
                light: string | null;
                sizeMb: number;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "banners": [
                     *         {
                     *           "id": 1,
                     *           "imageUrl": "/files/banners/1.jpg",
                     *           "title": "北欧布艺沙发组合",
                     *           "subtitle": "示例",
                     *           "cta": "示例",
                     *           "path": "/list/max/0-0-0-1-0-0-0-0-0-0-0-0"
                     *         }
                     *       ],
                     *       "sceneImages": [
                     *         {
                     *           "id": 1,
                     *           "imageUrl": "/files/banners/1.jpg",
                     *           "title": "北欧布艺沙发组合",
                     *           "subtitle": "示例",
                     *           "cta": "示例",
                     *           "path": "/list/max/0-0-0-1-0-0-0-0-0-0-0-0"
                     *         }
                     *       ],
                     *       "bigImages": [
                     *         {
                     *           "id": 1,
                     *           "imageUrl": "/files/banners/1.jpg",
                     *           "title": "北欧布艺沙发组合",
                     *           "subtitle": "示例",
                     *           "cta": "示例",
                     *           "path": "/list/max/0-0-0-1-0-0-0-0-0-0-0-0"
                     *         }
                     *       ],
                     *       "navItems": [
                     *         {
                     *           "id": 1,
                     *           "imageUrl": "/files/banners/1.jpg",
                     *           "title": "北欧布艺沙发组合",
                     *           "subtitle": "示例",
                     *           "cta": "示例",
                     *           "path": "/list/max/0-0-0-1-0-0-0-0-0-0-0-0"
                     *         }
                     *       ],
                     *       "ads": [
                     *         {
                     *           "id": 1,
                     *           "imageUrl": "/files/banners/1.jpg",
                     *           "title": "北欧布艺沙发组合",
                     *           "subtitle": "示例",
                     *           "cta": "示例",
                     *           "path": "/list/max/0-0-0-1-0-0-0-0-0-0-0-0"
                     *         }
                     *       ],
                     *       "showcases": {
                     *         "max": {
                     *           "recentCount": 1,
                     *           "items": [
                     *             {
                     *               "id": 1,
                     *               "uuid": "b7c1d2e3f4a5",
                     *               "kind": "max",
                     *               "title": "北欧布艺沙发组合",
                     *               "highlightedTitle": "示例",
                     *               "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *               "priceFen": 220,
                     *               "priceLabel": "¥2.20",
                     *               "chargeCategory": 1,
                     *               "isMember": false,
                     *               "score": 1,
                     *               "renderer": "VRay",
                     *               "views": 1,
                     *               "favourites": 1,
                     *               "downloads": 1
                     *             }
                     *           ],
                     *           "classes": [
                     *             {
                     *               "id": 1,
                     *               "name": "客厅"
                     *             }
                     *           ]
                     *         },
                     *         "su": {
                     *           "recentCount": 1,
                     *           "items": [
                     *             {
                     *               "id": 1,
                     *               "uuid": "b7c1d2e3f4a5",
                     *               "kind": "max",
                     *               "title": "北欧布艺沙发组合",
                     *               "highlightedTitle": "示例",
                     *               "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *               "priceFen": 220,
                     *               "priceLabel": "¥2.20",
                     *               "chargeCategory": 1,
                     *               "isMember": false,
                     *               "score": 1,
                     *               "renderer": "VRay",
                     *               "views": 1,
                     *               "favourites": 1,
                     *               "downloads": 1
                     *             }
                     *           ],
                     *           "classes": [
                     *             {
                     *               "id": 1,
                     *               "name": "客厅"
                     *             }
                     *           ]
                     *         },
                     *         "mapping": {
                     *           "recentCount": 1,
                     *           "items": [
                     *             {
                     *               "id": 1,
                     *               "uuid": "b7c1d2e3f4a5",
                     *               "kind": "max",
                     *               "title": "北欧布艺沙发组合",
                     *               "highlightedTitle": "示例",
                     *               "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *               "priceFen": 220,
                     *               "priceLabel": "¥2.20",
                     *               "chargeCategory": 1,
                     *               "isMember": false,
                     *               "score": 1,
                     *               "renderer": "VRay",
                     *               "views": 1,
                     *               "favourites": 1,
                     *               "downloads": 1
                     *             }
                     *           ],
                     *           "classes": [
                     *             {
                     *               "id": 1,
                     *               "name": "客厅"
                     *             }
                     *           ]
                     *         },
                     *         "ue4": {
                     *           "recentCount": 1,
                     *           "items": [
                     *             {
                     *               "id": 1,
                     *               "uuid": "b7c1d2e3f4a5",
                     *               "kind": "max",
                     *               "title": "北欧布艺沙发组合",
                     *               "highlightedTitle": "示例",
                     *               "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *               "priceFen": 220,
                     *               "priceLabel": "¥2.20",
                     *               "chargeCategory": 1,
                     *               "isMember": false,
                     *               "score": 1,
                     *               "renderer": "VRay",
                     *               "views": 1,
                     *               "favourites": 1,
                     *               "downloads": 1
                     *             }
                     *           ],
                     *           "classes": [
                     *             {
                     *               "id": 1,
                     *               "name": "客厅"
                     *             }
                     *           ]
                     *         },
                     *         "member": {
                     *           "recentCount": 1,
                     *           "items": [
                     *             {
                     *               "id": 1,
                     *               "uuid": "b7c1d2e3f4a5",
                     *               "kind": "max",
                     *               "title": "北欧布艺沙发组合",
                     *               "highlightedTitle": "示例",
                     *               "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *               "priceFen": 220,
                     *               "priceLabel": "¥2.20",
                     *               "chargeCategory": 1,
                     *               "isMember": false,
                     *               "score": 1,
                     *               "renderer": "VRay",
                     *               "views": 1,
                     *               "favourites": 1,
                     *               "downloads": 1
                     *             }
                     *           ],
                     *           "classes": [
                     *             {
                     *               "id": 1,
                     *               "name": "客厅"
                     *             }
                     *           ]
                     *         }
                     *       },
                     *       "albums": [
                     *         {
                     *           "id": 1,
                     *           "uuid": "b7c1d2e3f4a5",
                     *           "title": "北欧布艺沙发组合",
                     *           "modelCount": 1,
                     *           "favourites": 1,
                     *           "views": 1,
                     *           "models": [
                     *             {
                     *               "uuid": "b7c1d2e3f4a5",
                     *               "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *               "title": "北欧布艺沙发组合"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "rankings": {
                     *         "incomeTotal": [
                     *           {
                     *             "rank": 1,
                     *             "userName": "designer_01",
                     *             "nickname": "设计师小王",
                     *             "productBeans": 1,
                     *             "beans": 1,
                     *             "works": 1,
                     *             "avatarUrl": "/files/avatars/1.jpg"
                     *           }
                     *         ],
                     *         "incomeMonth": [
                     *           {
                     *             "rank": 1,
                     *             "userName": "designer_01",
                     *             "nickname": "设计师小王",
                     *             "productBeans": 1,
                     *             "beans": 1,
                     *             "works": 1,
                     *             "avatarUrl": "/files/avatars/1.jpg"
                     *           }
                     *         ],
                     *         "uploadsTotal": [
                     *           {
                     *             "rank": 1,
                     *             "userName": "designer_01",
                     *             "nickname": "设计师小王",
                     *             "productBeans": 1,
                     *             "beans": 1,
                     *             "works": 1,
                     *             "avatarUrl": "/files/avatars/1.jpg"
                     *           }
                     *         ],
                     *         "uploadsMonth": [
                     *           {
                     *             "rank": 1,
                     *             "userName": "designer_01",
                     *             "nickname": "设计师小王",
                     *             "productBeans": 1,
                     *             "beans": 1,
                     *             "works": 1,
                     *             "avatarUrl": "/files/avatars/1.jpg"
                     *           }
                     *         ]
                     *       },
                     *       "labelWords": [
                     *         "示例"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["HomePage"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/home",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/home",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/home",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/home",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/home",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getKindFilters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).
                 * @example max
                 */
                kind: components["schemas"]["AssetKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "max",
                     *       "defaultFilterCode": "示例",
                     *       "categories": [
                     *         {
                     *           "id": 1,
                     *           "name": "客厅",
                     *           "children": [
                     *             {
                     *               "id": 1,
                     *               "name": "客厅"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "styles": [
                     *         {
                     *           "id": 1,
                     *           "name": "客厅",
                     *           "value": "示例"
                     *         }
                     *       ],
                     *       "renderers": [
                     *         {
                     *           "id": 1,
                     *           "name": "客厅"
                     *         }
                     *       ],
                     *       "feeTypes": [
                     *         {
                     *           "key": "示例",
                     *           "label": "示例",
                     *           "slot": "free"
                     *         }
                     *       ],
                     *       "sorts": [
                     *         {
                     *           "value": 1,
                     *           "key": "示例",
                     *           "label": "示例"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["KindFilters"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/kinds/1/filters",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/kinds/1/filters",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/kinds/1/filters",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/filters",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/filters",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchKindModels: {
        parameters: {
            query?: {
                /**
                 * @description Filter code of the list page (12 numbers joined by "-", e.g. 0-0-0-1-0-0-0-0-0-0-0-0); an invalid code falls back to the default.
                 * @example 0-0-0-1-0-0-0-0-0-0-0-0
                 */
                filter?: string;
                /**
                 * @description Search text, at most 30 characters (trimmed).
                 * @example 沙发
                 */
                q?: string;
                /**
                 * @description Page number, from 1 (at most 10,000).
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Which search index the list page reads (0–2, as in its address); leave out for the default.
                 * @example 1
                 */
                esIndex?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).
                 * @example max
                 */
                kind: components["schemas"]["AssetKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 1,
                     *       "totalCapped": true,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "uuid": "b7c1d2e3f4a5",
                     *           "kind": "max",
                     *           "title": "北欧布艺沙发组合",
                     *           "highlightedTitle": "示例",
                     *           "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *           "priceFen": 220,
                     *           "priceLabel": "¥2.20",
                     *           "chargeCategory": 1,
                     *           "isMember": false,
                     *           "score": 1,
                     *           "renderer": "VRay",
                     *           "views": 1,
                     *           "favourites": 1,
                     *           "downloads": 1
                     *         }
                     *       ],
                     *       "filterCode": "示例",
                     *       "filter": {
                     *         "firstCategoryId": 1,
                     *         "secondCategoryId": 1,
                     *         "styleId": 1,
                     *         "sort": 1,
                     *         "free": 1,
                     *         "vip": 1,
                     *         "member": 1,
                     *         "nofree": 1,
                     *         "renderIndex": 1,
                     *         "unique": 1,
                     *         "vr": 1,
                     *         "spaces": 1
                     *       },
                     *       "filterValid": true,
                     *       "categoryCounts": [
                     *         {
                     *           "categoryId": 1,
                     *           "name": "客厅",
                     *           "count": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ModelSearchResult"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/kinds/1/models",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/kinds/1/models",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/kinds/1/models",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/models",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/models",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCategoryCounts: {
        parameters: {
            query?: {
                /**
                 * @description Search text, at most 30 characters (trimmed).
                 * @example 沙发
                 */
                q?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).
                 * @example max
                 */
                kind: components["schemas"]["AssetKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "categoryId": 1,
                     *           "name": "客厅",
                     *           "count": 1
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["CategoryCount"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/kinds/1/category-counts",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/kinds/1/category-counts",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/kinds/1/category-counts",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/category-counts",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/category-counts",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSearchAnalysis: {
        parameters: {
            query?: {
                /**
                 * @description Filter code of the list page (12 numbers joined by "-", e.g. 0-0-0-1-0-0-0-0-0-0-0-0); an invalid code falls back to the default.
                 * @example 0-0-0-1-0-0-0-0-0-0-0-0
                 */
                filter?: string;
                /**
                 * @description Search text, at most 30 characters (trimmed).
                 * @example 沙发
                 */
                q?: string;
                /**
                 * @description Page number, from 1 (at most 10,000).
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Which search index the list page reads (0–2, as in its address); leave out for the default.
                 * @example 1
                 */
                esIndex?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).
                 * @example max
                 */
                kind: components["schemas"]["AssetKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 1,
                     *       "totalCapped": true,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "uuid": "b7c1d2e3f4a5",
                     *           "kind": "max",
                     *           "title": "北欧布艺沙发组合",
                     *           "highlightedTitle": "示例",
                     *           "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *           "priceFen": 220,
                     *           "priceLabel": "¥2.20",
                     *           "chargeCategory": 1,
                     *           "isMember": false,
                     *           "score": 1,
                     *           "renderer": "VRay",
                     *           "views": 1,
                     *           "favourites": 1,
                     *           "downloads": 1
                     *         }
                     *       ],
                     *       "filterCode": "示例",
                     *       "filter": {
                     *         "firstCategoryId": 1,
                     *         "secondCategoryId": 1,
                     *         "styleId": 1,
                     *         "sort": 1,
                     *         "free": 1,
                     *         "vip": 1,
                     *         "member": 1,
                     *         "nofree": 1,
                     *         "renderIndex": 1,
                     *         "unique": 1,
                     *         "vr": 1,
                     *         "spaces": 1
                     *       },
                     *       "filterValid": true,
                     *       "categoryCounts": [
                     *         {
                     *           "categoryId": 1,
                     *           "name": "客厅",
                     *           "count": 1
                     *         }
                     *       ],
                     *       "analysis": {
                     *         "element": "示例",
                     *         "elementAnalysis": null,
                     *         "elementExtend": null,
                     *         "elementExtendAnalysis": null,
                     *         "categories": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SearchAnalysis"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/kinds/1/search-analysis",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/kinds/1/search-analysis",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/kinds/1/search-analysis",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/search-analysis",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/search-analysis",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listModels: {
        parameters: {
            query?: {
                /**
                 * @description Asset kind to narrow the answer to (max, su, mapping, ue4, uec).
                 * @example max
                 */
                kind?: components["schemas"]["AssetKind"];
                /**
                 * @description Category id (from the kind filters) to list.
                 * @example 1
                 */
                categoryId?: number;
                /**
                 * @description Subcategory id within the category.
                 * @example 1
                 */
                subcategoryId?: number;
                /**
                 * @description Price filter: free, nofree (paid) or member models; leave out for all.
                 * @example free
                 */
                feeType?: "free" | "nofree" | "member";
                /**
                 * @description Sort order code of the list, 0–5, as the list page’s sort tabs number them.
                 * @example 1
                 */
                sort?: number;
                /**
                 * @description Page number, from 1 (at most 10,000).
                 * @example 1
                 */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 1,
                     *       "totalCapped": true,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "uuid": "b7c1d2e3f4a5",
                     *           "kind": "max",
                     *           "title": "北欧布艺沙发组合",
                     *           "highlightedTitle": "示例",
                     *           "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *           "priceFen": 220,
                     *           "priceLabel": "¥2.20",
                     *           "chargeCategory": 1,
                     *           "isMember": false,
                     *           "score": 1,
                     *           "renderer": "VRay",
                     *           "views": 1,
                     *           "favourites": 1,
                     *           "downloads": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ModelPage"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/models",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/models",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/models",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/models",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/models",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMemberModels: {
        parameters: {
            query?: {
                /**
                 * @description Sort order code of the list, 0–5, as the list page’s sort tabs number them.
                 * @example 1
                 */
                sort?: number;
                /**
                 * @description Page number, from 1 (at most 10,000).
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Models per page.
                 * @example 40
                 */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 1,
                     *       "totalCapped": true,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "uuid": "b7c1d2e3f4a5",
                     *           "kind": "max",
                     *           "title": "北欧布艺沙发组合",
                     *           "highlightedTitle": "示例",
                     *           "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *           "priceFen": 220,
                     *           "priceLabel": "¥2.20",
                     *           "chargeCategory": 1,
                     *           "isMember": false,
                     *           "score": 1,
                     *           "renderer": "VRay",
                     *           "views": 1,
                     *           "favourites": 1,
                     *           "downloads": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ModelPage"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/member-models",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/member-models",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/member-models",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/member-models",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/member-models",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getChannelBanners: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).
                 * @example max
                 */
                kind: components["schemas"]["AssetKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "imageUrl": "/files/banners/1.jpg",
                     *           "title": "北欧布艺沙发组合",
                     *           "subtitle": "示例",
                     *           "cta": "示例",
                     *           "path": "/list/max/0-0-0-1-0-0-0-0-0-0-0-0"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["LinkItem"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/channels/1/banners",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/channels/1/banners",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/channels/1/banners",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/channels/1/banners",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/channels/1/banners",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listChannelModels: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated category ids the channel shows (the user’s hobbies).
                 * @example 1,2
                 */
                categoryIds?: string;
                /**
                 * @description Sort order code of the list, 0–5, as the list page’s sort tabs number them.
                 * @example 1
                 */
                sort?: number;
                /**
                 * @description Page number, from 1 (at most 10,000).
                 * @example 1
                 */
                page?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).
                 * @example max
                 */
                kind: components["schemas"]["AssetKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 1,
                     *       "totalCapped": true,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "uuid": "b7c1d2e3f4a5",
                     *           "kind": "max",
                     *           "title": "北欧布艺沙发组合",
                     *           "highlightedTitle": "示例",
                     *           "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *           "priceFen": 220,
                     *           "priceLabel": "¥2.20",
                     *           "chargeCategory": 1,
                     *           "isMember": false,
                     *           "score": 1,
                     *           "renderer": "VRay",
                     *           "views": 1,
                     *           "favourites": 1,
                     *           "downloads": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ModelPage"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/channels/1/models",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/channels/1/models",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/channels/1/models",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/channels/1/models",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/channels/1/models",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getChannelHobbies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).
                 * @example max
                 */
                kind: components["schemas"]["AssetKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "categoryIds": [
                     *         1
                     *       ]
                     *     }
                     */
                    "application/json": {
                        categoryIds: number[];
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putChannelHobbies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).
                 * @example max
                 */
                kind: components["schemas"]["AssetKind"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "categoryIds": [
                 *         1
                 *       ]
                 *     }
                 */
                "application/json": {
                    categoryIds: number[];
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/channels/1/hobbies",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listHotWords: {
        parameters: {
            query?: {
                /**
                 * @description Asset kind to narrow the answer to (max, su, mapping, ue4, uec).
                 * @example max
                 */
                kind?: components["schemas"]["AssetKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "name": "客厅"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["NamedItem"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/search/hot-words",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/search/hot-words",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/search/hot-words",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/search/hot-words",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/search/hot-words",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSuggestions: {
        parameters: {
            query: {
                /**
                 * @description Asset kind to narrow the answer to (max, su, mapping, ue4, uec).
                 * @example max
                 */
                kind?: components["schemas"]["AssetKind"];
                /**
                 * @description Search text, at most 30 characters (trimmed).
                 * @example 沙发
                 */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         "示例"
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        items: string[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/search/suggestions",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/search/suggestions",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/search/suggestions",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/search/suggestions",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/search/suggestions",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLabelWords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         "示例"
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        items: string[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/label-words",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/label-words",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/label-words",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/label-words",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/label-words",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchAlbums: {
        parameters: {
            query?: {
                /**
                 * @description Album label id (from /api/albums/labels).
                 * @example 1
                 */
                labelId?: number;
                /**
                 * @description Album order: time (newest first) or popularity.
                 * @example time
                 */
                sort?: "time" | "popularity";
                /**
                 * @description Search text, at most 30 characters (trimmed).
                 * @example 沙发
                 */
                q?: string;
                /**
                 * @description Page number, from 1 (at most 10,000).
                 * @example 1
                 */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 1,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "uuid": "b7c1d2e3f4a5",
                     *           "title": "北欧布艺沙发组合",
                     *           "modelCount": 1,
                     *           "favourites": 1,
                     *           "views": 1,
                     *           "models": [
                     *             {
                     *               "uuid": "b7c1d2e3f4a5",
                     *               "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *               "title": "北欧布艺沙发组合"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AlbumPage"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/albums",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/albums",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/albums",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/albums",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/albums",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAlbumLabels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "name": "客厅"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["NamedItem"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/albums/labels",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/albums/labels",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/albums/labels",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/albums/labels",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/albums/labels",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAlbum: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The album’s uuid.
                 * @example b7c1d2e3f4a5
                 */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "uuid": "b7c1d2e3f4a5",
                     *       "title": "北欧布艺沙发组合",
                     *       "modelCount": 1,
                     *       "favourites": 1,
                     *       "views": 1,
                     *       "models": [
                     *         {
                     *           "id": 1,
                     *           "uuid": "b7c1d2e3f4a5",
                     *           "kind": "max",
                     *           "title": "北欧布艺沙发组合",
                     *           "highlightedTitle": "示例",
                     *           "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *           "priceFen": 220,
                     *           "priceLabel": "¥2.20",
                     *           "chargeCategory": 1,
                     *           "isMember": false,
                     *           "score": 1,
                     *           "renderer": "VRay",
                     *           "views": 1,
                     *           "favourites": 1,
                     *           "downloads": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AlbumDetail"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/albums/1",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/albums/1",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/albums/1",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/albums/1",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/albums/1",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSimilarAlbums: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The album’s uuid.
                 * @example b7c1d2e3f4a5
                 */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "uuid": "b7c1d2e3f4a5",
                     *           "title": "北欧布艺沙发组合",
                     *           "modelCount": 1,
                     *           "favourites": 1,
                     *           "views": 1,
                     *           "models": [
                     *             {
                     *               "uuid": "b7c1d2e3f4a5",
                     *               "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *               "title": "北欧布艺沙发组合"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["AlbumSummary"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/albums/1/similar",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/albums/1/similar",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/albums/1/similar",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/albums/1/similar",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/albums/1/similar",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    favourAlbum: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The album’s uuid.
                 * @example b7c1d2e3f4a5
                 */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unfavourAlbum: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The album’s uuid.
                 * @example b7c1d2e3f4a5
                 */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/albums/1/favourite",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAlbumFavouriteState: {
        parameters: {
            query: {
                /**
                 * @description Comma-separated album uuids to look up.
                 * @example b7c1d2e3f4a5,c8d2e3f4a5b6
                 */
                uuids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "favourited": [
                     *         "示例"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AlbumFavouriteState"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/me/album-favourites",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/me/album-favourites",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/me/album-favourites",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/me/album-favourites",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/me/album-favourites",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/me/album-favourites",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/me/album-favourites",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/me/album-favourites",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getRanking: {
        parameters: {
            query?: {
                /**
                 * @description Ranking period: total or month.
                 * @example total
                 */
                period?: "total" | "month";
            };
            header?: never;
            path: {
                /**
                 * @description The ranking board: income or uploads.
                 * @example income
                 */
                board: "income" | "uploads";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "rank": 1,
                     *           "userName": "designer_01",
                     *           "nickname": "设计师小王",
                     *           "productBeans": 1,
                     *           "beans": 1,
                     *           "works": 1,
                     *           "avatarUrl": "/files/avatars/1.jpg"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["RankItem"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/rankings/1",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/rankings/1",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/rankings/1",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/rankings/1",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/rankings/1",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCsrfToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "csrfToken": "a1B2c3D4e5F6g7H8"
                     *     }
                     */
                    "application/json": components["schemas"]["CsrfToken"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/session/csrf",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/session/csrf",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/session/csrf",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/session/csrf",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/session/csrf",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "captchaId": "示例",
                 *       "captcha": "1234",
                 *       "account": "示例",
                 *       "password": "correct-horse",
                 *       "redirect": "/list/max"
                 *     }
                 */
                "application/json": {
                    captchaId?: string;
                    captcha?: string;
                    account: string;
                    password: string;
                    redirect?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "userName": "designer_01",
                     *       "nickname": "设计师小王",
                     *       "redirect": "/list/max"
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/session/login",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/session/login",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/session/login",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/session/login",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/session/login",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/session/login",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/session/login",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/session/login",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/session/login",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userName": "designer_01",
                 *       "phone": "13800000000",
                 *       "smsCode": "123456",
                 *       "password": "correct-horse",
                 *       "redirect": "/list/max"
                 *     }
                 */
                "application/json": {
                    userName: string;
                    phone: string;
                    smsCode: string;
                    password: string;
                    redirect?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The created resource (/api/me) */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "userName": "designer_01",
                     *       "nickname": "设计师小王",
                     *       "redirect": "/list/max"
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/session/register",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/session/register",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/session/register",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/session/register",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/session/register",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/session/register",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/session/register",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/session/register",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/session/register",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCaptcha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "captchaId": "示例",
                     *       "image": "示例",
                     *       "answer": "示例"
                     *     }
                     */
                    "application/json": components["schemas"]["Captcha"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/session/captcha",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/session/captcha",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/session/captcha",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/session/captcha",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/session/captcha",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    sendSmsCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "13800000000",
                 *       "captchaId": "示例",
                 *       "captcha": "1234"
                 *     }
                 */
                "application/json": {
                    phone: string;
                    captchaId: string;
                    captcha: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "提交成功",
                     *       "resendSeconds": 1
                     *     }
                     */
                    "application/json": components["schemas"]["SmsCodeSent"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/session/sms-code",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/session/sms-code",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/session/sms-code",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/session/sms-code",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/session/sms-code",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/session/sms-code",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/session/sms-code",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/session/sms-code",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/session/sms-code",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/session/logout",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/session/logout",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/session/logout",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/session/logout",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/session/logout",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/session/logout",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/session/logout",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/session/logout",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/session/logout",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "userName": "designer_01",
                     *       "nickname": "设计师小王",
                     *       "avatarUrl": "/files/avatars/1.jpg",
                     *       "isAuthor": false,
                     *       "beansFen": 220,
                     *       "renderPoints": 1,
                     *       "downloadPointsTenths": 1,
                     *       "downloadPoints": "示例",
                     *       "couponPacks": 1,
                     *       "memberCategory": 1,
                     *       "subAccount": true,
                     *       "trialStartedAt": "示例",
                     *       "unread": 1,
                     *       "outstandingFen": 220,
                     *       "payment": {
                     *         "tickets": 1,
                     *         "freeDownloadsLeftToday": 1,
                     *         "downloadPackages": 1,
                     *         "memberDownloadsLeft": 1,
                     *         "flowFeeFen": 220,
                     *         "userCategory": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/me",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/me",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/me",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/me",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/me",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/me",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/me",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/me",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "name": "客厅",
                     *           "scope": "read",
                     *           "tokenPrefix": "ymp_r_3q2-",
                     *           "createdAt": "2026-11-24T08:00:00.000Z",
                     *           "lastUsedAt": "2026-11-24T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["ApiToken"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/me/tokens",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/me/tokens",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/me/tokens",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/me/tokens",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/me/tokens",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/me/tokens",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/me/tokens",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/me/tokens",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "客厅",
                 *       "scope": "read"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    scope: "read" | "write";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The created resource (/api/me/tokens/{id}) */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "name": "客厅",
                     *       "scope": "read",
                     *       "tokenPrefix": "ymp_r_3q2-",
                     *       "createdAt": "2026-11-24T08:00:00.000Z",
                     *       "lastUsedAt": "2026-11-24T09:30:00.000Z",
                     *       "token": "ymp_r_3q2-7wEXAMPLEEXAMPLEEXAMPLEEXAMPLEEXAMPL"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedApiToken"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/me/tokens",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/me/tokens",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/me/tokens",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/me/tokens",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/me/tokens",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/me/tokens",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/me/tokens",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/me/tokens",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/me/tokens",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/me/tokens",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The token’s id, as listed.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/me/tokens/1",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/me/tokens/1",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/me/tokens/1",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/me/tokens/1",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/me/tokens/1",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/me/tokens/1",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/me/tokens/1",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/me/tokens/1",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/me/tokens/1",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/me/tokens/1",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    checkToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "valid": true
                     *     }
                     */
                    "application/json": {
                        valid: boolean;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/session/token-check",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/session/token-check",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/session/token-check",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/session/token-check",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/session/token-check",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDynamicTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).
                 * @example max
                 */
                kind: components["schemas"]["AssetKind"];
                /**
                 * @description The model’s uuid, or its numeric id.
                 * @example b7c1d2e3f4a5
                 */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "/personalCenter/work/12",
                     *       "pubDate": "示例",
                     *       "upDate": "示例"
                     *     }
                     */
                    "application/json": components["schemas"]["DynamicTime"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/kinds/1/models/1/dynamic-time",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/kinds/1/models/1/dynamic-time",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/kinds/1/models/1/dynamic-time",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/models/1/dynamic-time",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/models/1/dynamic-time",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getShareSignature: {
        parameters: {
            query: {
                /**
                 * @description The page address to sign for the share SDK.
                 * @example https://yunmo.example/list/max
                 */
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "appId": "示例",
                     *       "timestamp": 1,
                     *       "nonceStr": "示例",
                     *       "signature": "示例"
                     *     }
                     */
                    "application/json": components["schemas"]["ShareSignature"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/share/signature",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/share/signature",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/share/signature",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/share/signature",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/share/signature",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resolvePanoUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "str": "示例"
                 *     }
                 */
                "application/json": {
                    str: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "/personalCenter/work/12"
                     *     }
                     */
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/panoramas/url",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/panoramas/url",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/panoramas/url",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/panoramas/url",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/panoramas/url",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/panoramas/url",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/panoramas/url",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/panoramas/url",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/panoramas/url",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMyUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "unread": 1
                     *     }
                     */
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/me/unread",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/me/unread",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/me/unread",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/me/unread",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/me/unread",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/me/unread",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/me/unread",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/me/unread",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMyMessages: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1 (at most 10,000).
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Models per page.
                 * @example 10
                 */
                pageSize?: number;
                /**
                 * @description Asset kind to narrow the answer to (max, su, mapping, ue4, uec).
                 * @example system
                 */
                kind?: "system" | "order" | "error_reply" | "feedback_reply" | "conversion" | "follow";
                /**
                 * @description Only unread messages when `true`.
                 * @example true
                 */
                unreadOnly?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 1,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "unread": 1,
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "kind": "system",
                     *           "title": "北欧布艺沙发组合",
                     *           "body": "示例",
                     *           "link": "示例",
                     *           "createdAt": "2026-11-24T08:00:00.000Z",
                     *           "read": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UserMessagePage"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/me/messages",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/me/messages",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/me/messages",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/me/messages",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/me/messages",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/me/messages",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/me/messages",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/me/messages",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    markMyMessagesRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ids": [
                 *         1
                 *       ]
                 *     }
                 */
                "application/json": {
                    ids: number[];
                } | {
                    /** @constant */
                    all: true;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "changed": 1,
                     *       "unread": 1
                     *     }
                     */
                    "application/json": {
                        changed: number;
                        unread: number;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/me/messages/read",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/me/messages/read",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/me/messages/read",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/me/messages/read",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/me/messages/read",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/me/messages/read",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/me/messages/read",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/me/messages/read",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/me/messages/read",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/me/messages/read",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "signedToday": true,
                     *       "downloadPoints": "示例"
                     *     }
                     */
                    "application/json": components["schemas"]["SignInState"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/sign-in",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/sign-in",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/sign-in",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/sign-in",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/sign-in",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/sign-in",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/sign-in",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/sign-in",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "signedToday": true,
                     *       "downloadPoints": "示例"
                     *     }
                     */
                    "application/json": components["schemas"]["SignInState"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/sign-in",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/sign-in",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/sign-in",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/sign-in",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/sign-in",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/sign-in",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/sign-in",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/sign-in",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/sign-in",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/sign-in",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listFolders: {
        parameters: {
            query: {
                /**
                 * @description Favourites category code of the folders to list (the kind’s favourites category).
                 * @example 1
                 */
                category: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "category": 1,
                     *           "name": "客厅"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["FavouritesFolder"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/folders",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/folders",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/folders",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/folders",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/folders",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/folders",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/folders",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/folders",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "category": 1,
                 *       "favoritesFolderName": "示例"
                 *     }
                 */
                "application/json": {
                    category: 1 | 2 | 3 | 4 | 6;
                    favoritesFolderName: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The created resource (/api/folders/{id}) */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "category": 1,
                     *       "name": "客厅"
                     *     }
                     */
                    "application/json": components["schemas"]["FavouritesFolder"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/folders",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/folders",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/folders",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/folders",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/folders",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/folders",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/folders",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/folders",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/folders",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/folders",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    renameFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The favourites folder’s id.
                 * @example 1
                 */
                folderId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "category": 1,
                 *       "favoritesFolderName": "示例"
                 *     }
                 */
                "application/json": {
                    category: 1 | 2 | 3 | 4 | 6;
                    favoritesFolderName: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "category": 1,
                     *       "name": "客厅"
                     *     }
                     */
                    "application/json": components["schemas"]["FavouritesFolder"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/folders/1",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/folders/1",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/folders/1",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/folders/1",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/folders/1",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/folders/1",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/folders/1",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/folders/1",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/folders/1",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/folders/1",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The favourites folder’s id.
                 * @example 1
                 */
                folderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/folders/1",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/folders/1",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/folders/1",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/folders/1",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/folders/1",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/folders/1",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/folders/1",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/folders/1",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/folders/1",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/folders/1",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listFavourites: {
        parameters: {
            query?: {
                /**
                 * @description Text to search within the folder’s favourites.
                 * @example 沙发
                 */
                keyword?: string;
                /**
                 * @description Page number, from 1 (at most 10,000).
                 * @example 1
                 */
                page?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The favourites folder’s id.
                 * @example 1
                 */
                folderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 1,
                     *       "totalCapped": true,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "uuid": "b7c1d2e3f4a5",
                     *           "kind": "max",
                     *           "title": "北欧布艺沙发组合",
                     *           "highlightedTitle": "示例",
                     *           "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *           "priceFen": 220,
                     *           "priceLabel": "¥2.20",
                     *           "chargeCategory": 1,
                     *           "isMember": false,
                     *           "score": 1,
                     *           "renderer": "VRay",
                     *           "views": 1,
                     *           "favourites": 1,
                     *           "downloads": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ModelPage"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/folders/1/favourites",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/folders/1/favourites",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/folders/1/favourites",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/folders/1/favourites",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/folders/1/favourites",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/folders/1/favourites",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/folders/1/favourites",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/folders/1/favourites",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    saveFavourite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "modelId": 1,
                 *       "folderId": 1
                 *     }
                 */
                "application/json": {
                    modelId: number;
                    folderId: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The created resource (/api/favourites/{modelId}) */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "favourited": true,
                     *       "folderId": 1
                     *     }
                     */
                    "application/json": {
                        favourited: boolean;
                        folderId: number | null;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/favourites",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/favourites",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/favourites",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/favourites",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/favourites",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/favourites",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/favourites",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/favourites",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/favourites",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/favourites",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getFavourite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The model’s numeric id.
                 * @example 1
                 */
                modelId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "favourited": true,
                     *       "folderId": 1
                     *     }
                     */
                    "application/json": {
                        favourited: boolean;
                        folderId: number | null;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/favourites/1",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/favourites/1",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/favourites/1",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/favourites/1",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/favourites/1",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/favourites/1",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/favourites/1",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/favourites/1",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelFavourite: {
        parameters: {
            query: {
                /**
                 * @description Favourites category code of the model (the kind’s favourites category).
                 * @example 1
                 */
                category: number;
            };
            header?: never;
            path: {
                /**
                 * @description The model’s numeric id.
                 * @example 1
                 */
                modelId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/favourites/1",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/favourites/1",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/favourites/1",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/favourites/1",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/favourites/1",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/favourites/1",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/favourites/1",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/favourites/1",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/favourites/1",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/favourites/1",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getFeedbackUploadPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "storage": "local",
                     *       "host": "示例",
                     *       "fields": {}
                     *     }
                     */
                    "application/json": components["schemas"]["UploadPolicy"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/uploads/feedback-policy",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/uploads/feedback-policy",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/uploads/feedback-policy",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/uploads/feedback-policy",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/uploads/feedback-policy",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/uploads/feedback-policy",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/uploads/feedback-policy",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/uploads/feedback-policy",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    submitFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "msgContent": "示例",
                 *       "userPhone": "示例",
                 *       "path": "/list/max/0-0-0-1-0-0-0-0-0-0-0-0"
                 *     }
                 */
                "application/json": {
                    msgContent: string;
                    userPhone?: string;
                    path?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The created resource (/api/feedback/{id}) */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1
                     *     }
                     */
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/feedback",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/feedback",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/feedback",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/feedback",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/feedback",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/feedback",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/feedback",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/feedback",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/feedback",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/feedback",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    submitExperienceFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "satisfied": 1,
                 *       "dissatisfaction": "示例",
                 *       "suggestion": "示例"
                 *     }
                 */
                "application/json": {
                    satisfied: 1 | 2;
                    dissatisfaction?: string;
                    suggestion?: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/feedback/experience",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/feedback/experience",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/feedback/experience",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/feedback/experience",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/feedback/experience",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/feedback/experience",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/feedback/experience",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/feedback/experience",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/feedback/experience",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    submitSuggestion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "msg": "示例"
                 *     }
                 */
                "application/json": {
                    msg: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/suggestions",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/suggestions",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/suggestions",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/suggestions",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/suggestions",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/suggestions",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/suggestions",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/suggestions",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/suggestions",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getShutdownNotice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "scheduled": true,
                     *       "show": true,
                     *       "muted": true,
                     *       "title": "北欧布艺沙发组合",
                     *       "uploadClosedOn": "示例",
                     *       "siteClosedOn": "示例",
                     *       "balanceText": "示例",
                     *       "body": "示例"
                     *     }
                     */
                    "application/json": components["schemas"]["ShutdownNotice"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/notices/shutdown",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/notices/shutdown",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/notices/shutdown",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/notices/shutdown",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/notices/shutdown",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    muteShutdownNotice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unmuteShutdownNotice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/notices/shutdown/mute",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    submitSurvey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "problem1": 1,
                 *       "problem2": [
                 *         1
                 *       ],
                 *       "modelCategory": "示例",
                 *       "platformName": "示例",
                 *       "problem3": [
                 *         1
                 *       ],
                 *       "problem4": 1,
                 *       "input4": "示例",
                 *       "input5": "示例"
                 *     }
                 */
                "application/json": components["schemas"]["SurveyAnswers"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reward": 1
                     *     }
                     */
                    "application/json": components["schemas"]["SurveyResult"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/survey",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/survey",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/survey",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/survey",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/survey",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/survey",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/survey",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/survey",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/survey",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/survey",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAuthorConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "answered": true,
                     *       "autoConversion": true,
                     *       "defaultFrom": "示例",
                     *       "idleMonths": 1
                     *     }
                     */
                    "application/json": components["schemas"]["AuthorConsent"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/author-consent",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/author-consent",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/author-consent",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/author-consent",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/author-consent",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/author-consent",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/author-consent",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/author-consent",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putAuthorConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "autoConversion": true
                 *     }
                 */
                "application/json": {
                    autoConversion: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "answered": true,
                     *       "autoConversion": true,
                     *       "defaultFrom": "示例",
                     *       "idleMonths": 1
                     *     }
                     */
                    "application/json": components["schemas"]["AuthorConsent"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/author-consent",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/author-consent",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/author-consent",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/author-consent",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/author-consent",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/author-consent",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/author-consent",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/author-consent",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/author-consent",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/author-consent",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listConvertedModels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "uuid": "b7c1d2e3f4a5",
                     *           "kind": "max",
                     *           "title": "北欧布艺沙发组合",
                     *           "chargeCategory": 1,
                     *           "convertedAt": "示例"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["ConvertedModel"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/author-consent/conversions",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/author-consent/conversions",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/author-consent/conversions",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/author-consent/conversions",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/author-consent/conversions",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/author-consent/conversions",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/author-consent/conversions",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/author-consent/conversions",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAuthorProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The author’s user name, URL-encoded.
                 * @example designer_01
                 */
                author: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "userName": "designer_01",
                     *       "nickname": "设计师小王",
                     *       "avatarUrl": "/files/avatars/1.jpg",
                     *       "phone": "13800000000",
                     *       "wechat": "示例",
                     *       "introduction": "示例",
                     *       "bannerUrl": "示例",
                     *       "mobileBannerUrl": "示例",
                     *       "following": true,
                     *       "isOwner": false,
                     *       "followers": 1,
                     *       "counts": {
                     *         "models": 1,
                     *         "panoramas": 1,
                     *         "videos": 1,
                     *         "subKinds": {
                     *           "1": 1,
                     *           "2": 1,
                     *           "3": 1,
                     *           "4": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AuthorProfile"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/authors/1",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/authors/1",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/authors/1",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/authors/1",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/authors/1",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAuthorWorks: {
        parameters: {
            query?: {
                /**
                 * @description Which works: model, panorama or video.
                 * @example model
                 */
                type?: "model" | "panorama" | "video";
                /**
                 * @description For models: the sub-kind code to list (1–4, as the author page’s model tabs number them).
                 * @example 1
                 */
                subKind?: number;
                /**
                 * @description Search text, at most 30 characters (trimmed).
                 * @example 沙发
                 */
                q?: string;
                /**
                 * @description Page number, from 1 (at most 10,000).
                 * @example 1
                 */
                page?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The author’s user name, URL-encoded.
                 * @example designer_01
                 */
                author: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "uuid": "b7c1d2e3f4a5",
                     *           "kind": "max",
                     *           "title": "北欧布艺沙发组合",
                     *           "highlightedTitle": "示例",
                     *           "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *           "priceFen": 220,
                     *           "priceLabel": "¥2.20",
                     *           "chargeCategory": 1,
                     *           "isMember": false,
                     *           "score": 1,
                     *           "renderer": "VRay",
                     *           "views": 1,
                     *           "favourites": 1,
                     *           "downloads": 1
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["AuthorWorksPage"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/authors/1/works",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/authors/1/works",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/authors/1/works",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/authors/1/works",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/authors/1/works",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAuthorWork: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The work’s id.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "type": "panorama",
                     *       "title": "北欧布艺沙发组合",
                     *       "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *       "mediaUrl": "示例",
                     *       "views": 1,
                     *       "publishedAt": "示例",
                     *       "author": {
                     *         "userName": "designer_01",
                     *         "nickname": "设计师小王"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AuthorWorkDetail"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/author-works/1",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/author-works/1",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/author-works/1",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/author-works/1",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/author-works/1",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    followAuthor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The author’s user name, URL-encoded.
                 * @example designer_01
                 */
                author: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unfollowAuthor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The author’s user name, URL-encoded.
                 * @example designer_01
                 */
                author: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/authors/1/follow",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    changeAuthorCover: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image": "示例"
                 *     }
                 */
                "application/json": {
                    image: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bannerUrl": "示例",
                     *       "mobileBannerUrl": "示例"
                     *     }
                     */
                    "application/json": {
                        bannerUrl: string;
                        mobileBannerUrl: string;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/me/author-cover",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/me/author-cover",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/me/author-cover",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/me/author-cover",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/me/author-cover",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/me/author-cover",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/me/author-cover",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/me/author-cover",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/me/author-cover",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/me/author-cover",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    uploadSearchPicture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "path": "/list/max/0-0-0-1-0-0-0-0-0-0-0-0",
                     *       "previewUrl": "示例"
                     *     }
                     */
                    "application/json": {
                        path: string;
                        previewUrl: string;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/image-search/pictures",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/image-search/pictures",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/image-search/pictures",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/image-search/pictures",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/image-search/pictures",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/image-search/pictures",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/image-search/pictures",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/image-search/pictures",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/image-search/pictures",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    uploadSearchPictureByLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "/personalCenter/work/12"
                 *     }
                 */
                "application/json": {
                    url: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "path": "/list/max/0-0-0-1-0-0-0-0-0-0-0-0",
                     *       "previewUrl": "示例"
                     *     }
                     */
                    "application/json": {
                        path: string;
                        previewUrl: string;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/image-search/pictures/by-link",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/image-search/pictures/by-link",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/image-search/pictures/by-link",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/image-search/pictures/by-link",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/image-search/pictures/by-link",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/image-search/pictures/by-link",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/image-search/pictures/by-link",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/image-search/pictures/by-link",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/image-search/pictures/by-link",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchByImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "path": "/list/max/0-0-0-1-0-0-0-0-0-0-0-0",
                 *       "cid": 1
                 *     }
                 */
                "application/json": {
                    path: string;
                    cid: 1 | 2;
                } | {
                    image: string;
                    cid: 1 | 2;
                } | {
                    url: string;
                    cid: 1 | 2;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "uuid": "b7c1d2e3f4a5",
                     *           "kind": "max",
                     *           "title": "北欧布艺沙发组合",
                     *           "highlightedTitle": "示例",
                     *           "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *           "priceFen": 220,
                     *           "priceLabel": "¥2.20",
                     *           "chargeCategory": 1,
                     *           "isMember": false,
                     *           "score": 1,
                     *           "renderer": "VRay",
                     *           "views": 1,
                     *           "favourites": 1,
                     *           "downloads": 1
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["ModelCard"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/image-search",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/image-search",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/image-search",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/image-search",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/image-search",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/image-search",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/image-search",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/image-search",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/image-search",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getModelDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).
                 * @example max
                 */
                kind: components["schemas"]["AssetKind"];
                /**
                 * @description The model’s uuid, or its numeric id.
                 * @example b7c1d2e3f4a5
                 */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "max",
                     *       "id": 1,
                     *       "uuid": "b7c1d2e3f4a5",
                     *       "title": "北欧布艺沙发组合",
                     *       "number": "示例",
                     *       "categories": {
                     *         "first": "示例",
                     *         "second": "示例"
                     *       },
                     *       "createdAt": "2026-11-24T08:00:00.000Z",
                     *       "counts": {
                     *         "downloads": 1,
                     *         "favourites": 1,
                     *         "views": 1
                     *       },
                     *       "images": [
                     *         {
                     *           "url": "/personalCenter/work/12",
                     *           "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *           "vrUrl": "示例"
                     *         }
                     *       ],
                     *       "fields": [
                     *         {
                     *           "label": "示例",
                     *           "value": "示例"
                     *         }
                     *       ],
                     *       "versions": [
                     *         {
                     *           "id": 1,
                     *           "version": "示例",
                     *           "light": "示例",
                     *           "sizeMb": 1,
                     *           "sizeBytes": 1,
                     *           "sha256": "示例",
                     *           "copyright": true,
                     *           "contents": {
                     *             "files": [
                     *               {
                     *                 "name": "客厅",
                     *                 "bytes": 1
                     *               }
                     *             ],
                     *             "textures": [
                     *               "示例"
                     *             ],
                     *             "totalBytes": 1,
                     *             "model": {
                     *               "faces": 1,
                     *               "vertices": 1,
                     *               "widthCm": 1,
                     *               "depthCm": 1,
                     *               "heightCm": 1
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "price": {
                     *         "fen": 220,
                     *         "free": true,
                     *         "feeCategory": 1,
                     *         "chargeCategory": 1
                     *       },
                     *       "author": {
                     *         "userName": "designer_01",
                     *         "nickname": "设计师小王",
                     *         "avatarUrl": "/files/avatars/1.jpg",
                     *         "models": 1
                     *       },
                     *       "works": [
                     *         {
                     *           "uuid": "b7c1d2e3f4a5",
                     *           "kind": "max",
                     *           "title": "北欧布艺沙发组合",
                     *           "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *           "downloads": 1,
                     *           "priceLabel": "¥2.20"
                     *         }
                     *       ],
                     *       "ads": [
                     *         {
                     *           "imageUrl": "/files/banners/1.jpg",
                     *           "url": "/personalCenter/work/12",
                     *           "title": "北欧布艺沙发组合"
                     *         }
                     *       ],
                     *       "anonymous": true,
                     *       "favourite": true,
                     *       "latestErrorReply": {
                     *         "userName": "designer_01",
                     *         "nickname": "设计师小王",
                     *         "content": "示例",
                     *         "createdAt": "2026-11-24T08:00:00.000Z",
                     *         "replyName": "示例",
                     *         "replyNickname": "示例",
                     *         "reply": "示例",
                     *         "repliedAt": "示例"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ModelDetail"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/kinds/1/models/1",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/kinds/1/models/1",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/kinds/1/models/1",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/models/1",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/models/1",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSimilarModels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).
                 * @example max
                 */
                kind: components["schemas"]["AssetKind"];
                /**
                 * @description The model’s uuid, or its numeric id.
                 * @example b7c1d2e3f4a5
                 */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "uuid": "b7c1d2e3f4a5",
                     *           "kind": "max",
                     *           "title": "北欧布艺沙发组合",
                     *           "thumbnailUrl": "/files/previews/b7c1d2e3f4a5.webp",
                     *           "downloads": 1,
                     *           "priceLabel": "¥2.20"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        items: {
                            uuid: string;
                            kind: components["schemas"]["AssetKind"];
                            title: string;
                            thumbnailUrl: string;
                            downloads: number;
                            priceLabel?: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/kinds/1/models/1/similar",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/kinds/1/models/1/similar",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/kinds/1/models/1/similar",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/models/1/similar",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/models/1/similar",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    checkDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).
                 * @example max
                 */
                kind: components["schemas"]["AssetKind"];
                /**
                 * @description The model’s uuid, or its numeric id.
                 * @example b7c1d2e3f4a5
                 */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "versionId": 1,
                 *       "verify": "示例",
                 *       "payCategory": 1,
                 *       "source": "示例",
                 *       "flag": 1
                 *     }
                 */
                "application/json": {
                    versionId?: number;
                    verify?: string;
                    payCategory?: 1 | 2 | 3;
                    source?: string;
                    /** @constant */
                    flag?: 1;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "step": "captcha",
                     *       "message": "提交成功"
                     *     }
                     */
                    "application/json": components["schemas"]["DownloadStep"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/kinds/1/models/1/download-check",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/kinds/1/models/1/download-check",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/kinds/1/models/1/download-check",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/kinds/1/models/1/download-check",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/kinds/1/models/1/download-check",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/kinds/1/models/1/download-check",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/kinds/1/models/1/download-check",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/kinds/1/models/1/download-check",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/models/1/download-check",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/models/1/download-check",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    payDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).
                 * @example max
                 */
                kind: components["schemas"]["AssetKind"];
                /**
                 * @description The model’s uuid, or its numeric id.
                 * @example b7c1d2e3f4a5
                 */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "versionId": 1,
                 *       "verify": "示例",
                 *       "payCategory": 1,
                 *       "source": "示例",
                 *       "flag": 1
                 *     }
                 */
                "application/json": {
                    versionId?: number;
                    verify?: string;
                    payCategory?: 1 | 2 | 3;
                    source?: string;
                    /** @constant */
                    flag?: 1;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "step": "captcha",
                     *       "message": "提交成功"
                     *     }
                     */
                    "application/json": components["schemas"]["DownloadStep"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/kinds/1/models/1/download",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/kinds/1/models/1/download",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/kinds/1/models/1/download",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/kinds/1/models/1/download",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/kinds/1/models/1/download",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/kinds/1/models/1/download",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/kinds/1/models/1/download",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/kinds/1/models/1/download",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/models/1/download",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/models/1/download",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    acceptDownloadAgreement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/downloads/agreement",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/downloads/agreement",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/downloads/agreement",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/downloads/agreement",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/downloads/agreement",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/downloads/agreement",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/downloads/agreement",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/downloads/agreement",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/downloads/agreement",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/downloads/agreement",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDownloadQuota: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tier": "示例",
                     *       "dailyLimit": 1,
                     *       "dailyLeft": 1,
                     *       "memberMonthLimit": 1,
                     *       "memberMonthLeft": 1,
                     *       "memberTexturesLeft": 1,
                     *       "balances": {
                     *         "beansFen": 220,
                     *         "downloadPointsFen": 220,
                     *         "tickets": 1,
                     *         "packages": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DownloadQuota"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/downloads/quota",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/downloads/quota",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/downloads/quota",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/downloads/quota",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/downloads/quota",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/downloads/quota",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/downloads/quota",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/downloads/quota",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    submitErrorReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "categories": [],
                 *       "msg": "示例",
                 *       "contact": "示例",
                 *       "modelUuid": "示例",
                 *       "modelNumber": "示例"
                 *     }
                 */
                "application/json": {
                    /** @default [] */
                    categories?: ("模型打不开" | "版本错误" | "没有灯光" | "模型与图片不符" | "文件解压失败")[];
                    msg?: string;
                    contact?: string;
                    modelUuid: string;
                    modelNumber?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "提交成功"
                     *     }
                     */
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/error-reports",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/error-reports",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/error-reports",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/error-reports",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/error-reports",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/error-reports",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/error-reports",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/error-reports",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/error-reports",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/error-reports",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getVersionConversionOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).
                 * @example max
                 */
                kind: "max" | "su";
                /**
                 * @description The model’s uuid, or its numeric id.
                 * @example b7c1d2e3f4a5
                 */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "convertible": [
                     *         {
                     *           "fileId": 1,
                     *           "version": "示例",
                     *           "light": "示例",
                     *           "targets": [
                     *             "示例"
                     *           ]
                     *         }
                     *       ],
                     *       "files": [
                     *         {
                     *           "fileId": 1,
                     *           "version": "示例",
                     *           "light": "示例",
                     *           "sizeMb": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["VersionConversionOptions"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/kinds/1/models/1/conversions",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/kinds/1/models/1/conversions",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/kinds/1/models/1/conversions",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/models/1/conversions",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/models/1/conversions",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    requestVersionConversion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).
                 * @example max
                 */
                kind: "max" | "su";
                /**
                 * @description The model’s uuid, or its numeric id.
                 * @example b7c1d2e3f4a5
                 */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fileId": 1,
                 *       "version": "示例"
                 *     }
                 */
                "application/json": {
                    fileId: number;
                    version: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "提交成功"
                     *     }
                     */
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/kinds/1/models/1/conversions",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/kinds/1/models/1/conversions",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/kinds/1/models/1/conversions",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/kinds/1/models/1/conversions",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/kinds/1/models/1/conversions",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/kinds/1/models/1/conversions",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/kinds/1/models/1/conversions",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/kinds/1/models/1/conversions",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/models/1/conversions",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/kinds/1/models/1/conversions",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getGoldPrice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "priceFen": 220,
                     *       "oldPriceFen": 220,
                     *       "discount": 1
                     *     }
                     */
                    "application/json": components["schemas"]["GoldPrice"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/payments/gold-price",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/payments/gold-price",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/payments/gold-price",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/gold-price",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/gold-price",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getGoldStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "isGold": false,
                     *       "goldEnd": "示例",
                     *       "nextGoldEnd": "示例",
                     *       "isSubAccount": false
                     *     }
                     */
                    "application/json": components["schemas"]["GoldStatus"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/payments/gold",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/payments/gold",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/payments/gold",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/payments/gold",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/payments/gold",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/payments/gold",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/gold",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/gold",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createGoldOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "method": "beans",
                 *       "idempotencyKey": "order-20261124-0001"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    method: "beans" | "wechat" | "alipay";
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The created resource (/api/payments/orders/{orderNumber}) */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "paid",
                     *       "orderNumber": "YM20261124120000A1B2C3D4",
                     *       "message": "提交成功"
                     *     }
                     */
                    "application/json": components["schemas"]["PurchaseResult"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/payments/gold-orders",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/payments/gold-orders",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/payments/gold-orders",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/payments/gold-orders",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/payments/gold-orders",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/payments/gold-orders",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/payments/gold-orders",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/payments/gold-orders",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/gold-orders",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/gold-orders",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDownloadPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 1,
                     *           "name": "客厅",
                     *           "downloads": 1,
                     *           "priceFen": 220,
                     *           "originalPriceFen": 220
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["DownloadPackage"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/payments/packages",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/payments/packages",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/payments/packages",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/packages",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/packages",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createPackageOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "packageId": 1,
                 *       "method": "wechat",
                 *       "idempotencyKey": "order-20261124-0001"
                 *     }
                 */
                "application/json": {
                    packageId: number;
                    /** @enum {string} */
                    method: "wechat" | "alipay";
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The created resource (/api/payments/orders/{orderNumber}) */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "paid",
                     *       "orderNumber": "YM20261124120000A1B2C3D4",
                     *       "message": "提交成功"
                     *     }
                     */
                    "application/json": components["schemas"]["PurchaseResult"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/payments/package-orders",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/payments/package-orders",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/payments/package-orders",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/payments/package-orders",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/payments/package-orders",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/payments/package-orders",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/payments/package-orders",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/payments/package-orders",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/package-orders",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/package-orders",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createDownloadOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uuid": "3f2c1a9e-8b7d-4c6e-9f1a-2b3c4d5e6f70",
                 *       "versionId": 1,
                 *       "method": "beans",
                 *       "idempotencyKey": "order-20261124-0001"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    uuid: string;
                    versionId?: number;
                    /** @enum {string} */
                    method: "beans" | "wechat" | "alipay";
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The created resource (/api/payments/orders/{orderNumber}) */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "paid",
                     *       "orderNumber": "YM20261124120000A1B2C3D4",
                     *       "message": "提交成功"
                     *     }
                     */
                    "application/json": components["schemas"]["PurchaseResult"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/payments/download-orders",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/payments/download-orders",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/payments/download-orders",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/payments/download-orders",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/payments/download-orders",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/payments/download-orders",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/payments/download-orders",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/payments/download-orders",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/download-orders",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/download-orders",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createMembershipOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "method": "beans",
                 *       "uuid": "b7c1d2e3f4a5",
                 *       "idempotencyKey": "order-20261124-0001"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    method: "beans" | "wechat" | "alipay";
                    uuid?: string;
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The created resource (/api/payments/orders/{orderNumber}) */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "paid",
                     *       "orderNumber": "YM20261124120000A1B2C3D4",
                     *       "message": "提交成功"
                     *     }
                     */
                    "application/json": components["schemas"]["PurchaseResult"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/payments/membership-orders",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/payments/membership-orders",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/payments/membership-orders",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/payments/membership-orders",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/payments/membership-orders",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/payments/membership-orders",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/payments/membership-orders",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/payments/membership-orders",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/membership-orders",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/membership-orders",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrderStatus: {
        parameters: {
            query: {
                /**
                 * @description What the order pays for: gold, package, download or membership.
                 * @example gold
                 */
                purpose: "gold" | "membership" | "package" | "download";
            };
            header?: never;
            path: {
                /**
                 * @description The order number as answered when the order was created (YM…).
                 * @example YM20261124120000A1B2C3D4
                 */
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderNumber": "YM20261124120000A1B2C3D4",
                     *       "state": "created",
                     *       "downloadUrl": "示例",
                     *       "downloadFileName": "示例",
                     *       "downloadPackageNumber": 1
                     *     }
                     */
                    "application/json": components["schemas"]["OrderStatus"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    closeOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order number as answered when the order was created (YM…).
                 * @example YM20261124120000A1B2C3D4
                 */
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/payments/orders/1",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMembershipOffer: {
        parameters: {
            query?: {
                /**
                 * @description Where the membership offer is shown (the page that opens it).
                 * @example detail
                 */
                source?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "priceFen": 220,
                     *       "originalPriceFen": 220,
                     *       "defaultPriceFen": 220,
                     *       "perModelPriceFen": 220,
                     *       "discount": 1,
                     *       "trialEndsAt": "示例",
                     *       "memberEndsAt": "示例",
                     *       "category": 1,
                     *       "isSubAccount": false,
                     *       "loggedIn": true,
                     *       "accessId": "示例"
                     *     }
                     */
                    "application/json": components["schemas"]["MembershipOffer"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/membership",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/membership",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/membership",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/membership",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/membership",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    startMembershipTrial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "experienceNumber": 1,
                     *       "endTime": "示例"
                     *     }
                     */
                    "application/json": {
                        experienceNumber: number;
                        endTime: string;
                    };
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/membership/trial",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/membership/trial",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/membership/trial",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/membership/trial",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/membership/trial",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/membership/trial",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/membership/trial",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/membership/trial",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/membership/trial",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/membership/trial",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMembershipPopup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "category": 1,
                     *       "openWindow": 0,
                     *       "moneyFen": 220,
                     *       "experienceNumber": 1
                     *     }
                     */
                    "application/json": components["schemas"]["MembershipPopup"];
                };
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/membership/popup",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/membership/popup",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/membership/popup",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/membership/popup",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/membership/popup",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/membership/popup",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/membership/popup",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/membership/popup",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    saveMembershipOperation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "operation": "OpenMembership"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    operation: "OpenMembership" | "FreeDown" | "Close" | "TipClose" | "Submit";
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/membership/operations",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not logged in, or an unknown or revoked token (`loginUrl` says where to log in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-logged-in",
                     *       "title": "未登录",
                     *       "status": 401,
                     *       "detail": "请先登录",
                     *       "instance": "/api/membership/operations",
                     *       "code": "NOT_LOGGED_IN",
                     *       "legacyCode": 10004,
                     *       "loginUrl": "/login?source=MODEL&redirect=%2F"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/membership/operations",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/membership/operations",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/membership/operations",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/membership/operations",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/membership/operations",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/membership/operations",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/membership/operations",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/membership/operations",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    saveNotOpeningReasons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reasons": [
                 *         "示例"
                 *       ],
                 *       "text": "示例"
                 *     }
                 */
                "application/json": {
                    reasons: string[];
                    text?: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the contract (`errors` lists the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/bad-request",
                     *       "title": "参数错误",
                     *       "status": 400,
                     *       "detail": "参数错误",
                     *       "instance": "/api/membership/not-opening-reasons",
                     *       "code": "BAD_REQUEST",
                     *       "legacyCode": 400
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/csrf-rejected",
                     *       "title": "CSRF 校验失败",
                     *       "status": 403,
                     *       "detail": "缺少或错误的 x-csrf-token 请求头",
                     *       "instance": "/api/membership/not-opening-reasons",
                     *       "code": "CSRF_REJECTED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/not-found",
                     *       "title": "资源不存在",
                     *       "status": 404,
                     *       "detail": "This page could not be found",
                     *       "instance": "/api/membership/not-opening-reasons",
                     *       "code": "NOT_FOUND",
                     *       "legacyCode": 404
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflicts with the current state, e.g. already done (`legacyCode`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/conflict",
                     *       "title": "与当前状态冲突",
                     *       "status": 409,
                     *       "detail": "与当前状态冲突",
                     *       "instance": "/api/membership/not-opening-reasons",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/payload-too-large",
                     *       "title": "请求内容过大",
                     *       "status": 413,
                     *       "detail": "请求内容过大",
                     *       "instance": "/api/membership/not-opening-reasons",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Refused by a business rule (`legacyCode`, `detail` is the text to show) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/business-rule",
                     *       "title": "业务规则不允许",
                     *       "status": 422,
                     *       "detail": "server internal error",
                     *       "instance": "/api/membership/not-opening-reasons",
                     *       "code": "BUSINESS_RULE"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (`retryAfterSeconds`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/rate-limited",
                     *       "title": "访问过于频繁",
                     *       "status": 429,
                     *       "detail": "请求过于频繁，请稍后再试",
                     *       "instance": "/api/membership/not-opening-reasons",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-error",
                     *       "title": "服务暂不可用",
                     *       "status": 502,
                     *       "detail": "request error",
                     *       "instance": "/api/membership/not-opening-reasons",
                     *       "code": "UPSTREAM_ERROR",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Upstream did not answer within 5000 ms */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/api/problems/upstream-timeout",
                     *       "title": "服务响应超时",
                     *       "status": 504,
                     *       "detail": "request error",
                     *       "instance": "/api/membership/not-opening-reasons",
                     *       "code": "UPSTREAM_TIMEOUT",
                     *       "legacyCode": -1
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
