import { sql } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';
import { bannerPath } from '../assets/files.js';
import { SeededRandom } from '../assets/random.js';

const panoramaPlaces = ['客厅', '餐厅', '主卧', '书房', '茶室', '酒店大堂', '售楼处', '办公室'];
const videoTopics = [
  'VRay 灯光布置',
  'SketchUp 建模入门',
  '材质贴图技巧',
  '渲染参数详解',
  '后期出图流程',
  '场景优化',
];

/**
 * Panorama (5) and video tutorial (6) works for the seeded authors: the first author always has
 * both, the others some of the time. Deterministic for a seed; covers reuse the generated banners.
 */
export async function seedAuthorWorks(
  db: DbClient,
  seed: number,
  authorCount: number,
): Promise<number> {
  const random = new SeededRandom(seed * 31 + 5);
  const now = Date.now();
  const columns = {
    author: [] as number[],
    type: [] as number[],
    title: [] as string[],
    cover: [] as string[],
    link: [] as string[],
    views: [] as number[],
    created: [] as string[],
  };
  for (let author = 1; author <= authorCount; author += 1) {
    const panoramas = author === 1 ? 3 : random.chance(0.4) ? random.int(1, 4) : 0;
    const videos = author === 1 ? 2 : random.chance(0.3) ? random.int(1, 3) : 0;
    for (let index = 0; index < panoramas + videos; index += 1) {
      const isPanorama = index < panoramas;
      columns.author.push(author);
      columns.type.push(isPanorama ? 5 : 6);
      columns.title.push(
        isPanorama
          ? `${random.pick(panoramaPlaces)}全景漫游 ${index + 1}`
          : `${random.pick(videoTopics)}（第${index - panoramas + 1}课）`,
      );
      columns.cover.push(bannerPath('big', (author + index) % 3));
      columns.link.push(
        isPanorama ? `/files/panorama/${author}-${index}` : `/files/video/${author}-${index}`,
      );
      columns.views.push(random.int(10, 20_000));
      columns.created.push(new Date(now - random.int(0, 500) * 86_400_000).toISOString());
    }
  }
  if (columns.author.length === 0) return 0;
  await db.rows(sql`
    insert into author_works (author_id, work_type, title, cover_path, link_path, view_count, created_at)
    select * from unnest(${sql.param(columns.author)}::int4[], ${sql.param(columns.type)}::int2[], ${sql.param(columns.title)}::text[],
      ${sql.param(columns.cover)}::text[], ${sql.param(columns.link)}::text[], ${sql.param(columns.views)}::int4[],
      ${sql.param(columns.created)}::timestamptz[])`);
  return columns.author.length;
}
