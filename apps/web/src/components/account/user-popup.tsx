import { lazy, Suspense, useState } from 'react';
import { encodeAuthorName } from '@yunmo/domain/author-name';
import { fenToYuanString } from '@yunmo/domain/money';
import { Menu, MenuItem } from '@yunmo/ui/dropdown';
import { useGetMeQuery, useLogoutMutation } from '@/lib/account-api';
import { externalLinks } from '@/config/external-links';
import { paths } from '@/config/paths';
import { forgetSession } from '@/lib/session';
import './user-popup.css';

const SignInDialog = lazy(() =>
  import('./sign-in-dialog').then((module) => ({ default: module.SignInDialog })),
);

/** The header's user popup: balances, links, daily sign-in and logout. */
export function UserPopup({ userName }: { userName: string }) {
  const { data: me } = useGetMeQuery(undefined);
  const [logout] = useLogoutMutation();
  const [signInOpen, setSignInOpen] = useState(false);

  // A session that ended elsewhere (expired, revoked) is handled once for the whole app
  // (src/app/session-failures.ts): forgotten, and the user is sent to login and back.

  const leave = async () => {
    await logout(undefined)
      .unwrap()
      .catch(() => undefined);
    forgetSession();
    window.location.assign(paths.home.href());
  };

  return (
    <>
      <Menu
        trigger={
          <button type="button" className="header-user" aria-label="用户菜单">
            {me?.nickname ?? userName}
            {me && me.unread > 0 ? <span className="user-popup-badge">{me.unread}</span> : null}
          </button>
        }
      >
        <div className="user-popup-balances" aria-label="账户余额">
          <span>
            炫豆<strong>{me ? fenToYuanString(me.beansFen) : '–'}</strong>
          </span>
          <span>
            渲染点<strong>{me ? String(me.renderPoints) : '–'}</strong>
          </span>
          <span>
            下载点<strong>{me ? me.downloadPoints : '–'}</strong>
          </span>
          <span>
            券包<strong>{me ? String(me.couponPacks) : '–'}</strong>
          </span>
        </div>
        <MenuItem className="ym-dropdown-item" onSelect={() => setSignInOpen(true)}>
          每日签到
        </MenuItem>
        <MenuItem asChild className="ym-dropdown-item">
          <a href={paths.personalCenter.href(encodeAuthorName(userName))}>个人主页</a>
        </MenuItem>
        <MenuItem asChild className="ym-dropdown-item">
          <a href={externalLinks.userCenter}>用户中心</a>
        </MenuItem>
        <MenuItem asChild className="ym-dropdown-item">
          <a href={externalLinks.myOrders}>我的订单</a>
        </MenuItem>
        <MenuItem asChild className="ym-dropdown-item">
          <a href={paths.userFavourites.href()}>我的收藏</a>
        </MenuItem>
        <MenuItem asChild className="ym-dropdown-item">
          <a
            href={paths.userMessages.href()}
            aria-label={me && me.unread > 0 ? `消息，${String(me.unread)} 条未读` : '消息'}
          >
            消息
            {me && me.unread > 0 ? (
              <span className="user-popup-badge" data-testid="messages-badge">
                {me.unread > 99 ? '99+' : me.unread}
              </span>
            ) : null}
          </a>
        </MenuItem>
        <MenuItem asChild className="ym-dropdown-item">
          <a href={externalLinks.accountSettings}>账号设置</a>
        </MenuItem>
        <MenuItem className="ym-dropdown-item" onSelect={() => void leave()}>
          退出登录
        </MenuItem>
      </Menu>
      {signInOpen ? (
        <Suspense fallback={null}>
          <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
