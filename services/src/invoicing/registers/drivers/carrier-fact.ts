import { getTransportCompany } from '@tradedesk/projections/invoicing/transport-companies/transport-companies.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import type { CarrierFact } from './driver.state.js';

/** Reads the transport company a driver command names (rm.transport_companies, inline). */
export async function carrierFact(db: Database, id: string | null | undefined): Promise<CarrierFact> {
  if (!id) return null;
  const c = await getTransportCompany(db, id);
  return { id, exists: !!c, active: !!c?.active };
}
