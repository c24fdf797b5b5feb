import { describe, expect, it } from 'vitest';
import {
  FREQUENT_DOWNLOAD_WAIT_MS,
  downloadButtonText,
  fakeProgressAt,
  interpretCheckUserPay,
  interpretDownPay,
  interpretGoldPurchase,
  interpretMappingDownState,
  interpretMappingPay,
  interpretUe4CheckDownload,
  interpretUecDownState,
  nextFakeProgress,
  captchaImageQuerySchema,
  captchaImageUrl,
} from './download-flow.js';

const rich = { fundsSufficient: true };
const poor = { fundsSufficient: false };

describe('MAX/SU checkUserPay', () => {
  it('maps each code to its step', () => {
    expect(interpretCheckUserPay({ code: 10001 }, rich)).toEqual({
      step: 'captcha',
      message: '需要输入验证码或验证码错误',
    });
    expect(interpretCheckUserPay({ code: 10003, msg: '模型已下架' }, rich)).toEqual({
      step: 'message',
      text: '模型已下架',
      level: 'warning',
      durationMs: 2000,
    });
    expect(interpretCheckUserPay({ code: 20002 }, rich)).toEqual({ step: 'couponChoice' });
    expect(interpretCheckUserPay({ code: 20002 }, poor)).toEqual({
      step: 'payDialog',
      payPriceFen: null,
    });
    expect(interpretCheckUserPay({ code: 20003 }, rich)).toEqual({ step: 'triggerDownload' });
    expect(interpretCheckUserPay({ code: 20001 }, rich)).toEqual({ step: 'agreement' });
    for (const code of [10011, 10013, 10014]) {
      expect(interpretCheckUserPay({ code }, rich)).toEqual({ step: 'purchaseConfirm' });
      expect(interpretCheckUserPay({ code }, poor).step).toBe('payDialog');
    }
    expect(interpretCheckUserPay({ code: 10012 }, rich)).toEqual({
      step: 'flowFeeConfirm',
      feeFen: 20,
    });
    expect(interpretCheckUserPay({ code: 10012 }, poor)).toEqual({
      step: 'payDialog',
      payPriceFen: 20,
    });
    expect(interpretCheckUserPay({ code: 11004, msg: '请稍后' }, rich)).toMatchObject({
      step: 'message',
      text: '请稍后',
    });
  });

  it('200 opens the returned link and counts the download', () => {
    expect(interpretCheckUserPay({ code: 200, data: 'https://cdn/x.zip' }, rich)).toEqual({
      step: 'link',
      files: [{ action: 'download', url: 'https://cdn/x.zip', fileNameSuffix: '' }],
      countsDownload: true,
    });
    expect(interpretCheckUserPay({ code: 200, data: { url: '/files/a.zip' } }, rich)).toMatchObject(
      { step: 'link' },
    );
  });

  it('a success without a link or an unknown code is a message, never a crash', () => {
    expect(interpretCheckUserPay({ code: 200, data: { nope: 1 } }, rich)).toMatchObject({
      step: 'message',
      text: 'server internal error',
    });
    expect(interpretCheckUserPay({ code: 500, msg: '  ' }, rich)).toMatchObject({
      text: 'server internal error',
    });
  });
});

describe('MAX/SU downPay', () => {
  it('200 link, 10006 pay dialog with 0.2 fallback, others warn 5 s', () => {
    expect(interpretDownPay({ code: 200, data: { path: '/f.zip' } }, 120).step).toBe('link');
    expect(interpretDownPay({ code: 10006 }, 0)).toEqual({ step: 'payDialog', payPriceFen: 20 });
    expect(interpretDownPay({ code: 10006 }, 120)).toEqual({ step: 'payDialog', payPriceFen: 120 });
    expect(interpretDownPay({ code: 123, msg: '失败' }, 0)).toEqual({
      step: 'message',
      text: '失败',
      level: 'warning',
      durationMs: 5000,
    });
  });
});

