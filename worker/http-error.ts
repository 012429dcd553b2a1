// Expected HTTP failures: a status and a RuleError-shaped body. The app's one onError turns them
// into `{error: {code, message}}` responses.
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 503,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
