import { Tabs } from '@yunmo/ui/tabs';
import { useState } from 'react';
import type { HomePage } from '@yunmo/api-contract/home';
import { Link } from 'react-router';
import { RankBars } from '@/components/rank-bars';
import { paths } from '@/config/paths';

type Period = 'total' | 'month';
const HOME_TOP = 13;
const MAX_BAR_HEIGHT = 200;

/** Author ranking on the home page: cumulative / last month, top 13, bars scaled to 200 px. */
export default function RankingBlock({ rankings }: { rankings: HomePage['rankings'] }) {
  const [period, setPeriod] = useState<Period>('total');
  const income = (period === 'total' ? rankings.incomeTotal : rankings.incomeMonth).slice(
    0,
    HOME_TOP,
  );
  const uploads = (period === 'total' ? rankings.uploadsTotal : rankings.uploadsMonth).slice(
    0,
    HOME_TOP,
  );
  const board = (
    <div className="home-ranking">
      <div className="panel">
        <h3 className="home-ranking-title">收益榜</h3>
        <RankBars
          items={income}
          maxBarHeight={MAX_BAR_HEIGHT}
          metric={(item) => item.beans}
          metricLabel="收益"
        />
      </div>
      <div className="panel">
        <h3 className="home-ranking-title">上传榜</h3>
        <RankBars
          items={uploads}
          maxBarHeight={MAX_BAR_HEIGHT}
          metric={(item) => item.works}
          metricLabel="作品数"
        />
      </div>
    </div>
  );
  return (
    <Tabs
      label="排行周期"
      value={period}
      onValueChange={setPeriod}
      extra={
        <Link to={paths.activity.href()} className="view-more">
          活动说明 &gt;
        </Link>
      }
      items={[
        { value: 'total', label: '累计', content: board },
        { value: 'month', label: '近一个月', content: board },
      ]}
    />
  );
}
