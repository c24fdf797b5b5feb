/**
 * A shape-aware descriptor for search by image: it finds the object in the picture and describes
 * its outline and inner edges, so a picture of a sofa lands near sofas, whatever their colour.
 *
 * 1. The picture is decoded to a small grey working copy (plus two opponent colour channels).
 * 2. The object's box is found from strong edges: the studio backdrop and the soft floor shadow are
 *    smooth, object outlines are not. A crop that cuts the object leaves the cut sides at the frame.
 * 3. Inside a square around that box, a histogram of oriented gradients (HOG) is taken on a coarse
 *    grid, with soft binning in space and angle and square-root (Hellinger) normalisation: it keeps
 *    where the edges run and in which direction, not their contrast.
 * 4. The box's aspect ratio is appended; a fixed projection, fitted offline on renders of the
 *    generated catalogue, maps this to fewer dimensions that separate kinds of object best.
 * 5. A small grid of the object's colour is appended after the projection with a low weight, so
 *    colour breaks ties between models of one shape but never outweighs the shape.
 *
 * The whole vector is L2-normalised so Euclidean distance ranks like cosine similarity, and stays
 * within the `cube` index's 100 dimensions. A catalogue picture is indexed as the object's box, the
 * boxes that cut one side away (what a user's tight crop leaves) and its mirror image (the side the
 * gallery does not show, for the many left-right symmetric objects); a query is the object's box, and
 * in a screenshot also the object's box inside the framed picture.
 *
 * @module
 */
import sharp from 'sharp';
import type { DetailedEmbedder, EmbeddedPicture, EmbeddingPurpose } from './embedding.js';
import { findEmbeddedPicture, normalise } from './embedding.js';
import { type LinearProjection, project } from './projection.js';

/** A box in working-copy pixels, right and bottom exclusive. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Settings of the raw shape descriptor (the defaults are what the benchmark measured). */
export interface ShapeDescriptorOptions {
  /** Longest side of the working copy, in pixels. */
  readonly workingSize?: number;
  /** HOG grids: cells per side of the object's square, one histogram grid each. */
  readonly grids?: readonly number[];
  /** Unsigned orientation bins over 180 degrees. */
  readonly orientations?: number;
  /** Colour cells per side (two opponent channels each). */
  readonly colourCells?: number;
  /** Weight of the colour part against the shape part (shape has length 1). */
  readonly colourWeight?: number;
  /** Weight of the aspect-ratio value. */
  readonly aspectWeight?: number;
  /** Pixel limit passed to sharp so a decompression bomb is refused, not decoded. */
  readonly limitInputPixels?: number;
}

/** Settings of the shape embedder. */
export interface ShapeEmbedderOptions extends ShapeDescriptorOptions {
  /** Projection of the raw descriptor to the indexed one (needed above 100 raw dimensions). */
  readonly projection?: LinearProjection;
  /** Short name of the projection, part of the embedder id. */
  readonly projectionName?: string;
}

/** The working copy of one picture. */
export interface ShapePicture {
  readonly width: number;
  readonly height: number;
  /** Lightness 0..1 per pixel. */
  readonly lightness: Float32Array;
  /** Opponent colours: red minus green, and yellow minus blue, about -1..1. */
  readonly redGreen: Float32Array;
  readonly yellowBlue: Float32Array;
  /** Gradient magnitude and unsigned angle (0..pi) per pixel; zero on the outer ring. */
  readonly magnitude: Float32Array;
  readonly angle: Float32Array;
}

/** Edge strength (lightness units per pixel, Sobel / 8) that counts as part of an object. */
const EDGE_FLOOR = 0.035;
/** Edges weaker than this share of the strongest one are ignored when finding the object. */
const EDGE_RELATIVE = 0.12;
/** Share of edge pixels allowed outside the box on each side (noise, stray specks). */
const EDGE_OUTLIERS = 0.004;

