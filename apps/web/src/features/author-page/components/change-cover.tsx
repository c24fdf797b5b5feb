import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { checkAuthorCoverFile } from '@yunmo/domain/validation/author-cover';
import { useToast } from '@yunmo/ui/toast';
import { useRef } from 'react';
import { apiErrorInfo } from '@/lib/api-error';
import { readImageFile } from '@/lib/read-image-file';
import { useChangeAuthorCoverMutation } from '../api/author-api';

/** The owner's 编辑封面: pick a JPG/JPEG/PNG of at most 3 MB; the page shows the new cover at once. */
export function ChangeCoverButton({ author }: { author: string }) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [changeCover, state] = useChangeAuthorCoverMutation();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const picture = await readImageFile(
      file,
      checkAuthorCoverFile,
      IMAGE_SEARCH_MESSAGES.fileWrongFormat,
    );
    if (!picture.ok) {
      toast(picture.message, 'warning');
      return;
    }
    const answer = await changeCover({ author, image: picture.dataUrl });
    if ('error' in answer)
      toast(
        apiErrorInfo(answer.error)?.message ?? IMAGE_SEARCH_MESSAGES.fileWrongFormat,
        'warning',
      );
    else toast('封面已更新', 'success');
  };

  return (
    <>
      <button
        type="button"
        className="author-owner-hint"
        disabled={state.isLoading}
        onClick={() => input.current?.click()}
      >
        <span aria-hidden="true">✎ </span>
        {state.isLoading ? '上传中...' : '编辑封面'}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        aria-label="选择封面图片"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again must fire a change too.
          event.target.value = '';
          void upload(file);
        }}
      />
    </>
  );
}
