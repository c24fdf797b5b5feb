import {
  MEMBERSHIP_REASON_OPTIONS,
  membershipReasonSchema,
} from '@yunmo/domain/validation/membership-reason';
import { Dialog } from '@yunmo/ui/dialog';
import { useToast } from '@yunmo/ui/toast';
import { useState } from 'react';
import { useSaveNotOpeningReasonsMutation } from '@/lib/payments-api';

/** Why the user does not open the membership: at least one reason (请选择至少一个原因哦~). */
export function NotOpeningDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const [reasons, setReasons] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveNotOpeningReasonsMutation();
  const submit = async () => {
    const parsed = membershipReasonSchema.safeParse({ reasons, text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '请选择至少一个原因哦~');
      return;
    }
    try {
      await save({
        reasons: parsed.data.reasons,
        ...(parsed.data.text ? { text: parsed.data.text } : {}),
      }).unwrap();
      toast('提交成功', 'success');
      onClose();
    } catch {
      toast('提交失败', 'warning');
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="告诉我们您暂不开通的原因"
      width={420}
      footer={
        <button
          type="button"
          className="ym-button ym-button-primary"
          disabled={isLoading}
          onClick={() => void submit()}
        >
          提交
        </button>
      }
    >
      <div className="not-opening-reasons">
        {MEMBERSHIP_REASON_OPTIONS.map((option) => (
          <label key={option.id}>
            <input
              type="checkbox"
              checked={reasons.includes(option.label)}
              onChange={(event) => {
                setError(null);
                setReasons((current) =>
                  event.target.checked
                    ? [...current, option.label]
                    : current.filter((reason) => reason !== option.label),
                );
              }}
            />
            {option.label}
          </label>
        ))}
        <textarea
          value={text}
          maxLength={100}
          placeholder="其他想说的（选填）"
          onChange={(event) => setText(event.target.value)}
        />
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
