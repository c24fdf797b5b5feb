import { useEffect, useRef, useState, type ChangeEvent, type ClipboardEvent, type DragEvent } from 'react';
import type { ModelCard } from '@yunmo/api-contract/common';
import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { imageSearchUrlSchema } from '@yunmo/domain/validation/image-search';
import { Tabs } from '@yunmo/ui/tabs';
import { ModelGrid } from '@/components/model-grid';
import { apiErrorInfo } from '@/lib/api-error';
import { useHead } from '@/lib/use-head';
import { useSearchByImageMutation } from '../api/image-search-api';
import {
  clearStoredPictureUnlessImageSearch,
  readImageSearchState,
  writeImageSearchState,
  type ImageSearchCid,
  type ImageSearchState,
  type ImageSource,
} from '../hooks/image-search-state';
import { cropPicture, readPicture } from '../hooks/read-picture';
import { CropBox, WHOLE_PICTURE, type CropRect } from './crop-box';
import './image-search.css';

const TABS = [
  { value: '1', label: '3D模型' },
  { value: '2', label: 'SU模型' },
] as const;

export function ImageSearchPage() {
  useHead({ name: 'imageSearch' });
  const restored = useRef(readImageSearchState());
  const [state, setState] = useState<ImageSearchState>(restored.current ?? { source: 'static', image: null, url: '', cid: 1 });
  const [urlText, setUrlText] = useState(state.url);
  const [crop, setCrop] = useState<CropRect>(WHOLE_PICTURE);
  const [alert, setAlert] = useState<string | null>(null);
  const [results, setResults] = useState<ModelCard[] | undefined>(undefined);
  const [search, { isLoading }] = useSearchByImageMutation();
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => { writeImageSearchState(state); }, [state]);
  useEffect(() => () => { clearStoredPictureUnlessImageSearch(window.location.pathname); }, []);

  const run = async (next: ImageSearchState) => {
    setState(next);
    setAlert(null);
    const body = next.image ? { image: next.image, cid: next.cid } : { url: next.url, cid: next.cid };
    const answer = await search(body);
    if ('error' in answer) {
      const info = apiErrorInfo(answer.error);
      setAlert(info && info.status === 400 ? info.message : IMAGE_SEARCH_MESSAGES.searchFailed);
      setResults([]);
      return;
    }
    setResults(answer.data);
  };

  // A restored state searches again on load.
  useEffect(() => {
    const saved = restored.current;
    if (saved && (saved.image || saved.url)) void run(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on load
  }, []);

  const takePicture = async (file: File, source: ImageSource) => {
    const picture = await readPicture(file);
    if (!picture.ok) {
      setAlert(picture.message);
      return;
    }
    setCrop(WHOLE_PICTURE);
    await run({ source, image: picture.dataUrl, url: '', cid: state.cid });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void takePicture(file, 'static');
  };
  const onPaste = (event: ClipboardEvent) => {
    const file = Array.from(event.clipboardData.files).find((item) => item.type.startsWith('image/'));
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
      void run({ source: 'paste', image: parsed.data, url: '', cid: state.cid });
      return;
    }
    setCrop(WHOLE_PICTURE);
    void run({ source: 'searchUrl', image: null, url: parsed.data, cid: state.cid });
  };
  const onCropSearch = async () => {
    if (!state.image) return;
    const cropped = await cropPicture(state.image, crop);
    setCrop(WHOLE_PICTURE);
    await run({ ...state, source: 'cropped', image: cropped });
  };
  const onTab = (value: string) => {
    const cid: ImageSearchCid = value === '2' ? 2 : 1;
    if (state.image || state.url) void run({ ...state, cid });
    else setState({ ...state, cid });
  };

  return (
    <main className="image-search-page" onPaste={onPaste}>
      <h1>以图搜图</h1>
      <div className="image-search-input" onDragOver={(event) => { event.preventDefault(); }} onDrop={onDrop} data-testid="image-drop-zone">
        <input
          type="text"
          aria-label="图片网址"
          placeholder="粘贴截图或图像网址，或拖拽图片到这里"
          value={urlText}
          onChange={(event) => { setUrlText(event.target.value); }}
          onKeyDown={(event) => { if (event.key === 'Enter') onUrlSearch(); }}
        />
        <button type="button" className="image-search-primary" onClick={onUrlSearch}>搜索</button>
        <button type="button" onClick={() => fileInput.current?.click()}>上传图片</button>
        <input ref={fileInput} type="file" accept=".jpg,.jpeg,.png,image/jpeg,image/png" hidden onChange={onFile} aria-label="选择图片" />
      </div>
      {alert ? <p role="alert" className="image-search-alert">{alert}</p> : null}
      <div className="image-search-body">
        {state.image ? (
          <section className="image-search-current" aria-label="当前图片">
            <CropBox image={state.image} crop={crop} onChange={setCrop} />
            <button type="button" className="image-search-primary" onClick={() => { void onCropSearch(); }}>裁剪搜索</button>
          </section>
        ) : state.url ? (
          <section className="image-search-current" aria-label="当前图片">
            <img src={state.url} alt="当前图片" referrerPolicy="no-referrer" />
          </section>
        ) : null}
        <section className="image-search-results">
          <Tabs items={TABS} value={String(state.cid)} onValueChange={onTab} label="模型类型" />
          {results === undefined && !isLoading ? (
            <p className="image-search-hint">粘贴截图、拖拽或上传图片，或粘贴图像网址，即可找到相似模型</p>
          ) : (
            <ModelGrid models={results} loading={isLoading} emptyText="暂无数据" label="以图搜图结果" />
          )}
        </section>
      </div>
    </main>
  );
}
