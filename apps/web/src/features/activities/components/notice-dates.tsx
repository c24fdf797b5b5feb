import type { ShutdownNotice } from '@yunmo/api-contract/notices';

function chineseDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${String(year)}年${String(month)}月${String(date)}日`;
}

/** The notice's dates and the leftover-balance rule, as configured on the server. */
export function NoticeDates({
  notice,
}: {
  notice: Pick<ShutdownNotice, 'uploadClosedOn' | 'siteClosedOn' | 'balanceText'>;
}) {
  return (
    <ul className="notice-dates">
      <li>
        <time dateTime={notice.uploadClosedOn}>{chineseDay(notice.uploadClosedOn)}</time>
        起，停止上传模型和购买下载包；
      </li>
      <li>
        <time dateTime={notice.siteClosedOn}>{chineseDay(notice.siteClosedOn)}</time>起，网站关闭；
      </li>
      <li>{notice.balanceText}</li>
    </ul>
  );
}
