import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type DragEvent,
} from 'react';
import type { ModelCard } from '@yunmo/api-contract/common';
import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { imageSearchUrlSchema } from '@yunmo/domain/validation/image-search';
import { Tabs } from '@yunmo/ui/tabs';
import { ModelGrid } from '@/components/model-grid';
import { apiErrorInfo } from '@/lib/api-error';
import { useHead } from '@/lib/use-head';
import {
  useSearchByImageMutation,
  useUploadSearchPictureByLinkMutation,
  useUploadSearchPictureMutation,
} from '../api/image-search-api';
import {
  clearStoredPictureUnlessImageSearch,
  readImageSearchState,
  writeImageSearchState,
  type ImageSearchCid,
  type ImageSearchState,
  type ImageSource,
} from '../hooks/image-search-state';
import { cropPicture, dataUrlToBlob, readPicture } from '../hooks/read-picture';
import { CropBox, WHOLE_PICTURE, type CropRect } from './crop-box';
import './image-search.css';

const TABS = [
  { value: '1', label: '3D模型' },
  { value: '2', label: 'SU模型' },
] as const;

export function ImageSearchPage() {
  useHead({ name: 'imageSearch' });
  const restored = useRef(readImageSearchState());
  const [state, setState] = useState<ImageSearchState>(
    restored.current ?? { source: 'static', image: null, path: null, url: '', cid: 1 },
  );
  const [urlText, setUrlText] = useState(state.url);
  const [crop, setCrop] = useState<CropRect>(WHOLE_PICTURE);
  const [alert, setAlert] = useState<string | null>(null);
  const [results, setResults] = useState<ModelCard[] | undefined>(undefined);
  const [search, { isLoading: searching }] = useSearchByImageMutation();
  const [upload, { isLoading: uploading }] = useUploadSearchPictureMutation();
  const [uploadLink, { isLoading: fetchingLink }] = useUploadSearchPictureByLinkMutation();
  const isLoading = searching || uploading || fetchingLink;
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    writeImageSearchState(state);
  }, [state]);
  useEffect(
    () => () => {
      clearStoredPictureUnlessImageSearch(window.location.pathname);
    },
    [],
  );

  const fail = (error: Parameters<typeof apiErrorInfo>[0]) => {
    const info = apiErrorInfo(error);
    setAlert(info && info.status === 400 ? info.message : IMAGE_SEARCH_MESSAGES.searchFailed);
    setResults([]);
  };

  /** Uploads first (a picture's bytes, or a link the server fetches), then searches the uploaded path. */
  const uploadPicture = async (next: ImageSearchState): Promise<ImageSearchState | null> => {
    const answer = next.image?.startsWith('data:')
      ? await upload(dataUrlToBlob(next.image))
      : next.url
        ? await uploadLink({ url: next.url })
        : null;
    if (answer === null) return null;
    if ('error' in answer) {
      fail(answer.error);
      return null;
    }
    // A link's picture is shown from this origin: the page's CSP allows no other site's images.
    return {
      ...next,
      path: answer.data.path,
      image: next.image?.startsWith('data:') ? next.image : answer.data.previewUrl,
    };
  };

  const run = async (next: ImageSearchState, retried = false) => {
    setState(next);
    setAlert(null);
    const uploaded = next.path ? next : await uploadPicture(next);
    if (!uploaded?.path) return;
    if (uploaded !== next) setState(uploaded);
    const answer = await search({ path: uploaded.path, cid: uploaded.cid });
    if ('error' in answer) {
      // An uploaded picture lives 15 minutes on the server: upload it again once.
      if (!retried && next.path && (next.image?.startsWith('data:') || next.url)) {
        await run(
          { ...next, path: null, image: next.image?.startsWith('data:') ? next.image : null },
          true,
        );
        return;
      }
      fail(answer.error);
      return;
    }
    setResults(answer.data);
  };

  // A restored state searches again on load.
  useEffect(() => {
    const saved = restored.current;
    if (saved && (saved.path || saved.image || saved.url)) void run(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on load
  }, []);

  const takePicture = async (file: File, source: ImageSource) => {
    const picture = await readPicture(file);
    if (!picture.ok) {
      setAlert(picture.message);
      return;
    }
    setCrop(WHOLE_PICTURE);
    await run({ source, image: picture.dataUrl, path: null, url: '', cid: state.cid });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void takePicture(file, 'static');
  };
  const onPaste = (event: ClipboardEvent) => {
    const file = Array.from(event.clipboardData.files).find((item) =>
      item.type.startsWith('image/'),
    );
    if (!file) return;
    event.preventDefault();
    void takePicture(file, 'paste');
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file) void takePicture(file, 'static');
  };
  const onUrlSearch = () => {
    const parsed = imageSearchUrlSchema.safeParse(urlText);
    if (!parsed.success) {
      setAlert(parsed.error.issues[0]?.message ?? IMAGE_SEARCH_MESSAGES.unusableLink);
      return;
    }
    if (parsed.data.startsWith('data:')) {
      void run({ source: 'paste', image: parsed.data, path: null, url: '', cid: state.cid });
      return;
    }
    setCrop(WHOLE_PICTURE);
    void run({ source: 'searchUrl', image: null, path: null, url: parsed.data, cid: state.cid });
  };
  const onCropSearch = async () => {
    if (!state.image) return;
    const cropped = await cropPicture(state.image, crop);
    setCrop(WHOLE_PICTURE);
    await run({ ...state, source: 'cropped', image: cropped, path: null, url: '' });
  };
  const onTab = (value: string) => {
    const cid: ImageSearchCid = value === '2' ? 2 : 1;
    if (state.path || state.image || state.url) void run({ ...state, cid });
    else setState({ ...state, cid });
  };

  return (
    <main className="image-search-page" onPaste={onPaste}>
      <h1>以图搜图</h1>
      <div
        className="image-search-input"
        onDragOver={(event) => {
          event.preventDefault();
        }}
        onDrop={onDrop}
        data-testid="image-drop-zone"
      >
        <input
          type="text"
          aria-label="图片网址"
          placeholder="粘贴截图或图像网址，或拖拽图片到这里"
          value={urlText}
          onChange={(event) => {
            setUrlText(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onUrlSearch();
          }}
        />
        <button type="button" className="image-search-primary" onClick={onUrlSearch}>
          搜索
        </button>
        <button type="button" onClick={() => fileInput.current?.click()}>
          上传图片
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          hidden
          onChange={onFile}
          aria-label="选择图片"
        />
      </div>
      {alert ? (
        <p role="alert" className="image-search-alert">
          {alert}
        </p>
      ) : null}
      <div className="image-search-body">
        {state.image ? (
          <section className="image-search-current" aria-label="当前图片">
            <CropBox image={state.image} crop={crop} onChange={setCrop} />
            <button
              type="button"
              className="image-search-primary"
              onClick={() => {
                void onCropSearch();
              }}
            >
              裁剪搜索
            </button>
          </section>
        ) : null}
        <section className="image-search-results">
          <Tabs items={TABS} value={String(state.cid)} onValueChange={onTab} label="模型类型" />
          {results === undefined && !isLoading ? (
            <p className="image-search-hint">
              粘贴截图、拖拽或上传图片，或粘贴图像网址，即可找到相似模型
            </p>
          ) : (
            <ModelGrid
              models={results}
              loading={isLoading}
              emptyText="暂无数据"
              label="以图搜图结果"
            />
          )}
        </section>
      </div>
    </main>
  );
}
