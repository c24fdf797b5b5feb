import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type LinearProjection,
  decodeProjection,
  encodeProjection,
  fitDiscriminantProjection,
  project,
  symmetricEigen,
} from './projection.js';

const float = fc.float({ min: -1e3, max: 1e3, noNaN: true, noDefaultInfinity: true });

const projectionArbitrary = fc
  .record({ inputs: fc.integer({ min: 1, max: 12 }), outputs: fc.integer({ min: 1, max: 8 }) })
  .chain(({ inputs, outputs }) =>
    fc.record({
      inputs: fc.constant(inputs),
      outputs: fc.constant(outputs),
      mean: fc
        .array(float, { minLength: inputs, maxLength: inputs })
        .map((values) => Float32Array.from(values)),
      matrix: fc
        .array(float, { minLength: inputs * outputs, maxLength: inputs * outputs })
        .map((values) => Float32Array.from(values)),
    }),
  ) as fc.Arbitrary<LinearProjection>;

describe('projection codec', () => {
  it('decodes exactly what it encoded', () => {
    fc.assert(
      fc.property(projectionArbitrary, (projection) => {
        const decoded = decodeProjection(encodeProjection(projection));
        expect(decoded.inputs).toBe(projection.inputs);
        expect(decoded.outputs).toBe(projection.outputs);
        expect(Array.from(decoded.mean)).toEqual(Array.from(projection.mean));
        expect(Array.from(decoded.matrix)).toEqual(Array.from(projection.matrix));
      }),
    );
  });

  it('refuses text cut short or padded', () => {
    fc.assert(
      fc.property(projectionArbitrary, fc.integer({ min: 1, max: 4 }), (projection, floats) => {
        const bytes = Buffer.from(encodeProjection(projection), 'base64');
        expect(() =>
          decodeProjection(bytes.subarray(0, bytes.length - floats * 4).toString('base64')),
        ).toThrow(RangeError);
        expect(() =>
          decodeProjection(Buffer.concat([bytes, Buffer.alloc(floats * 4)]).toString('base64')),
        ).toThrow(RangeError);
      }),
    );
    expect(() => decodeProjection('')).toThrow(RangeError);
  });
});

describe('project', () => {
  it('is affine: the mean maps to zero and differences map linearly', () => {
    fc.assert(
      fc.property(
        projectionArbitrary,
        fc.array(float, { minLength: 24, maxLength: 24 }),
        (projection, values) => {
          const x = Float32Array.from(values.slice(0, projection.inputs));
          const y = Float32Array.from(values.slice(12, 12 + projection.inputs));
          for (const value of project(projection, projection.mean)) expect(value).toBe(0);
          // (x - mean) + (y - mean) = (x + y - mean) - mean
          const sum = Float32Array.from(
            x,
            (value, index) => value + y[index]! - projection.mean[index]!,
          );
          const left = project(projection, sum);
          const px = project(projection, x);
          const py = project(projection, y);
          left.forEach((value, row) => {
            // Float32 rounding errs in proportion to the terms summed, not to the result, which
            // can cancel to zero; so the bound scales with Σ|m|·(|x| + |y| + 2|mean|).
            let terms = 1;
            for (let column = 0; column < projection.inputs; column++) {
              const weight = Math.abs(projection.matrix[row * projection.inputs + column]!);
              terms +=
                weight *
                (Math.abs(x[column]!) +
                  Math.abs(y[column]!) +
                  2 * Math.abs(projection.mean[column]!));
            }
            expect(Math.abs(value - px[row]! - py[row]!) / terms).toBeLessThan(1e-4);
          });
        },
      ),
    );
  });

  it('refuses a vector of the wrong length', () => {
    const projection: LinearProjection = {
      inputs: 3,
      outputs: 1,
      mean: new Float32Array(3),
      matrix: new Float32Array(3),
    };
    expect(() => project(projection, new Float32Array(4))).toThrow(RangeError);
  });
});

describe('symmetricEigen', () => {
  it('finds orthonormal eigenvectors, values sorted from largest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(fc.float({ min: -10, max: 10, noNaN: true }), {
              minLength: n * n,
              maxLength: n * n,
            }),
          ),
        ),
        ([n, values]) => {
          const matrix = new Float64Array(n * n);
          for (let row = 0; row < n; row++)
            for (let column = 0; column < n; column++)
              matrix[row * n + column] =
                (values[row * n + column]! + values[column * n + row]!) / 2;
          const { values: eigenvalues, vectors } = symmetricEigen(matrix, n);
          for (let k = 1; k < n; k++)
            expect(eigenvalues[k - 1]!).toBeGreaterThanOrEqual(eigenvalues[k]! - 1e-9);
          for (let k = 0; k < n; k++) {
            for (let row = 0; row < n; row++) {
              let av = 0;
              for (let column = 0; column < n; column++)
                av += matrix[row * n + column]! * vectors[column * n + k]!;
              expect(Math.abs(av - eigenvalues[k]! * vectors[row * n + k]!)).toBeLessThan(
                1e-6 * (1 + Math.abs(eigenvalues[0]!)),
              );
            }
            for (let other = 0; other < n; other++) {
              let dot = 0;
              for (let row = 0; row < n; row++)
                dot += vectors[row * n + k]! * vectors[row * n + other]!;
              expect(dot).toBeCloseTo(k === other ? 1 : 0, 6);
            }
          }
        },
      ),
    );
  });
});

describe('fitDiscriminantProjection', () => {
  it('puts the direction that separates the classes first, even when another direction varies more', () => {
    // Classes differ along the second input; the first varies a lot within each class.
    let state = 7;
    const random = () => ((state = (state * 16807) % 2147483647) / 2147483647) * 2 - 1;
    const samples: Float32Array[] = [];
    const labels: string[] = [];
    for (let index = 0; index < 400; index++) {
      const label = index % 2 === 0 ? 'a' : 'b';
      samples.push(
        Float32Array.of(random() * 10, (label === 'a' ? -1 : 1) + random() * 0.3, random()),
      );
      labels.push(label);
    }
    const projection = fitDiscriminantProjection(samples, labels, { outputs: 2 });
    const first = samples.map((sample) => project(projection, sample)[0]!);
    const meanOf = (label: string) =>
      first.filter((_, index) => labels[index] === label).reduce((sum, value) => sum + value, 0) /
      200;
    const gap = Math.abs(meanOf('a') - meanOf('b'));
    const spread = Math.sqrt(
      first
        .filter((_, index) => labels[index] === 'a')
        .reduce((sum, value) => sum + (value - meanOf('a')) ** 2, 0) / 200,
    );
    expect(gap / spread).toBeGreaterThan(5);
    expect(() => fitDiscriminantProjection(samples, labels, { outputs: 4 })).toThrow(RangeError);
  });
});
