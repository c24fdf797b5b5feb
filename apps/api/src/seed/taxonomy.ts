import { KIND_CODES } from '@yunmo/domain/asset-kinds';
/** The catalogue taxonomy per asset kind, as a Chinese model marketplace names it. */

export const assetKinds = KIND_CODES;
export type AssetKind = (typeof assetKinds)[keyof typeof assetKinds];
export const allAssetKinds: readonly AssetKind[] = [1, 2, 3, 4, 5];

export interface SubcategorySeed {
  name: string;
  /** Item phrases titles are composed from. */
  items: readonly string[];
}
export interface CategorySeed {
  name: string;
  children: readonly SubcategorySeed[];
}

const threeD: readonly CategorySeed[] = [
  {
    name: '家具',
    children: [
      {
        name: '沙发',
        items: ['三人沙发组合', '单人沙发', '转角沙发', '布艺沙发', '真皮沙发', '懒人沙发'],
      },
      { name: '椅子', items: ['餐椅', '休闲椅', '办公椅', '吧椅', '摇椅', '单椅'] },
      { name: '床', items: ['双人床', '儿童床', '榻榻米床', '软包床', '实木床'] },
      { name: '桌子', items: ['餐桌', '书桌', '茶几', '边几', '会议桌', '梳妆台'] },
      { name: '柜子', items: ['衣柜', '电视柜', '书柜', '鞋柜', '酒柜', '边柜'] },
      { name: '沙发组合', items: ['沙发茶几组合', '客厅沙发组合', '会客沙发组合'] },
    ],
  },
  {
    name: '灯具',
    children: [
      { name: '吊灯', items: ['水晶吊灯', '餐厅吊灯', '客厅吊灯', '艺术吊灯'] },
      { name: '台灯', items: ['床头台灯', '书桌台灯', '陶瓷台灯'] },
      { name: '落地灯', items: ['钓鱼落地灯', '客厅落地灯', '阅读落地灯'] },
      { name: '壁灯', items: ['床头壁灯', '户外壁灯', '镜前灯'] },
      { name: '吸顶灯', items: ['卧室吸顶灯', '圆形吸顶灯', '儿童房吸顶灯'] },
    ],
  },
  {
    name: '建筑',
    children: [
      { name: '住宅', items: ['别墅建筑', '高层住宅', '联排别墅', '民宿建筑'] },
      { name: '商业建筑', items: ['商业综合体', '写字楼', '酒店建筑', '售楼处'] },
      { name: '公共建筑', items: ['图书馆', '博物馆', '体育馆', '学校建筑'] },
      { name: '古建筑', items: ['中式古建', '亭子', '牌坊', '寺庙'] },
    ],
  },
  {
    name: '室外',
    children: [
      { name: '景观小品', items: ['景观雕塑', '景墙', '廊架', '水景'] },
      { name: '户外家具', items: ['户外桌椅', '遮阳伞', '秋千', '休闲躺椅'] },
      { name: '交通工具', items: ['轿车', '自行车', '公交车', '游艇'] },
      { name: '人物', items: ['商务人物', '休闲人物', '儿童人物'] },
    ],
  },
  {
    name: '厨卫',
    children: [
      { name: '橱柜', items: ['整体橱柜', '岛台橱柜', '开放式厨房'] },
      { name: '卫浴', items: ['浴缸', '马桶', '洗手台', '淋浴房', '浴室柜'] },
      { name: '厨房用品', items: ['厨具摆件', '餐具组合', '锅具'] },
    ],
  },
  {
    name: '装饰品',
    children: [
      { name: '摆件', items: ['陶瓷摆件', '书籍摆件', '金属摆件', '花瓶摆件'] },
      { name: '挂画', items: ['装饰画', '抽象挂画', '山水挂画'] },
      { name: '地毯', items: ['客厅地毯', '圆形地毯', '手工地毯'] },
      { name: '窗帘', items: ['布艺窗帘', '纱帘', '百叶窗'] },
    ],
  },
  {
    name: '植物',
    children: [
      { name: '盆栽', items: ['绿植盆栽', '龟背竹', '散尾葵', '多肉盆栽'] },
      { name: '树木', items: ['景观树', '松树', '樱花树', '棕榈树'] },
      { name: '花卉', items: ['插花', '花束', '花艺组合'] },
    ],
  },
  {
    name: '电器',
    children: [
      { name: '厨房电器', items: ['冰箱', '烤箱', '油烟机', '微波炉'] },
      { name: '家用电器', items: ['电视机', '空调', '洗衣机', '音响'] },
      { name: '数码产品', items: ['笔记本电脑', '手机', '显示器'] },
    ],
  },
];

