import { shortYuan } from '@yunmo/domain/instructions';
import {
  AUTHOR_INCOME,
  CURRENCY_NAMES,
  DEFAULT_MODEL_PAID_PRICE_FEN,
  GOLD_FREE_DOWNLOAD_TICKETS,
  GOLD_PRICE,
  GOLD_UPGRADE_SPEND,
  MEMBER_MODEL_PRICE_FEN,
  REPEAT_DOWNLOAD_FLOW_FEE_FEN,
  REPEAT_DOWNLOAD_FREE_HOURS,
  UE_RENDER_PRICE_LI_PER_GHZ_HOUR,
  UPLOAD_PRICE,
} from '@yunmo/domain/money';
import {
  DAILY_FREE_DOWNLOADS,
  EXPERT_MEMBER_MODELS_PER_MONTH,
  EXPERT_TRIAL_MEMBER_MODELS,
} from '@yunmo/domain/quota';

/** A rate in li (1/1000 yuan) as yuan: 22 -> "0.022". */
const liYuan = (li: number) => (li / 1000).toFixed(3);

/** The help page's sections; texts follow the product rules (detail and download spec, «Business constants and limits», browsing spec, «Business constants and limits»). */
export interface HelpSection {
  key: string;
  title: string;
  entries: readonly { question: string; answer: string }[];
}