/** Builds the working copy from raw RGB pixels. */
export function shapePicture(
  rgb: Uint8Array,
  width: number,
  height: number,
  channels: number,
): ShapePicture {
  const pixels = width * height;
  const lightness = new Float32Array(pixels);
  const redGreen = new Float32Array(pixels);
  const yellowBlue = new Float32Array(pixels);
  for (let pixel = 0; pixel < pixels; pixel++) {
    const red = rgb[pixel * channels]! / 255;
    const green = rgb[pixel * channels + 1]! / 255;
    const blue = rgb[pixel * channels + 2]! / 255;
    lightness[pixel] = 0.299 * red + 0.587 * green + 0.114 * blue;
    redGreen[pixel] = red - green;
    yellowBlue[pixel] = (red + green) / 2 - blue;
  }
  const magnitude = new Float32Array(pixels);
  const angle = new Float32Array(pixels);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x;
      const l = lightness;
      const gx =
        l[at - width + 1]! +
        2 * l[at + 1]! +
        l[at + width + 1]! -
        l[at - width - 1]! -
        2 * l[at - 1]! -
        l[at + width - 1]!;
      const gy =
        l[at + width - 1]! +
        2 * l[at + width]! +
        l[at + width + 1]! -
        l[at - width - 1]! -
        2 * l[at - width]! -
        l[at - width + 1]!;
      magnitude[at] = Math.sqrt(gx * gx + gy * gy) / 8;
      let theta = Math.atan2(gy, gx);
      if (theta < 0) theta += Math.PI;
      if (theta >= Math.PI) theta -= Math.PI;
      angle[at] = theta;
    }
  }
  return { width, height, lightness, redGreen, yellowBlue, magnitude, angle };
}

/**
 * The object's box: the extent of the strong edges inside `within`, leaving out a tiny share of
 * them on each side. Falls back to `within` when there are no edges (a flat picture).
 */
export function objectBox(picture: ShapePicture, within: Box = fullBox(picture)): Box {
  const { width, magnitude } = picture;
  let strongest = 0;
  for (let y = within.top; y < within.bottom; y++) {
    for (let x = within.left; x < within.right; x++)
      strongest = Math.max(strongest, magnitude[y * width + x]!);
  }
  const threshold = Math.max(EDGE_FLOOR, strongest * EDGE_RELATIVE);
  const columns = new Float64Array(within.right - within.left);
  const rows = new Float64Array(within.bottom - within.top);
  let total = 0;
  for (let y = within.top; y < within.bottom; y++) {
    for (let x = within.left; x < within.right; x++) {
      if (magnitude[y * width + x]! < threshold) continue;
      columns[x - within.left]! += 1;
      rows[y - within.top]! += 1;
      total++;
    }
  }
  if (total < 8) return within;
  const allowed = total * EDGE_OUTLIERS;
  const first = (counts: Float64Array): number => {
    let sum = 0;
    for (let index = 0; index < counts.length; index++) {
      sum += counts[index]!;
      if (sum > allowed) return index;
    }
    return 0;
  };
  const last = (counts: Float64Array): number => {
    let sum = 0;
    for (let index = counts.length - 1; index >= 0; index--) {
      sum += counts[index]!;
      if (sum > allowed) return index + 1;
    }
    return counts.length;
  };
  const left = within.left + first(columns);
  const right = within.left + last(columns);
  const top = within.top + first(rows);
  const bottom = within.top + last(rows);
  if (right - left < 4 || bottom - top < 4) return within;
  return { left, top, right, bottom };
}

/** The picture mirrored left to right (gradients included). */
export function mirrorPicture(picture: ShapePicture): ShapePicture {
  const { width, height } = picture;
  const flip = (values: Float32Array) => {
    const out = new Float32Array(values.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) out[y * width + x] = values[y * width + width - 1 - x]!;
    }
    return out;
  };
  const angle = flip(picture.angle);
  // A horizontal flip negates the x gradient: an unsigned angle t becomes pi - t.
  for (let index = 0; index < angle.length; index++)
    angle[index] = angle[index]! > 0 ? Math.PI - angle[index]! : 0;
  return {
    width,
    height,
    lightness: flip(picture.lightness),
    redGreen: flip(picture.redGreen),
    yellowBlue: flip(picture.yellowBlue),
    magnitude: flip(picture.magnitude),
    angle,
  };
}

export function fullBox(picture: { readonly width: number; readonly height: number }): Box {
  return { left: 0, top: 0, right: picture.width, bottom: picture.height };
}

/** Boxes a tight crop of the object leaves: the object's box with one side cut by `cut`. */
export function cutBoxes(box: Box, cut: number): Box[] {
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  const dx = Math.round(width * cut);
  const dy = Math.round(height * cut);
  return [
    { ...box, left: box.left + dx },
    { ...box, right: box.right - dx },
    { ...box, top: box.top + dy },
    { ...box, bottom: box.bottom - dy },
  ];
}

