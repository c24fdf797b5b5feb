import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation, useParams } from 'react-router';
import { ChevronDown, Crown, Download, Menu, UserRound } from 'lucide-react';
import { Drawer } from '@yunmo/ui/drawer';
import {
  isAssetKind,
  KIND_DISPLAY_NAMES,
  TOP_NAV_CATEGORY_OPTIONS,
} from '@yunmo/domain/asset-kinds';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { NavTab } from './nav-tab';
import { SearchBar } from '@/components/search-bar/search-bar';
import { externalLinks } from '@/config/external-links';
import { paths } from '@/config/paths';
import { readSession } from '@/lib/session';
import { VisitLoginGuide } from '@/components/account/visit-login-guide';
import { encodeAuthorName } from '@yunmo/domain/author-name';

const UserMenu = lazy(() => import('./user-menu'));

const KIND_TABS: readonly AssetKind[] = ['max', 'su', 'ue4', 'uec', 'mapping'];

/** Tool tabs that lead to the company's other products (external destinations). */
const TOOL_TABS = [
  { label: '设计案例', href: externalLinks.designCases },
  { label: 'Max降版本', href: externalLinks.maxDowngrade },
  { label: '3D转换', href: externalLinks.converter },
  { label: 'Max2UE', href: paths.ueChannel.href() },
  { label: 'AI超分', href: externalLinks.aiUpscaling },
] as const;

/** The kind the visitor is browsing (channel, list or detail page); 3D elsewhere. */
export function useCurrentKind(): AssetKind {
  const params = useParams();
  if (isAssetKind(params.type)) return params.type;
  if (isAssetKind(params.kind)) return params.kind;
  return 'max';
}

/** The nav search offers four kinds; UE materials search as UE models there. */
function navSearchKind(kind: AssetKind): AssetKind {
  if (TOP_NAV_CATEGORY_OPTIONS.some((option) => option.kind === kind)) return kind;
  return kind === 'uec' ? 'ue4' : 'max';
}

function useReturnTo(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

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

export function Header({ searchKind }: { searchKind?: AssetKind }) {
  const here = useReturnTo();
  const currentKind = useCurrentKind();
  const kind = navSearchKind(searchKind ?? currentKind);
  const session = readSession();
  // One category flyout at a time: the header owns which tab's menu is open.
  const [openKind, setOpenKind] = useState<AssetKind | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Drawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          title="云模型"
          trigger={
            <button type="button" className="site-menu-button" aria-label="打开导航菜单">
              <Menu size={22} aria-hidden="true" />
            </button>
          }
        >
          <DrawerNav
            onNavigate={() => {
              setDrawerOpen(false);
            }}
          />
        </Drawer>
        <Link to={paths.home.href()} className="site-logo" aria-label="云模型首页">
          <span className="site-logo-mark" aria-hidden="true">
            云
          </span>
          <span>云模型</span>
        </Link>
        <nav className="site-nav" aria-label="主导航">
          {KIND_TABS.map((tabKind) => (
            <NavTab
              key={tabKind}
              kind={tabKind}
              label={KIND_DISPLAY_NAMES[tabKind].full}
              open={openKind === tabKind}
              onOpenChange={(open) => {
                setOpenKind((current) => (open ? tabKind : current === tabKind ? null : current));
              }}
              toggleIcon={<ChevronDown size={14} aria-hidden="true" />}
            >
              <NavLink to={paths.channel.href(tabKind)} className="nav-tab">
                {KIND_DISPLAY_NAMES[tabKind].full}
              </NavLink>
            </NavTab>
          ))}
          {TOOL_TABS.map((tab) => (
            <a key={tab.label} href={tab.href} className="nav-tab nav-tab-tool">
              {tab.label}
            </a>
          ))}
        </nav>
        <div className="site-header-search">
          <SearchBar key={kind} kind={kind} variant="nav" />
        </div>
        <div className="site-header-actions">
          <a href={paths.vip.href()} className="gold-member-link">
            <Crown size={14} aria-hidden="true" />
            黄金会员
          </a>
          <a href={externalLinks.clientDownload} className="header-link header-client">
            <Download size={14} aria-hidden="true" />
            客户端下载
          </a>
          {session.loggedIn ? (
            <Suspense fallback={<span className="header-user">{session.userName}</span>}>
              <UserMenu userName={session.userName ?? ''} />
            </Suspense>
          ) : (
            <span className="header-login">
              <UserRound size={16} aria-hidden="true" />
              <a href={paths.login.href(here)}>登录</a>
              <span aria-hidden="true">/</span>
              <a href={paths.register.href(here)}>注册</a>
              <VisitLoginGuide />
            </span>
          )}
        </div>
      </div>
    </header>
  );
}

/**
 * The compact bar that stays on top once the page is scrolled (the spec's sticky search): the
 * logo, the search on the kind being browsed, and the account.
 */
export function StickyHeader() {
  const kind = useCurrentKind();
  const here = useReturnTo();
  const session = readSession();
  return (
    <div className="sticky-header-inner">
      <Link
        to={paths.home.href()}
        className="site-logo sticky-logo"
        aria-label="云模型首页（顶栏）"
      >
        <span className="site-logo-mark" aria-hidden="true">
          云
        </span>
      </Link>
      <SearchBar key={kind} kind={kind} variant="compact" />
      {session.loggedIn ? (
        <a
          className="sticky-account"
          href={paths.personalCenter.href(encodeAuthorName(session.userName ?? ''))}
          aria-label={`账户：${session.userName ?? ''}`}
        >
          <UserRound size={18} aria-hidden="true" />
          <span>{session.userName}</span>
        </a>
      ) : (
        <a className="sticky-account" href={paths.login.href(here)} aria-label="登录账户">
          <UserRound size={18} aria-hidden="true" />
          <span>登录</span>
        </a>
      )}
    </div>
  );
}
