import type { BatchImportCountsBody, ImportCountLinesBody, OpenCountBody, PostCountBody, RecordCountLinesBody } from '@tradedesk/contracts/inventory/count';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class OpenCountCommand {
  constructor(
    readonly body: OpenCountBody,
    readonly env: CommandEnvelope,
  ) {}
}

export class RecordCountLinesCommand {
  constructor(
    readonly countId: string,
    readonly body: RecordCountLinesBody,
    readonly env: CommandEnvelope,
  ) {}
}

export class PostCountCommand {
  constructor(
    readonly countId: string,
    readonly body: PostCountBody,
    readonly env: CommandEnvelope,
  ) {}
}

export class ImportCountLinesCommand {
  constructor(
    readonly countId: string,
    readonly body: ImportCountLinesBody,
    readonly env: CommandEnvelope,
  ) {}
}

export class BatchImportCountsCommand {
  constructor(
    readonly body: BatchImportCountsBody,
    readonly env: CommandEnvelope,
  ) {}
}
