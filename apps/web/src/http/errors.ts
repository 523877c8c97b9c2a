import type { ErrorBody } from '@ohit/contracts';

export type HttpErrorKind = 'timeout' | 'network' | 'status';

/** Every failed call rejects with this (it is also Refine's HttpError shape: message + statusCode). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly kind: HttpErrorKind;
  readonly body: Partial<ErrorBody> | null;
  /** True when the HTTP layer already told the user (notification, logout, redirect). */
  handled: boolean;

  constructor(kind: HttpErrorKind, statusCode: number, message: string, body: Partial<ErrorBody> | null = null) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
    this.statusCode = statusCode;
    this.body = body;
    this.handled = false;
  }
}

export function isHttpError(e: unknown): e is HttpError {
  return e instanceof HttpError;
}
