import { fenToYuanString } from '@yunmo/domain/money';
import { useGetDownloadQuotaQuery } from '../api/downloads-api';

/** Today's free downloads and this month's member models left, and the balances that pay. */
export function QuotaMeter({ loggedIn }: { loggedIn: boolean }) {
  const quota = useGetDownloadQuotaQuery(undefined, { skip: !loggedIn });
  if (!loggedIn || !quota.data) return null;
  const data = quota.data;
  return (
    <div className="quota-meter" aria-label="下载额度">
      <span>
        今日免费下载剩余 <strong>{data.dailyLeft}</strong>/{data.dailyLimit}
      </span>
      {data.memberMonthLimit > 0 ? (
        <span>
          本月会员模型剩余 <strong>{data.memberMonthLeft}</strong>/{data.memberMonthLimit}
        </span>
      ) : null}
      <span>下载券 {data.balances.tickets}</span>
      <span>下载点 {fenToYuanString(data.balances.downloadPointsFen)}</span>
      <span>炫豆 {fenToYuanString(data.balances.beansFen)}</span>
    </div>
  );
}