/** Unsigned orientation bins of every HOG grid. */
function hogGrid(
  picture: ShapePicture,
  box: Box,
  cells: number,
  orientations: number,
  out: Float32Array,
  offset: number,
): void {
  const boxWidth = box.right - box.left;
  const boxHeight = box.bottom - box.top;
  // A square around the box keeps the object's proportions: a tall lamp and a wide sofa fill
  // different cells instead of both being stretched to the grid.
  const side = Math.max(boxWidth, boxHeight) * 1.04;
  const originX = (box.left + box.right) / 2 - side / 2;
  const originY = (box.top + box.bottom) / 2 - side / 2;
  const cellSize = side / cells;
  const binWidth = Math.PI / orientations;
  const x0 = Math.max(1, Math.floor(box.left));
  const x1 = Math.min(picture.width - 1, Math.ceil(box.right));
  const y0 = Math.max(1, Math.floor(box.top));
  const y1 = Math.min(picture.height - 1, Math.ceil(box.bottom));
  for (let y = y0; y < y1; y++) {
    // Cell coordinates centred on cells, for bilinear (soft) spatial binning.
    const cy = (y + 0.5 - originY) / cellSize - 0.5;
    const row0 = Math.floor(cy);
    const fy = cy - row0;
    for (let x = x0; x < x1; x++) {
      const at = y * picture.width + x;
      const strength = picture.magnitude[at]!;
      if (strength < 0.004) continue;
      const cx = (x + 0.5 - originX) / cellSize - 0.5;
      const column0 = Math.floor(cx);
      const fx = cx - column0;
      const bin = picture.angle[at]! / binWidth - 0.5;
      const bin0 = Math.floor(bin);
      const fb = bin - bin0;
      const binA = (bin0 + orientations) % orientations;
      const binB = (bin0 + 1) % orientations;
      for (let dy = 0; dy < 2; dy++) {
        const row = row0 + dy;
        if (row < 0 || row >= cells) continue;
        const wy = dy === 0 ? 1 - fy : fy;
        for (let dx = 0; dx < 2; dx++) {
          const column = column0 + dx;
          if (column < 0 || column >= cells) continue;
          const weight = strength * wy * (dx === 0 ? 1 - fx : fx);
          const cell = offset + (row * cells + column) * orientations;
          out[cell + binA] = out[cell + binA]! + weight * (1 - fb);
          out[cell + binB] = out[cell + binB]! + weight * fb;
        }
      }
    }
  }
  // Hellinger normalisation: square roots of the L1-normalised histogram damp the few strongest
  // edges (a sharp shadow line, a specular highlight) that would otherwise dominate.
  const length = cells * cells * orientations;
  let sum = 0;
  for (let index = offset; index < offset + length; index++) sum += out[index]!;
  if (sum > 0)
    for (let index = offset; index < offset + length; index++)
      out[index] = Math.sqrt(out[index]! / sum);
}

/** Bins per channel of the detail histogram (lightness, red-green, yellow-blue). */
const HISTOGRAM_BINS = 4;
/** Opponent colour range spread over the bins; values beyond fall in the outer bins. */
const OPPONENT_RANGE = 0.3;

/**
 * The detail vector: a joint histogram of lightness and the two opponent colours over the object's
 * box (4 x 4 x 4 bins), as square roots of the shares (length 1, Euclidean distance then ranks like
 * the Hellinger distance). Models of one archetype differ in materials and colours far more than in
 * outline, and the histogram, unlike the coarse colour grid of the indexed vector, sees which
 * colours and how much of each; it does not depend on where they are, so one histogram serves the
 * picture and its mirror image, and a view from another angle keeps most of it.
 */
export function colourHistogram(picture: ShapePicture, box: Box): Float32Array {
  const bins = HISTOGRAM_BINS;
  const counts = new Float32Array(bins ** 3);
  const bin = (value: number, low: number, high: number) =>
    Math.max(0, Math.min(bins - 1, Math.floor(((value - low) / (high - low)) * bins)));
  let total = 0;
  for (let y = Math.max(0, box.top); y < Math.min(picture.height, box.bottom); y++) {
    for (let x = Math.max(0, box.left); x < Math.min(picture.width, box.right); x++) {
      const at = y * picture.width + x;
      const index =
        (bin(picture.lightness[at]!, 0, 1) * bins +
          bin(picture.redGreen[at]!, -OPPONENT_RANGE, OPPONENT_RANGE)) *
          bins +
        bin(picture.yellowBlue[at]!, -OPPONENT_RANGE, OPPONENT_RANGE);
      counts[index] = counts[index]! + 1;
      total++;
    }
  }
  for (let index = 0; index < counts.length; index++)
    counts[index] = total > 0 ? Math.sqrt(counts[index]! / total) : 0;
  return counts;
}

