import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES, loginSchema, registerSchema, safeReturnPath } from '@yunmo/domain/accounts';
import { useToast } from '@yunmo/ui/toast';
import { useLoginMutation, useRegisterMutation } from '../api/auth-api';
import { paths } from '@/config/paths';
import { apiErrorInfo } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import './auth.css';

type Mode = 'login' | 'register';
type Errors = Partial<Record<'account' | 'userName' | 'phone' | 'password', string>>;

function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as keyof Errors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The login site (`/login`, `/register`), called as the spec calls the external one: with
 * `source=MODEL` and the address to come back to, which is followed only when it is same-origin.
 */
export function AuthForm({ mode }: { mode: Mode }) {
  useDocumentTitle(mode === 'login' ? '登录' : '注册');
  const [searchParams] = useSearchParams();
  const redirect = safeReturnPath(searchParams.get('redirect'));
  const [login, loginState] = useLoginMutation();
  const [register, registerState] = useRegisterMutation();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const toast = useToast();
  const busy = loginState.isLoading || registerState.isLoading;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure('');
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = mode === 'login' ? loginSchema.safeParse(values) : registerSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const session =
        mode === 'login'
          ? await login({ ...(parsed.data as { account: string; password: string }), redirect }).unwrap()
          : await register({ ...(parsed.data as { userName: string; phone: string; password: string }), redirect }).unwrap();
      toast(mode === 'login' ? ACCOUNT_MESSAGES.loggedIn : ACCOUNT_MESSAGES.registered, 'success');
      // A full load: every part of the page picks up the new session.
      window.location.assign(safeReturnPath(session.redirect));
    } catch (error) {
      setFailure(apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ?? '请求失败，请稍后重试');
    }
  };

  const field = (name: keyof Errors, label: string, type: string, autoComplete: string) => (
    <label className="auth-field">
      <span>{label}</span>
      <input name={name} type={type} autoComplete={autoComplete} aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `${name}-error` : undefined} />
      {errors[name] ? (
        <em id={`${name}-error`} className="auth-error">
          {errors[name]}
        </em>
      ) : null}
    </label>
  );

  return (
    <main className="auth-page container page">
      <form className="auth-card" onSubmit={(event) => void submit(event)} noValidate>
        <h1>{mode === 'login' ? '登录云模型' : '注册云模型账号'}</h1>
        {mode === 'login' ? (
          <>
            {field('account', '手机号或用户名', 'text', 'username')}
            {field('password', '密码', 'password', 'current-password')}
          </>
        ) : (
          <>
            {field('userName', '用户名', 'text', 'username')}
            {field('phone', '手机号', 'tel', 'tel')}
            {field('password', '密码', 'password', 'new-password')}
          </>
        )}
        {failure ? (
          <p className="auth-failure" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="ym-button ym-button-primary auth-submit" disabled={busy}>
          {mode === 'login' ? '登录' : '注册并登录'}
        </button>
        <p className="auth-switch">
          {mode === 'login' ? (
            <>
              还没有账号？<a href={paths.register.href(redirect)}>免费注册</a>
            </>
          ) : (
            <>
              已有账号？<a href={paths.login.href(redirect)}>立即登录</a>
            </>
          )}
        </p>
      </form>
    </main>
  );
}
