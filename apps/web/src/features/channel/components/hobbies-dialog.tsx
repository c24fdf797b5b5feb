import { Dialog } from '@yunmo/ui/dialog';
import { Loading } from '@yunmo/ui/states';
import { useState } from 'react';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { useGetKindFiltersQuery } from '@/lib/kind-filters-api';

export interface HobbiesDialogProps {
  kind: AssetKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: readonly number[];
  onSave: (categoryIds: number[]) => Promise<void>;
}

/** Pick favourite categories of a channel; the grid then shows only those. */
export function HobbiesDialog({ kind, open, onOpenChange, selected, onSave }: HobbiesDialogProps) {
  const filters = useGetKindFiltersQuery(kind, { skip: !open });
  const [draft, setDraft] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  const chosen = draft ?? [...selected];
  const toggle = (id: number) => {
    setDraft(chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id]);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setDraft(null);
        onOpenChange(next);
      }}
      title="设置偏好分类"
      description="选择您感兴趣的分类，频道将优先展示这些分类的模型。"
      width={640}
      footer={
        <>
          <button
            type="button"
            className="ym-button"
            onClick={() => {
              setDraft([]);
            }}
          >
            清空
          </button>
          <button
            type="button"
            className="ym-button ym-button-primary"
            disabled={saving}
            onClick={() => {
              setSaving(true);
              void onSave(chosen).finally(() => {
                setSaving(false);
                setDraft(null);
              });
            }}
          >
            保存
          </button>
        </>
      }
    >
      {filters.isLoading ? <Loading minHeight={120} /> : null}
      <div className="chip-row hobbies-grid">
        {(filters.data?.categories ?? []).map((category) => (
          <button
            key={category.id}
            type="button"
            className="chip"
            aria-pressed={chosen.includes(category.id)}
            onClick={() => {
              toggle(category.id);
            }}
          >
            {category.name}
          </button>
        ))}
      </div>
    </Dialog>
  );
}
