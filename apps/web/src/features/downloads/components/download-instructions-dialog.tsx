import { downloadInstructionSections } from '@yunmo/domain/instructions';
import { DETAIL_DIALOG_MESSAGES } from '@yunmo/domain/messages';
import { Dialog } from '@yunmo/ui/dialog';

/** The download rules, written by the domain from its quota and price constants. */
export function DownloadInstructionsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={DETAIL_DIALOG_MESSAGES.downloadInstructionsTitle}
      width={520}
      className="instructions-dialog"
      footer={
        <button
          type="button"
          className="ym-button ym-button-primary"
          onClick={() => onOpenChange(false)}
        >
          {DETAIL_DIALOG_MESSAGES.close}
        </button>
      }
    >
      {downloadInstructionSections().map((section) => (
        <section key={section.title} className="instructions-section">
          <h3>{section.title}</h3>
          <ul>
            {section.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
    </Dialog>
  );
}
