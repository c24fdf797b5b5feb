import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import {
  SURVEY_CANNOT_FIND_MODEL_ID,
  SURVEY_OTHER_PLATFORM_ID,
  SURVEY_PROBLEM1_OPTIONS,
  SURVEY_PROBLEM2_OPTIONS,
  SURVEY_PROBLEM3_OPTIONS,
  SURVEY_REWARDS,
  SURVEY_TEXT_MAX,
  surveySchema,
} from '@yunmo/domain/validation/survey';
import type { Survey, SurveyInput } from '@yunmo/domain/validation/survey';
import type { RouteBody } from '@yunmo/api-contract/route';
import type { submitSurveyRoute } from '@yunmo/api-contract/survey';
import { SURVEY_MESSAGES } from '@yunmo/domain/messages';

type Field =
  | 'problem1'
  | 'problem2'
  | 'modelCategory'
  | 'platformName'
  | 'problem3'
  | 'problem4'
  | 'input4'
  | 'input5';
export type SurveyErrors = Partial<Record<Field, string>>;

interface Draft {
  problem1?: number;
  problem2: number[];
  modelCategory: string;
  platformName: string;
  problem3: number[];
  problem4?: number;
  input4: string;
  input5: string;
}

const emptyDraft: Draft = {
  problem2: [],
  modelCategory: '',
  platformName: '',
  problem3: [],
  input4: '',
  input5: '',
};

/** The answers as the survey call sends them: absent choices stay absent, so their messages show. */
type SurveyAnswers = RouteBody<typeof submitSurveyRoute>;

function toSurveyAnswers(draft: Draft): SurveyAnswers {
  return {
    ...(draft.problem1 === undefined ? {} : { problem1: draft.problem1 }),
    problem2: draft.problem2,
    modelCategory: draft.modelCategory,
    platformName: draft.platformName,
    problem3: draft.problem3,
    ...(draft.problem4 === undefined ? {} : { problem4: draft.problem4 }),
    input4: draft.input4,
    input5: draft.input5,
  };
}

/** The draft as the shared schema reads it. */
export function toSurveyInput(draft: Draft): SurveyInput {
  return toSurveyAnswers(draft) as SurveyInput;
}

/** First message per field, from the schema the gateway applies too. */
export function validateSurvey(draft: Draft): { survey?: Survey; errors: SurveyErrors } {
  const result = surveySchema.safeParse(toSurveyInput(draft));
  if (result.success) return { survey: result.data, errors: {} };
  const errors: SurveyErrors = {};
  // zod runs the schema's cross-field checks only once every field is valid; the form shows the
  // conditional messages together with the others, so it asks for them by the same rule at once.
  const cannotFind =
    draft.problem2.includes(SURVEY_CANNOT_FIND_MODEL_ID) && draft.modelCategory.trim() === '';
  const otherPlatform =
    draft.problem2.includes(SURVEY_OTHER_PLATFORM_ID) && draft.platformName.trim() === '';
  if (cannotFind) errors.modelCategory = SURVEY_MESSAGES.modelCategoryRequired;
  if (otherPlatform) errors.platformName = SURVEY_MESSAGES.platformNameRequired;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return { errors };
}

function toggle(values: number[], id: number): number[] {
  return values.includes(id) ? values.filter((value) => value !== id) : [...values, id];
}

