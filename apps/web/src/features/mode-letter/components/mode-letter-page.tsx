import { KIND_DISPLAY_NAMES } from '@yunmo/domain/asset-kinds';
import { EmptyState, ErrorState, Loading } from '@yunmo/ui/states';
import { useToast } from '@yunmo/ui/toast';
import {
  useGetAuthorConsentQuery,
  useListConvertedModelsQuery,
  usePutAuthorConsentMutation,
} from '../api/author-consent-api';
import { ConsentPanel } from './consent-panel';
import { paths } from '@/config/paths';
import { apiErrorInfo } from '@/lib/api-error';
import { useHead } from '@/lib/use-head';
import './mode-letter.css';

function LoginRedirect({ loginUrl }: { loginUrl: string | undefined }) {
  const back = `${window.location.pathname}${window.location.search}`;
  return (
    <div className="mode-letter-message">
      <p>请先登录作者账号。</p>
      <a className="ym-button ym-button-primary" href={loginUrl ?? paths.login.href(back)}>
        去登录
      </a>
    </div>
  );
}

/** /modeLetter: the author's consent to converting old paid models into paid-plus-member models. */
export function ModeLetterPage() {
  useHead({ name: 'static', page: 'modeLetter' });
  const consent = useGetAuthorConsentQuery(undefined);
  const conversions = useListConvertedModelsQuery(undefined, { skip: !consent.data });
  const [save, { isLoading: saving }] = usePutAuthorConsentMutation();
  const toast = useToast();
  const error = apiErrorInfo(consent.error);
  const change = (autoConversion: boolean) => {
    void save({ autoConversion })
      .unwrap()
      .catch((failure: unknown) => {
        toast(
          apiErrorInfo(failure as Parameters<typeof apiErrorInfo>[0])?.message ?? '设置失败',
          'warning',
        );
      });
  };
  return (
    <main className="mode-letter container page">
      <article className="mode-letter-letter">
        <h1>致云模型作者的一封信</h1>
        <p>尊敬的作者：</p>
        <p>
          为了让更多会员用户下载到您的作品、为您带来更多收益，平台将把超过3个月无人下载的付费模型自动转换为“付费+会员”模型：
          普通用户仍需付费下载，会员可免费下载，下载收益照常计入您的账户。
        </p>
        <p>
          您可以选择同意或不同意，之后随时可以开启或关闭自动转换。未作选择的作者自
          <time dateTime="2024-08-01">2024年8月1日</time>起默认开启自动转换。
        </p>
        {consent.isLoading ? <Loading minHeight={120} /> : null}
        {error?.status === 401 ? <LoginRedirect loginUrl={error.loginUrl} /> : null}
        {error?.status === 403 ? (
          <p className="mode-letter-message" role="alert">
            {error.message}
          </p>
        ) : null}
        {error && error.status !== 401 && error.status !== 403 ? (
          <ErrorState
            text={error.message}
            onRetry={() => {
              void consent.refetch();
            }}
          />
        ) : null}
        {consent.data ? (
          <ConsentPanel consent={consent.data} saving={saving} onChange={change} />
        ) : null}
      </article>
      {consent.data ? (
        <section className="mode-letter-conversions" aria-labelledby="conversions-title">
          <h2 id="conversions-title">已自动转换的模型</h2>
          {conversions.isLoading ? <Loading minHeight={80} /> : null}
          {conversions.data?.length === 0 ? <EmptyState text="暂无自动转换的模型" /> : null}
          {conversions.data && conversions.data.length > 0 ? (
            <table className="mode-letter-table">
              <thead>
                <tr>
                  <th scope="col">模型</th>
                  <th scope="col">类型</th>
                  <th scope="col">转换时间</th>
                </tr>
              </thead>
              <tbody>
                {conversions.data.map((model) => (
                  <tr key={model.uuid}>
                    <td>
                      <a href={paths.detail.href(model.kind, model.uuid)}>{model.title}</a>
                    </td>
                    <td>{KIND_DISPLAY_NAMES[model.kind].full}</td>
                    <td>
                      {new Date(model.convertedAt).toLocaleDateString('zh-CN', {
                        timeZone: 'Asia/Shanghai',
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ) : null}
    </main>
  );
}
