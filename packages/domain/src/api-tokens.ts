import { z } from 'zod';

/**
 * Personal access tokens for server-side callers of /api: `Authorization: Bearer <token>`.
 * A token names its scope in its prefix (`ymp_r_` read, `ymp_w_` write) so the gateway can refuse a
 * write with a read token before any call; the API stores only the SHA-256 of the whole token, so an
 * edited prefix is an unknown token.
 *
 * @module
 */

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_PREFIX = { read: 'ymp_r_', write: 'ymp_w_' } as const satisfies Record<
  ApiTokenScope,
  string
>;
/** 32 random bytes, base64url: 43 characters after the prefix. */
export const API_TOKEN_SECRET_LENGTH = 43;
/** Active tokens a user may hold at once. */
export const API_TOKEN_MAX_PER_USER = 20;
export const API_TOKEN_NAME_MAX_LENGTH = 30;

const tokenPattern = /^ymp_[rw]_[A-Za-z0-9_-]{43}$/u;

/** Whether a string has the shape of a personal access token (not whether it is valid). */
export function isApiToken(value: string): boolean {
  return tokenPattern.test(value);
}

/** The scope a token's prefix names, or undefined for anything that is not a token. */
export function scopeOfApiToken(value: string): ApiTokenScope | undefined {
  if (!isApiToken(value)) return undefined;
  return value.startsWith(API_TOKEN_PREFIX.write) ? 'write' : 'read';
}

/** Read tokens may only read: every method but these needs the write scope. */
export const READ_SCOPE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export function scopeAllows(scope: ApiTokenScope, method: string): boolean {
  return scope === 'write' || READ_SCOPE_METHODS.has(method.toUpperCase());
}

/** Texts of the token settings page and of the refusals. */
export const API_TOKEN_MESSAGES = {
  pageTitle: '访问令牌',
  intro: '访问令牌用于服务端程序调用 /api：在请求头中发送 Authorization: Bearer <令牌>。',
  nameLabel: '令牌名称',
  scopeLabel: '权限',
  scopeRead: '只读',
  scopeWrite: '读写',
  create: '创建令牌',
  created: '令牌已创建，请立即复制保存，关闭后将无法再次查看',
  copy: '复制令牌',
  revoke: '撤销',
  revoked: '令牌已撤销',
  empty: '暂无访问令牌',
  lastUsed: '最近使用',
  neverUsed: '从未使用',
  createdAt: '创建时间',
  nameRequired: '请输入令牌名称',
  nameTooLong: `令牌名称不能超过${String(API_TOKEN_NAME_MAX_LENGTH)}个字符`,
  tooMany: `最多同时持有${String(API_TOKEN_MAX_PER_USER)}个访问令牌`,
  sessionRequired: '请在网站登录后管理访问令牌',
  notFound: '令牌不存在',
} as const;

export const apiTokenNameSchema = z
  .string()
  .trim()
  .min(1, { error: API_TOKEN_MESSAGES.nameRequired })
  .max(API_TOKEN_NAME_MAX_LENGTH, { error: API_TOKEN_MESSAGES.nameTooLong });

export const apiTokenCreateSchema = z.object({
  name: apiTokenNameSchema,
  scope: z.enum(API_TOKEN_SCOPES),
});
export type ApiTokenCreate = z.infer<typeof apiTokenCreateSchema>;
