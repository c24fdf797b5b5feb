import type { AssetBuilder } from './builder.js';
import { beanBag, bed, cabinet, chair, sofa, sofaSet, table } from './archetypes/furniture.js';
import {
  ceilingLamp,
  floorLamp,
  pendant,
  ringLamp,
  tableLamp,
  wallLamp,
} from './archetypes/lighting.js';
import { appliance } from './archetypes/appliances.js';
import { chinese, house, publicBuilding, tower } from './archetypes/architecture.js';
import {
  bathroom,
  curtain,
  kitchen,
  kitchenware,
  ornament,
  painting,
  rug,
} from './archetypes/interior.js';
import { flowers, pottedPlant, tree } from './archetypes/nature.js';
import { landscape, outdoorFurniture, person, vehicle, weapon } from './archetypes/outdoor.js';
import { aircraft, character, scene } from './archetypes/scenes.js';
import type { ArchetypeContext } from './parts.js';

export interface ArchetypeEntry {
  id: string;
  build: (context: ArchetypeContext) => AssetBuilder;
}

const entries: [items: string[], id: string, build: (context: ArchetypeContext) => AssetBuilder][] =
  [
    // 家具
    [
      ['三人沙发组合', '布艺沙发', '真皮沙发'],
      'sofa',
      (c) => sofa(c, { seats: c.rng.int(2, 3), corner: false }),
    ],
    [['单人沙发'], 'sofa-single', (c) => sofa(c, { seats: 1, corner: false })],
    [['转角沙发'], 'sofa-corner', (c) => sofa(c, { seats: 3, corner: true })],
    [['懒人沙发'], 'bean-bag', beanBag],
    [['餐椅'], 'dining-chair', (c) => chair(c, 'dining')],
    [['休闲椅'], 'lounge-chair', (c) => chair(c, 'lounge')],
    [['办公椅'], 'office-chair', (c) => chair(c, 'office')],
    [['吧椅'], 'bar-stool', (c) => chair(c, 'bar')],
    [['摇椅'], 'rocking-chair', (c) => chair(c, 'rocking')],
    [['单椅'], 'armchair', (c) => chair(c, 'armchair')],
    [['双人床'], 'bed', (c) => bed(c, 'double')],
    [['儿童床'], 'kids-bed', (c) => bed(c, 'kids')],
    [['榻榻米床'], 'tatami-bed', (c) => bed(c, 'tatami')],
    [['软包床'], 'upholstered-bed', (c) => bed(c, 'upholstered')],
    [['实木床'], 'wooden-bed', (c) => bed(c, 'wood')],
    [['餐桌'], 'dining-table', (c) => table(c, 'dining')],
    [['书桌'], 'desk', (c) => table(c, 'desk')],
    [['茶几'], 'coffee-table', (c) => table(c, 'coffee')],
    [['边几'], 'side-table', (c) => table(c, 'side')],
    [['会议桌'], 'conference-table', (c) => table(c, 'conference')],
    [['梳妆台'], 'dressing-table', (c) => table(c, 'dresser')],
    [['衣柜'], 'wardrobe', (c) => cabinet(c, 'wardrobe')],
    [['电视柜'], 'tv-cabinet', (c) => cabinet(c, 'tv')],
    [['书柜'], 'bookcase', (c) => cabinet(c, 'bookcase')],
    [['鞋柜'], 'shoe-cabinet', (c) => cabinet(c, 'shoe')],
    [['酒柜'], 'wine-cabinet', (c) => cabinet(c, 'wine')],
    [['边柜'], 'sideboard', (c) => cabinet(c, 'sideboard')],
    [['沙发茶几组合', '客厅沙发组合', '会客沙发组合', '沙发道具'], 'sofa-set', sofaSet],
    // 灯具
    [['水晶吊灯'], 'crystal-chandelier', (c) => pendant(c, 'crystal')],
    [['餐厅吊灯'], 'pendant-lamp', (c) => pendant(c, 'dining')],
    [['客厅吊灯'], 'chandelier', (c) => (c.rng.chance(0.3) ? ringLamp(c) : pendant(c, 'living'))],
    [['艺术吊灯'], 'globe-cluster-pendant', (c) => pendant(c, 'art')],
    [['床头台灯', '书桌台灯'], 'table-lamp', (c) => tableLamp(c, false)],
    [['陶瓷台灯'], 'ceramic-table-lamp', (c) => tableLamp(c, true)],
    [['钓鱼落地灯'], 'arc-floor-lamp', (c) => floorLamp(c, 'arc')],
    [['客厅落地灯'], 'floor-lamp', (c) => floorLamp(c, 'living')],
    [['阅读落地灯'], 'reading-floor-lamp', (c) => floorLamp(c, 'reading')],
    [['床头壁灯'], 'wall-lamp', (c) => wallLamp(c, 'bedside')],
    [['户外壁灯'], 'outdoor-wall-lantern', (c) => wallLamp(c, 'outdoor')],
    [['镜前灯'], 'mirror-light', (c) => wallLamp(c, 'mirror')],
    [['卧室吸顶灯', '圆形吸顶灯'], 'ceiling-lamp', (c) => ceilingLamp(c, false)],
    [['儿童房吸顶灯'], 'kids-ceiling-lamp', (c) => ceilingLamp(c, true)],
    // 建筑
    [['别墅建筑'], 'villa', (c) => house(c, 'villa')],
    [['联排别墅'], 'townhouse', (c) => house(c, 'townhouse')],
    [['民宿建筑'], 'guesthouse', (c) => house(c, 'guesthouse')],
    [['高层住宅'], 'residential-tower', (c) => tower(c, 'residential')],
    [['写字楼'], 'office-tower', (c) => tower(c, 'office')],
    [['酒店建筑'], 'hotel', (c) => tower(c, 'hotel')],
    [['商业综合体'], 'shopping-centre', (c) => tower(c, 'mall')],
    [['售楼处'], 'sales-pavilion', (c) => tower(c, 'sales')],
    [['图书馆'], 'library', (c) => publicBuilding(c, 'library')],
    [['博物馆'], 'museum', (c) => publicBuilding(c, 'museum')],
    [['体育馆'], 'stadium', (c) => publicBuilding(c, 'stadium')],
    [['学校建筑'], 'school', (c) => publicBuilding(c, 'school')],
    [['中式古建'], 'chinese-hall', (c) => chinese(c, 'hall')],
    [['亭子'], 'pavilion', (c) => chinese(c, 'pavilion')],
    [['牌坊'], 'paifang', (c) => chinese(c, 'paifang')],
    [['寺庙'], 'temple', (c) => chinese(c, 'temple')],
    // 室外
    [['景观雕塑'], 'sculpture', (c) => landscape(c, 'sculpture')],
    [['景墙'], 'feature-wall', (c) => landscape(c, 'wall')],
    [['廊架'], 'pergola', (c) => landscape(c, 'pergola')],
    [['水景'], 'fountain', (c) => landscape(c, 'fountain')],
    [['户外桌椅', '桌椅道具'], 'garden-table-set', (c) => outdoorFurniture(c, 'set')],
    [['遮阳伞'], 'parasol', (c) => outdoorFurniture(c, 'umbrella')],
    [['秋千'], 'swing', (c) => outdoorFurniture(c, 'swing')],
    [['休闲躺椅'], 'sun-lounger', (c) => outdoorFurniture(c, 'lounger')],
    [['轿车'], 'car', (c) => vehicle(c, 'car')],
    [['跑车'], 'sports-car', (c) => vehicle(c, 'sports')],
    [['越野车'], 'suv', (c) => vehicle(c, 'suv')],
    [['自行车'], 'bicycle', (c) => vehicle(c, 'bicycle')],
    [['公交车'], 'bus', (c) => vehicle(c, 'bus')],
    [['游艇'], 'yacht', (c) => vehicle(c, 'yacht')],
    [['商务人物'], 'business-person', (c) => person(c, 'business')],
    [['休闲人物'], 'casual-person', (c) => person(c, 'casual')],
    [['儿童人物'], 'child', (c) => person(c, 'child')],
    // 厨卫
    [['整体橱柜'], 'kitchen-run', (c) => kitchen(c, 'run')],
    [['岛台橱柜'], 'kitchen-island', (c) => kitchen(c, 'island')],
    [['开放式厨房'], 'open-kitchen', (c) => kitchen(c, 'open')],
    [['浴缸'], 'bathtub', (c) => bathroom(c, 'bathtub')],
    [['马桶'], 'toilet', (c) => bathroom(c, 'toilet')],
    [['洗手台'], 'washbasin', (c) => bathroom(c, 'basin')],
    [['淋浴房'], 'shower', (c) => bathroom(c, 'shower')],
    [['浴室柜'], 'vanity-unit', (c) => bathroom(c, 'vanity')],
    [['厨具摆件'], 'kitchen-utensils', (c) => kitchenware(c, 'utensils')],
    [['餐具组合'], 'tableware', (c) => kitchenware(c, 'tableware')],
    [['锅具'], 'cookware', (c) => kitchenware(c, 'pots')],
    // 装饰品
    [['陶瓷摆件'], 'ceramics', (c) => ornament(c, 'ceramic')],
    [['书籍摆件'], 'book-stack', (c) => ornament(c, 'books')],
    [['金属摆件'], 'metal-sculpture', (c) => ornament(c, 'metal')],
    [['花瓶摆件'], 'vase-with-branches', (c) => ornament(c, 'vase')],
    [['装饰画'], 'framed-print', (c) => painting(c, 'decor')],
    [['抽象挂画'], 'abstract-painting', (c) => painting(c, 'abstract')],
    [['山水挂画'], 'ink-landscape-painting', (c) => painting(c, 'landscape')],
    [['客厅地毯'], 'rug', (c) => rug(c, 'living')],
    [['圆形地毯'], 'round-rug', (c) => rug(c, 'round')],
    [['手工地毯'], 'handmade-rug', (c) => rug(c, 'handmade')],
    [['布艺窗帘'], 'drapes', (c) => curtain(c, 'fabric')],
    [['纱帘'], 'sheer-curtain', (c) => curtain(c, 'sheer')],
    [['百叶窗'], 'venetian-blind', (c) => curtain(c, 'blinds')],
    // 植物
    [['绿植盆栽'], 'potted-plant', (c) => pottedPlant(c, 'foliage')],
    [['龟背竹'], 'monstera', (c) => pottedPlant(c, 'monstera')],
    [['散尾葵'], 'areca-palm', (c) => pottedPlant(c, 'palm')],
    [['多肉盆栽'], 'succulents', (c) => pottedPlant(c, 'succulent')],
    [['景观树'], 'broadleaf-tree', (c) => tree(c, 'broadleaf')],
    [['松树'], 'pine', (c) => tree(c, 'pine')],
    [['樱花树'], 'cherry-tree', (c) => tree(c, 'cherry')],
    [['棕榈树'], 'palm-tree', (c) => tree(c, 'palm')],
    [['插花'], 'flower-arrangement', (c) => flowers(c, 'arrangement')],
    [['花束'], 'bouquet', (c) => flowers(c, 'bouquet')],
    [['花艺组合'], 'flower-pots', (c) => flowers(c, 'group')],
    // 电器
    [['冰箱'], 'fridge', (c) => appliance(c, 'fridge')],
    [['烤箱'], 'oven', (c) => appliance(c, 'oven')],
    [['油烟机'], 'cooker-hood', (c) => appliance(c, 'hood')],
    [['微波炉'], 'microwave', (c) => appliance(c, 'microwave')],
    [['电视机'], 'tv', (c) => appliance(c, 'tv')],
    [['空调'], 'air-conditioner', (c) => appliance(c, 'aircon')],
    [['洗衣机'], 'washing-machine', (c) => appliance(c, 'washer')],
    [['音响'], 'speakers', (c) => appliance(c, 'speaker')],
    [['笔记本电脑'], 'laptop', (c) => appliance(c, 'laptop')],
    [['手机'], 'phone', (c) => appliance(c, 'phone')],
    [['显示器'], 'monitor', (c) => appliance(c, 'monitor')],
    // UE 场景、道具、角色、载具
    [['客厅场景'], 'living-room-scene', (c) => scene(c, 'living')],
    [['卧室场景'], 'bedroom-scene', (c) => scene(c, 'bedroom')],
    [['办公室场景'], 'office-scene', (c) => scene(c, 'office')],
    [['城市街道'], 'street-scene', (c) => scene(c, 'street')],
    [['森林场景'], 'forest-scene', (c) => scene(c, 'forest')],
    [['古镇场景'], 'old-town-scene', (c) => scene(c, 'old-town')],
    [['古剑'], 'sword', (c) => weapon(c, 'sword')],
    [['盾牌'], 'shield', (c) => weapon(c, 'shield')],
    [['古风角色'], 'ancient-character', (c) => character(c, 'ancient')],
    [['科幻角色'], 'scifi-character', (c) => character(c, 'scifi')],
    [['无人机'], 'drone', (c) => aircraft(c, 'drone')],
    [['飞船'], 'spaceship', (c) => aircraft(c, 'ship')],
  ];

export const archetypeByItem: ReadonlyMap<string, ArchetypeEntry> = new Map(
  entries.flatMap(([items, id, build]) =>
    items.map((item): [string, ArchetypeEntry] => [item, { id, build }]),
  ),
);

/** Every archetype once, with one item that builds it (for tests and the contact sheet). */
export const archetypeSamples: readonly { id: string; item: string }[] = entries.map(
  ([items, id]) => ({ id, item: items[0]! }),
);
