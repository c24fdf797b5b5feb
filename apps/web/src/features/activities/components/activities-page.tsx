import { ErrorState, Loading } from '@yunmo/ui/states';
import { useGetShutdownNoticeQuery } from '../api/notices-api';
import { NoticeDates } from './notice-dates';
import { externalLinks } from '@/config/external-links';
import { apiErrorInfo } from '@/lib/api-error';
import { useHead } from '@/lib/use-head';
import './daily-popups.css';
import './activities.css';

/** /active/activeList: the activities page, which now carries the shutdown notice. */
export function ActivitiesPage() {
  useHead({ name: 'static', page: 'activity' });
  const { data: notice, error, isLoading, refetch } = useGetShutdownNoticeQuery(undefined);
  return (
    <main className="activities container page">
      <h1>活动中心</h1>
      {isLoading ? <Loading minHeight={240} /> : null}
      {error ? (
        <ErrorState
          text={apiErrorInfo(error)?.message ?? '加载失败'}
          onRetry={() => {
            void refetch();
          }}
        />
      ) : null}
      {notice && !notice.scheduled ? <p className="activities-empty">暂无活动</p> : null}
      {notice?.scheduled ? (
        <article className="activities-notice" aria-labelledby="shutdown-notice-title">
          <span className="activities-badge">公告</span>
          <h2 id="shutdown-notice-title">{notice.title}</h2>
          <p>{notice.body}</p>
          <NoticeDates notice={notice} />
          <p className="activities-help">
            如有疑问，请联系
            <a href={externalLinks.customerService} target="_blank" rel="noreferrer">
              在线客服
            </a>
            ，或前往
            <a href={externalLinks.myOrders} target="_blank" rel="noreferrer">
              我的订单
            </a>
            查看已购买的内容。
          </p>
        </article>
      ) : null}
    </main>
  );
}
