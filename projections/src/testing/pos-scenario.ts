import { invoiceSetupsProjector } from '../invoicing/invoice-setups/invoice-setups.projector.js';
import { tillBoletasProjector } from '../invoicing/till-boletas/till-boletas.projector.js';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { customersProjector } from '../customers/customers/customers.projector.js';
import { warehousesProjector } from '../catalog/warehouses/warehouses.projector.js';
import { moneyAccountsProjector } from '../finance/money-accounts/money-accounts.projector.js';
import { usersProjector } from '../identity/users/users.projector.js';
import type { ProjectorContext } from '../platform/projector.js';
import { payMethodsProjector } from '../pos/pay-methods/pay-methods.projector.js';
import { posCashSessionsProjector } from '../pos/pos-cash-sessions/pos-cash-sessions.projector.js';
import { posCashiersProjector } from '../pos/pos-cashiers/pos-cashiers.projector.js';
import { posDevicesProjector } from '../pos/pos-devices/pos-devices.projector.js';
import { posMachineLogProjector } from '../pos/pos-machine-log/pos-machine-log.projector.js';
import { posRegistersProjector } from '../pos/pos-registers/pos-registers.projector.js';
import { posSalesProjector } from '../pos/pos-sales/pos-sales.projector.js';
import { posReturnsProjector } from '../pos/pos-returns/pos-returns.projector.js';
import { storedEvent, useProjectorDb } from './projector-scenario.js';

/** An event recorded by `by` (its metadata's userId: the Admin or the cashier) at `at`. */
export const posEvent = (streamId: string, streamVersion: number, type: string, data: unknown, by = 'admin', at?: string): StoredEvent => {
  const e = storedEvent(streamId, streamVersion, type, data, at);
  return { ...e, metadata: { ...e.metadata, userId: by } };
};

/** The pos read models and those their queries name (users, warehouses, customers, money accounts), with two people: Admin Root and cashier Ana. */
export function usePosDb(seed?: (ctx: () => ProjectorContext) => Promise<void>) {
  return useProjectorDb(
    [usersProjector, warehousesProjector, customersProjector, moneyAccountsProjector, payMethodsProjector, posRegistersProjector, posDevicesProjector, posCashiersProjector, posCashSessionsProjector, posSalesProjector, posReturnsProjector, posMachineLogProjector, invoiceSetupsProjector, tillBoletasProjector],
    async (ctx) => {
      const user = (id: string, name: string) => posEvent(`user-${id}`, 1, 'UserCreated', { userId: id, username: id, name, passwordHash: 'x', roles: [], language: 'en' });
      await usersProjector.apply([user('admin', 'Root Admin'), user('ana', 'Ana Cajera')], ctx());
      await seed?.(ctx);
    },
  );
}
