import { Box, Building2, Crown, Gamepad2, Image, LibraryBig, Palette, Trophy } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { LinkItem } from '@yunmo/api-contract/common';

/** The tile of each quick-link destination: an icon and its colour, keyed by the link's path. */
const TILES: readonly { path: string; icon: LucideIcon; tone: string }[] = [
  { path: '/home/max', icon: Box, tone: 'blue' },
  { path: '/home/su', icon: Building2, tone: 'teal' },
  { path: '/home/mapping', icon: Image, tone: 'orange' },
  { path: '/home/ue4', icon: Gamepad2, tone: 'violet' },
  { path: '/home/uec', icon: Palette, tone: 'pink' },
  { path: '/album/albumList', icon: LibraryBig, tone: 'green' },
  { path: '/ranking', icon: Trophy, tone: 'amber' },
  { path: '/vip/vipList', icon: Crown, tone: 'gold' },
];

/** The tile that fits a link: matched on the path without its query, so tracking parameters do not matter. */
export function quickLinkTile(path: string): (typeof TILES)[number] | undefined {
  const pathname = path.split(/[?#]/u)[0] ?? path;
  return TILES.find((tile) => tile.path === pathname);
}

/** The home page's quick links: an icon tile over each label; a destination without a tile shows the configured picture. */
export function QuickLinks({ items }: { items: readonly LinkItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="quick-links" aria-label="快捷入口">
      {items.map((item) => {
        const tile = quickLinkTile(item.path);
        const Icon = tile?.icon;
        return (
          <a key={item.id} href={item.path} className="quick-link">
            {Icon ? (
              <span className={`quick-link-tile quick-link-${tile.tone}`} aria-hidden="true">
                <Icon size={26} strokeWidth={1.8} />
              </span>
            ) : (
              <img src={item.imageUrl} alt="" width={48} height={48} />
            )}
            <span>{item.title}</span>
          </a>
        );
      })}
    </nav>
  );
}