export const HELP_SECTIONS: readonly HelpSection[] = [
  {
    key: 'login',
    title: '关于登录',
    entries: [
      {
        question: '如何登录云模型？',
        answer:
          '点击页面右上角“登录”，在账号中心完成登录后会自动回到您刚才浏览的页面。还没有账号可点击“注册”免费创建。',
      },
      {
        question: '哪些功能需要登录？',
        answer:
          '浏览、搜索和查看排行榜无需登录；下载、收藏模型与专辑、关注作者、开通会员和每日签到需要登录。未登录时操作会弹出登录引导。',
      },
      {
        question: '每日签到有什么奖励？',
        answer: '登录后每日可签到一次，每次获得0.1下载点，下载点可用于下载付费模型。',
      },
    ],
  },
  {
    key: 'income',
    title: '上传收益',
    entries: [
      {
        question: '上传模型有什么要求？',
        answer: `模型需为原创或拥有授权，封面源图不小于1500×1500像素。全景图模型首发独家定价上限${shortYuan(UPLOAD_PRICE.panoramaExclusiveMaxFen)}元、普通上限${shortYuan(UPLOAD_PRICE.panoramaOrdinaryMaxFen)}元；非全景图模型定价上限${shortYuan(UPLOAD_PRICE.nonPanoramaMaxFen)}元，默认定价${shortYuan(UPLOAD_PRICE.defaultFen)}元，下载时按此标价收费。`,
      },
      {
        question: '收益如何分成？',
        answer: '作者与平台按50%/50%分成。每笔收益冻结72小时后转为可提现余额。',
      },
      {
        question: '作者排行榜如何统计？',
        answer:
          '排行榜按收益和上传作品数分别排名，累计榜统计注册以来的数据，月榜统计近30天，每日更新一次，展示前20名。',
      },
    ],
  },
  {
    key: 'download',
    title: '模型下载',
    entries: [
      {
        question: '每天可以免费下载多少个模型？',
        answer: `普通用户每天${String(DAILY_FREE_DOWNLOADS.ordinary)}次免费下载；极速下载达人（体验会员）与黄金会员每天${String(DAILY_FREE_DOWNLOADS.member)}次免费下载。`,
      },
      {
        question: '会员模型如何收费？',
        answer: `普通用户下载会员模型每个${shortYuan(MEMBER_MODEL_PRICE_FEN)}元；极速下载达人每月可免费下载${String(EXPERT_MEMBER_MODELS_PER_MONTH)}个会员模型，超出后每个${shortYuan(MEMBER_MODEL_PRICE_FEN)}元；体验期内共可免费下载${String(EXPERT_TRIAL_MEMBER_MODELS)}个。付费模型按页面标价支付，未标价的3D/SU付费模型按${shortYuan(DEFAULT_MODEL_PAID_PRICE_FEN)}元，可使用${CURRENCY_NAMES.beans}、${CURRENCY_NAMES.downloadPoints}或免费下载券支付。`,
      },
      {
        question: '重复下载要收费吗？',
        answer: `购买后${String(REPEAT_DOWNLOAD_FREE_HOURS)}小时内可免费重复下载；超过${String(REPEAT_DOWNLOAD_FREE_HOURS / 24)}天重复下载收取${shortYuan(REPEAT_DOWNLOAD_FLOW_FEE_FEN)}元流量费。黄金会员重复下载免费。`,
      },
      { question: '下载太频繁怎么办？', answer: '短时间内频繁下载会触发保护，请等待3分钟后再试。' },
    ],
  },
  {
    key: 'copyright',
    title: '侵权申诉',
    entries: [
      {
        question: '发现侵权模型如何处理？',
        answer:
          '请通过“联系我们”中的在线客服或意见反馈提交模型链接、权属证明与联系方式，我们核实后会下架侵权内容并反馈处理结果。',
      },
      {
        question: '我的模型被误判侵权怎么办？',
        answer: '作者可通过在线客服提交原创证明（源文件、制作过程截图等）申请复核。',
      },
    ],
  },
  {
    key: 'review',
    title: '模型审核',
    entries: [
      {
        question: '上传后多久审核？',
        answer: '模型上传后进入审核队列，通常在1个工作日内完成，审核结果会通过站内消息通知。',
      },
      {
        question: '审核不通过的常见原因',
        answer:
          '封面图尺寸不足1500×1500像素、模型文件缺失或无法打开、贴图丢失、标题与内容不符、非原创或未获授权。',
      },
    ],
  },
  {
    key: 'payment',
    title: '充值支付',
    entries: [
      {
        question: '支持哪些支付方式？',
        answer:
          '支持支付宝与微信扫码支付，也可使用账户中的炫豆或下载点。1下载点（或1炫豆）等于1元。',
      },
      {
        question: '黄金会员价格是多少？',
        answer: `黄金会员年费${shortYuan(GOLD_PRICE.priceFen)}元（原价${shortYuan(GOLD_PRICE.oldPricesFen[0])}元），开通后每天${String(DAILY_FREE_DOWNLOADS.member)}次免费下载、“黄金会员免费”的会员模型免费、赠送${String(GOLD_FREE_DOWNLOAD_TICKETS)}张免费下载券、重复下载免费。近${String(GOLD_UPGRADE_SPEND.months)}个月累计消费满${shortYuan(GOLD_UPGRADE_SPEND.fen)}元自动升级为黄金会员一年。云渲染在云渲染站进行，黄金会员按${liYuan(UE_RENDER_PRICE_LI_PER_GHZ_HOUR.gold)}元/GHz·时计费（标准${liYuan(UE_RENDER_PRICE_LI_PER_GHZ_HOUR.standard)}元），以云渲染站账单为准。`,
      },
      {
        question: '支付后没有到账？',
        answer:
          '扫码支付后页面会自动查询订单状态，最长等待10分钟；如仍未到账，请携带订单号联系在线客服。',
      },
    ],
  },
  {
    key: 'withdraw',
    title: '提现转账',
    entries: [
      {
        question: '提现规则',
        answer: `提现在用户中心办理，本站不经手打款：每笔收益冻结${String(AUTHOR_INCOME.frozenHours)}小时后转为可提现余额，满${String(AUTHOR_INCOME.minimumWithdrawalBeans)}${CURRENCY_NAMES.beans}即可申请，每月${String(AUTHOR_INCOME.applicationDays.first)}日至${String(AUTHOR_INCOME.applicationDays.last)}日提交申请，当月${String(AUTHOR_INCOME.payoutDay)}日统一打款。`,
      },
      {
        question: '提现需要缴税吗？',
        answer:
          '提现按国家规定代扣个人所得税（20%税率，平台补贴20%）；部分结算方式为收取7%手续费、实际到账93%，以提现页面显示为准。',
      },
      {
        question: '余额可以转为下载点或渲染点吗？',
        answer: `可以，在用户中心办理：余额转${CURRENCY_NAMES.downloadPoints}比例1:1，转${CURRENCY_NAMES.renderPoints}比例1:1.3，最低转出1元且须为整数金额。网站停止运营后剩余余额将转换为不可提现的${CURRENCY_NAMES.beans}。`,
      },
    ],
  },
  {
    key: 'contact',
    title: '联系我们',
    entries: [
      {
        question: '在线客服',
        answer: '点击右侧工具栏的“客服”联系在线客服，服务时间为工作日 9:00-18:00。',
      },
      { question: 'QQ群', answer: '加入官方QQ群与设计师交流，群号见右侧工具栏，点击即可复制。' },
      {
        question: '意见反馈',
        answer:
          '通过意见反馈提交问题描述（不少于20字）和截图（JPG/JPEG/PNG，单个不超过20MB），我们会尽快处理。',
      },
    ],
  },
];
