import { Dialog } from '@yunmo/ui/dialog';
import { useToast } from '@yunmo/ui/toast';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { validateMissingTerm, MISSING_TERM_MAX_LENGTH } from '../hooks/missing-term';

export interface MissingTermDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keyword: string;
}

/**
 * "Submit a search term that found no model". The form validates per the spec; the submit call
 * belongs to the accounts area, which is not available yet, so submitting says so plainly.
 */
export function MissingTermDialog({ open, onOpenChange, keyword }: MissingTermDialogProps) {
  const toast = useToast();
  const [text, setText] = useState(keyword);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateMissingTerm(text);
    setError(problem);
    if (problem) return;
    toast('提交通道暂未开放，请通过意见反馈告诉我们', 'info');
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="提交未找到的搜索词" description="告诉我们您想找却没找到的模型，我们会尽快补充。" width={520}>
      <form className="missing-term" onSubmit={submit} noValidate>
        <label htmlFor="missing-term-text" className="ym-visually-hidden">
          搜索词描述
        </label>
        <textarea
          id="missing-term-text"
          value={text}
          maxLength={MISSING_TERM_MAX_LENGTH}
          minLength={20}
          placeholder="请描述您需要的模型，如名称、风格、用途"
          aria-invalid={error !== null}
          aria-describedby="missing-term-error"
          onChange={(event) => { setText(event.target.value); if (error) setError(validateMissingTerm(event.target.value)); }}
        />
        <p className="field-hint">
          {text.length}/{MISSING_TERM_MAX_LENGTH}
        </p>
        {error ? (
          <p id="missing-term-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="ym-dialog-footer">
          <button type="button" className="ym-button" onClick={() => { onOpenChange(false); }}>
            取消
          </button>
          <button type="submit" className="ym-button ym-button-primary">
            提交
          </button>
        </div>
      </form>
    </Dialog>
  );
}
