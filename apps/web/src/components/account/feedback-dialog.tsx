import { useState, type FormEvent } from 'react';
import { FEEDBACK_MESSAGES } from '@yunmo/domain/messages';
import {
  FEEDBACK_DESCRIPTION,
  checkFeedbackScreenshot,
  feedbackSchema,
} from '@yunmo/domain/validation/feedback';
import { Dialog } from '@yunmo/ui/dialog';
import { Tabs } from '@yunmo/ui/tabs';
import { useToast } from '@yunmo/ui/toast';
import { uploadScreenshot } from '@/lib/upload-screenshot';
import { useGetFeedbackPolicyMutation, useSubmitFeedbackMutation } from '@/lib/account-api';
import { apiErrorInfo } from '@/lib/api-error';
import { ExperienceFeedbackForm } from './experience-feedback-form';
import './feedback.css';

async function fileHead(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 16).arrayBuffer());
}

/**
 * The feedback form: description (20–100 characters), contact, an optional JPG/JPEG/PNG screenshot
 * under 20 MB. The screenshot goes to object storage with a signed policy first, then the feedback
 * cites its path.
 */
export function FeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ msgContent?: string; userPhone?: string; file?: string }>(
    {},
  );
  const [busy, setBusy] = useState(false);
  const [getPolicy] = useGetFeedbackPolicyMutation();
  const [submitFeedback] = useSubmitFeedbackMutation();
  const toast = useToast();
  const [tab, setTab] = useState<'problem' | 'experience'>('problem');

  const chooseFile = async (chosen: File | undefined) => {
    if (!chosen) {
      setFile(null);
      return;
    }
    const check = checkFeedbackScreenshot({
      name: chosen.name,
      size: chosen.size,
      head: await fileHead(chosen),
    });
    if (!check.ok) {
      setFile(null);
      setErrors((current) => ({ ...current, file: check.message }));
      toast(check.message, 'warning');
      return;
    }
    setErrors((current) => ({ ...current, file: undefined }));
    setFile(chosen);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const parsed = feedbackSchema.safeParse({
      msgContent: values.get('msgContent'),
      userPhone: values.get('userPhone') ?? '',
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as 'msgContent' | 'userPhone';
        next[field] ??= issue.message;
      }
      setErrors(next);
      toast(FEEDBACK_MESSAGES.submitInvalid, 'warning');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      let path: string | undefined;
      if (file) {
        try {
          path = await uploadScreenshot(await getPolicy(undefined).unwrap(), file);
        } catch (error) {
          toast(
            error instanceof Error && error.message
              ? error.message
              : FEEDBACK_MESSAGES.submitFailed,
            'warning',
          );
          return;
        }
      }
      await submitFeedback({
        msgContent: parsed.data.msgContent,
        ...(parsed.data.userPhone ? { userPhone: parsed.data.userPhone } : {}),
        ...(path ? { path } : {}),
      }).unwrap();
      toast(FEEDBACK_MESSAGES.submitted, 'success');
      setFile(null);
      onOpenChange(false);
    } catch (error) {
      toast(
        apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ??
          FEEDBACK_MESSAGES.submitFailed,
        'warning',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="意见反馈" width={520}>
      <Tabs
        label="反馈类型"
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'problem',
            label: '问题反馈',
            content: (
              <form className="feedback-form" onSubmit={(event) => void submit(event)} noValidate>
                <label className="feedback-field">
                  <span>问题描述</span>
                  <textarea
                    name="msgContent"
                    maxLength={FEEDBACK_DESCRIPTION.max}
                    rows={5}
                    placeholder={`请描述您遇到的问题，不少于${String(FEEDBACK_DESCRIPTION.min)}字`}
                    aria-invalid={errors.msgContent ? true : undefined}
                  />
                  {errors.msgContent ? (
                    <em className="feedback-error">{errors.msgContent}</em>
                  ) : null}
                </label>
                <label className="feedback-field">
                  <span>联系方式</span>
                  <input
                    name="userPhone"
                    type="text"
                    maxLength={50}
                    placeholder="手机号/QQ/微信（选填）"
                  />
                  {errors.userPhone ? <em className="feedback-error">{errors.userPhone}</em> : null}
                </label>
                <label className="feedback-field">
                  <span>问题截图（选填，JPG/JPEG/PNG，小于20MB）</span>
                  <input
                    name="screenshot"
                    type="file"
                    accept=".jpg,.jpeg,.png,image/jpeg,image/png"
                    onChange={(event) => void chooseFile(event.currentTarget.files?.[0])}
                  />
                  {errors.file ? <em className="feedback-error">{errors.file}</em> : null}
                </label>
                <button
                  type="submit"
                  className="ym-button ym-button-primary feedback-submit"
                  disabled={busy}
                >
                  提交
                </button>
              </form>
            ),
          },
          {
            value: 'experience',
            label: '体验评价',
            content: <ExperienceFeedbackForm onDone={() => onOpenChange(false)} />,
          },
        ]}
      />
    </Dialog>
  );
}
