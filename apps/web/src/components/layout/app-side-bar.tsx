import {
  ArrowUp,
  CircleHelp,
  Headset,
  LayoutGrid,
  MessageSquareText,
  Upload,
  Users,
  Wallet,
} from 'lucide-react';
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
  /** Shown folded into the corner button (a short page, before any scrolling). */
  folded?: boolean;
  /** Extra entry of the list page: recharge. */
  showRecharge?: boolean;
}

/** The floating side bar: upload, QQ group (copy), service hours, FAQ, feedback, back to top. */
export function AppSideBar({ visible, folded = false, showRecharge = false }: AppSideBarProps) {
  const toast = useToast();
  const feedback = useFeedbackEntry();
  const copyQq = () => {
    void copyText(site.qqGroup).then((copied) => {
      toast(
        copied ? ACTION_MESSAGES.copied : ACTION_MESSAGES.copyFailed,
        copied ? 'success' : 'error',
      );
    });
  };
  return (
    <>
      <SideBar
        visible={visible}
        folded={folded}
        toggleIcon={<LayoutGrid size={20} aria-hidden="true" />}
        items={[
          {
            key: 'upload',
            label: '上传模型',
            href: externalLinks.uploadModel,
            external: true,
            icon: <Upload className="side-icon" size={22} aria-hidden="true" />,
          },
          ...(showRecharge
            ? [
                {
                  key: 'recharge',
                  label: '充值',
                  href: paths.vip.href(),
                  icon: <Wallet className="side-icon" size={22} aria-hidden="true" />,
                },
              ]
            : []),
          {
            key: 'qq',
            label: 'QQ群',
            icon: <Users className="side-icon" size={22} aria-hidden="true" />,
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
            icon: <Headset className="side-icon" size={22} aria-hidden="true" />,
            panel: (
              <div className="side-panel">
                <p>在线客服</p>
                <p>服务时间：{site.serviceHours}</p>
              </div>
            ),
          },
          {
            key: 'faq',
            label: '常见问题',
            href: paths.help.href(),
            icon: <CircleHelp className="side-icon" size={22} aria-hidden="true" />,
          },
          {
            key: 'feedback',
            label: '意见反馈',
            onClick: feedback.openFeedback,
            icon: <MessageSquareText className="side-icon" size={22} aria-hidden="true" />,
          },
          {
            key: 'top',
            label: '回到顶部',
            onClick: () => {
              window.scrollTo({ top: 0, behavior: 'smooth' });
            },
            icon: <ArrowUp className="side-icon" size={22} aria-hidden="true" />,
          },
        ]}
      />
      {feedback.dialogs}
    </>
  );
}
