import { useState, type FormEvent } from 'react';
import { FEEDBACK_MESSAGES } from '@yunmo/domain/messages';
import {
  EXPERIENCE_FEEDBACK_TEXT_MAX,
  SATISFACTION_OPTIONS,
  experienceFeedbackSchema,
} from '@yunmo/domain/validation/experience-feedback';
import { useToast } from '@yunmo/ui/toast';
import { useSubmitExperienceFeedbackMutation } from '@/lib/account-api';
import { apiErrorInfo } from '@/lib/api-error';

type Field = 'satisfied' | 'dissatisfaction' | 'suggestion';

/**
 * The experience feedback (§5): satisfaction required (请选择满意度), what was unsatisfying only when
 * 不满意, a suggestion; each text at most 300 characters. The same domain schema checks it here and
 * in the gateway.
 */
export function ExperienceFeedbackForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const [submit, state] = useSubmitExperienceFeedbackMutation();
  const [satisfied, setSatisfied] = useState<1 | 2 | undefined>(undefined);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const parsed = experienceFeedbackSchema.safeParse({
      satisfied,
      dissatisfaction: satisfied === 2 ? String(values.get('dissatisfaction') ?? '') : undefined,
      suggestion: String(values.get('suggestion') ?? ''),
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues)
        next[String(issue.path[0]) as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await submit(parsed.data).unwrap();
      toast(FEEDBACK_MESSAGES.submitted, 'success');
      onDone();
    } catch (error) {
      toast(
        apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ??
          FEEDBACK_MESSAGES.submitFailed,
        'warning',
      );
    }
  };

  return (
    <form
      className="feedback-form"
      aria-label="体验评价"
      onSubmit={(event) => void send(event)}
      noValidate
    >
      <fieldset className="feedback-field feedback-satisfaction">
        <legend>您对云模型的使用体验</legend>
        {SATISFACTION_OPTIONS.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name="satisfied"
              checked={satisfied === option.value}
              onChange={() => setSatisfied(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
        {errors.satisfied ? (
          <em className="feedback-error" role="alert">
            {errors.satisfied}
          </em>
        ) : null}
      </fieldset>
      {satisfied === 2 ? (
        <label className="feedback-field">
          <span>不满意的地方</span>
          <textarea name="dissatisfaction" rows={3} maxLength={EXPERIENCE_FEEDBACK_TEXT_MAX} />
          {errors.dissatisfaction ? (
            <em className="feedback-error">{errors.dissatisfaction}</em>
          ) : null}
        </label>
      ) : null}
      <label className="feedback-field">
        <span>您的建议（选填）</span>
        <textarea name="suggestion" rows={3} maxLength={EXPERIENCE_FEEDBACK_TEXT_MAX} />
        {errors.suggestion ? <em className="feedback-error">{errors.suggestion}</em> : null}
      </label>
      <button
        type="submit"
        className="ym-button ym-button-primary feedback-submit"
        disabled={state.isLoading}
      >
        提交
      </button>
    </form>
  );
}
