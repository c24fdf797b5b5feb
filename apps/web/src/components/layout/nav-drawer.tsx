import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { UserRound } from 'lucide-react';
import { Drawer } from '@yunmo/ui/drawer';
import { KIND_DISPLAY_NAMES } from '@yunmo/domain/asset-kinds';
import { encodeAuthorName } from '@yunmo/domain/author-name';
import { KIND_TABS, TOOL_TABS, useReturnTo } from './header-nav';
import { externalLinks } from '@/config/external-links';
import { paths } from '@/config/paths';
import { readSession } from '@/lib/session';

/** The phone and tablet navigation: account, the kinds, the site's pages and the tools. */
function DrawerNav({ onNavigate }: { onNavigate: () => void }) {
  const here = useReturnTo();
  const session = readSession();
  return (
    <nav
      aria-label="站点导航"
      className="drawer-nav"
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) onNavigate();
      }}
    >
      <div className="drawer-account">
        {session.loggedIn ? (
          <>
            <span className="drawer-user">
              <UserRound size={18} aria-hidden="true" />
              {session.userName}
            </span>
            <a href={paths.userFavourites.href()}>我的收藏</a>
            <a href={paths.userMessages.href()}>消息</a>
            <a href={paths.personalCenter.href(encodeAuthorName(session.userName ?? ''))}>
              个人主页
            </a>
          </>
        ) : (
          <>
            <a className="ym-button ym-button-primary" href={paths.login.href(here)}>
              登录
            </a>
            <a className="ym-button" href={paths.register.href(here)}>
              注册
            </a>
          </>
        )}
      </div>
      <h2 className="drawer-heading">模型分类</h2>
      <ul className="drawer-links">
        {KIND_TABS.map((kind) => (
          <li key={kind}>
            <NavLink to={paths.channel.href(kind)}>{KIND_DISPLAY_NAMES[kind].full}</NavLink>
          </li>
        ))}
      </ul>
      <h2 className="drawer-heading">发现</h2>
      <ul className="drawer-links">
        <li>
          <Link to={paths.imageSearch.href()}>以图搜图</Link>
        </li>
        <li>
          <Link to={paths.albumList.href()}>模型专辑</Link>
        </li>
        <li>
          <Link to={paths.ranking.href()}>作者排行</Link>
        </li>
        <li>
          <Link to={paths.labelIndex.href()}>热门搜索</Link>
        </li>
        <li>
          <a href={paths.vip.href()}>黄金会员</a>
        </li>
        <li>
          <Link to={paths.help.href()}>常见问题</Link>
        </li>
      </ul>
      <h2 className="drawer-heading">工具</h2>
      <ul className="drawer-links">
        {TOOL_TABS.map((tab) => (
          <li key={tab.label}>
            <a href={tab.href}>{tab.label}</a>
          </li>
        ))}
        <li>
          <a href={externalLinks.clientDownload}>客户端下载</a>
        </li>
      </ul>
    </nav>
  );
}

/** The drawer opened by the header's menu button (a chunk of its own, loaded on first opening). */
export default function NavDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="云模型" returnFocusTo={returnFocusTo}>
      <DrawerNav
        onNavigate={() => {
          onOpenChange(false);
        }}
      />
    </Drawer>
  );
}
