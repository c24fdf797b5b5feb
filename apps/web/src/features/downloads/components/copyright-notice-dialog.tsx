import { ACTION_MESSAGES, DETAIL_DIALOG_MESSAGES } from '@yunmo/domain/messages';
import { Dialog } from '@yunmo/ui/dialog';

/**
 * Shown before a copyright version is downloaded: 已知晓 continues the download, closing the
 * dialog (×, Escape, outside click) cancels it.
 */
export function CopyrightNoticeDialog({
  open,
  onAcknowledge,
  onCancel,
}: {
  open: boolean;
  onAcknowledge: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={DETAIL_DIALOG_MESSAGES.copyrightNoticeTitle}
      width={440}
      className="copyright-notice-dialog"
      footer={
        <button type="button" className="ym-button ym-button-primary" onClick={onAcknowledge}>
          {ACTION_MESSAGES.acknowledged}
        </button>
      }
    >
      <p className="copyright-notice-text">{DETAIL_DIALOG_MESSAGES.copyrightNotice}</p>
    </Dialog>
  );
}
