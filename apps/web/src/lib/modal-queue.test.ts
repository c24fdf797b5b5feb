import { afterEach, describe, expect, it } from 'vitest';
import { activeModal, releaseModal, requestModal, resetModalQueue } from './modal-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('modal queue', () => {
  afterEach(() => {
    resetModalQueue();
  });

  it('shows one modal at a time, highest priority first, whatever the order of asking', async () => {
    requestModal('vipDiscount');
    requestModal('loginGuide');
    requestModal('experienceMember');
    await tick();
    expect(activeModal()).toBe('loginGuide');
    releaseModal('loginGuide');
    expect(activeModal()).toBe('experienceMember');
    releaseModal('experienceMember');
    expect(activeModal()).toBe('vipDiscount');
    releaseModal('vipDiscount');
    expect(activeModal()).toBeNull();
  });

  it('never interrupts the modal showing, and a withdrawn request never shows', async () => {
    requestModal('vipDiscount');
    await tick();
    requestModal('shutdownNotice');
    requestModal('loginGuide');
    await tick();
    expect(activeModal()).toBe('vipDiscount');
    releaseModal('loginGuide');
    releaseModal('vipDiscount');
    expect(activeModal()).toBe('shutdownNotice');
  });
});
