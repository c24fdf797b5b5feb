/**
 * Image embeddings for search by image.
 *
 * `ImageEmbedder` is the seam: the default `GridColourEmbedder` needs only sharp; a learned
 * model (for example an ONNX file provided by the operator) can implement the same interface
 * later, with its own `id` so its vectors never mix with another model's in the index.
 *
 * The default descriptor of one window is a zero-mean 8x8 lightness grid (structure, immune to
 * brightness changes) plus 4x4 grids of two opponent colour channels (what colour is where),
 * L2-normalised, so the Euclidean distance ranks like cosine similarity. Uniform borders are
 * trimmed first. A catalogue image is indexed as several windows (whole picture and
 * sub-windows at a few scales and positions) so a user's crop lands close to one of them; a
 * query is embedded as the whole picture plus a few inner windows so a screenshot frame that
 * trimming cannot remove (title bars, side panels) still leaves one clean window.
 *
 * @module
 */
import sharp from 'sharp';

/** Why an image is embedded: catalogue images get many windows, queries a few. */
export type EmbeddingPurpose = 'catalogue' | 'query';

/** Turns an image into one or more fixed-length vectors. */
export interface ImageEmbedder {
  /** Identifies the model and its version; stored with every vector. */
  readonly id: string;
  /** Length of every vector (at most 100 for the `cube` index). */
  readonly dimensions: number;
  /**
   * The long edge every picture is scaled down to before it is described, when there is one: a
   * catalogue WebP no larger than this is handed over as it is (see `embedCatalogueFile`).
   */
  readonly workingSize?: number;
  /**
   * Embeds a decoded-safe image (run it through `checkImageInput` first). Returns one vector
   * per window; the position in the array is the window number stored in the index.
   */
  embed(image: Buffer, purpose: EmbeddingPurpose): Promise<Float32Array[]>;
}

/** A picture's indexed vectors and its detail vectors (the second stage's, rerank.ts). */
export interface EmbeddedPicture {
  readonly vectors: Float32Array[];
  readonly details: Float32Array[];
}

/**
 * An embedder that also describes each picture with detail vectors, compared only among the first
 * stage's candidates to re-rank them (rerank.ts). They are stored under their own embedder id, so the
 * first stage and its lists never see them.
 */
export interface DetailedEmbedder extends ImageEmbedder {
  readonly detailId: string;
  embedDetailed(image: Buffer, purpose: EmbeddingPurpose): Promise<EmbeddedPicture>;
}

export function hasDetails(embedder: ImageEmbedder): embedder is DetailedEmbedder {
  return 'embedDetailed' in embedder && typeof embedder.embedDetailed === 'function';
}

/** The vectors of a picture, with detail vectors when the embedder makes them (none otherwise). */
export async function embedPicture(
  embedder: ImageEmbedder,
  image: Buffer,
  purpose: EmbeddingPurpose,
): Promise<EmbeddedPicture> {
  if (hasDetails(embedder)) return embedder.embedDetailed(image, purpose);
  return { vectors: await embedder.embed(image, purpose), details: [] };
}

/** A window as fractions of the trimmed picture. */
export interface WindowRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

function gridOfWindows(scale: number, positions: readonly number[]): WindowRect[] {
  const windows: WindowRect[] = [];
  for (const top of positions) {
    for (const left of positions) {
      windows.push({
        left: left * (1 - scale),
        top: top * (1 - scale),
        width: scale,
        height: scale,
      });
    }
  }
  return windows;
}

const WHOLE: WindowRect = { left: 0, top: 0, width: 1, height: 1 };

/** Catalogue windows: whole picture, then 3x3 grids of 80% and 65% windows. */
export const CATALOGUE_WINDOWS: readonly WindowRect[] = [
  WHOLE,
  ...gridOfWindows(0.8, [0, 0.5, 1]),
  ...gridOfWindows(0.65, [0, 0.5, 1]),
];

/** Query windows: whole picture plus inner windows that cut away frames on any side. */
export const QUERY_WINDOWS: readonly WindowRect[] = [WHOLE, ...gridOfWindows(0.85, [0, 1])];

/** Settings of the default embedder. */
export interface GridColourEmbedderOptions {
  /** Longest side of the working copy, in pixels. */
  readonly workingSize?: number;
  /** Lightness grid side (cells per side). */
  readonly lightnessGrid?: number;
  /** Colour grid side (cells per side). */
  readonly colourGrid?: number;
  /** Weight of the colour part against the lightness part. */
  readonly colourWeight?: number;
  /** Pixel limit passed to sharp so a decompression bomb is refused, not decoded. */
  readonly limitInputPixels?: number;
  readonly catalogueWindows?: readonly WindowRect[];
  readonly queryWindows?: readonly WindowRect[];
}

