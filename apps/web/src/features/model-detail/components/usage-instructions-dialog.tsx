import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { DETAIL_DIALOG_MESSAGES, USAGE_INSTRUCTIONS } from '@yunmo/domain/messages';
import { Dialog } from '@yunmo/ui/dialog';
import { Tabs } from '@yunmo/ui/tabs';
import { useState } from 'react';

const kinds: readonly AssetKind[] = ['max', 'su', 'mapping', 'ue4', 'uec'];
const parts = [
  { key: 'software', title: '打开软件与版本' },
  { key: 'unzip', title: '下载与解压' },
  { key: 'textures', title: '贴图放置' },
] as const;

/** How each kind's files are opened; it starts on the kind of the model being viewed. */
export function UsageInstructionsDialog({
  open,
  onOpenChange,
  kind,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: AssetKind;
}) {
  const [shown, setShown] = useState<AssetKind>(kind);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Reopening starts on this page's kind again.
        if (!next) setShown(kind);
        onOpenChange(next);
      }}
      title={DETAIL_DIALOG_MESSAGES.usageInstructionsTitle}
      width={640}
      className="instructions-dialog usage-dialog"
    >
      <Tabs
        label="模型类型"
        value={shown}
        onValueChange={setShown}
        items={kinds.map((item) => ({
          value: item,
          label: USAGE_INSTRUCTIONS[item].title,
          content: (
            <dl className="usage-parts">
              {parts.map((part) => (
                <div key={part.key}>
                  <dt>{part.title}</dt>
                  <dd>{USAGE_INSTRUCTIONS[item][part.key]}</dd>
                </div>
              ))}
            </dl>
          ),
        }))}
      />
    </Dialog>
  );
}
