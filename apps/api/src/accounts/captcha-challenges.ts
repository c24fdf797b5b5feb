import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import sharp from 'sharp';
import { captchaSvg, newCaptchaAnswer } from '../downloads/captcha.js';

/** A challenge is valid for five minutes and can be answered once. */
export const challengeLifetimeMs = 5 * 60_000;
const maxChallenges = 50_000;

interface Challenge {
  readonly answerHash: Buffer;
  readonly expiresAt: number;
}

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
 * The captchas of login and registration (in memory; the API is one process). Only a hash of the
 * answer is kept, each challenge is single-use, wrong or right, and expires after five minutes.
 */
export class CaptchaChallenges {
  private readonly challenges = new Map<string, Challenge>();

  constructor(private readonly options: { revealAnswers: boolean }) {}

  /** Browser tests read the answers of every captcha (refused in production). */
  get revealsAnswers(): boolean {
    return this.options.revealAnswers;
  }

  async issue(now = Date.now()): Promise<IssuedChallenge> {
    this.sweep(now);
    const captchaId = randomBytes(16).toString('hex');
    const answer = newCaptchaAnswer();
    this.challenges.set(captchaId, {
      answerHash: hashAnswer(captchaId, answer),
      expiresAt: now + challengeLifetimeMs,
    });
    if (this.challenges.size > maxChallenges) {
      const oldest = this.challenges.keys().next().value;
      if (oldest !== undefined) this.challenges.delete(oldest);
    }
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
  verify(captchaId: string | undefined, answer: string | undefined, now = Date.now()): boolean {
    if (!captchaId || !answer) return false;
    const challenge = this.challenges.get(captchaId);
    if (!challenge) return false;
    this.challenges.delete(captchaId);
    if (challenge.expiresAt <= now) return false;
    return timingSafeEqual(challenge.answerHash, hashAnswer(captchaId, answer));
  }

  private sweep(now: number): void {
    for (const [id, challenge] of this.challenges) {
      if (challenge.expiresAt > now) break;
      this.challenges.delete(id);
    }
  }
}
