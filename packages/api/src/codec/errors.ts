/**
 * Why a codec input was refused. Every decoder in this folder throws only
 * this error, whatever it is given.
 */
export type CodecErrorReason =
  | 'malformed-base64'
  | 'malformed-hex'
  | 'malformed-utf8'
  | 'malformed-json'
  | 'bad-key'
  | 'bad-length'
  | 'bad-padding'
  | 'unsupported-character'
  | 'not-http-url'
  | 'cipher-unavailable';

export class CodecError extends Error {
  override readonly name = 'CodecError';
  readonly reason: CodecErrorReason;

  constructor(reason: CodecErrorReason, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.reason = reason;
  }
}

export function isCodecError(value: unknown): value is CodecError {
  return value instanceof CodecError;
}
