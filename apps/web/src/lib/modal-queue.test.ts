import { afterEach, describe, expect, it } from 'vitest';
import {
  activeModal,
  decided,
  holdModal,
  releaseModal,
  requestModal,
  resetModalQueue,
} from './modal-queue';

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

  it('keeps lower modals waiting while a higher one is still deciding, whatever data comes first', async () => {
    holdModal('shutdownNotice');
    requestModal('vipDiscount');
    await tick();
    expect(activeModal()).toBeNull();
    // Decided and asked in the same round: the notice comes first.
    decided('shutdownNotice');
    requestModal('shutdownNotice');
    await tick();
    expect(activeModal()).toBe('shutdownNotice');
    releaseModal('shutdownNotice');
    expect(activeModal()).toBe('vipDiscount');
  });

  it('lets lower modals show once the higher one decides not to ask', async () => {
    holdModal('shutdownNotice');
    requestModal('loginGuide');
    await tick();
    expect(activeModal()).toBeNull();
    decided('shutdownNotice');
    await tick();
    expect(activeModal()).toBe('loginGuide');
  });
});
