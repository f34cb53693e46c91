/**
 * A failure a client can meet: a 4xx status and the message the console shows (architecture
 * §4). Services throw it; the app's error handler turns it into `{ ok: false, message }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
