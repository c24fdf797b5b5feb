import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { ChevronDown, Crown, Download, Menu, UserRound } from 'lucide-react';
import {
  isAssetKind,
  KIND_DISPLAY_NAMES,
  TOP_NAV_CATEGORY_OPTIONS,
} from '@yunmo/domain/asset-kinds';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { KIND_TABS, TOOL_TABS, useReturnTo } from './header-nav';
import { NavTab } from './nav-tab';
import { SearchBar } from '@/components/search-bar/search-bar';
import { externalLinks } from '@/config/external-links';
import { paths } from '@/config/paths';
import { readSession } from '@/lib/session';
import { VisitLoginGuide } from '@/components/account/visit-login-guide';
import { encodeAuthorName } from '@yunmo/domain/author-name';

const UserMenu = lazy(() => import('./user-menu'));
// The drawer (Radix Dialog, its focus trap and scroll lock) is code for a tap on phones only:
// loaded when it is first opened, not with every page's first paint.
const NavDrawer = lazy(() => import('./nav-drawer'));

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

export function Header({ searchKind }: { searchKind?: AssetKind }) {
  const here = useReturnTo();
  const currentKind = useCurrentKind();
  const kind = navSearchKind(searchKind ?? currentKind);
  const session = readSession();
  // One category flyout at a time: the header owns which tab's menu is open.
  const [openKind, setOpenKind] = useState<AssetKind | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <button
          ref={menuButton}
          type="button"
          className="site-menu-button"
          aria-label="打开导航菜单"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
        >
          <Menu size={22} aria-hidden="true" />
        </button>
        {drawerLoaded ? (
          <Suspense fallback={null}>
            <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} returnFocusTo={menuButton} />
          </Suspense>
        ) : null}
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