/**
 * The raw descriptor: a shape part (HOG grids, aspect ratio), which may be longer than the index
 * takes, so the embedder projects it, and a small colour part.
 */
export class ShapeDescriptor {
  /** Length of the shape part (what a projection takes). */
  readonly dimensions: number;
  /** Length of the colour part. */
  readonly colourDimensions: number;
  /** The settings, as a short text for embedder ids. */
  readonly name: string;
  /** The long edge of the working copy every picture is described from. */
  readonly workingSize: number;
  private readonly grids: readonly number[];
  private readonly orientations: number;
  private readonly colourCells: number;
  private readonly colourWeight: number;
  private readonly aspectWeight: number;
  private readonly limitInputPixels: number;

  constructor(options: ShapeDescriptorOptions = {}) {
    this.workingSize = options.workingSize ?? 160;
    this.grids = options.grids ?? [2, 4];
    this.orientations = options.orientations ?? 8;
    this.colourCells = options.colourCells ?? 2;
    this.colourWeight = options.colourWeight ?? 0.25;
    this.aspectWeight = options.aspectWeight ?? 0.3;
    this.limitInputPixels = options.limitInputPixels ?? 40_000_000;
    this.dimensions =
      this.grids.reduce((sum, cells) => sum + cells * cells * this.orientations, 0) + 1;
    this.colourDimensions = 2 * this.colourCells ** 2;
    this.name = `s${this.workingSize}-g${this.grids.join('.')}-o${this.orientations}-k${this.colourCells}-w${this.colourWeight}-a${this.aspectWeight}`;
  }