function Question({
  title,
  error,
  children,
  required = true,
}: {
  title: string;
  error?: string | undefined;
  children: ReactNode;
  required?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="survey-question" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {required ? (
          <span className="survey-required" aria-hidden="true">
            *
          </span>
        ) : null}
        {title}
      </legend>
      {children}
      {error ? (
        <p id={`${id}-error`} className="survey-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface SurveyFormProps {
  onSubmit: (survey: SurveyAnswers) => Promise<void>;
  submitting: boolean;
}

/** The survey form (browsing spec, «Validation rules»): every rule and message from @yunmo/domain/validation/survey. */
export function SurveyForm({ onSubmit, submitting }: SurveyFormProps) {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<SurveyErrors>({});
  const [touched, setTouched] = useState(false);
  const update = (next: Draft) => {
    setDraft(next);
    // After the first submit, messages follow the answers as they change.
    if (touched) setErrors(validateSurvey(next).errors);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const result = validateSurvey(draft);
    setErrors(result.errors);
    if (!result.survey) return;
    void onSubmit(toSurveyAnswers(draft));
  };
  const cannotFind = draft.problem2.includes(SURVEY_CANNOT_FIND_MODEL_ID);
  const otherPlatform = draft.problem2.includes(SURVEY_OTHER_PLATFORM_ID);
  return (
    <form className="survey-form" onSubmit={submit} noValidate aria-label="用户调研问卷">
      <Question title="1. 您最近使用炫云模型网站下载模型的情况是？" error={errors.problem1}>
        {SURVEY_PROBLEM1_OPTIONS.map((option) => (
          <label key={option.id} className="survey-option">
            <input
              type="radio"
              name="problem1"
              checked={draft.problem1 === option.id}
              onChange={() => {
                update({ ...draft, problem1: option.id });
              }}
            />
            {option.label}
          </label>
        ))}
      </Question>
      <Question
        title="2. 没有继续使用炫云模型网站下载模型的原因是？（多选）"
        error={errors.problem2}
      >
        {SURVEY_PROBLEM2_OPTIONS.map((option) => (
          <label key={option.id} className="survey-option">
            <input
              type="checkbox"
              checked={draft.problem2.includes(option.id)}
              onChange={() => {
                update({ ...draft, problem2: toggle(draft.problem2, option.id) });
              }}
            />
            {option.label}
          </label>
        ))}
        {cannotFind ? (
          <input
            className="survey-input"
            aria-label="需要的模型类别"
            placeholder="请添加需要的模型类别"
            maxLength={SURVEY_TEXT_MAX}
            value={draft.modelCategory}
            onChange={(event) => {
              update({ ...draft, modelCategory: event.target.value });
            }}
          />
        ) : null}
        {cannotFind && errors.modelCategory ? (
          <p className="survey-error" role="alert">
            {errors.modelCategory}
          </p>
        ) : null}
        {otherPlatform ? (
          <input
            className="survey-input"
            aria-label="平台名称"
            placeholder="请输入平台名称"
            maxLength={SURVEY_TEXT_MAX}
            value={draft.platformName}
            onChange={(event) => {
              update({ ...draft, platformName: event.target.value });
            }}
          />
        ) : null}
        {otherPlatform && errors.platformName ? (
          <p className="survey-error" role="alert">
            {errors.platformName}
          </p>
        ) : null}
      </Question>
      <Question title="3. 您希望我们在哪些方面改进？（多选）" error={errors.problem3}>
        {SURVEY_PROBLEM3_OPTIONS.map((option) => (
          <label key={option.id} className="survey-option">
            <input
              type="checkbox"
              checked={draft.problem3.includes(option.id)}
              onChange={() => {
                update({ ...draft, problem3: toggle(draft.problem3, option.id) });
              }}
            />
            {option.label}
          </label>
        ))}
      </Question>
      <Question title="4. 您的建议或意见" error={errors.input4}>
        <textarea
          className="survey-textarea"
          aria-label="您的建议或意见"
          placeholder="请输入您的建议或意见"
          maxLength={SURVEY_TEXT_MAX}
          value={draft.input4}
          onChange={(event) => {
            update({ ...draft, input4: event.target.value });
          }}
        />
      </Question>
      <Question title="5. 您的QQ号或微信号（用于发放奖励）" error={errors.input5}>
        <input
          className="survey-input"
          aria-label="QQ号或微信号"
          placeholder="请输入QQ号或微信号"
          value={draft.input5}
          onChange={(event) => {
            update({ ...draft, input5: event.target.value });
          }}
        />
      </Question>
      <Question title="6. 请选择您想要的奖励" error={errors.problem4}>
        {SURVEY_REWARDS.map((reward) => (
          <label key={reward.id} className="survey-option">
            <input
              type="radio"
              name="problem4"
              checked={draft.problem4 === reward.id}
              onChange={() => {
                update({ ...draft, problem4: reward.id });
              }}
            />
            {reward.label}
          </label>
        ))}
      </Question>
      <button
        type="submit"
        className="ym-button ym-button-primary survey-submit"
        disabled={submitting}
      >
        提交
      </button>
    </form>
  );
}
