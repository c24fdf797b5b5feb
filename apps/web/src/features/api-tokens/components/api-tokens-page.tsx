import {
  API_TOKEN_MESSAGES as T,
  apiTokenCreateSchema,
  type ApiTokenScope,
} from '@yunmo/domain/api-tokens';
import { EmptyState, ErrorState, Loading } from '@yunmo/ui/states';
import { useToast } from '@yunmo/ui/toast';
import { useState, type FormEvent } from 'react';
import {
  useCreateApiTokenMutation,
  useListApiTokensQuery,
  useRevokeApiTokenMutation,
} from '../api/api-tokens-api';
import { paths } from '@/config/paths';
import { apiErrorInfo, apiErrorMessage } from '@/lib/api-error';
import { useHead } from '@/lib/use-head';
import './api-tokens.css';

const dateTime = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** /settings/tokens: the user's personal access tokens for /api (created, listed, revoked). */
export function ApiTokensPage() {
  useHead({ name: 'static', page: 'apiTokens' });
  const tokens = useListApiTokensQuery(undefined);
  const [create, { isLoading: creating }] = useCreateApiTokenMutation();
  const [revoke] = useRevokeApiTokenMutation();
  const toast = useToast();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [nameError, setNameError] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const error = apiErrorInfo(tokens.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = apiTokenCreateSchema.safeParse({ name, scope });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? T.nameRequired);
      return;
    }
    setNameError('');
    void create(parsed.data)
      .unwrap()
      .then((created) => {
        setShown(created.token);
        setName('');
      })
      .catch((failure: unknown) => toast(apiErrorMessage(failure), 'warning'));
  };

  const copy = (token: string) => {
    void navigator.clipboard?.writeText(token).then(
      () => toast('复制成功', 'success'),
      () => toast('复制失败', 'warning'),
    );
  };

  if (error?.status === 401) {
    return (
      <main className="api-tokens container page">
        <h1>{T.pageTitle}</h1>
        <p>请先登录。</p>
        <a
          className="ym-button ym-button-primary"
          href={error.loginUrl ?? paths.login.href(paths.apiTokens.href())}
        >
          去登录
        </a>
      </main>
    );
  }

  return (
    <main className="api-tokens container page">
      <h1>{T.pageTitle}</h1>
      <p>{T.intro}</p>
      <form className="api-tokens-form" onSubmit={submit} noValidate>
        <label htmlFor="api-token-name">{T.nameLabel}</label>
        <input
          id="api-token-name"
          value={name}
          maxLength={60}
          aria-invalid={nameError !== ''}
          aria-describedby={nameError === '' ? undefined : 'api-token-name-error'}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {nameError === '' ? null : (
          <p id="api-token-name-error" className="api-tokens-error" role="alert">
            {nameError}
          </p>
        )}
        <fieldset>
          <legend>{T.scopeLabel}</legend>
          <label>
            <input
              type="radio"
              name="scope"
              value="read"
              checked={scope === 'read'}
              onChange={() => setScope('read')}
            />{' '}
            {T.scopeRead}
          </label>
          <label>
            <input
              type="radio"
              name="scope"
              value="write"
              checked={scope === 'write'}
              onChange={() => setScope('write')}
            />{' '}
            {T.scopeWrite}
          </label>
        </fieldset>
        <button type="submit" className="ym-button ym-button-primary" disabled={creating}>
          {T.create}
        </button>
      </form>
      {shown === null ? null : (
        <section
          className="api-tokens-created"
          role="status"
          aria-labelledby="api-token-created-title"
        >
          <h2 id="api-token-created-title">{T.created}</h2>
          <code data-testid="created-token">{shown}</code>
          <button type="button" className="ym-button" onClick={() => copy(shown)}>
            {T.copy}
          </button>
        </section>
      )}
      {tokens.isLoading ? <Loading minHeight={80} /> : null}
      {error ? (
        <ErrorState
          text={error.message}
          onRetry={() => {
            void tokens.refetch();
          }}
        />
      ) : null}
      {tokens.data?.length === 0 ? <EmptyState text={T.empty} /> : null}
      {tokens.data && tokens.data.length > 0 ? (
        <table className="api-tokens-table">
          <thead>
            <tr>
              <th scope="col">{T.nameLabel}</th>
              <th scope="col">{T.scopeLabel}</th>
              <th scope="col">令牌前缀</th>
              <th scope="col">{T.createdAt}</th>
              <th scope="col">{T.lastUsed}</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {tokens.data.map((token) => (
              <tr key={token.id}>
                <td>{token.name}</td>
                <td>{token.scope === 'write' ? T.scopeWrite : T.scopeRead}</td>
                <td>
                  <code>{token.tokenPrefix}…</code>
                </td>
                <td>{dateTime(token.createdAt)}</td>
                <td>{token.lastUsedAt === null ? T.neverUsed : dateTime(token.lastUsedAt)}</td>
                <td>
                  <button
                    type="button"
                    className="ym-button"
                    aria-label={`${T.revoke} ${token.name}`}
                    onClick={() => {
                      void revoke(token.id)
                        .unwrap()
                        .then(() => toast(T.revoked, 'success'))
                        .catch((failure: unknown) => toast(apiErrorMessage(failure), 'warning'));
                    }}
                  >
                    {T.revoke}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </main>
  );
}
