/**
 * Only one video plays at a time: when one starts, every other video of the group pauses.
 * Returns the listener to attach to each video's `play` event.
 */
export function pauseOthersOnPlay(
  videos: () => readonly (HTMLVideoElement | null)[],
): (event: Event) => void {
  return (event) => {
    for (const video of videos()) {
      if (video && video !== event.currentTarget && !video.paused) video.pause();
    }
  };
}

/** The text shown where a video cannot play (no source the browser supports, or a failed load). */
export { UNSUPPORTED_VIDEO_TEXT } from '@yunmo/domain/messages';
