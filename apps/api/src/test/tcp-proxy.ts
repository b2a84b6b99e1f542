import { connect, createServer, type Server, type Socket } from "node:net";

// A real TCP hop between API processes and PostgreSQL that a test can break the way the world
// breaks it: the server gone (connections refused), a network that swallows packets (connections
// never complete), or every open connection cut at once (a restart, a failover, a proxy timeout).

export interface TcpProxy {
  readonly port: number;
  /** Forward new connections to the target (the normal state). */
  open(): Promise<void>;
  /** Stop listening: new connections are refused (ECONNREFUSED), open ones stay. */
  refuse(): Promise<void>;
  /** Accept new connections but never forward a byte: the client waits until its own timeout. */
  blackHole(): Promise<void>;
  /** Destroy every open connection, both sides, at once. */
  cutAll(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, port: number): Promise<TcpProxy> {
  let mode: "forward" | "black-hole" = "forward";
  const sockets = new Set<Socket>();
  let server: Server | null = null;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        track(client);
        if (mode === "black-hole") return;
        const upstream = connect(target.port, target.host);
        track(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      server.on("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });

  // close() stops accepting at once; its callback would wait for the open connections to end.
  const stopListening = async () => {
    server?.close();
    server = null;
  };

  const proxy: TcpProxy = {
    port,
    async open() {
      mode = "forward";
      if (!server) await listen();
    },
    refuse: stopListening,
    async blackHole() {
      mode = "black-hole";
      if (!server) await listen();
    },
    cutAll() {
      for (const socket of sockets) socket.destroy();
    },
    async close() {
      proxy.cutAll();
      await stopListening();
    },
  };
  return proxy;
}
