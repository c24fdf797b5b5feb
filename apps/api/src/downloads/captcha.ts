import { createHash, randomInt } from 'node:crypto';

/** Captcha answers are four digits. */
export const captchaLength = 4;
/** An image is valid for five minutes. */
export const captchaLifetimeMs = 5 * 60 * 1000;

export function newCaptchaAnswer(): string {
  let answer = '';
  for (let index = 0; index < captchaLength; index += 1) answer += String(randomInt(0, 10));
  return answer;
}

export function captchaHash(userId: number, answer: string): string {
  return createHash('sha256')
    .update(`${String(userId)}:${answer}`)
    .digest('hex');
}

// Seven-segment digits drawn as polygons, so the image needs no font on the server.
const segmentsByDigit: Readonly<Record<string, string>> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};
const segmentRects: Readonly<Record<string, [number, number, number, number]>> = {
  a: [4, 0, 16, 4],
  b: [20, 4, 4, 16],
  c: [20, 24, 4, 16],
  d: [4, 40, 16, 4],
  e: [0, 24, 4, 16],
  f: [0, 4, 4, 16],
  g: [4, 20, 16, 4],
};

/** An SVG of the answer with jitter and noise lines. */
export function captchaSvg(answer: string): string {
  const parts: string[] = [];
  for (const [index, digit] of [...answer].entries()) {
    const x = 14 + index * 34 + randomInt(0, 6);
    const y = 8 + randomInt(0, 8);
    const rotate = randomInt(-12, 13);
    const hue = randomInt(0, 360);
    const rects = [...(segmentsByDigit[digit] ?? '')]
      .map((segment) => {
        const [rx, ry, width, height] = segmentRects[segment] ?? [0, 0, 0, 0];
        return `<rect x="${String(rx)}" y="${String(ry)}" width="${String(width)}" height="${String(height)}" rx="1.5"/>`;
      })
      .join('');
    parts.push(
      `<g transform="translate(${String(x)} ${String(y)}) rotate(${String(rotate)} 12 22)" fill="hsl(${String(hue)},60%,35%)">${rects}</g>`,
    );
  }
  for (let line = 0; line < 5; line += 1) {
    parts.push(
      `<line x1="${String(randomInt(0, 160))}" y1="${String(randomInt(0, 60))}" x2="${String(randomInt(0, 160))}" y2="${String(randomInt(0, 60))}" stroke="hsl(${String(randomInt(0, 360))},50%,55%)" stroke-width="1.5"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="60" viewBox="0 0 160 60"><rect width="160" height="60" fill="#f4f6fa"/>${parts.join('')}</svg>`;
}