describe('MAPPING', () => {
  it('20001 agreement, 20002 member confirm with downNumber, 202 buy', () => {
    expect(interpretMappingDownState({ code: 20001 })).toEqual({ step: 'agreement' });
    expect(interpretMappingDownState({ code: 20002, data: { downNumber: 7 } })).toEqual({
      step: 'memberConfirm',
      downNumber: 7,
    });
    expect(interpretMappingDownState({ code: 20002, data: null })).toEqual({
      step: 'memberConfirm',
      downNumber: null,
    });
    expect(interpretMappingDownState({ code: 20002, data: {} })).toEqual({
      step: 'memberConfirm',
      downNumber: null,
    });
    expect(interpretMappingDownState({ code: 202 })).toEqual({ step: 'purchaseConfirm' });
    expect(interpretMappingDownState({ code: 400, msg: '参数错误' })).toMatchObject({
      text: '参数错误',
    });
  });

  it('200 flag 1 downloads the original; flag 2 opens it and downloads hdrPath with (1)', () => {
    expect(interpretMappingDownState({ code: 200, data: { flag: 1, path: '/o.jpg' } })).toEqual({
      step: 'link',
      files: [{ action: 'download', url: '/o.jpg', fileNameSuffix: '' }],
      countsDownload: true,
    });
    expect(
      interpretMappingDownState({
        code: 200,
        data: { flag: '2', path: '/o.jpg', hdrPath: '/h.hdr' },
      }),
    ).toEqual({
      step: 'link',
      files: [
        { action: 'open', url: '/o.jpg' },
        { action: 'download', url: '/h.hdr', fileNameSuffix: '(1)' },
      ],
      countsDownload: true,
    });
    expect(interpretMappingDownState({ code: 200, data: { flag: 2, path: '/o.jpg' } }).step).toBe(
      'message',
    );
    expect(interpretMappingDownState({ code: 200, data: { flag: 3, path: '/o.jpg' } }).step).toBe(
      'message',
    );
  });

  it('pay call: 200 files, 201 message', () => {
    expect(interpretMappingPay({ code: 200, data: { flag: 1, path: '/o.jpg' } }).step).toBe('link');
    expect(interpretMappingPay({ code: 201, msg: '余额不足' })).toMatchObject({
      step: 'message',
      text: '余额不足',
    });
  });
});

describe('UE4', () => {
  it('200 path downloads; payState 2/0/1; 20001 agreement', () => {
    expect(interpretUe4CheckDownload({ code: 200, data: { path: '/u.zip' } }).step).toBe('link');
    expect(interpretUe4CheckDownload({ code: 200, data: { payState: 2 } })).toEqual({
      step: 'triggerDownload',
    });
    expect(interpretUe4CheckDownload({ code: 200, data: { payState: '0' } })).toEqual({
      step: 'purchaseConfirm',
    });
    expect(interpretUe4CheckDownload({ code: 200, data: { payState: 1 } })).toEqual({
      step: 'flowFeeConfirm',
      feeFen: 20,
    });
    expect(interpretUe4CheckDownload({ code: 200, data: { payState: 9 } }).step).toBe('message');
    expect(interpretUe4CheckDownload({ code: 200, data: 'x' }).step).toBe('link');
    expect(interpretUe4CheckDownload({ code: 200, data: 5 }).step).toBe('message');
    expect(interpretUe4CheckDownload({ code: 20001 })).toEqual({ step: 'agreement' });
    expect(interpretUe4CheckDownload({ code: 10003, msg: 'x' }).step).toBe('message');
  });
});

describe('the frequent-download captcha (10001) on every kind', () => {
  it('opens the captcha dialog from the UE4, MAPPING and MAX/SU download calls alike', () => {
    const captcha = { step: 'captcha', message: '需要输入验证码或验证码错误' };
    const answer = { code: 10001, msg: '需要输入验证码或验证码错误' };
    expect(interpretUe4CheckDownload(answer)).toEqual(captcha);
    expect(interpretMappingDownState(answer)).toEqual(captcha);
    expect(interpretMappingPay(answer)).toEqual(captcha);
    expect(interpretDownPay(answer, 120)).toEqual(captcha);
    expect(interpretUecDownState(answer)).toEqual(captcha);
    expect(interpretCheckUserPay(answer, { fundsSufficient: true })).toEqual(captcha);
  });
});

