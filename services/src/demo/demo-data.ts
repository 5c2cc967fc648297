import type { INestApplication } from '@nestjs/common';
import type { Language, PagePrivileges } from '@tradedesk/contracts/identity/identity';
import { positionStreamId } from '@tradedesk/contracts/identity/positions';
import { tagStreamId } from '@tradedesk/contracts/identity/tags';
import { alarmStreamId } from '@tradedesk/contracts/messaging/alarm-clock';
import { COMPANY_SETTINGS_STREAM, type CompanySettings } from '@tradedesk/contracts/settings/company-settings';
import { findUserByUsername } from '@tradedesk/projections/identity/users/users.query';
import type { pino } from 'pino';
import { DEMO_WAREHOUSES, seedDemoCatalog } from '../catalog/demo-catalog.js';
import { seedDemoCustomers } from '../customers/demo-customers.js';
import { seedDemoStock } from '../inventory/demo-stock.js';
import { seedDemoSales } from '../sales/demo-sales.js';
import { DEMO_ACTOR } from '../platform/actors.js';
import { IdentityService } from '../identity/identity.service.js';
import { positionDecider } from '../identity/position.decider.js';
import { tagDecider } from '../identity/tag.decider.js';
import { PLATFORM } from '../platform/platform.module.js';
import type { Platform } from '../platform/platform.js';
import { companySettingsDecider } from '../settings/company-settings.decider.js';

export const DEMO_PASSWORD = 'demo1234';

/** The company's own role for shop staff: a few pages, nothing of the administration. */
export const DEMO_CLERK_POSITION = {
  id: 'demo-clerk',
  name: 'Clerk',
  description: 'Shop staff: sales, products and customers',
  pagePrivileges: {
    SaleList: 'Accessable',
    SaleNew: 'Accessable',
    SaleInput: 'Accessable',
    ProductList: 'Accessable',
    CustomerList: 'Accessable',
    AlarmClock: 'Accessable',
  } satisfies PagePrivileges,
};
export const DEMO_TAG = { id: 'demo-tag-santiago', name: 'Tienda Santiago', color: '#409EFF' };

/** One user of each role: admin (Admin), invoice (Invoice), clerk (the Clerk position). */
export const DEMO_USERS: { username: string; name: string; roles: string[]; positionIds: string[]; language: Language; isBoss?: boolean }[] = [
  { username: 'admin', name: 'Ana Admin', roles: ['Admin'], positionIds: [], language: 'es', isBoss: true },
  { username: 'invoice', name: 'Iván Facturas', roles: ['Invoice'], positionIds: [], language: 'es' },
  { username: 'clerk', name: 'Li Wei', roles: [], positionIds: [DEMO_CLERK_POSITION.id], language: 'zh' },
];

/** A trader in Chile: importer in Valparaíso, pesos with dollars and yuan, Spanish units. */
export const DEMO_SETTINGS: Partial<CompanySettings> = {
  CompanyName: 'Importadora Pacífico SpA',
  SystemTimeZone: -3,
  SaleType: 'Wholesale',
  BaseCurrencyID: 'CLP',
  SecondCurrencyID: 'USD',
  ThirdCurrencyID: 'CNY',
  CostCurrencyID: 'USD',
  BoxUnit: 'Caja',
  BigBagUnit: 'Saco grande',
  BagUnit: 'Bolsa',
  UnitUnit: 'Unidad',
  PriceDecimal: 0,
  DefaultTax: '19',
  MenuShowVat: true,
  EnableSaleOrderTax: true,
  EnableBossPrivilege: true,
};

const demoEnv = (commandId: string) => ({ userId: DEMO_ACTOR, commandId });

/**
 * The demo data set (`npm run demo`): company settings of a trader in Chile, a Clerk position,
 * users of each role and a reminder. Idempotent: it only adds what is missing (settings only while
 * nobody changed them), so running it twice changes nothing.
 */
export async function seedDemo(app: INestApplication, log: pino.Logger) {
  const identity = app.get(IdentityService);
  const platform = app.get<Platform>(PLATFORM);
  const { runtime, store, db } = platform;

  const settings = await store.readStream(COMPANY_SETTINGS_STREAM);
  if (!settings.events.some((e) => e.type === 'CompanySettingsChanged')) {
    await runtime.run(companySettingsDecider, COMPANY_SETTINGS_STREAM, { type: 'ChangeSettings', changes: DEMO_SETTINGS }, demoEnv('demo-settings'));
  }

  const p = DEMO_CLERK_POSITION;
  if ((await store.readStream(positionStreamId(p.id))).version === 0) {
    await runtime.run(positionDecider, positionStreamId(p.id), { type: 'CreatePosition', positionId: p.id, name: p.name, description: p.description, pagePrivileges: p.pagePrivileges }, demoEnv('demo-position-clerk'));
  }
  if ((await store.readStream(tagStreamId(DEMO_TAG.id))).version === 0) {
    await runtime.run(tagDecider, tagStreamId(DEMO_TAG.id), { type: 'CreateTag', tagId: DEMO_TAG.id, name: DEMO_TAG.name, color: DEMO_TAG.color }, demoEnv('demo-tag'));
  }

  const ids = new Map<string, string>();
  for (const u of DEMO_USERS) {
    const existing = await findUserByUsername(db, u.username);
    if (existing) {
      ids.set(u.username, existing.id);
      continue;
    }
    const r = await identity.createUser(
      {
        username: u.username,
        name: u.name,
        password: DEMO_PASSWORD,
        roles: u.roles,
        language: u.language,
        extra: { positionIds: u.positionIds, isBoss: u.isBoss ?? false, tagIds: [DEMO_TAG.id] },
      },
      DEMO_ACTOR,
    );
    ids.set(u.username, r.id);
  }

  const stream = alarmStreamId('demo-1');
  if ((await store.readStream(stream)).version === 0) {
    await store.append(
      stream,
      'no_stream',
      [{ type: 'AlarmSet', data: { alarmId: 'demo-1', ownerId: ids.get('admin')!, content: 'Confirm the container arrival with the customs agent in Valparaíso', remindAt: new Date(Date.now() + 3600_000).toISOString(), soId: null, poId: 'PO-2026-0042' } }],
      { userId: DEMO_ACTOR, commandId: 'demo-alarm-1', correlationId: 'demo', causationId: 'demo' },
    );
  }
  await seedDemoCatalog(platform);
  await seedDemoStock(app, platform, ids.get('admin')!, DEMO_WAREHOUSES.map((w) => w.id));
  await seedDemoCustomers(platform);
  await seedDemoSales(app, platform, ids.get('admin')!, DEMO_WAREHOUSES[0].id);
  log.info(`demo data ready: users ${DEMO_USERS.map((u) => u.username).join(', ')} with password ${DEMO_PASSWORD}`);
}
