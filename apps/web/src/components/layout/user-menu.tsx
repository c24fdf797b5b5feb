import { Menu, MenuItem } from '@yunmo/ui/dropdown';
import { paths } from '@/config/paths';

/** The logged-in user's popup; loaded only for logged-in users. */
export default function UserMenu({ userName }: { userName: string }) {
  return (
    <Menu
      trigger={
        <button type="button" className="header-user" aria-label="用户菜单">
          {userName}
        </button>
      }
    >
      <MenuItem asChild className="ym-dropdown-item"><a href={paths.personalCenter.href()}>个人主页</a></MenuItem>
      <MenuItem asChild className="ym-dropdown-item"><a href="/user/favourites">我的收藏</a></MenuItem>
      <MenuItem asChild className="ym-dropdown-item"><a href="/user/messages">消息</a></MenuItem>
      <MenuItem asChild className="ym-dropdown-item"><a href="/user/settings">账号设置</a></MenuItem>
      <MenuItem asChild className="ym-dropdown-item"><a href="/logout">退出登录</a></MenuItem>
    </Menu>
  );
}
