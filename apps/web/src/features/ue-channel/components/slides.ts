import { UE_RENDER_PRICE_LI_PER_GHZ_HOUR } from '@yunmo/domain/money';
import {
  UE_CHANNEL_PICTURES,
  bannerKey,
  bannerPreviewPath,
  bannerPreviewWidths,
} from '@yunmo/domain/previews';

/** The rendered picture at `index` of the channel's pictures (slides first, then the posters). */
export function channelPicture(index: number, width: number = bannerPreviewWidths[1]): string {
  return bannerPreviewPath(bannerKey(UE_CHANNEL_PICTURES.slot, index), width);
}

/** The poster of the channel's demo video at `index`: the pictures after the slides. */
export function videoPoster(index: number): string {
  return channelPicture(UE_CHANNEL_PICTURES.slides + index, bannerPreviewWidths[0]);
}

/** The nine carousel slides. */
export const UE_CHANNEL_SLIDES = [
  ['Max2UE 一键转换', '3ds Max 场景一键导入虚幻引擎'],
  ['UE模型库', '海量虚幻引擎模型免费下载'],
  ['UE材质库', '高品质虚幻材质即拖即用'],
  ['UE云渲染', `${(UE_RENDER_PRICE_LI_PER_GHZ_HOUR.standard / 1000).toFixed(3)}元/GHz·小时 起`],
  ['云VR', '浏览器里漫游你的场景'],
  ['VR应用', '头显里沉浸式看方案'],
  ['定制设计服务', '专业团队为你定制UE场景'],
  ['上传UE作品', '分享作品，获取收益'],
  ['UE学习资源', '从入门到精通'],
].map(([title = '', subtitle = ''], index) => ({
  id: index + 1,
  title,
  subtitle,
  image: channelPicture(index),
}));
