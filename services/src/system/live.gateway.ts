import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { RM_CHANGED_CHANNEL } from '@tradedesk/projections/platform/daemon';
import type { Server, Socket } from 'socket.io';
import { SessionResolver, tokenOf } from '../platform/http/auth.guard.js';
import { PLATFORM } from '../platform/platform.module.js';
import type { Platform } from '../platform/platform.js';

const SIGNED_IN = 'signed-in';

/**
 * /be/live: forwards "read model changed" (name, ids, position) to signed-in browsers only.
 * A socket without a valid session is refused; sessions are re-checked every 30 s so a logout or
 * an expiry disconnects the socket too.
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
  ) {}

  async afterInit() {
    this.unlisten = await this.platform.db.listen(RM_CHANGED_CHANNEL, (payload) => {
      try {
        this.server.to(SIGNED_IN).emit('readModelChanged', JSON.parse(payload));
      } catch (e) {
        this.logger.warn(`bad read-model change payload: ${String(e)}`);
      }
    });
    this.recheck = setInterval(() => void this.revalidate(), 30_000);
    this.recheck.unref();
  }

  private tokenOfSocket(socket: Socket): string | null {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    if (typeof auth?.token === 'string' && auth.token) return auth.token;
    return tokenOf({ headers: socket.handshake.headers as any });
  }

  async handleConnection(socket: Socket) {
    const token = this.tokenOfSocket(socket);
    const session = token ? await this.sessions.resolve(token).catch(() => null) : null;
    if (!session) {
      socket.emit('unauthorized', { code: 40101, message: 'Please sign in: live updates need a valid session.' });
      socket.disconnect(true);
      return;
    }
    socket.data.token = token;
    socket.data.userId = session.userId;
    await socket.join(SIGNED_IN);
    socket.emit('ready', { userId: session.userId });
  }

  private async revalidate() {
    for (const socket of await this.server.in(SIGNED_IN).fetchSockets()) {
      const s = await this.sessions.resolve(socket.data.token).catch(() => null);
      if (!s) socket.disconnect(true);
    }
  }

  async onModuleDestroy() {
    if (this.recheck) clearInterval(this.recheck);
    await this.unlisten?.();
  }
}
