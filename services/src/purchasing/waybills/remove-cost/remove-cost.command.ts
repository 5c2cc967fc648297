import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class RemoveCostCommand {
  constructor(
    readonly waybillId: string,
    readonly costId: string,
    readonly env: CommandEnvelope,
  ) {}
}
