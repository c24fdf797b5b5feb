/**
 * A fixed linear projection of raw descriptors to the at most 100 dimensions the `cube` index
 * takes, fitted offline and stored as a constant (no model is loaded at run time).
 *
 * The fit is a regularised linear discriminant analysis: the within-class scatter of the training
 * descriptors (classes are catalogue subcategories) is whitened, and the between-class scatter is
 * diagonalised in that space. The output's first axes separate subcategories best; the later ones
 * keep within-class detail, which tells one model from another of the same kind.
 *
 * @module
 */

/** A projection: `output = matrix * (input - mean)`, matrix stored row-major (outputs x inputs). */
export interface LinearProjection {
  readonly inputs: number;
  readonly outputs: number;
  readonly mean: Float32Array;
  readonly matrix: Float32Array;
}

/** Projects one raw descriptor. */
export function project(projection: LinearProjection, input: Float32Array): Float32Array {
  if (input.length !== projection.inputs)
    throw new RangeError(`expected ${projection.inputs} values, got ${input.length}`);
  const { inputs, outputs, mean, matrix } = projection;
  const centred = new Float32Array(inputs);
  for (let index = 0; index < inputs; index++) centred[index] = input[index]! - mean[index]!;
  const output = new Float32Array(outputs);
  for (let row = 0; row < outputs; row++) {
    let sum = 0;
    const offset = row * inputs;
    for (let column = 0; column < inputs; column++)
      sum += matrix[offset + column]! * centred[column]!;
    output[row] = sum;
  }
  return output;
}

/** Encodes a projection as text (base64 of little-endian float32), for a source-file constant. */
export function encodeProjection(projection: LinearProjection): string {
  const values = new Float32Array(2 + projection.mean.length + projection.matrix.length);
  values[0] = projection.inputs;
  values[1] = projection.outputs;
  values.set(projection.mean, 2);
  values.set(projection.matrix, 2 + projection.mean.length);
  const bytes = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => bytes.writeFloatLE(value, index * 4));
  return bytes.toString('base64');
}

/** Decodes what `encodeProjection` wrote; refuses text of the wrong length or shape. */
export function decodeProjection(text: string): LinearProjection {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length < 8 || bytes.length % 4 !== 0) throw new RangeError('not an encoded projection');
  const values = new Float32Array(bytes.length / 4);
  for (let index = 0; index < values.length; index++) values[index] = bytes.readFloatLE(index * 4);
  const inputs = values[0]!;
  const outputs = values[1]!;
  if (
    !Number.isInteger(inputs) ||
    !Number.isInteger(outputs) ||
    inputs < 1 ||
    outputs < 1 ||
    values.length !== 2 + inputs + inputs * outputs
  ) {
    throw new RangeError('not an encoded projection');
  }
  return { inputs, outputs, mean: values.slice(2, 2 + inputs), matrix: values.slice(2 + inputs) };
}

/**
 * Eigenvalues and eigenvectors of a symmetric matrix (cyclic Jacobi rotations). `matrix` is n x n
 * row-major and is not changed. Eigenvectors are the columns of `vectors`, sorted by decreasing value.
 */
export function symmetricEigen(
  matrix: Float64Array,
  n: number,
): { values: Float64Array; vectors: Float64Array } {
  const a = Float64Array.from(matrix);
  const v = new Float64Array(n * n);
  for (let index = 0; index < n; index++) v[index * n + index] = 1;
  for (let sweep = 0; sweep < 60; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += a[p * n + q]! ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q]!;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q * n + q]! - a[p * n + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p]!;
          const akq = a[k * n + q]!;
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k]!;
          const aqk = a[q * n + k]!;
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k * n + p]!;
          const vkq = v[k * n + q]!;
          v[k * n + p] = c * vkp - s * vkq;
          v[k * n + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const order = Array.from({ length: n }, (_, index) => index).sort(
    (x, y) => a[y * n + y]! - a[x * n + x]!,
  );
  const values = Float64Array.from(order, (index) => a[index * n + index]!);
  const vectors = new Float64Array(n * n);
  order.forEach((from, to) => {
    for (let k = 0; k < n; k++) vectors[k * n + to] = v[k * n + from]!;
  });
  return { values, vectors };
}

