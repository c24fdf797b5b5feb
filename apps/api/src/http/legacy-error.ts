/** A business or validation failure answered in the legacy dialect: HTTP 200, { code, msg, data: null }. */
export class LegacyError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'LegacyError';
  }
}

export const notLoggedInMessage = '用户未登录';
export const internalErrorMessage = 'server internal error';