describe('UEC', () => {
  it('20001 agreement, 202 buy, 10001 captcha, 200 zipPath', () => {
    expect(interpretUecDownState({ code: 20001 })).toEqual({ step: 'agreement' });
    expect(interpretUecDownState({ code: 202 })).toEqual({ step: 'purchaseConfirm' });
    expect(interpretUecDownState({ code: 10001 }).step).toBe('captcha');
    expect(interpretUecDownState({ code: 200, data: { zipPath: '/m.zip' } })).toMatchObject({
      step: 'link',
      files: [{ action: 'download', url: '/m.zip' }],
    });
    expect(interpretUecDownState({ code: 200, data: {} }).step).toBe('message');
    expect(interpretUecDownState({ code: 7, msg: 'm' })).toMatchObject({ text: 'm' });
  });
});

describe('progress and button text', () => {
  it('climbs 10 per second up to 90', () => {
    expect(nextFakeProgress(0)).toBe(10);
    expect(nextFakeProgress(85)).toBe(90);
    expect(nextFakeProgress(90)).toBe(90);
    expect(nextFakeProgress(-5)).toBe(10);
    expect(fakeProgressAt(0)).toBe(0);
    expect(fakeProgressAt(999)).toBe(0);
    expect(fakeProgressAt(3500)).toBe(30);
    expect(fakeProgressAt(60_000)).toBe(90);
    expect(fakeProgressAt(Number.NaN)).toBe(0);
  });

  it('下载 / 立即下载 / 正在下载{percent}%...', () => {
    expect(downloadButtonText({ free: true })).toBe('下载');
    expect(downloadButtonText({ free: false })).toBe('立即下载');
    expect(downloadButtonText({ free: false, downloadingPercent: 40 })).toBe('正在下载40%...');
    expect(downloadButtonText({ free: true, downloadingPercent: 150 })).toBe('正在下载100%...');
    expect(downloadButtonText({ free: true, downloadingPercent: null })).toBe('下载');
  });

  it('waits 3 minutes after frequent downloads', () => {
    expect(FREQUENT_DOWNLOAD_WAIT_MS).toBe(180_000);
  });
});

describe('gold purchase catalogue', () => {
  it.each([
    [20028, '用户名为空'],
    [20702, '金额不正确'],
    [20802, '企业子账户不能购买'],
    [20700, '账户炫豆不足'],
    [20803, '未到最后三个月,不能续费'],
    [201, '购买失败'],
    [500, '创建订单失败'],
    [0, '创建订单失败'],
  ])('%i -> %s', (code, message) => {
    expect(interpretGoldPurchase(code)).toEqual({ outcome: 'failed', code, message });
  });

  it('200 proceeds, 20703 activated', () => {
    expect(interpretGoldPurchase(200)).toEqual({ outcome: 'proceed' });
    expect(interpretGoldPurchase(20703)).toEqual({ outcome: 'activated', message: '会员开通成功' });
  });
});

describe('the captcha image call', () => {
  it('carries userName, uuid and timestamp as the spec lists them', () => {
    const url = captchaImageUrl({ userName: '张三', uuid: 'a-1', timestamp: 1_700_000_000_000 });
    expect(url).toBe(
      '/v1/download/captcha?userName=%E5%BC%A0%E4%B8%89&uuid=a-1&timestamp=1700000000000',
    );
    expect(
      captchaImageQuerySchema.parse({ userName: '张三', uuid: 'a-1', timestamp: '1700000000000' }),
    ).toEqual({
      userName: '张三',
      uuid: 'a-1',
      timestamp: 1_700_000_000_000,
    });
    expect(
      captchaImageQuerySchema.safeParse({ uuid: 'a-1', timestamp: '1' }).error?.issues[0]?.message,
    ).toBe('参数错误：缺少 userName');
    expect(
      captchaImageQuerySchema.safeParse({ userName: 'u', uuid: '<x>', timestamp: '1' }).error
        ?.issues[0]?.message,
    ).toBe('参数错误：uuid 不是有效的编号');
  });
});
