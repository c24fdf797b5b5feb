import { SideBar } from '@yunmo/ui/side-bar';
import { useToast } from '@yunmo/ui/toast';
import { externalLinks } from '@/config/external-links';
import { paths } from '@/config/paths';
import { useFeedbackEntry } from '@/components/account/feedback-entry';
import { site } from '@/config/site';
import { ACTION_MESSAGES } from '@yunmo/domain/messages';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface AppSideBarProps {
  visible: boolean;
  /** Extra entry of the list page: recharge. */
  showRecharge?: boolean;
}

/** The floating side bar: upload, QQ group (copy), service hours, FAQ, feedback, back to top. */
export function AppSideBar({ visible, showRecharge = false }: AppSideBarProps) {
  const toast = useToast();
  const feedback = useFeedbackEntry();
  const copyQq = () => {
    void copyText(site.qqGroup).then((copied) => { toast(copied ? ACTION_MESSAGES.copied : ACTION_MESSAGES.copyFailed, copied ? 'success' : 'error'); });
  };
  return (
    <>
    <SideBar
      visible={visible}
      items={[
        { key: 'upload', label: '上传模型', href: externalLinks.uploadModel, external: true, icon: <span className="side-icon" aria-hidden="true">⇪</span> },
        ...(showRecharge ? [{ key: 'recharge', label: '充值', href: paths.vip.href(), icon: <span className="side-icon" aria-hidden="true">¥</span> }] : []),
        {
          key: 'qq',
          label: 'QQ群',
          icon: <span className="side-icon" aria-hidden="true">Q</span>,
          onClick: copyQq,
          panel: (
            <div className="side-panel">
              <p>官方QQ群：{site.qqGroup}</p>
              <button type="button" className="ym-button" onClick={copyQq}>
                复制群号
              </button>
            </div>
          ),
        },
        {
          key: 'service',
          label: '客服',
          href: externalLinks.customerService,
          external: true,
          icon: <span className="side-icon" aria-hidden="true">☏</span>,
          panel: (
            <div className="side-panel">
              <p>在线客服</p>
              <p>服务时间：{site.serviceHours}</p>
            </div>
          ),
        },
        { key: 'faq', label: '常见问题', href: paths.help.href(), icon: <span className="side-icon" aria-hidden="true">?</span> },
        { key: 'feedback', label: '意见反馈', onClick: feedback.openFeedback, icon: <span className="side-icon" aria-hidden="true">✎</span> },
        { key: 'top', label: '回到顶部', onClick: () => { window.scrollTo({ top: 0, behavior: 'smooth' }); }, icon: <span className="side-icon" aria-hidden="true">↑</span> },
      ]}
    />
    {feedback.dialogs}
    </>
  );
}