const textures: readonly CategorySeed[] = [
  {
    name: '木纹',
    children: [
      { name: '木地板', items: ['橡木地板', '胡桃木地板', '人字拼地板'] },
      { name: '木饰面', items: ['木饰面板', '樱桃木饰面'] },
    ],
  },
  {
    name: '石材',
    children: [
      { name: '大理石', items: ['白色大理石', '爵士白大理石', '鱼肚白大理石'] },
      { name: '瓷砖', items: ['仿古砖', '水磨石', '马赛克瓷砖'] },
    ],
  },
  {
    name: '布料',
    children: [
      { name: '布纹', items: ['亚麻布纹', '绒布', '格子布'] },
      { name: '皮革', items: ['真皮皮革', '荔枝纹皮革'] },
    ],
  },
  {
    name: '金属',
    children: [
      { name: '拉丝金属', items: ['拉丝不锈钢', '拉丝铜'] },
      { name: '锈蚀金属', items: ['锈铁板', '耐候钢'] },
    ],
  },
  {
    name: '墙纸',
    children: [
      { name: '壁纸', items: ['花纹墙纸', '素色墙纸', '条纹墙纸'] },
      { name: '墙布', items: ['刺绣墙布', '无缝墙布'] },
    ],
  },
];

const ueModels: readonly CategorySeed[] = [
  {
    name: '场景',
    children: [
      { name: '室内场景', items: ['客厅场景', '卧室场景', '办公室场景'] },
      { name: '室外场景', items: ['城市街道', '森林场景', '古镇场景'] },
    ],
  },
  {
    name: '道具',
    children: [
      { name: '家具道具', items: ['沙发道具', '桌椅道具'] },
      { name: '武器道具', items: ['古剑', '盾牌'] },
    ],
  },
  // Animals are left out: built from primitives they would not look like the pets a title names.
  { name: '角色', children: [{ name: '人物角色', items: ['古风角色', '科幻角色'] }] },
  {
    name: '载具',
    children: [
      { name: '汽车', items: ['跑车', '越野车'] },
      { name: '飞行器', items: ['无人机', '飞船'] },
    ],
  },
];

const ueMaterials: readonly CategorySeed[] = [
  {
    name: '地表材质',
    children: [
      { name: '草地', items: ['草地材质', '苔藓材质'] },
      { name: '泥土', items: ['泥土材质', '沙地材质'] },
    ],
  },
  {
    name: '建筑材质',
    children: [
      { name: '砖墙', items: ['红砖墙材质', '青砖材质'] },
      { name: '混凝土', items: ['清水混凝土材质', '旧混凝土材质'] },
    ],
  },
  {
    name: '自然材质',
    children: [
      { name: '岩石', items: ['岩石材质', '火山岩材质'] },
      { name: '水面', items: ['水面材质', '冰面材质'] },
    ],
  },
];

export const taxonomyByKind: Readonly<Record<AssetKind, readonly CategorySeed[]>> = {
  1: threeD,
  2: threeD,
  3: textures,
  4: ueModels,
  5: ueMaterials,
};

export const styleNames = [
  '现代',
  '北欧',
  '新中式',
  '欧式',
  '美式',
  '日式',
  '轻奢',
  '工业风',
  '法式',
  '侘寂风',
] as const;
export const modifiers = [
  '简约',
  '奢华',
  '复古',
  '实木',
  '极简',
  '时尚',
  '经典',
  '创意',
  '',
  '',
] as const;
export const renderersByKind: Readonly<Record<AssetKind, readonly string[]>> = {
  1: ['VRay', 'Corona', 'Arnold', 'Redshift', 'Octane', 'FStorm'],
  2: ['VRay', 'Enscape', 'Lumion', 'D5'],
  3: [],
  4: ['Lumen', '静态烘焙'],
  5: [],
};
export const maxVersions = ['2014', '2016', '2018', '2020', '2022', '2024'] as const;
export const suVersions = ['2017', '2019', '2021', '2023'] as const;

export const surnames = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '林',
  '郭',
  '何',
  '高',
  '罗',
];
export const givenNames = [
  '设计',
  '建模',
  '云',
  '木子',
  '小白',
  '大雄',
  '若溪',
  '星河',
  '墨白',
  '清风',
  '晨曦',
  '一帆',
  '子轩',
  '雨桐',
  '思远',
  '梓涵',
];
export const nicknameSuffixes = ['工作室', '设计', '模型库', '', '', '3D', '空间'];

