import { useLocation } from 'react-router';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { externalLinks } from '@/config/external-links';
import { paths } from '@/config/paths';

export const KIND_TABS: readonly AssetKind[] = ['max', 'su', 'ue4', 'uec', 'mapping'];

/** Tool tabs that lead to the company's other products (external destinations). */
export const TOOL_TABS = [
  { label: '设计案例', href: externalLinks.designCases },
  { label: 'Max降版本', href: externalLinks.maxDowngrade },
  { label: '3D转换', href: externalLinks.converter },
  { label: 'Max2UE', href: paths.ueChannel.href() },
  { label: 'AI超分', href: externalLinks.aiUpscaling },
] as const;

/** The page being shown, for the login and register links to come back to. */
export function useReturnTo(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}
