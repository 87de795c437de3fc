/** An error that becomes an HTTP answer: `{ error: message, fields? }` with `status`. */
export class HttpError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(status: number, message: string, options: { fields?: Record<string, string>; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}
