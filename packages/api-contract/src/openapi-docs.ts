import type { RouteContract } from './route.js';

/**
 * The prose and examples of the /api document that the zod schemas do not carry: what each
 * parameter means, how each operation is authenticated and answered, and example values.
 */

type JsonObject = Record<string, unknown>;

/** The version of the /api surface (info.version); see apps/bff/API-CHANGELOG.md. */
export const apiVersion = '2.0.0';

/** Parameter descriptions by name, with per-path wording where one name means different things. */
const parameterTexts: Record<string, string | ((path: string) => string)> = {
  kind: (path) =>
    path.startsWith('/api/kinds') || path.startsWith('/api/channels')
      ? 'Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).'
      : 'Asset kind to narrow the answer to (max, su, mapping, ue4, uec).',
  filter:
    'Filter code of the list page (12 numbers joined by "-", e.g. 0-0-0-1-0-0-0-0-0-0-0-0); an invalid code falls back to the default.',
  q: 'Search text, at most 30 characters (trimmed).',
  page: 'Page number, from 1 (at most 10,000).',
  esIndex:
    'Which search index the list page reads (0–2, as in its address); leave out for the default.',
  categoryId: 'Category id (from the kind filters) to list.',
  subcategoryId: 'Subcategory id within the category.',
  feeType: 'Price filter: free, nofree (paid) or member models; leave out for all.',
  sort: (path) =>
    path.startsWith('/api/albums')
      ? 'Album order: time (newest first) or popularity.'
      : 'Sort order code of the list, 0–5, as the list page’s sort tabs number them.',
  pageSize: 'Models per page.',
  categoryIds: 'Comma-separated category ids the channel shows (the user’s hobbies).',
  labelId: 'Album label id (from /api/albums/labels).',
  uuid: (path) =>
    path.startsWith('/api/albums') ? 'The album’s uuid.' : 'The model’s uuid, or its numeric id.',
  uuids: 'Comma-separated album uuids to look up.',
  board: 'The ranking board: income or uploads.',
  period: 'Ranking period: total or month.',
  url: 'The page address to sign for the share SDK.',
  unreadOnly: 'Only unread messages when `true`.',
  category: (path) =>
    path.startsWith('/api/folders')
      ? 'Favourites category code of the folders to list (the kind’s favourites category).'
      : 'Favourites category code of the model (the kind’s favourites category).',
  folderId: 'The favourites folder’s id.',
  keyword: 'Text to search within the folder’s favourites.',
  modelId: 'The model’s numeric id.',
  author: 'The author’s user name, URL-encoded.',
  type: 'Which works: model, panorama or video.',
  subKind:
    'For models: the sub-kind code to list (1–4, as the author page’s model tabs number them).',
  id: (path) =>
    path.startsWith('/api/me/tokens') ? 'The token’s id, as listed.' : 'The work’s id.',
  orderNumber: 'The order number as answered when the order was created (YM…).',
  purpose: 'What the order pays for: gold, package, download or membership.',
  source: 'Where the membership offer is shown (the page that opens it).',
};

export function parameterDescription(
  name: string,
  path: string,
  fromSchema: string | undefined,
): string {
  if (fromSchema !== undefined && fromSchema !== '') return fromSchema;
  const text = parameterTexts[name];
  if (text === undefined) return `The \`${name}\` parameter.`;
  return typeof text === 'string' ? text : text(path);
}

