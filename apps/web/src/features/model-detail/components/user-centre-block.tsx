import { fenToYuanString } from '@yunmo/domain/money';
import { Link } from 'react-router';
import { externalLinks } from '@/config/external-links';
import { paths } from '@/config/paths';
import { useGetMeQuery } from '@/lib/account-api';
import { AVATAR_FALLBACK } from '@/lib/image-fallback';

/**
 * The detail page's user-centre block (spec §2.1): the balances and coupons that pay for a
 * download, with the ways into the user centre; a guest is asked to log in.
 */
export function UserCentreBlock({
  loggedIn,
  onLoginNeeded,
}: {
  loggedIn: boolean;
  onLoginNeeded: () => void;
}) {
  const { data: me } = useGetMeQuery(undefined, { skip: !loggedIn });
  if (!loggedIn) {
    return (
      <section className="panel detail-user-centre" aria-label="用户中心">
        <h2>用户中心</h2>
        <p>登录后查看您的炫豆、下载点与免费下载额度。</p>
        <button type="button" className="ym-button ym-button-primary" onClick={onLoginNeeded}>
          登录 / 注册
        </button>
      </section>
    );
  }
  return (
    <section className="panel detail-user-centre" aria-label="用户中心">
      <h2>用户中心</h2>
      {me ? (
        <>
          <p className="detail-user-centre-name">
            <img
              className="avatar"
              src={me.avatarUrl ?? AVATAR_FALLBACK}
              alt=""
              width={40}
              height={40}
            />
            <strong>{me.nickname || me.userName}</strong>
          </p>
          <dl className="detail-user-centre-figures">
            <div>
              <dt>炫豆</dt>
              <dd>{fenToYuanString(me.beansFen)}</dd>
            </div>
            {me.outstandingFen > 0 ? (
              <div className="arrears">
                <dt>欠款</dt>
                <dd>{fenToYuanString(me.outstandingFen)}</dd>
              </div>
            ) : null}
            <div>
              <dt>下载点</dt>
              <dd>{me.downloadPoints}</dd>
            </div>
            <div>
              <dt>免费下载券</dt>
              <dd>{me.payment.tickets} 张</dd>
            </div>
            <div>
              <dt>下载包</dt>
              <dd>{me.payment.downloadPackages} 次</dd>
            </div>
            <div>
              <dt>今日免费下载</dt>
              <dd>剩余 {me.payment.freeDownloadsLeftToday} 次</dd>
            </div>
            <div>
              <dt>会员下载</dt>
              <dd>剩余 {me.payment.memberDownloadsLeft} 次</dd>
            </div>
          </dl>
        </>
      ) : null}
      <p className="detail-user-centre-links">
        <a href={externalLinks.userCenter}>进入用户中心</a>
        <Link to={paths.userFavourites.href()}>我的收藏</Link>
        <Link to={paths.userMessages.href()}>我的消息</Link>
      </p>
    </section>
  );
}
