import { describe, expect, it, vi } from 'vitest';
import { pauseOthersOnPlay } from './exclusive-playback';

function fakeVideo(paused: boolean) {
  const video = document.createElement('video');
  Object.defineProperty(video, 'paused', { value: paused });
  const pause = vi.spyOn(video, 'pause').mockImplementation(() => undefined);
  return { video, pause };
}

describe('pauseOthersOnPlay', () => {
  it('pauses every other playing video when one starts', () => {
    const first = fakeVideo(false);
    const second = fakeVideo(false);
    const third = fakeVideo(true);
    const listener = pauseOthersOnPlay(() => [first.video, second.video, third.video, null]);
    second.video.addEventListener('play', listener);
    second.video.dispatchEvent(new Event('play'));
    expect(first.pause).toHaveBeenCalledOnce();
    expect(second.pause).not.toHaveBeenCalled();
    expect(third.pause).not.toHaveBeenCalled();
  });
});
