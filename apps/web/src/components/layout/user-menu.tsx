import { UserPopup } from '@/components/account/user-popup';

/** The logged-in user's popup; loaded only for logged-in users. */
export default function UserMenu({ userName }: { userName: string }) {
  return <UserPopup userName={userName} />;
}