export const albumLabelNames = [
  '客厅',
  '卧室',
  '餐厅',
  '书房',
  '办公',
  '酒店',
  '餐饮',
  '样板间',
  '别墅',
  '庭院',
];

/** What belongs in each album space (by the album label): subcategory names and item phrases. */
export const albumSpaceContents: Readonly<
  Record<(typeof albumLabelNames)[number], readonly string[]>
> = {
  客厅: [
    '沙发',
    '沙发组合',
    '茶几',
    '边几',
    '电视柜',
    '客厅吊灯',
    '客厅落地灯',
    '地毯',
    '窗帘',
    '盆栽',
    '挂画',
    '摆件',
    '电视机',
    '音响',
    '客厅场景',
    '沙发道具',
  ],
  卧室: ['床', '衣柜', '台灯', '床头壁灯', '吸顶灯', '梳妆台', '窗帘', '地毯', '卧室场景'],
  餐厅: ['餐桌', '餐椅', '餐厅吊灯', '酒柜', '边柜', '餐具组合', '插花', '桌椅道具'],
  书房: [
    '书桌',
    '书柜',
    '办公椅',
    '书桌台灯',
    '阅读落地灯',
    '书籍摆件',
    '笔记本电脑',
    '显示器',
    '休闲椅',
  ],
  办公: ['会议桌', '办公椅', '书桌', '显示器', '笔记本电脑', '写字楼', '办公室场景', '绿植盆栽'],
  酒店: ['酒店建筑', '水晶吊灯', '双人床', '单椅', '浴缸', '洗手台', '浴室柜', '软包床'],
  餐饮: ['餐桌', '餐椅', '吧椅', '餐厅吊灯', '厨房电器', '橱柜', '厨房用品'],
  样板间: ['沙发', '床', '餐桌', '吊灯', '挂画', '地毯', '窗帘', '摆件', '花卉'],
  别墅: ['别墅建筑', '联排别墅', '民宿建筑', '户外家具', '景观小品', '树木'],
  庭院: ['景观小品', '户外家具', '树木', '花卉', '亭子', '廊架', '水景', '秋千'],
};
/** Themed albums by kind of object: a title and the subcategories it collects. */
export const albumKindThemes: readonly {
  title: string;
  label: (typeof albumLabelNames)[number];
  contents: readonly string[];
}[] = [
  { title: '灯具精选', label: '客厅', contents: ['吊灯', '台灯', '落地灯', '壁灯', '吸顶灯'] },
  { title: '沙发合集', label: '客厅', contents: ['沙发', '沙发组合'] },
  { title: '椅子精选', label: '餐厅', contents: ['椅子'] },
  { title: '古建筑合集', label: '庭院', contents: ['古建筑'] },
  { title: '绿植花卉精选', label: '庭院', contents: ['盆栽', '花卉', '树木'] },
  { title: '卫浴精选', label: '酒店', contents: ['卫浴'] },
  { title: '厨房方案合集', label: '餐饮', contents: ['橱柜', '厨房电器', '厨房用品'] },
  { title: '建筑外观合集', label: '别墅', contents: ['住宅', '商业建筑', '公共建筑'] },
  { title: '装饰摆件精选', label: '样板间', contents: ['摆件', '挂画'] },
  { title: '家电数码合集', label: '办公', contents: ['家用电器', '数码产品', '厨房电器'] },
  { title: '交通工具合集', label: '别墅', contents: ['交通工具', '汽车', '飞行器'] },
];
export const labelWordList = [
  '沙发',
  '吊灯',
  '餐桌',
  '北欧',
  '新中式',
  '衣柜',
  '绿植',
  '大理石',
  '地毯',
  '窗帘',
];
export const hotWordsByCategory: Readonly<Record<number, readonly string[]>> = {
  1: ['沙发', '吊灯', '餐桌椅', '床', '茶几', '衣柜', '书柜', '绿植', '窗帘', '地毯'],
  2: ['别墅建筑', '景观小品', '户外家具', '商业建筑', '古建筑', '廊架', '售楼处', '亭子'],
  3: ['大理石', '木地板', '墙纸', '布纹', '皮革', '瓷砖', '水磨石', '金属'],
  4: ['室内场景', '城市街道', '古风角色', '跑车', '道具'],
  5: ['草地材质', '砖墙', '混凝土', '岩石材质', '水面材质'],
};
