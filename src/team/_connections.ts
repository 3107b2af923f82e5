/**
 * Who holds the team server's connections. At most `maxConnections` are open, and at most
 * `maxPerAddress` from one address (an IPv4 address, or an IPv6 /64 network: one host of IPv6
 * has a whole /64 to connect from). A new connection over either cap takes the place of the
 * oldest connection (of that address, or of all) that has no request in progress: first one on
 * which no request has arrived yet (half-open: still sending its first headers), else one that
 * sits idle between requests. Only when every one of them is in the middle of a request is
 * the new connection closed at once. So one address that floods the server churns its own
 * connections and nobody else's, and a health check gets in.
 */
import { isIPv6, type Socket } from "node:net";

export interface ConnectionCaps {
  maxConnections: number;
  maxConnectionsPerAddress: number;
}

interface Tracked {
  group: string;
  /** Requests in progress (received headers, answer not finished). */
  busy: number;
  /** A request arrived on it before: a client's keep-alive connection, closed last. */
  served: boolean;
}

export class ConnectionTable {
  readonly #caps: ConnectionCaps;
  /** Every open connection, oldest first. */
  readonly #all = new Map<Socket, Tracked>();
  /** The open connections of each address group, oldest first. */
  readonly #groups = new Map<string, Set<Socket>>();

  constructor(caps: ConnectionCaps) {
    this.#caps = caps;
  }

  /** Open connections. */
  get size(): number {
    return this.#all.size;
  }

  /** Count a new connection in, making room when a cap is reached; false when refused. */
  admit(socket: Socket): boolean {
    const group = addressGroup(socket.remoteAddress);
    const mine = this.#groups.get(group);
    const full = (mine?.size ?? 0) >= this.#caps.maxConnectionsPerAddress &&
      !this.#evictOldestIdle(mine!);
    if (full || (this.#all.size >= this.#caps.maxConnections && !this.#evictOldestIdle())) {
      socket.destroy();
      return false;
    }
    this.#all.set(socket, { group, busy: 0, served: false });
    const set = mine ?? new Set<Socket>();
    set.add(socket);
    this.#groups.set(group, set);
    socket.once("close", () => this.#forget(socket));
    return true;
  }

  /** A request arrived on `socket`; call the returned function once its answer is done. */
  requestStarted(socket: Socket): () => void {
    const tracked = this.#all.get(socket);
    if (!tracked) return () => {};
    tracked.busy++;
    tracked.served = true;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      tracked.busy--;
    };
  }

  /**
   * Close the oldest connection without a request in progress, of `among` or of all: one on
   * which no request has arrived yet if there is one, else an idle keep-alive one.
   */
  #evictOldestIdle(among: Iterable<Socket> = this.#all.keys()): boolean {
    let idle: Socket | undefined;
    for (const socket of among) {
      const tracked = this.#all.get(socket);
      if (!tracked || tracked.busy > 0) continue;
      if (!tracked.served) return this.#evict(socket);
      idle ??= socket;
    }
    return idle !== undefined && this.#evict(idle);
  }

  #evict(socket: Socket): true {
    this.#forget(socket);
    socket.destroy();
    return true;
  }

  #forget(socket: Socket): void {
    const tracked = this.#all.get(socket);
    if (!tracked) return;
    this.#all.delete(socket);
    const set = this.#groups.get(tracked.group);
    set?.delete(socket);
    if (set?.size === 0) this.#groups.delete(tracked.group);
  }
}

/**
 * The group a peer address counts in: the IPv4 address itself (also when mapped into IPv6), or
 * the /64 network of an IPv6 address.
 *
 * @example
 * addressGroup("::ffff:10.0.0.7"); // "10.0.0.7"
 * addressGroup("2001:db8:1:2:aa::1"); // "2001:db8:1:2::/64"
 */
export function addressGroup(address: string | undefined): string {
  if (!address) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/**
 * The client's address: the peer's, or, when the peer is a trusted proxy (a load balancer), the
 * last address of `X-Forwarded-For` that is not itself a trusted proxy (the ones before it are
 * the client's word and prove nothing).
 *
 * @example
 * clientAddress("10.0.0.2", { "x-forwarded-for": "203.0.113.9, 10.0.0.2" }, ["10.0.0.2"]); // "203.0.113.9"
 */
export function clientAddress(
  peer: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  trusted: readonly string[],
): string | undefined {
  const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const proxies = new Set(trusted.map(plain));
  if (peer === undefined || !proxies.has(plain(peer))) return peer;
  const header = headers["x-forwarded-for"];
  const hops = (Array.isArray(header) ? header.join(",") : header ?? "")
    .split(",").map((hop) => plain(hop.trim())).filter((hop) => hop.length > 0 && hop.length <= 64);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!proxies.has(hops[i]!)) return hops[i];
  }
  return peer;
}
