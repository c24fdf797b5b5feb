import { useToast } from '@yunmo/ui/toast';
import { useFollowAuthorMutation, useGetAuthorProfileQuery } from '../api/author-api';
import { apiErrorInfo } from '@/lib/api-error';

/** +关注 / 已关注 for an author named elsewhere (the detail page's author card). */
export function FollowAuthorButton({
  author,
  onLoginNeeded,
  loggedIn,
}: {
  author: string;
  loggedIn: boolean;
  onLoginNeeded: () => void;
}) {
  const toast = useToast();
  const profile = useGetAuthorProfileQuery(author, { skip: !loggedIn });
  const [follow, { isLoading }] = useFollowAuthorMutation();
  if (profile.data?.isOwner) return null;
  const following = profile.data?.following ?? false;
  return (
    <button
      type="button"
      className={
        following ? 'ym-button follow-button' : 'ym-button ym-button-primary follow-button'
      }
      aria-pressed={following}
      disabled={isLoading || (loggedIn && profile.isLoading)}
      onClick={() => {
        if (!loggedIn) {
          onLoginNeeded();
          return;
        }
        void follow({ author, follow: !following })
          .unwrap()
          .catch((error: unknown) => {
            toast(
              apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ?? 'request error',
              'warning',
            );
          });
      }}
    >
      {following ? '已关注' : '+关注'}
    </button>
  );
}
