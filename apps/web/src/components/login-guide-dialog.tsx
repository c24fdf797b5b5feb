import { Dialog } from '@yunmo/ui/dialog';
import { paths } from '@/config/paths';

export interface LoginGuideDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where to come back after logging in; defaults to the current address. */
  returnTo?: string;
}

/** Shown when a visitor tries an action that needs an account (favourite, follow, download). */
export function LoginGuideDialog({ open, onOpenChange, returnTo }: LoginGuideDialogProps) {
  // Read only once opened: a closed dialog also renders on the server, which has no window.
  const back = returnTo ?? (open ? `${window.location.pathname}${window.location.search}` : '/');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="登录后即可使用"
      description="登录云模型账号后即可收藏专辑与模型、关注作者、下载素材。"
      width={420}
    >
      <div className="login-guide-actions">
        <a className="ym-button ym-button-primary" href={paths.login.href(back)}>
          立即登录
        </a>
        <a className="ym-button" href={paths.register.href(back)}>
          免费注册
        </a>
      </div>
    </Dialog>
  );
}
