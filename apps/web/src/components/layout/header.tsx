import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { KIND_DISPLAY_NAMES } from '@yunmo/domain/asset-kinds';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { NavTab } from './nav-tab';
import { SearchBar } from '@/components/search-bar/search-bar';
import { externalLinks } from '@/config/external-links';
import { paths } from '@/config/paths';
import { readSession } from '@/lib/session';
import { VisitLoginGuide } from '@/components/account/visit-login-guide';

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

export function Header({ searchKind = 'max' }: { searchKind?: AssetKind }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const session = readSession();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to={paths.home.href()} className="site-logo" aria-label="云模型首页">
          <span className="site-logo-mark" aria-hidden="true">云</span>
          <span>云模型</span>
        </Link>
        <nav className="site-nav" aria-label="主导航">
          {KIND_TABS.map((kind) => (
            <NavTab key={kind} kind={kind}>
              <NavLink to={paths.channel.href(kind)} className="nav-tab">
                {KIND_DISPLAY_NAMES[kind].full}
              </NavLink>
            </NavTab>
          ))}
          {TOOL_TABS.map((tab) => (
            <a key={tab.label} href={tab.href} className="nav-tab">
              {tab.label}
            </a>
          ))}
        </nav>
        <div className="site-header-search">
          <SearchBar kind={searchKind} variant="nav" />
        </div>
        <div className="site-header-actions">
          <a href={paths.vip.href()} className="gold-member-link">
            黄金会员
          </a>
          <a href={externalLinks.clientDownload} className="header-link">
            客户端下载
          </a>
          {session.loggedIn ? (
            <Suspense fallback={<span className="header-user">{session.userName}</span>}>
              <UserMenu userName={session.userName ?? ''} />
            </Suspense>
          ) : (
            <span className="header-login">
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
