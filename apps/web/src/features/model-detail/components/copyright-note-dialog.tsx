import { COPYRIGHT_NOTE_PARAGRAPHS, DETAIL_DIALOG_MESSAGES } from '@yunmo/domain/messages';
import { Dialog } from '@yunmo/ui/dialog';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Who owns a model and what a download allows, with the way to the help page's copyright section. */
export function CopyrightNoteDialog({
  open,
  onOpenChange,
  owner,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The copyright owner's nickname, when the page shows one. */
  owner: string | null;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={DETAIL_DIALOG_MESSAGES.copyrightNoteTitle}
      width={520}
      className="instructions-dialog"
      footer={
        <>
          <Link
            className="ym-button"
            to={paths.help.href('copyright')}
            onClick={() => onOpenChange(false)}
          >
            {DETAIL_DIALOG_MESSAGES.copyrightHelpLink}
          </Link>
          <button
            type="button"
            className="ym-button ym-button-primary"
            onClick={() => onOpenChange(false)}
          >
            {DETAIL_DIALOG_MESSAGES.close}
          </button>
        </>
      }
    >
      {owner ? (
        <p className="copyright-owner">
          本模型版权所有：<strong>{owner}</strong>
        </p>
      ) : null}
      <ul className="copyright-note">
        {COPYRIGHT_NOTE_PARAGRAPHS.map((paragraph) => (
          <li key={paragraph}>{paragraph}</li>
        ))}
      </ul>
    </Dialog>
  );
}