/** Fit settings. */
export interface DiscriminantFitOptions {
  /** Output dimensions (at most the input dimensions, and at most 100 for the index). */
  readonly outputs: number;
  /** Ridge added to the within-class scatter, as a share of its mean diagonal. */
  readonly ridge?: number;
}

/**
 * Fits a regularised discriminant projection on labelled descriptors. Axes are sorted by how well
 * they separate the classes; each is scaled so the within-class spread is one along it.
 */
export function fitDiscriminantProjection(
  samples: readonly Float32Array[],
  labels: readonly string[],
  options: DiscriminantFitOptions,
): LinearProjection {
  const n = samples[0]!.length;
  if (samples.length !== labels.length || samples.length < 2)
    throw new RangeError('one label per sample, at least two samples');
  if (options.outputs < 1 || options.outputs > n)
    throw new RangeError('outputs must be between 1 and the input dimensions');
  const mean = new Float64Array(n);
  for (const sample of samples)
    for (let index = 0; index < n; index++) mean[index]! += sample[index]!;
  for (let index = 0; index < n; index++) mean[index]! /= samples.length;
  const classes = new Map<string, { sum: Float64Array; count: number }>();
  samples.forEach((sample, index) => {
    const label = labels[index]!;
    let group = classes.get(label);
    if (!group) classes.set(label, (group = { sum: new Float64Array(n), count: 0 }));
    for (let k = 0; k < n; k++) group.sum[k]! += sample[k]!;
    group.count++;
  });
  const within = new Float64Array(n * n);
  const between = new Float64Array(n * n);
  const centred = new Float64Array(n);
  samples.forEach((sample, index) => {
    const group = classes.get(labels[index]!)!;
    for (let k = 0; k < n; k++) centred[k] = sample[k]! - group.sum[k]! / group.count;
    for (let row = 0; row < n; row++) {
      const value = centred[row]!;
      if (value === 0) continue;
      for (let column = 0; column < n; column++)
        within[row * n + column]! += value * centred[column]!;
    }
  });
  for (const group of classes.values()) {
    for (let k = 0; k < n; k++) centred[k] = group.sum[k]! / group.count - mean[k]!;
    for (let row = 0; row < n; row++) {
      for (let column = 0; column < n; column++)
        between[row * n + column]! += group.count * centred[row]! * centred[column]!;
    }
  }
  let trace = 0;
  for (let k = 0; k < n; k++) trace += within[k * n + k]!;
  const ridge = ((options.ridge ?? 0.05) * trace) / n;
  for (let k = 0; k < n; k++) within[k * n + k]! += ridge;
  // Whitening W = U diag(1/sqrt(lambda)) of the within-class scatter.
  const withinEigen = symmetricEigen(within, n);
  const whitening = new Float64Array(n * n);
  for (let row = 0; row < n; row++) {
    for (let column = 0; column < n; column++) {
      whitening[row * n + column] =
        withinEigen.vectors[row * n + column]! /
        Math.sqrt(Math.max(withinEigen.values[column]!, 1e-12));
    }
  }
  // B' = W^T B W, then its eigenvectors V; the projection is (W V)^T, scaled by the sample count so
  // the within-class spread per axis is one.
  const bw = multiply(between, whitening, n);
  const whitenedBetween = multiply(transpose(whitening, n), bw, n);
  const betweenEigen = symmetricEigen(whitenedBetween, n);
  const full = multiply(whitening, betweenEigen.vectors, n);
  const scale = Math.sqrt(samples.length);
  const matrix = new Float32Array(options.outputs * n);
  for (let output = 0; output < options.outputs; output++) {
    for (let input = 0; input < n; input++)
      matrix[output * n + input] = full[input * n + output]! * scale;
  }
  return { inputs: n, outputs: options.outputs, mean: Float32Array.from(mean), matrix };
}

function multiply(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const result = new Float64Array(n * n);
  for (let row = 0; row < n; row++) {
    for (let k = 0; k < n; k++) {
      const value = a[row * n + k]!;
      if (value === 0) continue;
      for (let column = 0; column < n; column++)
        result[row * n + column]! += value * b[k * n + column]!;
    }
  }
  return result;
}

function transpose(a: Float64Array, n: number): Float64Array {
  const result = new Float64Array(n * n);
  for (let row = 0; row < n; row++)
    for (let column = 0; column < n; column++) result[column * n + row] = a[row * n + column]!;
  return result;
}
