import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModelDetail } from '@yunmo/api-contract/model-detail';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModelDetailPage, type DownloadArea } from './model-detail-page';
import type { OpenMembership } from './member-discount';
import { TestProviders } from '@/testing/providers';

const version = (id: number, name: string, copyright: boolean) => ({
  id,
  version: name,
  light: 'VRay',
  sizeMb: 1,
  sizeBytes: 1_048_576,
  sha256: 'a'.repeat(64),
  copyright,
  contents: null,
});

const detail: ModelDetail = {
  kind: 'max',
  id: 11,
  uuid: 'model-11',
  title: '北欧布艺沙发',
  number: 'M000011',
  categories: { first: '家具', second: '沙发' },
  createdAt: '2026-01-01',
  counts: { downloads: 1, favourites: 2, views: 3 },
  images: [],
  fields: [
    { label: '风格', value: '北欧' },
    { label: '版权所有', value: '王设计' },
  ],
  versions: [version(1, '2016', true), version(2, '2020', false)],
  price: { fen: 120, free: false, feeCategory: 2, chargeCategory: 1 },
  author: null,
  works: [],
  ads: [],
  anonymous: true,
  favourite: false,
  latestErrorReply: null,
};

const fetched: string[] = [];
let answered: ModelDetail = detail;
beforeEach(() => {
  fetched.length = 0;
  answered = detail;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request =
        typeof input === 'string' ? new Request(new URL(input, 'http://localhost')) : input;
      const path = new URL(request.url).pathname;
      fetched.push(path);
      // The gateway resolves a legacy numeric id to the model (apps/bff, model-key.ts).
      if (path === '/api/kinds/max/models/model-11' || path === '/api/kinds/max/models/11')
        return Response.json(answered);
      if (path === '/api/kinds/max/models/model-11/similar')
        return Response.json({ items: [], page: 1, pageSize: 0, total: 0 });
      return new Response('{}', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const areas: { versionId: number | undefined; copyright: boolean }[] = [];
const DownloadAreaStub: DownloadArea = ({ versionId, copyright }) => {
  areas.push({ versionId, copyright });
  return <p>下载区：{copyright ? '版权' : '普通'}</p>;
};
const OpenMembershipStub: OpenMembership = () => null;

function renderPage(url = '/detail/max/model-11', Area: DownloadArea = DownloadAreaStub) {
  const element = <ModelDetailPage DownloadArea={Area} OpenMembership={OpenMembershipStub} />;
  const router = createMemoryRouter(
    [
      { path: '/detail/:kind/:uuid', element },
      { path: '/model/detail/:model/:id', element },
    ],
    { initialEntries: [url] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('the detail page’s dialogs', () => {
  it('marks copyright versions and tells the download area about the chosen one', async () => {
    renderPage();
    const versions = await screen.findByRole('group', { name: '版本' });
    expect(
      within(versions).getByRole('radio', { name: /2016/u }).closest('label'),
    ).toHaveTextContent('版权');
    expect(
      within(versions).getByRole('radio', { name: /2020/u }).closest('label'),
    ).not.toHaveTextContent('版权');
    expect(screen.getByText('下载区：版权')).toBeInTheDocument();
    await userEvent.click(within(versions).getByRole('radio', { name: /2020/u }));
    expect(screen.getByText('下载区：普通')).toBeInTheDocument();
    expect(areas.at(-1)).toEqual({ versionId: 2, copyright: false });
  });

  it('chips name the chosen version’s real files, its version and renderer, and follow the choice', async () => {
    const files = (...names: string[]) => names.map((name) => ({ name, bytes: 10 }));
    answered = {
      ...detail,
      fields: [...detail.fields, { label: '渲染器', value: 'Corona' }],
      versions: [
        {
          ...version(1, '2016', false),
          contents: {
            files: files(
              'model.glb',
              'model.obj',
              'model.mtl',
              'maps/wood_basecolor.jpg',
              'maps/wood_normal.jpg',
              'readme.txt',
              'manifest.json',
            ),
            textures: ['maps/wood_basecolor.jpg', 'maps/wood_normal.jpg'],
            totalBytes: 70,
            model: null,
          },
        },
        {
          ...version(2, '2020', false),
          light: null,
          contents: {
            files: files('model.glb', 'readme.txt'),
            textures: [],
            totalBytes: 20,
            model: null,
          },
        },
      ],
    };
    renderPage();
    const chips = await screen.findByRole('list', { name: '当前版本' });
    expect(chips).toHaveTextContent('格式GLB · OBJ + MTL · 2 张贴图');
    expect(chips).toHaveTextContent('版本2016');
    expect(chips).toHaveTextContent('渲染器VRay');
    expect(chips).not.toHaveTextContent('.max');
    // The model-wide renderer field is not shown beside a chip that may disagree with it.
    expect(screen.queryByText('Corona')).toBeNull();
    await userEvent.click(
      within(screen.getByRole('group', { name: '版本' })).getByRole('radio', { name: /2020/u }),
    );
    expect(chips).toHaveTextContent('格式GLB');
    expect(chips).not.toHaveTextContent('OBJ');
    expect(chips).toHaveTextContent('版本2020');
    expect(chips).toHaveTextContent('渲染器Corona');
  });

  it('opens the copyright note from beside the copyright owner', async () => {
    renderPage();
    const owner = (await screen.findByText('版权所有')).closest('div')!;
    await userEvent.click(within(owner).getByRole('button', { name: '版权说明' }));
    expect(screen.getByRole('dialog', { name: '版权说明' })).toHaveTextContent(
      '本模型版权所有：王设计',
    );
  });

  it('opens the usage instructions of the model’s kind from the 使用说明 section', async () => {
    renderPage();
    const usage = (await screen.findByRole('heading', { name: '使用说明' })).closest('section')!;
    await userEvent.click(within(usage).getByRole('button', { name: '查看详细说明' }));
    const dialog = screen.getByRole('dialog', { name: '使用说明' });
    expect(within(dialog).getByRole('tab', { name: '3D模型（MAX）' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('使用 3ds Max 打开');
  });
});

describe('the detail page’s flow', () => {
  it('resolves a legacy /model/detail/{kind}/{numericId} link to the model, not 模型未找到!', async () => {
    renderPage('/model/detail/1/11');
    expect(await screen.findByRole('heading', { name: '北欧布艺沙发' })).toBeInTheDocument();
    expect(screen.queryByText('模型未找到!')).not.toBeInTheDocument();
    expect(fetched).toContain('/api/kinds/max/models/11');
  });

  it('raises the download count once the download area reports a download, without fetching the detail again', async () => {
    const DownloadOnce: DownloadArea = ({ onDownloaded }) => (
      <button type="button" onClick={() => onDownloaded?.()}>
        模拟下载
      </button>
    );
    renderPage('/detail/max/model-11', DownloadOnce);
    expect(await screen.findByText('下载 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '模拟下载' }));
    expect(await screen.findByText('下载 2')).toBeInTheDocument();
    expect(fetched.filter((path) => path === '/api/kinds/max/models/model-11')).toHaveLength(1);
  });

  it('rotates the main image every 5 s and keeps the lightbox on the image shown', async () => {
    answered = {
      ...detail,
      images: [1, 2, 3].map((index) => ({
        url: `/img/${String(index)}.webp`,
        thumbnailUrl: `/img/${String(index)}-t.webp`,
        vrUrl: null,
      })),
    };
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage();
      const stage = await screen.findByRole('button', { name: '查看大图' });
      const shown = () => within(stage).getByRole('img').getAttribute('src');
      expect(shown()).toBe('/img/1.webp');
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(shown()).toBe('/img/2.webp');
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(shown()).toBe('/img/3.webp');
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(shown()).toBe('/img/1.webp');
      // The steps move it by hand; the lightbox opens on the image shown.
      act(() => {
        screen.getByRole('button', { name: '下一张' }).click();
      });
      expect(shown()).toBe('/img/2.webp');
      act(() => {
        stage.click();
      });
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
