import type { z } from 'zod';
import type {
  BatchImportBody,
  CreateSaleOrderBody,
  duplicateBody,
  SaveCommitBody,
} from '@tradedesk/contracts/sales/sale-order';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';
import type { SaleOrderCommand } from './sale-order.decider.js';

/** A decider command without its facts: the handler looks them up for the order at hand. */
type WithoutFacts<C> = C extends { facts: unknown } ? Omit<C, 'facts'> : C;
export type SaleOrderAction =
  | WithoutFacts<Exclude<SaleOrderCommand, { type: 'CreateSaleOrder' } | { type: 'Sequence' }>>
  | { type: 'Sequence'; commands: SaleOrderAction[] };

/** Any change of an existing order (POST/PUT/DELETE under /sale/order with an id). */
export class SaleOrderActionCommand {
  constructor(
    readonly orderId: string,
    /** The version the client saw: a stale one is a 409. Undefined: decide on the current one. */
    readonly expectedVersion: number | undefined,
    readonly action: SaleOrderAction,
    readonly env: CommandEnvelope,
  ) {}
}

/** POST /sale/order (a draft) and save-commit without an id (a new order committed at once). */
export class CreateSaleOrderCommand {
  constructor(
    readonly body: Omit<CreateSaleOrderBody, 'commandId'>,
    readonly env: CommandEnvelope,
    readonly commit: Pick<SaveCommitBody, 'payments'> | null = null,
  ) {}
}

export class DuplicateSaleOrderCommand {
  constructor(
    readonly body: z.infer<typeof duplicateBody>,
    readonly env: CommandEnvelope,
  ) {}
}

export class HangSaleOrdersCommand {
  constructor(
    readonly ids: string[],
    readonly hang: boolean,
    readonly env: CommandEnvelope,
  ) {}
}

export class TransformToPurchaseCommand {
  constructor(
    readonly orderId: string,
    readonly env: CommandEnvelope,
  ) {}
}

export class ImportSaleOrdersCommand {
  constructor(
    readonly body: BatchImportBody,
    readonly env: CommandEnvelope,
  ) {}
}

