/**
 * Every user-facing text of the spec's error catalogues and validation rules, as named
 * constants, so the web app, the BFF and the API show one identical copy.
 *
 * The English texts (`request error`, `server internal error`, the page errors) are the spec's
 * own and are kept verbatim.
 *
 * @module
 */

/** Texts of lists, search, albums and empty states. */
export const LIST_MESSAGES = {
  emptyList: '检索条件为空，换个标签试试吧~',
  emptyAlbumSearch: '未找到符合条件的专辑，换个「关键词」试试吧',
  noData: '暂无数据',
  loading: '加载中...',
  end: '--END--',
  breadcrumbRoot: '云模型',
  searchPlaceholder: '搜索模型',
  searchPlaceholderWithId: '请输入关键词/ID',
  modelNotFound: '模型未找到!',
  authorSearchTooLong: '搜索内容不能超过20个字符',
} as const;

/** Version conversion texts (§4.9); the dialog's own labels are not in the spec. */
export const VERSION_CONVERSION_MESSAGES = {
  submitted: '转换申请已提交，可至<用户中心-云模型-版本转换>查看转换进度',
  noEditions: '暂无可转换的版本',
  title: '版本转换',
  button: '版本转换',
} as const;

/** Image search texts. */
export const IMAGE_SEARCH_MESSAGES = {
  searchFailed: '搜索失败，请重新搜索～',
  unusableLink: '该链接无法搜索，建议截图（复制）粘贴或直接上传图片搜索',
  fileTooLarge: '文件大小不能超过3MB，请重新上传。',
  fileWrongFormat: '上传图片只能是 JPG、JPEG、PNG 格式!',
  urlWrongFormat: '搜索图片只能是 JPG、JPEG、PNG 格式!',
  emptyUrl: '输入框内容不能为空，请粘贴截图或图像网址之后再进行搜索',
  /** Not in the spec: every picture decoder is busy (see @yunmo/image-search/decode-gate). */
  busy: '当前搜索人数较多，请稍后再试',
  /** Not in the spec: the per-address image-search limit. */
  tooFrequent: '搜索过于频繁，请稍后再试',
  /** Not in the spec: the first start is still building the search-by-image index. */
  indexBuilding: '以图搜图的索引正在建立，请几分钟后再试',
} as const;

/** Feedback, suggestion, survey and error-report texts. */
export const FEEDBACK_MESSAGES = {
  submitted: '提交成功',
  submitFailed: '提交失败',
  submitInvalid: '提交错误',
  surveySubmitted: '提交成功，感谢您的反馈~',
  reportSubmitted: '反馈成功',
  descriptionTooShort: '描述问题字数长度不能低于20',
  screenshotWrongFormat: '文件格式错误，请使用JPG/JPEG/PNG格式图片!',
  screenshotTooLarge: '文件过大，单文件大小限制20MB!',
  suggestionTooShort: '字数最少2个',
  satisfactionRequired: '请选择满意度',
  satisfied: '满意',
  dissatisfied: '不满意',
  membershipReasonRequired: '请选择至少一个原因哦~',
} as const;

/** Survey form texts. */
export const SURVEY_MESSAGES = {
  reasonRequired: '请至少选择一个没有继续使用炫云模型网站下载模型的原因',
  adviceRequired: '请输入您的建议或意见',
  contactRequired: '请输入QQ号或微信号',
  contactInvalid: '请输入有效的QQ号或微信号',
  modelCategoryRequired: '请添加需要的模型类别',
  platformNameRequired: '请输入平台名称',
} as const;

/** Favourites texts. */
export const FAVOURITE_MESSAGES = {
  saved: '收藏成功',
  cancelled: '取消收藏',
  folderNameRequired: '请输入文件夹名称',
  folderNameTooLong: '字数不能超过30',
  createFolderFailed: 'Error',
} as const;

