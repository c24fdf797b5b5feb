import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  ACCOUNT_MESSAGES,
  loginSchema,
  registerSchema,
  safeReturnPath,
  smsCodeRequestSchema,
} from '@yunmo/domain/accounts';
import { useToast } from '@yunmo/ui/toast';
import { useLoginMutation, useRegisterMutation, useSendSmsCodeMutation } from '../api/auth-api';
import { useCaptcha } from '../hooks/use-captcha';
import { useCountdown } from '../hooks/use-countdown';
import { paths } from '@/config/paths';
import { apiErrorInfo, apiErrorMessage } from '@/lib/api-error';
import { useHead } from '@/lib/use-head';
import './auth.css';

type Mode = 'login' | 'register';
type Field = 'account' | 'userName' | 'phone' | 'password' | 'captcha' | 'captchaId' | 'smsCode';
type Errors = Partial<Record<Field, string>>;

/** The API's code for "a captcha is needed" (after repeated failed logins). */
const captchaRequiredCode = 10024;

function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The login site (`/login`, `/register`), called as the spec calls the external one: with
 * `source=MODEL` and the address to come back to, which is followed only when it is same-origin.
 * Registration asks for the captcha, then the SMS code sent to the phone; login shows the captcha
 * only once failures made the API ask for it.
 */
export function AuthForm({ mode }: { mode: Mode }) {
  useHead({ name: 'static', page: mode === 'login' ? 'login' : 'register' });
  const [searchParams] = useSearchParams();
  const redirect = safeReturnPath(searchParams.get('redirect'));
  const [login, loginState] = useLoginMutation();
  const [register, registerState] = useRegisterMutation();
  const [sendSmsCode, smsState] = useSendSmsCodeMutation();
  const { captcha, refresh: refreshCaptcha } = useCaptcha();
  const countdown = useCountdown();
  const [captchaShown, setCaptchaShown] = useState(mode === 'register');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const busy = loginState.isLoading || registerState.isLoading;

  useEffect(() => {
    if (mode === 'register') void refreshCaptcha();
  }, [mode, refreshCaptcha]);

  const formValues = () =>
    formRef.current
      ? (Object.fromEntries(new FormData(formRef.current)) as Record<string, string>)
      : {};

  const requestSmsCode = async () => {
    setFailure('');
    setNotice('');
    const parsed = smsCodeRequestSchema.safeParse({
      ...formValues(),
      captchaId: captcha?.captchaId ?? '',
    });
    if (!parsed.success) {
      const found = firstErrors(parsed.error.issues);
      setErrors({
        ...(found.phone ? { phone: found.phone } : {}),
        ...(found.captcha || found.captchaId ? { captcha: found.captcha ?? found.captchaId } : {}),
      });
      return;
    }
    setErrors({});
    try {
      const sent = await sendSmsCode(parsed.data).unwrap();
      setNotice(sent.message);
      countdown.start(sent.resendSeconds);
    } catch (error) {
      setFailure(apiErrorMessage(error));
    }
    // A captcha is good for one try, right or wrong.
    const input = formRef.current?.elements.namedItem('captcha');
    if (input instanceof HTMLInputElement) input.value = '';
    await refreshCaptcha();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure('');
    const values: Record<string, string> = { ...formValues() };
    if (captchaShown && captcha) values.captchaId = captcha.captchaId;
    if (mode === 'login' && !captchaShown) delete values.captcha;
    const parsed =
      mode === 'login' ? loginSchema.safeParse(values) : registerSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const session =
        mode === 'login'
          ? await login({ ...loginSchema.parse(values), redirect }).unwrap()
          : await register({ ...registerSchema.parse(values), redirect }).unwrap();
      toast(mode === 'login' ? ACCOUNT_MESSAGES.loggedIn : ACCOUNT_MESSAGES.registered, 'success');
      // A full load: every part of the page picks up the new session.
      window.location.assign(safeReturnPath(session.redirect));
    } catch (error) {
      const info = apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0]);
      setFailure(info?.message ?? apiErrorMessage(error));
      if (mode === 'login' && (captchaShown || info?.legacyCode === captchaRequiredCode)) {
        setCaptchaShown(true);
        await refreshCaptcha();
      }
    }
  };

  const field = (
    name: Field,
    label: string,
    type: string,
    autoComplete: string,
    extra?: { inputMode?: 'numeric'; maxLength?: number },
  ) => (
    <label className="auth-field">
      <span>{label}</span>
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={extra?.inputMode}
        maxLength={extra?.maxLength}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
      />
      {errors[name] ? (
        <em id={`${name}-error`} className="auth-error">
          {errors[name]}
        </em>
      ) : null}
    </label>
  );

  const captchaRow = (
    <div className="auth-row">
      {field('captcha', '图形验证码', 'text', 'off', { inputMode: 'numeric', maxLength: 4 })}
      <button
        type="button"
        className="auth-captcha"
        onClick={() => void refreshCaptcha()}
        aria-label="看不清，换一张"
      >
        {captcha ? (
          <img src={captcha.image} alt="图形验证码" width={120} height={45} />
        ) : (
          <span>获取验证码图片</span>
        )}
      </button>
    </div>
  );

  return (
    <main className="auth-page container page">
      <form ref={formRef} className="auth-card" onSubmit={(event) => void submit(event)} noValidate>
        <h1>{mode === 'login' ? '登录云模型' : '注册云模型账号'}</h1>
        {mode === 'login' ? (
          <>
            {field('account', '手机号或用户名', 'text', 'username')}
            {field('password', '密码', 'password', 'current-password')}
            {captchaShown ? captchaRow : null}
          </>
        ) : (
          <>
            {field('userName', '用户名', 'text', 'username')}
            {field('phone', '手机号', 'tel', 'tel')}
            {captchaRow}
            <div className="auth-row">
              {field('smsCode', '短信验证码', 'text', 'one-time-code', {
                inputMode: 'numeric',
                maxLength: 6,
              })}
              <button
                type="button"
                className="ym-button auth-sms"
                onClick={() => void requestSmsCode()}
                disabled={countdown.left > 0 || smsState.isLoading}
              >
                {countdown.left > 0 ? `${String(countdown.left)}秒后重新获取` : '获取短信验证码'}
              </button>
            </div>
            {field('password', '密码', 'password', 'new-password')}
          </>
        )}
        {notice ? (
          <p className="auth-notice" role="status">
            {notice}
          </p>
        ) : null}
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
