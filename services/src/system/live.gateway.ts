import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { POS_DEVICE_HEADER, POS_SESSION_HEADER } from '@tradedesk/contracts/pos/pos';
import { POS_SALES_READ_MODEL } from '@tradedesk/contracts/pos/pos-sales';
import { TILL_BOLETAS_READ_MODEL } from '@tradedesk/contracts/invoicing/till-boletas';
import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { RM_CHANGED_CHANNEL } from '@tradedesk/projections/platform/daemon';
import type { Server, Socket } from 'socket.io';
import { SessionResolver, TillResolver, tokenOf } from '../platform/http/auth.guard.js';
import type { Session } from '../platform/http/request-context.js';
import { PLATFORM } from '../platform/platform.module.js';
import type { Platform } from '../platform/platform.js';
import { ReadModelAccess } from './read-model-access.js';

const SIGNED_IN = 'signed-in';
const TILLS = 'tills';
/**
 * What a till's socket (an authorised device with a cashier's PIN session, no user session) is
 * told: that the till sales changed, so its sale list refetches (docs/pos.md "Selling").
 */
export const TILL_READ_MODELS: readonly string[] = [POS_SALES_READ_MODEL, TILL_BOLETAS_READ_MODEL];

interface TillSocketState {
  headers: Record<string, string>;
  queue: Promise<void>;
}
/** How long a socket's resolved session (roles, pages) is trusted before a push re-reads it. */
export const SESSION_TTL_MS = 3_000;

interface LiveChange {
  readModel: string;
  ids: unknown[];
  position: string;
}

interface SocketState {
  token: string;
  userId: string;
  session: Session;
  checkedAt: number;
  /** Pushes to one socket go out in order even when one waits for a session re-read. */
  queue: Promise<void>;
}

/**
 * /be/live: forwards "read model changed" (name, ids, position) to signed-in browsers, each only
 * the read models its roles and pages may read (ReadModelAccess: the rules of the endpoints that
 * serve them). A socket without a valid session is refused. The session behind a socket is
 * re-read when a push finds it older than a few seconds and every 30 s: a position change takes
 * effect on the next push, a logout or an expiry disconnects the socket. A till (auth {posDevice,
 * posSession}: a device and a cashier's PIN session, checked by the pos context's TillResolver) is
 * told only of TILL_READ_MODELS, and is disconnected when the device or the PIN session ends.
 */
@WebSocketGateway({ path: '/be/live', serveClient: false, cors: false })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  private readonly logger = new Logger('live');
  @WebSocketServer() server!: Server;
  private unlisten: (() => Promise<void>) | null = null;
  private recheck: NodeJS.Timeout | null = null;

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly sessions: SessionResolver,
    private readonly access: ReadModelAccess,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** The pos context's resolver of device and PIN-session tokens (absent when no pos module is loaded). */
  private tills(): TillResolver | null {
    try {
      return this.moduleRef.get(TillResolver, { strict: false });
    } catch {
      return null;
    }
  }

  async afterInit() {
    this.unlisten = await this.platform.db.listen(RM_CHANGED_CHANNEL, (payload) => {
      let change: LiveChange;
      try {
        change = JSON.parse(payload) as LiveChange;
      } catch (e) {
        this.logger.warn(`bad read-model change payload: ${String(e)}`);
        return;
      }
      for (const socket of this.signedIn()) this.enqueue(socket, () => this.deliver(socket, change));
      if (TILL_READ_MODELS.includes(change.readModel)) for (const socket of this.tillSockets()) socket.emit('readModelChanged', change);
    });
    this.recheck = setInterval(() => this.revalidate(), 30_000);
    this.recheck.unref();
  }

  private signedIn(): Socket[] {
    return [...this.server.sockets.sockets.values()].filter((s) => s.rooms.has(SIGNED_IN) && s.data.live);
  }

  private tillSockets(): Socket[] {
    return [...this.server.sockets.sockets.values()].filter((s) => s.rooms.has(TILLS) && s.data.till);
  }

  /** A till's socket: auth {posDevice, posSession}, checked as a till call on a 'pos-cashier' route is; null when it is not one. */
  private async tillOf(socket: Socket): Promise<TillSocketState | null> {
    const auth = socket.handshake.auth as { posDevice?: unknown; posSession?: unknown } | undefined;
    if (typeof auth?.posDevice !== 'string' || typeof auth.posSession !== 'string') return null;
    const headers = { [POS_DEVICE_HEADER.toLowerCase()]: auth.posDevice, [POS_SESSION_HEADER.toLowerCase()]: auth.posSession };
    const till = await this.tills()?.resolve(headers, true).catch(() => null);
    return till ? { headers, queue: Promise.resolve() } : null;
  }

  private enqueue(socket: Socket, task: () => Promise<void>) {
    const state = socket.data.live as SocketState;
    state.queue = state.queue.then(task).catch((e: unknown) => this.logger.warn(`live push failed: ${String(e)}`));
  }

  private async deliver(socket: Socket, change: LiveChange) {
    const session = await this.currentSession(socket, SESSION_TTL_MS);
    if (session && this.access.mayRead(session, change.readModel)) socket.emit('readModelChanged', change);
  }

  /** The socket's session, re-read when older than `maxAgeMs`; null (and disconnected) when it ended. */
  private async currentSession(socket: Socket, maxAgeMs: number): Promise<Session | null> {
    const state = socket.data.live as SocketState;
    if (Date.now() - state.checkedAt < maxAgeMs) return state.session;
    const s = await this.sessions.resolve(state.token).catch(() => null);
    if (!s) {
      socket.disconnect(true);
      return null;
    }
    state.session = s;
    state.checkedAt = Date.now();
    return s;
  }

  private tokenOfSocket(socket: Socket): string | null {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    if (typeof auth?.token === 'string' && auth.token) return auth.token;
    return tokenOf({ headers: socket.handshake.headers as any });
  }

  async handleConnection(socket: Socket) {
    const till = await this.tillOf(socket);
    if (till) {
      socket.data.till = till;
      await socket.join(TILLS);
      socket.emit('ready', { till: true });
      return;
    }
    const token = this.tokenOfSocket(socket);
    const session = token ? await this.sessions.resolve(token).catch(() => null) : null;
    if (!token || !session) {
      socket.emit('unauthorized', { code: 40101, message: 'Please sign in: live updates need a valid session.' });
      socket.disconnect(true);
      return;
    }
    const state: SocketState = { token, userId: session.userId, session, checkedAt: Date.now(), queue: Promise.resolve() };
    socket.data.live = state;
    socket.data.userId = session.userId;
    await socket.join(SIGNED_IN);
    socket.emit('ready', { userId: session.userId });
  }

  private revalidate() {
    // A revoked device or an ended PIN session: its socket is closed.
    for (const socket of this.tillSockets()) {
      const state = socket.data.till as TillSocketState;
      state.queue = state.queue.then(async () => {
        const ok = await this.tills()?.resolve(state.headers, true).then(() => true, () => false);
        if (!ok) socket.disconnect(true);
      });
    }
    for (const socket of this.signedIn()) {
      this.enqueue(socket, async () => {
        await this.currentSession(socket, 0);
      });
    }
  }

  async onModuleDestroy() {
    if (this.recheck) clearInterval(this.recheck);
    await this.unlisten?.();
  }
}
