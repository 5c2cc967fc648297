import { Injectable } from '@nestjs/common';
import { SALE_NUMBER_PREFIX, type SaleOrderAnswer, type SaleOrderKind, saleOrderStreamId } from '@tradedesk/contracts/sales/sale-order';
import { type CommandEnvelope, CommandRuntime } from '../platform/cqrs/command-runtime.js';
import type { AppendRequest } from '../platform/event-store/event-store.js';
import { NumberedDocumentWriter } from '../platform/documents/numbered-document.writer.js';
import { notFound } from '../platform/http/errors.js';
import { type SaleOrderCommand, saleOrderDecider } from './sale-order.decider.js';
import { SaleOrderReader } from './sale-order.reader.js';
import { evolveSaleOrder, initialSaleOrderState, orderIdOfStream, type SaleOrderState } from './sale-order.state.js';

/** A change of one existing order, as the body of every such call names it. */
export interface OrderTarget {
  id: string;
  /** The version the client saw: a stale one is a 409. Undefined: decide on the current one. */
  version?: number;
}

/**
 * How the sale-order handlers load, decide and append, and what they answer: the order as it now
 * is, with its version (SaleOrderAnswer).
 */
@Injectable()
export class SaleOrders {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly writer: NumberedDocumentWriter,
    private readonly reader: SaleOrderReader,
  ) {}

  /**
   * A new order with the next number of its kind. Its id is the command id (a retried request
   * targets the same stream and gets the first answer), else a new one. `command` is built once
   * the number is known; the facts it loads are read then too.
   */
  async create(
    kind: SaleOrderKind,
    env: CommandEnvelope,
    command: (orderId: string, number: string) => Promise<SaleOrderCommand>,
    /** Other streams the new order's decision changes in the same transaction (the table it is opened on), with their expected versions. */
    extra?: AppendRequest[],
    orderId = env.commandId ?? this.runtime.newId(),
  ): Promise<SaleOrderAnswer> {
    const written = await this.writer.create(
      SALE_NUMBER_PREFIX[kind],
      saleOrderStreamId(orderId),
      orderId,
      env,
      async (number) => saleOrderDecider.decide(await command(orderId, number), saleOrderDecider.initialState(), this.runtime.context(env)),
      { idOf: orderIdOfStream, ...(extra?.length ? { extra: () => extra } : {}) },
    );
    // A new order is answered from the events just stored; a retried command's from its stream.
    if (written.events?.length) {
      const state = written.events.reduce((s, e) => evolveSaleOrder(s, e as Parameters<typeof evolveSaleOrder>[1]), initialSaleOrderState());
      return this.reader.answer({ ...written, state });
    }
    return this.reader.answerFor(written.id, written);
  }

  /**
   * A change of an existing order: load its stream, decide, append with the version the client
   * saw (runtime.run). The command may be made from the state, when its decision needs facts.
   */
  async change(target: OrderTarget, command: SaleOrderCommand | ((state: SaleOrderState) => Promise<SaleOrderCommand>), env: CommandEnvelope): Promise<SaleOrderAnswer> {
    const r = await this.runtime.run(saleOrderDecider, saleOrderStreamId(target.id), command, env, { expectedVersion: target.version });
    if (!r.state.exists) throw notFound(`No sale order ${target.id}.`, 'order_not_found');
    return this.reader.answer(r);
  }
}
