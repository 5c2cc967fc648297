import type { PostCountBody } from '@tradedesk/contracts/inventory/count';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/stock/counts/:id/post: counted - book at posting becomes stock movements; a stale `version` is a 409. */
export class PostCountCommand {
  constructor(
    readonly countId: string,
    readonly body: PostCountBody,
    readonly env: CommandEnvelope,
  ) {}
}
