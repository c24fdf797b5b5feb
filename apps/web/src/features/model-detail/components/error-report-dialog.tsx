import {
  ERROR_REPORT_CATEGORIES,
  ERROR_REPORT_MESSAGE_MAX,
  errorReportSchema,
  type ErrorReportCategory,
} from '@yunmo/domain/validation/error-report';
import { FEEDBACK_MESSAGES } from '@yunmo/domain/messages';
import { Dialog } from '@yunmo/ui/dialog';
import { useToast } from '@yunmo/ui/toast';
import { useState } from 'react';
import { useSubmitErrorReportMutation } from '../api/model-detail-api';
import { apiErrorInfo } from '@/lib/api-error';

/** The error report form: multi-select categories, up to 512 characters, optional contact. */
export function ErrorReportDialog({
  open,
  onOpenChange,
  modelUuid,
  modelNumber,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  modelUuid: string;
  modelNumber: string;
}) {
  const toast = useToast();
  const [submit, state] = useSubmitErrorReportMutation();
  const [categories, setCategories] = useState<ErrorReportCategory[]>([]);
  const [msg, setMsg] = useState('');
  const [contact, setContact] = useState('');
  const send = async () => {
    const form = { categories, msg, contact, modelUuid, modelNumber };
    // The same schema the gateway applies; the form sends the form's fields and the gateway drops empty ones.
    if (!errorReportSchema.safeParse(form).success) {
      toast(FEEDBACK_MESSAGES.submitInvalid, 'warning');
      return;
    }
    try {
      const answer = await submit({
        categories,
        modelUuid,
        modelNumber,
        ...(msg.trim() ? { msg: msg.trim() } : {}),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
      }).unwrap();
      toast(answer.message, 'success');
      setCategories([]);
      setMsg('');
      onOpenChange(false);
    } catch (error) {
      toast(
        apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ??
          FEEDBACK_MESSAGES.submitInvalid,
        'warning',
      );
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="模型纠错"
      width={520}
      footer={
        <button
          type="button"
          className="ym-button ym-button-primary"
          disabled={state.isLoading}
          onClick={() => void send()}
        >
          提交
        </button>
      }
    >
      <fieldset className="report-categories">
        <legend>问题类型（可多选）</legend>
        {ERROR_REPORT_CATEGORIES.map((category) => (
          <label key={category}>
            <input
              type="checkbox"
              checked={categories.includes(category)}
              onChange={(event) =>
                setCategories((current) =>
                  event.target.checked
                    ? [...current, category]
                    : current.filter((item) => item !== category),
                )
              }
            />{' '}
            {category}
          </label>
        ))}
      </fieldset>
      <label className="report-field">
        问题描述
        <textarea
          value={msg}
          maxLength={ERROR_REPORT_MESSAGE_MAX}
          rows={4}
          onChange={(event) => setMsg(event.target.value)}
        />
        <span className="report-count">
          {msg.length}/{ERROR_REPORT_MESSAGE_MAX}
        </span>
      </label>
      <label className="report-field">
        联系方式
        <input
          value={contact}
          maxLength={100}
          onChange={(event) => setContact(event.target.value)}
        />
      </label>
    </Dialog>
  );
}
