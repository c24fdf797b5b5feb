import { describe, expect, it } from 'vitest';
import {
  ACTION_MESSAGES,
  DOWNLOAD_MESSAGES,
  FAVOURITE_MESSAGES,
  FEEDBACK_MESSAGES,
  GOLD_PURCHASE_FALLBACK_MESSAGE,
  GOLD_PURCHASE_MESSAGES,
  HELP_MENU,
  IMAGE_SEARCH_MESSAGES,
  LIST_MESSAGES,
  NOT_LOGGED_IN_CODE,
  SYSTEM_MESSAGES,
} from './messages.js';

describe('messages are the spec texts, to the character', () => {
  it('lists and search', () => {
    expect(LIST_MESSAGES.emptyList).toBe('检索条件为空，换个标签试试吧~');
    expect(LIST_MESSAGES.emptyAlbumSearch).toBe('未找到符合条件的专辑，换个「关键词」试试吧');
    expect(LIST_MESSAGES.modelNotFound).toBe('模型未找到!');
    expect(LIST_MESSAGES.noData).toBe('暂无数据');
    expect(LIST_MESSAGES.loading).toBe('加载中...');
    expect(LIST_MESSAGES.end).toBe('--END--');
    expect(IMAGE_SEARCH_MESSAGES.searchFailed).toBe('搜索失败，请重新搜索～');
    expect(IMAGE_SEARCH_MESSAGES.unusableLink).toBe(
      '该链接无法搜索，建议截图（复制）粘贴或直接上传图片搜索',
    );
  });

  it('actions, favourites and feedback', () => {
    expect(FEEDBACK_MESSAGES.surveySubmitted).toBe('提交成功，感谢您的反馈~');
    expect(FEEDBACK_MESSAGES.reportSubmitted).toBe('反馈成功');
    expect(ACTION_MESSAGES.signedIn).toBe('签到成功');
    expect(FAVOURITE_MESSAGES.saved).toBe('收藏成功');
    expect(FAVOURITE_MESSAGES.cancelled).toBe('取消收藏');
    expect([ACTION_MESSAGES.copied, ACTION_MESSAGES.copyFailed]).toEqual(['复制成功', '复制失败']);
    expect(ACTION_MESSAGES.packageOffline).toBe('下载包已下线');
    expect(ACTION_MESSAGES.paymentSucceeded).toBe('支付成功');
    expect(ACTION_MESSAGES.purchaseSucceeded).toBe('购买成功');
    expect(ACTION_MESSAGES.openingPaused).toBe('暂停开通');
    expect(ACTION_MESSAGES.conversionSubmitted).toBe(
      '转换申请已提交，可至<用户中心-云模型-版本转换>查看转换进度',
    );
  });

  it('downloads, gold and system', () => {
    expect(DOWNLOAD_MESSAGES.tooFrequent).toBe('下载过于频繁');
    expect(DOWNLOAD_MESSAGES.tooFrequentCaptchaTitle).toBe('操作频繁，请完成验证后继续下载');
    expect(DOWNLOAD_MESSAGES.negativeBeanBalance).toBe(
      '炫豆余额有欠款，请先充值抵扣欠款后在开通会员',
    );
    expect(GOLD_PURCHASE_MESSAGES[20803]).toBe('未到最后三个月,不能续费');
    expect(GOLD_PURCHASE_FALLBACK_MESSAGE).toBe('创建订单失败');
    expect(SYSTEM_MESSAGES).toEqual({
      requestError: 'request error',
      serverError: 'server internal error',
      pageNotFound: 'This page could not be found',
      unknownMiddleware: 'Unknown middleware',
    });
    expect(NOT_LOGGED_IN_CODE).toBe(10004);
    expect(HELP_MENU).toHaveLength(8);
  });
});