/** Sign-in, copy and other toasts. */
export const ACTION_MESSAGES = {
  signedIn: '签到成功',
  copied: '复制成功',
  copyFailed: '复制失败',
  packageOffline: '下载包已下线',
  paymentSucceeded: '支付成功',
  purchaseSucceeded: '购买成功',
  openingPaused: '暂停开通',
  conversionSubmitted: '转换申请已提交，可至<用户中心-云模型-版本转换>查看转换进度',
  acknowledged: '已知晓',
  seeMore: '查看更多>',
  topUp: '去充值',
} as const;

/** Download flow texts. */
export const DOWNLOAD_MESSAGES = {
  captchaRequired: '需要输入验证码或验证码错误',
  tooFrequent: '下载过于频繁',
  tooFrequentCaptchaTitle: '操作频繁，请完成验证后继续下载',
  negativeBeanBalance: '炫豆余额有欠款，请先充值抵扣欠款后在开通会员',
  buttonFree: '下载',
  buttonPaid: '立即下载',
} as const;

/** The experience-member popup's button texts. */
export const EXPERIENCE_POPUP_MESSAGES = {
  openYearlyMembership: '开通年度会员',
  freeDownloadTrial: '免费下载体验',
  aboutToExpire: '您的体验会员即将到期',
} as const;

/** Gold purchase result texts, by code. */
export const GOLD_PURCHASE_MESSAGES = {
  20703: '会员开通成功',
  20028: '用户名为空',
  20702: '金额不正确',
  20802: '企业子账户不能购买',
  20700: '账户炫豆不足',
  20803: '未到最后三个月,不能续费',
  201: '购买失败',
} as const;
/** Gold purchase text for any other failure code. */
export const GOLD_PURCHASE_FALLBACK_MESSAGE = '创建订单失败';

/** Shown where a video cannot be played (§8: the video-unsupported text). */
export const UNSUPPORTED_VIDEO_TEXT = '您的浏览器不支持播放该视频';

/** Client and page errors (English in the spec). */
export const SYSTEM_MESSAGES = {
  requestError: 'request error',
  serverError: 'server internal error',
  pageNotFound: 'This page could not be found',
  unknownMiddleware: 'Unknown middleware',
} as const;

/** A page load refused for too many requests: the page says so and retries by itself. */
export const RATE_LIMITED_PAGE = {
  title: '访问过于频繁',
  text: '您的访问过于频繁，请稍后再试。页面将在片刻后自动刷新。',
  retry: '重新加载',
  /**
   * The meta tag through which the gateway tells the web app that this page load was refused,
   * with the seconds to wait as its content.
   */
  metaName: 'yunmo-retry-after',
} as const;

/** Result code of client-side request and server failures. */
export const CLIENT_FAILURE_CODE = -1;
/** Response code meaning "not logged in". */
export const NOT_LOGGED_IN_CODE = 10004;

/** Help page side menu, in order. */
export const HELP_MENU = [
  '关于登录',
  '上传收益',
  '模型下载',
  '侵权申诉',
  '模型审核',
  '充值支付',
  '提现转账',
  '联系我们',
] as const;

/** The detail page's notice and instruction dialogs (§2.1): titles, links and fixed texts. */
export const DETAIL_DIALOG_MESSAGES = {
  copyrightNoticeTitle: '版权模型提示',
  copyrightNotice:
    '您下载的是版权模型，版权归原作者所有。下载后仅限您本人在设计工作中使用（含个人与商业项目），不得转售、分享、二次上传或用于其他平台发布；侵权使用将承担相应法律责任。',
  copyrightTag: '版权',
  copyrightTagTitle: '版权模型：下载前需确认版权须知',
  downloadInstructionsLink: '下载说明',
  downloadInstructionsTitle: '下载说明',
  usageInstructionsButton: '查看详细说明',
  usageInstructionsTitle: '使用说明',
  copyrightNoteLink: '版权说明',
  copyrightNoteTitle: '版权说明',
  copyrightHelpLink: '查看侵权申诉帮助',
  memberDiscountBadge: '会员折扣',
  memberDiscountTitle: '体验会员专享折扣',
  memberDiscountOpen: '立即开通',
  close: '关闭',
} as const;

