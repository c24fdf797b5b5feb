import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

const COMPANY_LINKS = [
  { label: '关于我们', href: paths.about.href() },
  { label: '联系我们', href: paths.help.href('contact') },
  { label: '用户协议', href: paths.agreement.href() },
  { label: '隐私政策', href: paths.privacy.href() },
  { label: '版权声明', href: paths.help.href('copyright') },
] as const;

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label="公司信息" className="site-footer-links">
          {COMPANY_LINKS.map((link) => (
            <Link key={link.label} to={link.href}>
              {link.label}
            </Link>
          ))}
          <Link to={paths.help.href()}>常见问题</Link>
          <Link to={paths.labelIndex.href()}>热门搜索</Link>
          <Link to={paths.ranking.href()}>作者排行</Link>
          <Link to={paths.albumList.href()}>模型专辑</Link>
        </nav>
        <p>
          客服热线 {site.servicePhone}（{site.serviceHours}） · QQ群 {site.qqGroup}
        </p>
        <p>© {site.name} 版权所有</p>
      </div>
    </footer>
  );
}
