import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { euclideanDistance } from './embedding.js';
import { decodeProjection, encodeProjection } from './projection.js';
import { defaultEmbedder } from './search-by-image.js';
import {
  ShapeDescriptor,
  ShapeEmbedder,
  colourHistogram,
  cutBoxes,
  fullBox,
  mirrorPicture,
  objectBox,
  shapePicture,
} from './shape-embedding.js';

/** A studio picture: a light vertical gradient backdrop, a soft floor shadow, and `shape` drawn on it. */
async function studio(
  shape: string,
  options: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const width = options.width ?? 480;
  const height = options.height ?? 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2f2f0"/><stop offset="1" stop-color="#dcdcda"/></linearGradient>
    <filter id="s"><feGaussianBlur stdDeviation="12"/></filter></defs>
    <rect width="100%" height="100%" fill="url(#b)"/>
    <ellipse cx="${width / 2 + 20}" cy="${height * 0.8}" rx="${width * 0.3}" ry="${height * 0.05}" fill="#9a9a98" opacity="0.35" filter="url(#s)"/>
    ${shape}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A sofa: a wide seat, a back and two arms, on short legs; placed with its box at (x, y), scaled. */
function sofa(colour: string, x = 100, y = 120, scale = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect x="0" y="0" width="280" height="90" rx="14" fill="${colour}" stroke="#00000044" stroke-width="2"/>
    <rect x="20" y="70" width="240" height="60" rx="10" fill="${colour}" stroke="#00000055" stroke-width="2"/>
    <rect x="-10" y="40" width="40" height="100" rx="12" fill="${colour}" stroke="#00000055" stroke-width="2"/>
    <rect x="250" y="40" width="40" height="100" rx="12" fill="${colour}" stroke="#00000055" stroke-width="2"/>
    <rect x="10" y="140" width="10" height="20" fill="#3b2a1e"/><rect x="260" y="140" width="10" height="20" fill="#3b2a1e"/></g>`;
}

/** A floor lamp: a round base, a thin pole and a conical shade. */
function lamp(colour: string, x = 200, y = 30, scale = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <polygon points="20,0 60,0 80,60 0,60" fill="${colour}" stroke="#00000055" stroke-width="2"/>
    <rect x="37" y="60" width="6" height="220" fill="#444"/>
    <ellipse cx="40" cy="285" rx="36" ry="8" fill="#333"/></g>`;
}

describe('objectBox', () => {
  it('finds the object on a studio backdrop, leaving out the backdrop gradient and the soft shadow', async () => {
    const descriptor = new ShapeDescriptor({ workingSize: 480 });
    const picture = await descriptor.prepare(await studio(sofa('#c04040')));
    const box = objectBox(picture, fullBox(picture));
    // The sofa spans x 90..390 and y 120..280 in the 480 x 360 picture.
    expect(box.left).toBeGreaterThanOrEqual(84);
    expect(box.left).toBeLessThanOrEqual(96);
    expect(box.right).toBeGreaterThanOrEqual(384);
    expect(box.right).toBeLessThanOrEqual(396);
    expect(box.top).toBeGreaterThanOrEqual(114);
    expect(box.top).toBeLessThanOrEqual(126);
    expect(box.bottom).toBeGreaterThanOrEqual(274);
    expect(box.bottom).toBeLessThanOrEqual(290);
  });

  it('keeps the whole picture when there are no edges', () => {
    const flat = shapePicture(new Uint8Array(40 * 30 * 3).fill(200), 40, 30, 3);
    expect(objectBox(flat, fullBox(flat))).toEqual(fullBox(flat));
  });
});

describe('ShapeEmbedder', () => {
  const small = new ShapeEmbedder({ grids: [4], orientations: 5 });

  it('gives unit-length vectors within the index limit: the box, four cut boxes and the mirror image for the catalogue, one for a query', async () => {
    const picture = await studio(sofa('#4060c0'));
    for (const embedder of [small, defaultEmbedder]) {
      const catalogue = await embedder.embed(picture, 'catalogue');
      const query = await embedder.embed(picture, 'query');
      expect(catalogue).toHaveLength(6);
      expect(query).toHaveLength(1);
      for (const vector of [...catalogue, ...query]) {
        expect(vector).toHaveLength(embedder.dimensions);
        expect(Math.hypot(...vector)).toBeCloseTo(1, 4);
      }
      expect(embedder.dimensions).toBeLessThanOrEqual(100);
      // Deterministic: the query is the catalogue's first window.
      expect(Array.from(query[0]!)).toEqual(Array.from(catalogue[0]!));
    }
  });

  it('matches shape over colour: a red sofa is nearer a blue sofa than a red lamp', async () => {
    const redSofa = await studio(sofa('#c03030'));
    const blueSofa = await studio(sofa('#3050c0'));
    const redLamp = await studio(lamp('#c03030'));
    for (const embedder of [small, defaultEmbedder]) {
      const [query] = await embedder.embed(redSofa, 'query');
      const [sofaVector] = await embedder.embed(blueSofa, 'catalogue');
      const [lampVector] = await embedder.embed(redLamp, 'catalogue');
      expect(euclideanDistance(query!, sofaVector!)).toBeLessThan(
        euclideanDistance(query!, lampVector!),
      );
    }
  });

  it('does not care where the object stands or how large it is', async () => {
    const centred = await studio(sofa('#808080'));
    const smallInCorner = await studio(sofa('#808080', 20, 30, 0.5));
    const lampPicture = await studio(lamp('#808080'));
    const [query] = await small.embed(smallInCorner, 'query');
    const [same] = await small.embed(centred, 'catalogue');
    const [other] = await small.embed(lampPicture, 'catalogue');
    expect(euclideanDistance(query!, same!)).toBeLessThan(0.35);
    expect(euclideanDistance(query!, same!)).toBeLessThan(euclideanDistance(query!, other!) / 2);
  });

  it('finds a crop that cuts one side off the object nearest to the matching cut window', async () => {
    const picture = await studio(sofa('#a08060'));
    const catalogue = await small.embed(picture, 'catalogue');
    // Cut the right fifth of the sofa (x 90..390) away.
    const crop = await sharp(picture)
      .extract({ left: 40, top: 60, width: 290, height: 260 })
      .jpeg({ quality: 70 })
      .toBuffer();
    const [query] = await small.embed(crop, 'query');
    const distances = catalogue.map((vector) => euclideanDistance(query!, vector));
    const nearest = distances.indexOf(Math.min(...distances));
    // Windows: 0 the box, 1 left cut, 2 right cut, 3 top cut, 4 bottom cut, 5 mirror image.
    expect(nearest).toBe(2);
  });

  it('describes the mirror image as the picture flipped left to right', async () => {
    const picture = await studio(lamp('#607080', 120) + sofa('#607080', 260, 200, 0.5));
    const flipped = await sharp(picture).flop().png().toBuffer();
    const [, , , , , mirror] = await small.embed(picture, 'catalogue');
    const [direct] = await small.embed(flipped, 'query');
    expect(euclideanDistance(mirror!, direct!)).toBeLessThan(0.05);
    const descriptor = new ShapeDescriptor();
    const working = await descriptor.prepare(picture);
    const twice = mirrorPicture(mirrorPicture(working));
    expect(Array.from(twice.magnitude)).toEqual(Array.from(working.magnitude));
  });

  it('cuts one side of a box at a time', () => {
    expect(cutBoxes({ left: 0, top: 0, right: 100, bottom: 50 }, 0.2)).toEqual([
      { left: 20, top: 0, right: 100, bottom: 50 },
      { left: 0, top: 0, right: 80, bottom: 50 },
      { left: 0, top: 10, right: 100, bottom: 50 },
      { left: 0, top: 0, right: 100, bottom: 40 },
    ]);
  });

  it('refuses more than 100 dimensions without a projection, and a projection of the wrong size', () => {
    expect(() => new ShapeEmbedder()).toThrow(RangeError);
    const wrong = decodeProjection(
      encodeProjection({
        inputs: 10,
        outputs: 4,
        mean: new Float32Array(10),
        matrix: new Float32Array(40),
      }),
    );
    expect(() => new ShapeEmbedder({ projection: wrong })).toThrow(RangeError);
  });

  it('has an id that names the descriptor and the projection, so the index keeps their vectors apart', () => {
    expect(defaultEmbedder.id).toMatch(/^shape-hog-v1-.*-plda\d+/u);
    expect(small.id).not.toBe(defaultEmbedder.id);
  });
});

describe('colourHistogram (the detail vector)', () => {
  const picture = async (svg: string) =>
    new ShapeDescriptor().prepare(await studio(svg)).then((prepared) => ({
      prepared,
      box: objectBox(prepared),
    }));

  it('has length one, ignores the mirror image and tells a red sofa from a blue one of the same shape', async () => {
    const red = await picture(sofa('#b03a2e'));
    const blue = await picture(sofa('#2e5cb0'));
    const redHistogram = colourHistogram(red.prepared, red.box);
    expect(Math.hypot(...redHistogram)).toBeCloseTo(1, 5);
    const mirrored = mirrorPicture(red.prepared);
    const mirroredBox = {
      ...red.box,
      left: red.prepared.width - red.box.right,
      right: red.prepared.width - red.box.left,
    };
    expect(euclideanDistance(colourHistogram(mirrored, mirroredBox), redHistogram)).toBeLessThan(
      1e-6,
    );
    const redAgain = await picture(sofa('#b03a2e', 60, 100, 0.9));
    const sameColour = euclideanDistance(
      colourHistogram(redAgain.prepared, redAgain.box),
      redHistogram,
    );
    const otherColour = euclideanDistance(colourHistogram(blue.prepared, blue.box), redHistogram);
    expect(sameColour).toBeLessThan(otherColour / 3);
  });

  it('comes as one detail vector per catalogue picture and one per query window', async () => {
    const embedder = defaultEmbedder as ShapeEmbedder;
    const image = await studio(sofa('#6a8f3c'));
    const catalogue = await embedder.embedDetailed(image, 'catalogue');
    expect(catalogue.vectors).toEqual(await embedder.embed(image, 'catalogue'));
    expect(catalogue.details).toHaveLength(1);
    expect(catalogue.details[0]).toHaveLength(64);
    const query = await embedder.embedDetailed(image, 'query');
    expect(query.details).toHaveLength(query.vectors.length);
    expect(embedder.detailId.startsWith(embedder.id)).toBe(true);
  });
});
