export {
  generateTexture,
  findVariant,
  textureFamilies,
  normalsFromHeight,
  occlusionFromHeight,
} from './generate.js';
export type { TextureRequest, TextureSet } from './generate.js';
export type { FamilyDef, VariantDef } from './sampler.js';
export { renderMaterialBall, renderSwatch, composite, proceduralSky } from './render.js';
export type { RenderedImage, BallOptions, SwatchOptions, SkyOptions } from './render.js';