/** The copyright note: who owns the model and what a download allows. */
export const COPYRIGHT_NOTE_PARAGRAPHS = [
  '本站模型的版权归上传作者（即页面中的“版权所有”）所有，云模仅提供展示与下载服务。',
  '下载后的模型可用于您个人的学习与设计工作，也可用于商业项目中的效果图、动画与方案展示。',
  '禁止将模型文件本身转售、分享、二次上传或打包发布到其他平台；如需其他授权，请联系作者。',
  '如发现侵权内容，或您的作品被他人冒用，请通过侵权申诉联系我们，核实后将及时处理。',
] as const;

/** How each kind's download is opened; the software versions are those the platform offers. */
export const USAGE_INSTRUCTIONS = {
  max: {
    title: '3D模型（MAX）',
    software:
      '使用 3ds Max 打开，文件版本见所选版本（如 2014、2016、2018）；高版本软件可以打开低版本文件，反之不行。渲染器需与版本中注明的灯光一致（如 VRay、Corona）。',
    unzip:
      '下载得到 zip 压缩包，请先用 7-Zip 或 WinRAR 完整解压到一个文件夹，不要在压缩包内直接打开模型。',
    textures:
      '贴图在解压目录的 textures 文件夹中，请与模型文件放在一起并保持相对路径；如提示缺少贴图，在 3ds Max 的“资源追踪”（Shift+T）中把路径指向该文件夹。',
  },
  su: {
    title: 'SU模型',
    software:
      '使用 SketchUp 打开，文件版本见所选版本（如 2017、2019、2021）；高版本软件可以打开低版本文件，反之不行。',
    unzip: '下载得到 zip 压缩包，请先完整解压后再打开 .skp 文件。',
    textures:
      '材质贴图已打包在模型内，解压目录的 textures 文件夹是原始贴图，便于在渲染插件（如 Enscape、VRay for SketchUp）中替换。',
  },
  mapping: {
    title: '贴图（MAPPING）',
    software:
      '贴图为 JPG 图片，可在 3ds Max、SketchUp、Photoshop 等任意软件中使用；HDR 环境贴图需在渲染器中作为环境光（如 VRay 的 Dome Light、Corona 的 Environment）加载。',
    unzip:
      'JPG 贴图直接保存为图片文件；带 HDR 的贴图会同时打开原图并下载 .hdr 文件，文件名带“(1)”。',
    textures:
      '请把贴图放入项目的贴图目录，并在材质编辑器中指定到漫反射或环境通道；HDR 文件不要转换为 JPG，否则会丢失高动态范围。',
  },
  ue4: {
    title: 'UE4模型',
    software:
      '使用 Unreal Engine 打开，引擎版本见页面中的“引擎版本”（如 4.27、5.1）；高版本引擎可以打开低版本资源，反之不行。',
    unzip:
      '下载得到 zip 压缩包，解压后把其中的资源文件夹复制到工程的 Content 目录下，再重新打开工程。',
    textures:
      '贴图与材质随资源一起放在 Content 下的同一文件夹中，请勿单独移动 .uasset 文件，移动时在编辑器内操作以保留引用。',
  },
  uec: {
    title: 'UE材质（UEC）',
    software: '使用 Unreal Engine 打开，引擎版本见页面中的“引擎版本”（如 UE4.27、UE5.1、UE5.3）。',
    unzip: '下载得到 zip 压缩包，解压后把材质文件夹复制到工程的 Content 目录下。',
    textures:
      '基础色、法线与粗糙度贴图与材质在同一文件夹中，材质实例会自动引用它们；可平铺材质可直接拖到模型上使用。',
  },
} as const;
