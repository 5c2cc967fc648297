/** A wrong expected version: somebody else changed the stream first. HTTP 409. */
export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(readonly streamId: string, readonly expected: number | null, readonly actual: number) {
    super(
      `This document was changed by someone else in the meantime (expected version ${expected ?? 'any'}, found ${actual}). ` +
        `Reload it and apply your change again.`,
    );
  }
}

/** A business rule refused the command. HTTP 400 unless the rule sets another status. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(readonly code: string, message: string, readonly httpStatus = 400, readonly params: Record<string, unknown> = {}) {
    super(message);
  }
}

export class StreamNotFoundError extends DomainError {
  constructor(readonly streamId: string, what = 'document') {
    super('not_found', `The ${what} ${streamId} does not exist.`, 404);
  }
}

/**
 * A command id this user already used for another request (another body or another endpoint).
 * HTTP 409 `command_id_reused`: answering "duplicate" would silently drop the new change.
 */
export class CommandIdReusedError extends Error {
  override readonly name = 'CommandIdReusedError';
  constructor(readonly commandId: string) {
    super(`The command id ${commandId} was already used for another request. Send a new command id for a new change.`);
  }
}
