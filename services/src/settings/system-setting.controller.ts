import { Controller, Get, Inject, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import {
  COMMON_SETTING_KEYS,
  COMPANY_SETTINGS_READ_MODEL,
  type CompanySettingKey,
  type GetSettingsQuery,
  getSettingsQuery,
  type GroupSettingsQuery,
  groupSettingsQuery,
  type PutPosSettingsBody,
  type PutSettingsBody,
  putPosSettingsBody,
  putSettingsBody,
  putSettingsResponse,
  SETTING_GROUP_NAMES,
  SETTING_GROUPS,
  type SettingsView,
  settingsViewSchema,
  toSettingsView,
  WEB_SHOP_SETTING_KEYS,
} from '@tradedesk/contracts/settings/company-settings';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySettings } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { z } from 'zod';
import { envelopeOf } from '../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../platform/http/endpoint.js';
import type { Session } from '../platform/http/request-context.js';
import { DATABASE } from '../platform/tokens.js';
import { ChangeSettingsCommand } from './change-settings/change-settings.command.js';

const ADMINS = { roles: [ROLE_ADMIN] } as const;
/** The CashRegisterSystem screen (/setting/cashRegisterSys): Root, Admin or its page privilege, for the till's settings only. */
const CASH_REGISTER_SYSTEM = { roles: [ROLE_ADMIN], page: ['CashRegisterSystem'] } as const;

/**
 * Company settings (docs/api.md "Company settings"): every answer is { Key: { value } }. Every
 * session reads what the shell and the screens need (`common`); the whole set, by group too, is the
 * settings screen's, Root and Admin, who also change it. The read model is inline (`?waitFor=`
 * never waits for it); `common` names it so its live changes reach every session.
 */
@Controller('api/system-setting')
export class SystemSettingController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get('settings')
  @Endpoint({ summary: 'Company settings, all or ?keys=A,B (the settings screen)', access: ADMINS, query: getSettingsQuery, response: settingsViewSchema })
  async settings(@ValidQuery() q: GetSettingsQuery): Promise<SettingsView> {
    return toSettingsView(await readCompanySettings(this.db), q.keys as CompanySettingKey[] | undefined);
  }

  @Get('group-settings')
  @Endpoint({
    summary: `Settings of one group (?group=${SETTING_GROUP_NAMES.join('|')}), or all groups { group: { Key: { value } } }`,
    access: ADMINS,
    query: groupSettingsQuery,
    response: z.union([settingsViewSchema, z.record(z.string(), settingsViewSchema)]),
  })
  async groupSettings(@ValidQuery() q: GroupSettingsQuery) {
    const values = await readCompanySettings(this.db);
    if (q.group) return toSettingsView(values, SETTING_GROUPS[q.group]);
    return Object.fromEntries(SETTING_GROUP_NAMES.map((g) => [g, toSettingsView(values, SETTING_GROUPS[g])]));
  }

  @Get('common')
  @Endpoint({ summary: 'The settings the application shell and the screens need (clock, menus, currencies, units, sale defaults): every session', access: 'session', response: settingsViewSchema, readModels: [COMPANY_SETTINGS_READ_MODEL] })
  async common(): Promise<SettingsView> {
    return toSettingsView(await readCompanySettings(this.db), COMMON_SETTING_KEYS);
  }

  @Get('web-shop')
  @Endpoint({ summary: 'The settings the web shop shows', access: 'session', response: settingsViewSchema })
  async webShop(): Promise<SettingsView> {
    return toSettingsView(await readCompanySettings(this.db), WEB_SHOP_SETTING_KEYS);
  }

  @Get('pos-settings')
  @Endpoint({ summary: "The till's settings (discount limit, receipt header and footer, paper width, print after payment): the CashRegisterSystem screen", access: CASH_REGISTER_SYSTEM, response: settingsViewSchema })
  async posSettings(): Promise<SettingsView> {
    return toSettingsView(await readCompanySettings(this.db), SETTING_GROUPS.pos);
  }

  @Put('pos-settings')
  @Endpoint({
    summary: "Change the till's settings: { settings: { Key: value } } with keys of the pos group only (others answer 400); answers the changed keys and the till's settings",
    access: CASH_REGISTER_SYSTEM,
    body: putPosSettingsBody,
    response: putSettingsResponse,
  })
  async changePos(@ValidBody() body: PutPosSettingsBody, @CurrentSession() s: Session) {
    const r = await this.commands.execute(new ChangeSettingsCommand(body.settings, envelopeOf(s, body.commandId)));
    // Someone with only this screen sees the till's settings back, not the whole company's.
    return { ...r, settings: Object.fromEntries(SETTING_GROUPS.pos.map((k) => [k, r.settings[k]!])) };
  }

  @Put('settings')
  @Endpoint({
    summary: 'Change settings: { settings: { Key: value } }. Unknown keys and invalid values answer 400; answers the changed keys and all settings',
    access: ADMINS,
    body: putSettingsBody,
    response: putSettingsResponse,
  })
  change(@ValidBody() body: PutSettingsBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeSettingsCommand(body.settings, envelopeOf(s, body.commandId)));
  }
}