  /** Decodes, flattens transparency onto white and downsizes to the working copy. */
  async prepare(image: Buffer): Promise<ShapePicture> {
    const { data, info } = await sharp(image, { limitInputPixels: this.limitInputPixels })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(this.workingSize, this.workingSize, { fit: 'inside', kernel: 'linear' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return shapePicture(data, info.width, info.height, info.channels);
  }

  /** The shape part of the object inside `box` (HOG grids and aspect ratio), L2-normalised. */
  raw(picture: ShapePicture, box: Box): Float32Array {
    const vector = new Float32Array(this.dimensions);
    let offset = 0;
    for (const cells of this.grids) {
      hogGrid(picture, box, cells, this.orientations, vector, offset);
      offset += cells * cells * this.orientations;
    }
    // Each grid has length one; the aspect weight is against one grid.
    const gridWeight = 1 / Math.sqrt(this.grids.length);
    for (let index = 0; index < offset; index++) vector[index] = vector[index]! * gridWeight;
    vector[offset] =
      Math.log(Math.max(box.right - box.left, 1) / Math.max(box.bottom - box.top, 1)) *
      this.aspectWeight;
    return normalise(vector);
  }

  /**
   * The colour part: mean opponent colours in a coarse grid over the box, scaled by the colour
   * weight. Kept out of the projection, so its weight stays what it is set to.
   */
  colour(picture: ShapePicture, box: Box): Float32Array {
    const colourCells = this.colourCells;
    const vector = new Float32Array(this.colourDimensions);
    const boxWidth = box.right - box.left;
    const boxHeight = box.bottom - box.top;
    let offset = 0;
    for (const channel of [picture.redGreen, picture.yellowBlue]) {
      for (let row = 0; row < colourCells; row++) {
        for (let column = 0; column < colourCells; column++) {
          const cx0 = Math.floor(box.left + (column * boxWidth) / colourCells);
          const cx1 = Math.max(
            cx0 + 1,
            Math.floor(box.left + ((column + 1) * boxWidth) / colourCells),
          );
          const cy0 = Math.floor(box.top + (row * boxHeight) / colourCells);
          const cy1 = Math.max(
            cy0 + 1,
            Math.floor(box.top + ((row + 1) * boxHeight) / colourCells),
          );
          let total = 0;
          let count = 0;
          for (let y = cy0; y < Math.min(cy1, picture.height); y++) {
            for (let x = cx0; x < Math.min(cx1, picture.width); x++) {
              total += channel[y * picture.width + x]!;
              count++;
            }
          }
          vector[offset++] =
            count > 0 ? ((total / count) * this.colourWeight * 2) / colourCells : 0;
        }
      }
    }
    return vector;
  }
}

/** The model-free default embedder: the object's shape, and a little of its colour. */
export class ShapeEmbedder implements DetailedEmbedder {
  readonly id: string;
  /** Id the detail vectors (colour histograms) are stored under. */
  readonly detailId: string;
  readonly dimensions: number;
  readonly descriptor: ShapeDescriptor;
  readonly workingSize: number;
  private readonly projection: LinearProjection | undefined;

  constructor(options: ShapeEmbedderOptions = {}) {
    this.descriptor = new ShapeDescriptor(options);
    this.workingSize = this.descriptor.workingSize;
    this.projection = options.projection;
    if (this.projection !== undefined && this.projection.inputs !== this.descriptor.dimensions) {
      throw new RangeError(
        `the projection takes ${this.projection.inputs} values, the descriptor has ${this.descriptor.dimensions}`,
      );
    }
    this.dimensions =
      (this.projection?.outputs ?? this.descriptor.dimensions) + this.descriptor.colourDimensions;
    if (this.dimensions > 100)
      throw new RangeError(`${this.dimensions} dimensions exceed the cube index limit of 100`);
    this.id = `shape-hog-v1-${this.descriptor.name}${options.projectionName === undefined ? '' : `-p${options.projectionName}`}`;
    this.detailId = `${this.id}-colour-h${HISTOGRAM_BINS}`;
  }

  async embed(image: Buffer, purpose: EmbeddingPurpose): Promise<Float32Array[]> {
    const picture = await this.descriptor.prepare(image);
    return this.windows(picture, purpose).map(({ source, box }) => this.describe(source, box));
  }

  /**
   * The indexed vectors and the detail vectors: one colour histogram per query window, and one per
   * catalogue picture (of the object's box; the cut boxes and the mirror image add nothing to it).
   */
  async embedDetailed(image: Buffer, purpose: EmbeddingPurpose): Promise<EmbeddedPicture> {
    const picture = await this.descriptor.prepare(image);
    const windows = this.windows(picture, purpose);
    return {
      vectors: windows.map(({ source, box }) => this.describe(source, box)),
      details: (purpose === 'catalogue' ? windows.slice(0, 1) : windows).map(({ source, box }) =>
        colourHistogram(source, box),
      ),
    };
  }

  /** The pictures and boxes described: the object's box first. */
  private windows(
    picture: ShapePicture,
    purpose: EmbeddingPurpose,
  ): { source: ShapePicture; box: Box }[] {
    const box = objectBox(picture, fullBox(picture));
    if (purpose === 'catalogue') {
      // Most objects are left-right symmetric: the mirror image of a view from one side stands in
      // for the view from the other side, which the gallery does not show.
      const mirrored = mirrorPicture(picture);
      const mirroredBox = {
        ...box,
        left: picture.width - box.right,
        right: picture.width - box.left,
      };
      return [
        ...[box, ...cutBoxes(box, 0.2)].map((window) => ({ source: picture, box: window })),
        { source: mirrored, box: mirroredBox },
      ];
    }
    // A pasted screenshot frames the picture with title bars and panels, whose edges would widen the
    // box to the whole screen: the object's box inside the framed picture is searched as well.
    // Only a box that reaches three sides of the picture can be a screen: a photo or render of an
    // object leaves a margin, and a crop cuts two sides at most.
    const margin = Math.round(Math.max(picture.width, picture.height) * 0.04);
    const sides =
      Number(box.left <= margin) +
      Number(box.top <= margin) +
      Number(box.right >= picture.width - margin) +
      Number(box.bottom >= picture.height - margin);
    const framed =
      sides >= 3
        ? findEmbeddedPicture(picture.lightness, picture.width, fullBox(picture))
        : undefined;
    if (framed === undefined) return [{ source: picture, box }];
    return [
      { source: picture, box },
      { source: picture, box: objectBox(picture, framed) },
    ];
  }

  /** The indexed descriptor of the object inside `box`. */
  describe(picture: ShapePicture, box: Box): Float32Array {
    const raw = this.descriptor.raw(picture, box);
    const shape = this.projection === undefined ? raw : normalise(project(this.projection, raw));
    const vector = new Float32Array(this.dimensions);
    vector.set(shape);
    vector.set(this.descriptor.colour(picture, box), shape.length);
    return normalise(vector);
  }
}
