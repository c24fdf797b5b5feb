import type { AuthorConsent } from '@yunmo/api-contract/author-consent';

export interface ConsentPanelProps {
  consent: AuthorConsent;
  saving: boolean;
  onChange: (autoConversion: boolean) => void;
}

/** First visit: agree or disagree. Afterwards: the on/off switch of auto conversion. */
export function ConsentPanel({ consent, saving, onChange }: ConsentPanelProps) {
  if (!consent.answered) {
    return (
      <div className="mode-letter-choice" role="group" aria-label="是否同意自动转换">
        <button
          type="button"
          className="ym-button ym-button-primary"
          disabled={saving}
          onClick={() => {
            onChange(true);
          }}
        >
          同意
        </button>
        <button
          type="button"
          className="ym-button"
          disabled={saving}
          onClick={() => {
            onChange(false);
          }}
        >
          不同意
        </button>
      </div>
    );
  }
  return (
    <div className="mode-letter-switch">
      <span id="auto-conversion-label">自动转换为付费+会员模型</span>
      <button
        type="button"
        role="switch"
        aria-checked={consent.autoConversion}
        aria-labelledby="auto-conversion-label"
        className="mode-letter-toggle"
        disabled={saving}
        onClick={() => {
          onChange(!consent.autoConversion);
        }}
      >
        <span className="mode-letter-knob" aria-hidden="true" />
      </button>
      <span className="mode-letter-state">{consent.autoConversion ? '已开启' : '已关闭'}</span>
    </div>
  );
}
