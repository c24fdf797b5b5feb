import type { VersionConversionOptions } from '@yunmo/api-contract/version-conversions';
import { VERSION_CONVERSION_MESSAGES } from '@yunmo/domain/messages';
import { Dialog } from '@yunmo/ui/dialog';
import { useToast } from '@yunmo/ui/toast';
import { useState } from 'react';
import {
  useLazyGetVersionConversionOptionsQuery,
  useRequestVersionConversionMutation,
  type ConversionKey,
} from '../api/model-detail-api';
import { apiErrorInfo } from '@/lib/api-error';

type Convertible = VersionConversionOptions['convertible'][number];
type ModelFile = VersionConversionOptions['files'][number];

const fileLabel = (file: { version: string; light: string | null }) =>
  `${file.version}${file.light ? ` · ${file.light}` : ''}`;

/** The dialog of §4.9: pick a file and the version it should become, then queue the conversion. */
export function VersionConversionDialog({
  model,
  convertible,
  files = [],
  onClose,
}: {
  model: ConversionKey;
  convertible: Convertible[];
  /** The versions the model has now (list2): shown even when nothing is left to convert. */
  files?: ModelFile[];
  onClose: () => void;
}) {
  const toast = useToast();
  const [request, state] = useRequestVersionConversionMutation();
  const [fileId, setFileId] = useState(convertible[0]?.fileId);
  const source = convertible.find((file) => file.fileId === fileId) ?? convertible[0];
  const [target, setTarget] = useState<string | undefined>(undefined);
  const chosenTarget = target && source?.targets.includes(target) ? target : undefined;

  const submit = async () => {
    if (!source || !chosenTarget) return;
    try {
      const answer = await request({
        ...model,
        fileId: source.fileId,
        version: chosenTarget,
      }).unwrap();
      toast(answer.message, 'success');
      onClose();
    } catch (error) {
      toast(
        apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ??
          VERSION_CONVERSION_MESSAGES.noEditions,
        'warning',
      );
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={VERSION_CONVERSION_MESSAGES.title}
      width={520}
      footer={
        <>
          <button type="button" className="ym-button" onClick={onClose}>
            取消
          </button>
          <button
            type="button"
            className="ym-button ym-button-primary"
            disabled={!chosenTarget || state.isLoading}
            onClick={() => void submit()}
          >
            确定
          </button>
        </>
      }
    >
      {files.length > 0 ? (
        <section className="conversion-group" aria-label="已有版本">
          <h3>已有版本</h3>
          <ul>
            {files.map((file) => (
              <li key={file.fileId}>
                {fileLabel(file)} · {file.sizeMb} MB
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {convertible.length === 0 ? <p>{VERSION_CONVERSION_MESSAGES.noEditions}</p> : null}
      {convertible.length > 0 ? (
        <fieldset className="conversion-group">
          <legend>选择要转换的文件</legend>
          {convertible.map((file) => (
            <label key={file.fileId}>
              <input
                type="radio"
                name="conversion-source"
                checked={file.fileId === source?.fileId}
                onChange={() => {
                  setFileId(file.fileId);
                  setTarget(undefined);
                }}
              />{' '}
              {fileLabel(file)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {convertible.length > 0 ? (
        <fieldset className="conversion-group">
          <legend>转换为版本</legend>
          {source?.targets.map((version) => (
            <label key={version}>
              <input
                type="radio"
                name="conversion-target"
                checked={version === chosenTarget}
                onChange={() => setTarget(version)}
              />{' '}
              {version}
            </label>
          ))}
        </fieldset>
      ) : null}
    </Dialog>
  );
}

/** The no-more-conversions notice: every version the file could become exists already. */
export function NoConversionDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={VERSION_CONVERSION_MESSAGES.title}
      width={378}
      footer={
        <button type="button" className="ym-button ym-button-primary" onClick={onClose}>
          知道了
        </button>
      }
    >
      <p>{VERSION_CONVERSION_MESSAGES.noEditions}</p>
    </Dialog>
  );
}

type ConversionView =
  | { step: 'closed' }
  | { step: 'choose'; convertible: Convertible[]; files: ModelFile[] }
  | { step: 'none' };

/** §4.9: either list (list1, the convertible files, or list2, the model's files) opens the dialog. */
export function conversionView(answer: VersionConversionOptions): ConversionView {
  return answer.convertible.length > 0 || answer.files.length > 0
    ? { step: 'choose', convertible: answer.convertible, files: answer.files }
    : { step: 'none' };
}

/** The 版本转换 button: fetches the versions, then opens the dialog or the notice (§4.9). */
export function VersionConversionButton({
  model,
  loggedIn,
  onLoginNeeded,
}: {
  model: ConversionKey;
  loggedIn: boolean;
  onLoginNeeded: () => void;
}) {
  const toast = useToast();
  const [fetchOptions, options] = useLazyGetVersionConversionOptionsQuery();
  const [view, setView] = useState<ConversionView>({ step: 'closed' });
  const close = () => setView({ step: 'closed' });

  const open = async () => {
    if (!loggedIn) {
      onLoginNeeded();
      return;
    }
    try {
      const answer = await fetchOptions(model).unwrap();
      setView(conversionView(answer));
    } catch (error) {
      toast(
        apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ??
          VERSION_CONVERSION_MESSAGES.noEditions,
        'warning',
      );
    }
  };

  return (
    <>
      <button
        type="button"
        className="ym-link-button"
        disabled={options.isFetching}
        onClick={() => void open()}
      >
        {VERSION_CONVERSION_MESSAGES.button}
      </button>
      {view.step === 'choose' ? (
        <VersionConversionDialog
          model={model}
          convertible={view.convertible}
          files={view.files}
          onClose={close}
        />
      ) : null}
      {view.step === 'none' ? <NoConversionDialog onClose={close} /> : null}
    </>
  );
}
