import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tableStreamId } from '@tradedesk/contracts/sales/table-orders';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { ConcurrencyError } from '../../platform/event-store/errors.js';
import { SaleFactsLoader } from '../sale-facts.loader.js';
import { SaleOrders } from '../sale-orders.js';
import { tableDecider } from '../table.decider.js';
import { OpenTableCommand } from './open-table.command.js';

/**
 * Open a table: its new order (a retail draft in the desk's store, the next SO number) and the
 * table's `TableOrderOpened` in ONE transaction, the table appended at the version its decision
 * read: of two waiters opening one free table at once, one wins, the other is decided again and
 * refused (desk_occupied), and only one order exists.
 */
@CommandHandler(OpenTableCommand)
export class OpenTableHandler implements ICommandHandler<OpenTableCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly orders: SaleOrders,
    private readonly facts: SaleFactsLoader,
  ) {}

  async execute({ body: b, env: e }: OpenTableCommand) {
    const orderId = b.commandId ?? this.runtime.newId();
    const env = { ...e, commandId: b.commandId ?? e.commandId };
    const streamId = tableStreamId(b.deskId);
    for (let attempt = 0; ; attempt++) {
      const { version, events: history } = await this.runtime.store.readStream(streamId);
      const table = history.reduce((s, ev) => tableDecider.evolve(s, ev as Parameters<typeof tableDecider.evolve>[1]), tableDecider.initialState());
      const facts = await this.facts.forOpenTable(b.deskId, table.orderId, table.guests);
      const events = tableDecider.decide({ type: 'OpenTable', deskId: b.deskId, orderId, guests: b.guests, facts }, table, this.runtime.context(env));
      try {
        const order = await this.orders.create(
          'sale',
          env,
          async (id, number) => ({
            type: 'CreateSaleOrder', orderId: id, number, kind: 'sale', source: 'retail', header: { warehouseId: facts.desk.warehouseId, priceType: 'retail' }, lines: [], duplicatedFrom: null, importId: null,
            facts: await this.facts.forNewOrder({ warehouseId: facts.desk.warehouseId, lines: [] }),
          }),
          events.length ? [{ streamId, expectedVersion: version, events }] : [],
          orderId,
        );
        return { ...order, deskId: b.deskId };
      } catch (err) {
        if (err instanceof ConcurrencyError && err.streamId === streamId && attempt === 0) continue;
        throw err;
      }
    }
  }
}
