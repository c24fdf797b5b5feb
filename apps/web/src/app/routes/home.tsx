import { useLocation } from 'react-router';
import { HomePage } from '@/features/home/components/home-page';
import { paths } from '@/config/paths';

export function Component() {
  const { pathname } = useLocation();
  return (
    <HomePage
      variant={pathname.toLowerCase() === paths.newHome.href().toLowerCase() ? 'newHome' : 'home'}
    />
  );
}