/** Summed-area table with one extra row and column of zeros, read with bilinear interpolation. */
class SummedArea {
  private readonly table: Float64Array;
  private readonly stride: number;

  constructor(
    values: Float32Array,
    readonly width: number,
    readonly height: number,
  ) {
    this.stride = width + 1;
    this.table = new Float64Array((width + 1) * (height + 1));
    for (let y = 0; y < height; y++) {
      let rowSum = 0;
      for (let x = 0; x < width; x++) {
        rowSum += values[y * width + x]!;
        this.table[(y + 1) * this.stride + x + 1] = this.table[y * this.stride + x + 1]! + rowSum;
      }
    }
  }

  /** Sum over [0, x) x [0, y) for fractional x, y. */
  private at(x: number, y: number): number {
    const x0 = Math.min(Math.floor(x), this.width);
    const y0 = Math.min(Math.floor(y), this.height);
    const x1 = Math.min(x0 + 1, this.width);
    const y1 = Math.min(y0 + 1, this.height);
    const fx = x - x0;
    const fy = y - y0;
    const t = this.table;
    const s = this.stride;
    const top = t[y0 * s + x0]! * (1 - fx) + t[y0 * s + x1]! * fx;
    const bottom = t[y1 * s + x0]! * (1 - fx) + t[y1 * s + x1]! * fx;
    return top * (1 - fy) + bottom * fy;
  }

  /** Mean over the rectangle [x0, x1) x [y0, y1) in pixels. */
  mean(x0: number, y0: number, x1: number, y1: number): number {
    const area = (x1 - x0) * (y1 - y0);
    if (area <= 0) return 0;
    return (this.at(x1, y1) - this.at(x0, y1) - this.at(x1, y0) + this.at(x0, y0)) / area;
  }
}

interface PreparedPicture {
  readonly width: number;
  readonly height: number;
  readonly lightnessPixels: Float32Array;
  readonly lightness: SummedArea;
  readonly opponentRedGreen: SummedArea;
  readonly opponentYellowBlue: SummedArea;
  /** The picture without uniform borders, in pixels. */
  readonly trimmed: PixelRect;
}

/** A rectangle in working-copy pixels. */
export interface PixelRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Per-channel tolerance (0-255) when deciding that a border row or column is uniform. */
const BORDER_TOLERANCE = 18;
/** Share of a border line's pixels that may differ (JPEG noise, anti-aliasing). */
const BORDER_OUTLIERS = 0.03;
/** Lightness step (0-1) that counts as an edge when looking for a picture inside a screenshot. */
const FRAME_EDGE_STEP = 0.06;
/** Share of a line that must be edge for it to count as the border of an embedded picture. */
const FRAME_EDGE_COVERAGE = 0.55;

/** Finds the rectangle inside uniform borders (what `sharp.trim` does, but per side). */
function trimUniformBorders(
  rgb: Uint8Array,
  width: number,
  height: number,
  channels: number,
): PixelRect {
  const lineIsUniform = (
    positions: Iterable<number>,
    reference: number,
    length: number,
  ): boolean => {
    let outliers = 0;
    for (const position of positions) {
      for (let channel = 0; channel < 3; channel++) {
        if (
          Math.abs(rgb[position * channels + channel]! - rgb[reference * channels + channel]!) >
          BORDER_TOLERANCE
        ) {
          outliers++;
          break;
        }
      }
      if (outliers > length * BORDER_OUTLIERS) return false;
    }
    return true;
  };
  function* row(y: number, left: number, right: number) {
    for (let x = left; x < right; x++) yield y * width + x;
  }
  function* column(x: number, top: number, bottom: number) {
    for (let y = top; y < bottom; y++) yield y * width + x;
  }
  let left = 0;
  let top = 0;
  let right = width;
  let bottom = height;
  const minimumSide = 8;
  while (
    bottom - top > minimumSide &&
    lineIsUniform(row(top, left, right), top * width + left, right - left)
  )
    top++;
  while (
    bottom - top > minimumSide &&
    lineIsUniform(row(bottom - 1, left, right), (bottom - 1) * width + left, right - left)
  )
    bottom--;
  while (
    right - left > minimumSide &&
    lineIsUniform(column(left, top, bottom), top * width + left, bottom - top)
  )
    left++;
  while (
    right - left > minimumSide &&
    lineIsUniform(column(right - 1, top, bottom), top * width + right - 1, bottom - top)
  )
    right--;
  return { left, top, right, bottom };
}

