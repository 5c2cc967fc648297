import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { POS_DEVICE_HEADER, POS_SESSION_HEADER } from '@tradedesk/contracts/pos/pos';
import type { Database } from '@tradedesk/projections/platform/sql';
import { cashierSessionByTokenHash, deviceByTokenHash } from '@tradedesk/projections/pos/pos-devices/pos-devices.query';
import type { Request } from 'express';
import { CommandRuntime } from '../platform/cqrs/command-runtime.js';
import { type TillContext, TillResolver } from '../platform/http/auth.guard.js';
import { ApiException } from '../platform/http/errors.js';
import { sha256 } from '../platform/secrets.js';
import { DATABASE } from '../platform/tokens.js';

export const POS_DEVICE_REQUIRED = 'pos_device_required';
export const POS_DEVICE_REVOKED = 'pos_device_revoked';
export const POS_SESSION_REQUIRED = 'pos_session_required';

const header = (headers: Request['headers'], name: string): string | null => {
  const v = headers[name.toLowerCase()];
  return typeof v === 'string' && v ? v : null;
};

/**
 * Every till call (docs/pos.md "Till calls"): the device token must name an authorised device
 * that is not revoked, and on cashier routes the PIN session token a live session of a cashier
 * still allowed, started on this very device. Read from the inline read models on every call, so
 * a revoke or a sign-out holds from the next call on.
 */
@Injectable()
export class PosTillResolver extends TillResolver {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
  ) {
    super();
  }

  async resolve(headers: Request['headers'], needsCashier: boolean): Promise<TillContext> {
    const deviceToken = header(headers, POS_DEVICE_HEADER);
    const device = deviceToken ? await deviceByTokenHash(this.db, sha256(deviceToken)) : null;
    if (!device) throw new ApiException(401, ErrorCode.Unauthenticated, 'This browser is not an authorised till: an administrator authorises it on /pos/posAuthorize.', undefined, POS_DEVICE_REQUIRED);
    if (device.revoked) throw new ApiException(403, ErrorCode.Forbidden, 'This till device was revoked: an administrator has to authorise it again.', undefined, POS_DEVICE_REVOKED);
    const till: TillContext = { deviceId: device.id, deviceName: device.name, registerId: device.registerId };
    if (!needsCashier) return till;
    const sessionToken = header(headers, POS_SESSION_HEADER);
    const s = sessionToken ? await cashierSessionByTokenHash(this.db, sha256(sessionToken), this.runtime.clock()) : null;
    if (!s || s.deviceId !== device.id) throw new ApiException(401, ErrorCode.Unauthenticated, 'Sign in with your PIN on this till.', undefined, POS_SESSION_REQUIRED);
    return { ...till, cashier: { employeeId: s.employeeId, name: s.name, posSessionId: s.id } };
  }
}
