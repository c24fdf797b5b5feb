import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.js';

/** An /api error as answered: an RFC 9457 problem document. */
export type Problem = components['schemas']['Problem'];

/** A typed client of /api, authenticated by a personal access token (`ymp_r_…` or `ymp_w_…`). */
export function createYunmoClient(options: { baseUrl: string; token?: string }) {
  const client = createClient<paths>({ baseUrl: options.baseUrl });
  if (options.token !== undefined) {
    const bearer: Middleware = {
      onRequest({ request }) {
        request.headers.set('authorization', `Bearer ${options.token ?? ''}`);
        return request;
      },
    };
    client.use(bearer);
  }
  return client;
}

export type YunmoClient = ReturnType<typeof createYunmoClient>;

/** Throws the problem's Chinese title and detail when a call failed. */
function unwrap<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data !== undefined) return answer.data;
  const problem = answer.error as Partial<Problem> | undefined;
  throw new Error(
    `${String(answer.response.status)} ${problem?.title ?? ''}: ${problem?.detail ?? ''} (${problem?.type ?? 'no problem document'})`,
  );
}

/** List: the newest 3D/MAX models, page 1. */
export async function listModels(client: YunmoClient) {
  return unwrap(await client.GET('/api/models', { params: { query: { kind: 'max' } } }));
}

/** Search: a keyword within one kind. */
export async function searchModels(client: YunmoClient, q: string) {
  return unwrap(
    await client.GET('/api/kinds/{kind}/models', {
      params: { path: { kind: 'max' }, query: { q } },
    }),
  );
}

/** Detail: one model by uuid. */
export async function modelDetail(client: YunmoClient, uuid: string) {
  return unwrap(
    await client.GET('/api/kinds/{kind}/models/{uuid}', {
      params: { path: { kind: 'max', uuid } },
    }),
  );
}

/** Sign in with a token: who the token belongs to. */
export async function whoAmI(client: YunmoClient) {
  return unwrap(await client.GET('/api/me'));
}

/** A write (needs a write token): create a favourites folder, answered 201 with its address. */
export async function createFolder(client: YunmoClient, name: string) {
  const answer = await client.POST('/api/folders', {
    body: { category: 1, favoritesFolderName: name },
  });
  return { folder: unwrap(answer), location: answer.response.headers.get('location') };
}

/** And removes it again (204). */
export async function deleteFolder(client: YunmoClient, folderId: number) {
  const answer = await client.DELETE('/api/folders/{folderId}', { params: { path: { folderId } } });
  if (answer.response.status !== 204) unwrap(answer);
}
