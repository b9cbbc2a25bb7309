// Errors a handler throws on purpose; the errors plugin turns them into `{ message, ... }` JSON.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (field: string, message: string) => new HttpError(400, message, field);
export const unauthorized = (message = 'Please log in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