/** The operation's description: the contract's own, then how it is called and answered. */
export function operationDescription(route: RouteContract, isList: boolean): string {
  const lines: string[] = [route.description ?? `${route.summary}.`];
  if (route.requiresLogin === true) {
    lines.push(
      route.method === 'GET'
        ? 'Needs a signed-in user: the `token` cookie, or a personal access token as `Authorization: Bearer` (read or write scope).'
        : 'Needs a signed-in user: the `token` cookie with the `x-csrf-token` header, or a personal access token with the **write** scope as `Authorization: Bearer` (no CSRF header).',
    );
  } else {
    lines.push(
      route.method === 'GET'
        ? 'Public: no credentials needed; a signed-in caller gets the same answer, marked private.'
        : 'Public: no credentials needed. A call carrying the `token` cookie must send the `x-csrf-token` header.',
    );
  }
  if (route.publicCache === true)
    lines.push('Cached briefly and answered with an `ETag`; send `If-None-Match` to get 304.');
  if (isList) lines.push('Answers the list envelope: `items`, `page`, `pageSize` and `total`.');
  if (route.location !== undefined)
    lines.push(`Creates a resource: 201 with its address in \`Location\` (\`${route.location}\`).`);
  if (route.method === 'DELETE') lines.push('Answers 204 without a body.');
  lines.push(
    'Errors are `application/problem+json` (RFC 9457) with a stable `type`, a Chinese `title` and `detail`, and `code`/`legacyCode`.',
  );
  return lines.join('\n\n');
}

/** Example strings by property name: what such a field looks like on this site. */
const stringExamples: Record<string, string> = {
  uuid: 'b7c1d2e3f4a5',
  title: '北欧布艺沙发组合',
  name: '客厅',
  nickname: '设计师小王',
  userName: 'designer_01',
  priceLabel: '¥2.20',
  thumbnailUrl: '/files/previews/b7c1d2e3f4a5.webp',
  imageUrl: '/files/banners/1.jpg',
  avatarUrl: '/files/avatars/1.jpg',
  url: '/personalCenter/work/12',
  path: '/list/max/0-0-0-1-0-0-0-0-0-0-0-0',
  loginUrl: '/login?source=MODEL&redirect=%2F',
  message: '提交成功',
  detail: '请先登录',
  csrfToken: 'a1B2c3D4e5F6g7H8',
  orderNumber: 'YM20261124120000A1B2C3D4',
  phone: '13800000000',
  smsCode: '123456',
  captcha: '1234',
  password: 'correct-horse',
  idempotencyKey: 'order-20261124-0001',
  token: 'ymp_r_3q2-7wEXAMPLEEXAMPLEEXAMPLEEXAMPLEEXAMPL',
  tokenPrefix: 'ymp_r_3q2-',
  createdAt: '2026-11-24T08:00:00.000Z',
  lastUsedAt: '2026-11-24T09:30:00.000Z',
  renderer: 'VRay',
  redirect: '/list/max',
};

function resolve(schema: JsonObject, components: Record<string, unknown>): JsonObject {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return (components[ref.slice('#/components/schemas/'.length)] ?? {}) as JsonObject;
  }
  return schema;
}

/** An example value built from a JSON schema (depth-limited), using the site's typical values. */
export function exampleOf(
  input: unknown,
  components: Record<string, unknown>,
  name = '',
  depth = 0,
): unknown {
  if (input === null || typeof input !== 'object' || depth > 8) return null;
  const schema = resolve(input as JsonObject, components);
  if ('example' in schema) return schema.example;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema && schema.default !== undefined) return schema.default;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) {
      const concrete =
        options.find((option) => (option as JsonObject).type !== 'null') ?? options[0];
      return exampleOf(concrete, components, name, depth + 1);
    }
  }
  const type = Array.isArray(schema.type)
    ? (schema.type as string[]).find((t) => t !== 'null')
    : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          exampleOf(value, components, key, depth + 1),
        ]),
      );
    }
    case 'array':
      return schema.items === undefined
        ? []
        : [exampleOf(schema.items, components, name, depth + 1)];
    case 'integer':
    case 'number': {
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : 0;
      if (/fen$/iu.test(name)) return 220;
      if (name === 'page') return 1;
      if (name === 'pageSize') return 20;
      return Math.max(minimum, 1);
    }
    case 'boolean':
      return name.startsWith('is') ? false : true;
    case 'string':
      if (schema.format === 'uuid') return '3f2c1a9e-8b7d-4c6e-9f1a-2b3c4d5e6f70';
      return stringExamples[name] ?? (schema.format === 'binary' ? undefined : '示例');
    default:
      return null;
  }
}
