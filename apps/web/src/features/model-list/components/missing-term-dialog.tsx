import { Dialog } from '@yunmo/ui/dialog';
import { useToast } from '@yunmo/ui/toast';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FEEDBACK_MESSAGES } from '@yunmo/domain/messages';
import { useSubmitSearchSuggestionMutation } from '../api/model-list-api';
import { validateMissingTerm, MISSING_TERM_MAX_LENGTH } from '../hooks/missing-term';
import { apiErrorInfo } from '@/lib/api-error';

export interface MissingTermDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keyword: string;
}

/**
 * "Submit a search term that found no model": validated per the spec, sent to the gateway's
 * /api/suggestions (the legacy /v1/feedback/suggestion); 提交成功 or the server's message.
 */
export function MissingTermDialog({ open, onOpenChange, keyword }: MissingTermDialogProps) {
  const toast = useToast();
  const [text, setText] = useState(keyword);
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading }] = useSubmitSearchSuggestionMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateMissingTerm(text);
    setError(problem);
    if (problem) return;
    try {
      await send({ msg: text.trim() }).unwrap();
      toast(FEEDBACK_MESSAGES.submitted, 'success');
      onOpenChange(false);
    } catch (failure) {
      toast(
        apiErrorInfo(failure as Parameters<typeof apiErrorInfo>[0])?.message ??
          FEEDBACK_MESSAGES.submitFailed,
        'warning',
      );
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="提交未找到的搜索词"
      description="告诉我们您想找却没找到的模型，我们会尽快补充。"
      width={520}
    >
      <form className="missing-term" onSubmit={(event) => void submit(event)} noValidate>
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
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(validateMissingTerm(event.target.value));
          }}
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
          <button
            type="button"
            className="ym-button"
            onClick={() => {
              onOpenChange(false);
            }}
          >
            取消
          </button>
          <button type="submit" className="ym-button ym-button-primary" disabled={isLoading}>
            提交
          </button>
        </div>
      </form>
    </Dialog>
  );
}