/**
 * Looks for a picture embedded in a screenshot (title bar, side panel, status bar): the
 * strongest long straight edges near each side. Returns undefined when there is none.
 */
export function findEmbeddedPicture(
  lightness: Float32Array,
  width: number,
  within: PixelRect,
): PixelRect | undefined {
  const spanWidth = within.right - within.left;
  const spanHeight = within.bottom - within.top;
  const columnCoverage = (x: number): number => {
    let edges = 0;
    for (let y = within.top; y < within.bottom; y++) {
      if (Math.abs(lightness[y * width + x]! - lightness[y * width + x - 1]!) > FRAME_EDGE_STEP)
        edges++;
    }
    return edges / spanHeight;
  };
  const rowCoverage = (y: number): number => {
    let edges = 0;
    for (let x = within.left; x < within.right; x++) {
      if (Math.abs(lightness[y * width + x]! - lightness[(y - 1) * width + x]!) > FRAME_EDGE_STEP)
        edges++;
    }
    return edges / spanWidth;
  };
  const strongest = (
    from: number,
    to: number,
    coverage: (line: number) => number,
  ): number | undefined => {
    let best: number | undefined;
    let bestCoverage = FRAME_EDGE_COVERAGE;
    for (let line = from; line < to; line++) {
      const value = coverage(line);
      if (value >= bestCoverage) {
        best = line;
        bestCoverage = value;
      }
    }
    return best;
  };
  const sideBand = 0.4;
  const left =
    strongest(within.left + 1, within.left + Math.floor(spanWidth * sideBand), columnCoverage) ??
    within.left;
  const right =
    strongest(within.right - Math.floor(spanWidth * sideBand), within.right, columnCoverage) ??
    within.right;
  const top =
    strongest(within.top + 1, within.top + Math.floor(spanHeight * sideBand), rowCoverage) ??
    within.top;
  const bottom =
    strongest(within.bottom - Math.floor(spanHeight * sideBand), within.bottom, rowCoverage) ??
    within.bottom;
  const found = { left, top, right, bottom };
  const unchanged =
    left === within.left &&
    right === within.right &&
    top === within.top &&
    bottom === within.bottom;
  return unchanged || right - left < 8 || bottom - top < 8 ? undefined : found;
}

function sameRect(a: PixelRect, b: PixelRect): boolean {
  return a.left === b.left && a.top === b.top && a.right === b.right && a.bottom === b.bottom;
}

/** The default, model-free embedder (sharp only). */
export class GridColourEmbedder implements ImageEmbedder {
  readonly id: string;
  readonly dimensions: number;
  readonly workingSize: number;
  private readonly lightnessGrid: number;
  private readonly colourGrid: number;
  private readonly colourWeight: number;
  private readonly limitInputPixels: number;
  private readonly catalogueWindows: readonly WindowRect[];
  private readonly queryWindows: readonly WindowRect[];

  constructor(options: GridColourEmbedderOptions = {}) {
    this.workingSize = options.workingSize ?? 192;
    this.lightnessGrid = options.lightnessGrid ?? 8;
    this.colourGrid = options.colourGrid ?? 4;
    this.colourWeight = options.colourWeight ?? 0.8;
    this.limitInputPixels = options.limitInputPixels ?? 40_000_000;
    this.catalogueWindows = options.catalogueWindows ?? CATALOGUE_WINDOWS;
    this.queryWindows = options.queryWindows ?? QUERY_WINDOWS;
    this.dimensions = this.lightnessGrid ** 2 + 2 * this.colourGrid ** 2;
    if (this.dimensions > 100)
      throw new RangeError(`${this.dimensions} dimensions exceed the cube index limit of 100`);
    this.id = `grid-colour-v1-l${this.lightnessGrid}-c${this.colourGrid}-w${this.colourWeight}`;
  }

  async embed(image: Buffer, purpose: EmbeddingPurpose): Promise<Float32Array[]> {
    const picture = await this.prepare(image);
    const whole: PixelRect = { left: 0, top: 0, right: picture.width, bottom: picture.height };
    if (purpose === 'catalogue')
      return this.catalogueWindows.map((window) => this.describe(picture, whole, window));
    // A query may be a screenshot: describe the picture as given, without uniform borders, and
    // the picture found inside a UI frame; the index keeps the best match of all of them.
    const bases: PixelRect[] = [whole];
    if (!sameRect(picture.trimmed, whole)) bases.push(picture.trimmed);
    const embedded = findEmbeddedPicture(picture.lightnessPixels, picture.width, picture.trimmed);
    if (embedded !== undefined) bases.push(embedded);
    return bases.flatMap((base) =>
      this.queryWindows.map((window) => this.describe(picture, base, window)),
    );
  }

