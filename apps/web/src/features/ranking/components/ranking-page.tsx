import { CURRENCY_NAMES } from '@yunmo/domain/money';
import { Link, useSearchParams } from 'react-router';
import { Tabs } from '@yunmo/ui/tabs';
import { EmptyState, ErrorState, Loading } from '@yunmo/ui/states';
import { useGetRankingQuery } from '../api/ranking-api';
import type { RankingBoard, RankingPeriod } from '../api/ranking-api';
import { paths } from '@/config/paths';
import { apiErrorInfo } from '@/lib/api-error';
import { useHead } from '@/lib/use-head';
import './ranking.css';

const TOP = 20;
const BOARDS: readonly { value: RankingBoard; label: string; metric: string }[] = [
  { value: 'income', label: '收益榜', metric: `收益（${CURRENCY_NAMES.beans}）` },
  { value: 'uploads', label: '上传榜', metric: '作品数' },
];
const PERIODS: readonly { value: RankingPeriod; label: string }[] = [
  { value: 'total', label: '累计' },
  { value: 'month', label: '近一个月' },
];

export function RankingPage() {
  useHead({ name: 'ranking' });
  const [search, setSearch] = useSearchParams();
  const board: RankingBoard = search.get('board') === 'uploads' ? 'uploads' : 'income';
  const period: RankingPeriod = search.get('period') === 'month' ? 'month' : 'total';
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    setSearch(next, { replace: true });
  };
  return (
    <main className="ranking container page">
      <header className="ranking-hero">
        <h1>作者排行榜</h1>
        <p>累计榜统计注册以来的数据，月榜统计近30天，每日更新一次。</p>
        <Link to={paths.activity.href()} className="ym-button">
          查看活动
        </Link>
      </header>
      <Tabs
        label="排行榜"
        value={board}
        onValueChange={(value) => {
          set('board', value);
        }}
        items={BOARDS.map((item) => ({ value: item.value, label: item.label }))}
        extra={
          <div className="chip-row" role="group" aria-label="统计周期">
            {PERIODS.map((item) => (
              <button
                key={item.value}
                type="button"
                className="chip"
                aria-pressed={period === item.value}
                onClick={() => {
                  set('period', item.value);
                }}
              >
                {item.label}
              </button>
            ))}
          </div>
        }
      />
      <RankingTable
        board={board}
        period={period}
        metric={BOARDS.find((item) => item.value === board)?.metric ?? ''}
      />
    </main>
  );
}

function RankingTable({
  board,
  period,
  metric,
}: {
  board: RankingBoard;
  period: RankingPeriod;
  metric: string;
}) {
  const ranking = useGetRankingQuery({ board, period });
  const error = apiErrorInfo(ranking.error);
  if (ranking.isLoading) return <Loading minHeight={400} />;
  if (error)
    return (
      <ErrorState
        text={error.message}
        onRetry={() => {
          void ranking.refetch();
        }}
      />
    );
  const rows = (ranking.data ?? []).slice(0, TOP);
  if (rows.length === 0) return <EmptyState text="暂无排行数据" />;
  return (
    // On phones the table can be wider than the screen: its box scrolls, and takes the keyboard's focus to do so.
    <div className="ranking-table-scroll panel" role="region" aria-label="排行数据" tabIndex={0}>
      <table className="ranking-table">
        <thead>
          <tr>
            <th scope="col">排名</th>
            <th scope="col">作者</th>
            <th scope="col">{metric}</th>
            <th scope="col">作品数</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.userName}>
              <td>
                <span className={row.rank <= 3 ? 'rank-badge rank-top' : 'rank-badge'}>
                  {row.rank}
                </span>
              </td>
              <td>
                {/* The flex box inside the cell: a cell that is itself a flex box leaves the table's layout. */}
                <span className="ranking-author">
                  <img src={row.avatarUrl} alt="" width={36} height={36} loading="lazy" />
                  <span>{row.nickname}</span>
                </span>
              </td>
              <td>{board === 'income' ? row.beans : row.works}</td>
              <td>{row.works}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
