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

/** Client and page errors (English in the spec). */
export const SYSTEM_MESSAGES = {
  requestError: 'request error',
  serverError: 'server internal error',
  pageNotFound: 'This page could not be found',
  unknownMiddleware: 'Unknown middleware',
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