  /** Decodes, flattens transparency onto white and downsizes to the working copy. */
  private async prepare(image: Buffer): Promise<PreparedPicture> {
    const { data, info } = await sharp(image, { limitInputPixels: this.limitInputPixels })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(this.workingSize, this.workingSize, { fit: 'inside', kernel: 'linear' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = info.width * info.height;
    const lightness = new Float32Array(pixels);
    const redGreen = new Float32Array(pixels);
    const yellowBlue = new Float32Array(pixels);
    for (let pixel = 0; pixel < pixels; pixel++) {
      const red = data[pixel * info.channels]! / 255;
      const green = data[pixel * info.channels + 1]! / 255;
      const blue = data[pixel * info.channels + 2]! / 255;
      lightness[pixel] = 0.299 * red + 0.587 * green + 0.114 * blue;
      redGreen[pixel] = red - green;
      yellowBlue[pixel] = (red + green) / 2 - blue;
    }
    return {
      width: info.width,
      height: info.height,
      lightnessPixels: lightness,
      lightness: new SummedArea(lightness, info.width, info.height),
      opponentRedGreen: new SummedArea(redGreen, info.width, info.height),
      opponentYellowBlue: new SummedArea(yellowBlue, info.width, info.height),
      trimmed: trimUniformBorders(data, info.width, info.height, info.channels),
    };
  }

  private cellMeans(
    area: SummedArea,
    base: PixelRect,
    window: WindowRect,
    grid: number,
  ): Float32Array {
    const baseWidth = base.right - base.left;
    const baseHeight = base.bottom - base.top;
    const x0 = base.left + window.left * baseWidth;
    const y0 = base.top + window.top * baseHeight;
    const cellWidth = (window.width * baseWidth) / grid;
    const cellHeight = (window.height * baseHeight) / grid;
    const means = new Float32Array(grid * grid);
    for (let row = 0; row < grid; row++) {
      for (let column = 0; column < grid; column++) {
        means[row * grid + column] = area.mean(
          x0 + column * cellWidth,
          y0 + row * cellHeight,
          x0 + (column + 1) * cellWidth,
          y0 + (row + 1) * cellHeight,
        );
      }
    }
    return means;
  }

  private describe(picture: PreparedPicture, base: PixelRect, window: WindowRect): Float32Array {
    const vector = new Float32Array(this.dimensions);
    const lightness = this.cellMeans(picture.lightness, base, window, this.lightnessGrid);
    const mean = lightness.reduce((sum, value) => sum + value, 0) / lightness.length;
    let lightnessNorm = 0;
    for (const value of lightness) lightnessNorm += (value - mean) ** 2;
    // A flat window has no structure; keep it at zero rather than amplifying noise.
    const lightnessScale = lightnessNorm > 1e-6 ? 1 / Math.sqrt(lightnessNorm) : 0;
    lightness.forEach((value, index) => (vector[index] = (value - mean) * lightnessScale));
    const redGreen = this.cellMeans(picture.opponentRedGreen, base, window, this.colourGrid);
    const yellowBlue = this.cellMeans(picture.opponentYellowBlue, base, window, this.colourGrid);
    const offset = lightness.length;
    // Colour cells are absolute (about -1..1); scale so the colour part's size is comparable.
    const colourScale = (this.colourWeight * 2) / Math.sqrt(redGreen.length);
    redGreen.forEach((value, index) => (vector[offset + index] = value * colourScale));
    yellowBlue.forEach(
      (value, index) => (vector[offset + redGreen.length + index] = value * colourScale),
    );
    return normalise(vector);
  }
}

/** Scales `vector` to unit length in place (a zero vector stays zero). */
export function normalise(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const value of vector) sum += value * value;
  if (sum > 0) {
    const scale = 1 / Math.sqrt(sum);
    for (let index = 0; index < vector.length; index++) vector[index] = vector[index]! * scale;
  }
  return vector;
}

/** Euclidean distance of two vectors of equal length. */
export function euclideanDistance(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += (a[index]! - b[index]!) ** 2;
  return Math.sqrt(sum);
}
