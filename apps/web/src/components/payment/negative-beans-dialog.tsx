import { ACTION_MESSAGES, DOWNLOAD_MESSAGES } from '@yunmo/domain/messages';
import { Dialog } from '@yunmo/ui/dialog';
import { paths } from '@/config/paths';

/** §4.8: the bean balance is in arrears; opening a membership waits for a top-up. */
export function NegativeBeansDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="提示"
      width={378}
      footer={
        <>
          <button type="button" className="ym-button" onClick={onClose}>
            取消
          </button>
          <a className="ym-button ym-button-primary" href={paths.recharge.href()}>
            {ACTION_MESSAGES.topUp}
          </a>
        </>
      }
    >
      <p>{DOWNLOAD_MESSAGES.negativeBeanBalance}</p>
      <p className="negative-beans-note">
        暂不支持在线充值炫豆，“{ACTION_MESSAGES.topUp}”将打开会员页，可扫码购买会员或下载包。
      </p>
    </Dialog>
  );
}
