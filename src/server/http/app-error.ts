import { ERROR_CODES, type ErrorCode } from '../../shared/api/errors';

/** An expected failure with a message fit to show a person. Mapped to a status by code. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The body field the message is about, when it is about one. */
    readonly field?: string,
  ) {
    super(message);
    this.statusCode = ERROR_CODES[code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, field?: string) => new AppError('BAD_REQUEST', message, field);
