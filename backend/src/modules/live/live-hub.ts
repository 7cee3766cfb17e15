import { Injectable } from '@nestjs/common';
import { LiveCloseCodes, type LiveServerFrame, type LiveSessionClock } from '@medprep/shared';
import type { WebSocket } from 'ws';

/** What happened, as instances tell each other; each instance delivers it to its own sockets. */
export type LiveEvent =
  /** Sessions ended: one (`sessionId`), or every one of the user's but `exceptSessionId`. */
  | { kind: 'auth.revoked'; userId: string; sessionId?: string; exceptSessionId?: string | null }
  | { kind: 'access.changed'; userId: string }
  | { kind: 'session.clock'; userId: string; clock: LiveSessionClock }
  | { kind: 'build.new'; id: string };

/** A signed-in socket: whose, through which sign-in session. */
export interface LiveClient {
  socket: WebSocket;
  userId: string;
  sessionId: string;
}

export function sendFrame(socket: WebSocket, frame: LiveServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/** Tells the socket its sign-in session has ended, then closes it as unauthorised. */
export function signOut(socket: WebSocket): void {
  sendFrame(socket, { type: 'auth.revoked' });
  socket.close(LiveCloseCodes.unauthorized, 'signed out');
}

/** This instance's signed-in sockets, by user. */
@Injectable()
export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveClient>>();

  add(client: LiveClient): void {
    const clients = this.byUser.get(client.userId) ?? new Set<LiveClient>();
    clients.add(client);
    this.byUser.set(client.userId, clients);
  }

  remove(client: LiveClient): void {
    const clients = this.byUser.get(client.userId);
    if (!clients) return;
    clients.delete(client);
    if (clients.size === 0) this.byUser.delete(client.userId);
  }

  get size(): number {
    let count = 0;
    for (const clients of this.byUser.values()) count += clients.size;
    return count;
  }

  deliver(event: LiveEvent): void {
    switch (event.kind) {
      case 'auth.revoked':
        for (const client of this.of(event.userId)) {
          const ended = event.sessionId !== undefined ? client.sessionId === event.sessionId : client.sessionId !== event.exceptSessionId;
          if (ended) signOut(client.socket);
        }
        return;
      case 'access.changed':
        for (const client of this.of(event.userId)) sendFrame(client.socket, { type: 'access.changed' });
        return;
      case 'session.clock':
        for (const client of this.of(event.userId)) sendFrame(client.socket, { type: 'session.clock', ...event.clock });
        return;
      case 'build.new':
        for (const clients of this.byUser.values()) for (const client of clients) sendFrame(client.socket, { type: 'build.new', id: event.id });
        return;
    }
  }

  private of(userId: string): LiveClient[] {
    return [...(this.byUser.get(userId) ?? [])];
  }
}
