import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import sharp from 'sharp';
import { captchaSvg, newCaptchaAnswer } from '../downloads/captcha.js';
import { MemoryState, type SharedState } from './shared-state.js';

/** A challenge is valid for five minutes and can be answered once. */
export const challengeLifetimeMs = 5 * 60_000;
function hashAnswer(id: string, answer: string): Buffer {
  return createHash('sha256').update(`${id}:${answer}`).digest();
}

export interface IssuedChallenge {
  readonly captchaId: string;
  /** A PNG data URL: a raster, so a script cannot read the digits from the markup. */
  readonly image: string;
  /** The answer, only when `revealAnswers` is on (browser tests; refused in production). */
  readonly answer?: string;
}

/**
 * The captchas of login and registration, in the shared state (Redis when several API processes
 * run, so a captcha issued by one is answered on another). Only a hash of the answer is kept, each
 * challenge is single-use, wrong or right, and expires after five minutes.
 */
export class CaptchaChallenges {
  constructor(
    private readonly options: { revealAnswers: boolean },
    private readonly state: SharedState = new MemoryState(),
  ) {}

  /** Browser tests read the answers of every captcha (refused in production). */
  get revealsAnswers(): boolean {
    return this.options.revealAnswers;
  }

  async issue(now = Date.now()): Promise<IssuedChallenge> {
    const captchaId = randomBytes(16).toString('hex');
    const answer = newCaptchaAnswer();
    await this.state.put(
      `captcha:${captchaId}`,
      hashAnswer(captchaId, answer).toString('hex'),
      now + challengeLifetimeMs,
    );
    const png = await sharp(Buffer.from(captchaSvg(answer)))
      .png()
      .toBuffer();
    return {
      captchaId,
      image: `data:image/png;base64,${png.toString('base64')}`,
      ...(this.options.revealAnswers ? { answer } : {}),
    };
  }

  /** True once for the right answer; the challenge is spent by any attempt. */
  async verify(
    captchaId: string | undefined,
    answer: string | undefined,
    now = Date.now(),
  ): Promise<boolean> {
    if (!captchaId || !answer || captchaId.length > 64) return false;
    const stored = await this.state.take(`captcha:${captchaId}`, now);
    if (stored === undefined) return false;
    const expected = Buffer.from(stored, 'hex');
    const given = hashAnswer(captchaId, answer);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
