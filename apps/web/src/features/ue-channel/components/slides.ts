/** Generated artwork for the UE channel (SVG data URIs, allowed by the CSP's img-src data:). */
const palettes = [
  ['#0f2027', '#2c5364'],
  ['#1d2b64', '#f8cdda'],
  ['#232526', '#414345'],
  ['#16222a', '#3a6073'],
  ['#1f1c2c', '#928dab'],
  ['#0b486b', '#f56217'],
  ['#134e5e', '#71b280'],
  ['#2b5876', '#4e4376'],
  ['#141e30', '#243b55'],
] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${String(character.charCodeAt(0))};`);
}

export function artwork(
  index: number,
  title: string,
  subtitle: string,
  width = 1400,
  height = 420,
): string {
  const [from, to] = palettes[index % palettes.length] ?? palettes[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<g fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2">
<path d="M${String(width * 0.62)} ${String(height * 0.8)} l120 -220 l120 220 z"/><path d="M${String(width * 0.72)} ${String(height * 0.85)} l90 -160 l90 160 z"/>
<circle cx="${String(width * 0.85)}" cy="${String(height * 0.3)}" r="60"/></g>
<text x="80" y="${String(height * 0.45)}" fill="#fff" font-size="44" font-family="sans-serif" font-weight="700">${escapeXml(title)}</text>
<text x="80" y="${String(height * 0.45 + 56)}" fill="#fff" fill-opacity="0.8" font-size="24" font-family="sans-serif">${escapeXml(subtitle)}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The nine carousel slides. */
export const UE_CHANNEL_SLIDES = [
  ['Max2UE 一键转换', '3ds Max 场景一键导入虚幻引擎'],
  ['UE模型库', '海量虚幻引擎模型免费下载'],
  ['UE材质库', '高品质虚幻材质即拖即用'],
  ['UE云渲染', '0.024元/GHz·小时 起'],
  ['云VR', '浏览器里漫游你的场景'],
  ['VR应用', '头显里沉浸式看方案'],
  ['定制设计服务', '专业团队为你定制UE场景'],
  ['上传UE作品', '分享作品，获取收益'],
  ['UE学习资源', '从入门到精通'],
].map(([title = '', subtitle = ''], index) => ({
  id: index + 1,
  title,
  image: artwork(index, title, subtitle),
}));
