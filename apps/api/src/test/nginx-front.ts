import { type ChildProcess, spawn } from "node:child_process";
import { accessSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./api-process.ts";

// Debian's nginx in front of real API processes (several-machines.test.ts, the bench): the
// production site file deploy/nginx/culture-patrimoine.conf, with only its upstream servers and its
// `listen` lines rewritten, included in a main nginx.conf of our own (pid, logs and temp folders in
// a temporary prefix, as Debian's http block otherwise), run in the foreground as a child process.

/** The site file a newcomer installs (the tests run this very file). */
export const NGINX_SITE_FILE = fileURLToPath(
  new URL("../../../../deploy/nginx/culture-patrimoine.conf", import.meta.url),
);

/** Debian's nginx, or NGINX_PATH; undefined when it is not installed. */
export function nginxBinary(): string | undefined {
  const candidate = process.env.NGINX_PATH || "/usr/sbin/nginx";
  try {
    accessSync(candidate, constants.X_OK);
    return candidate;
  } catch {
    return undefined;
  }
}

/** One line of the access log: which process answered what (JSON, see the main conf below). */
export interface NginxLogLine {
  time: number;
  method: string;
  uri: string;
  status: number;
  /** "127.0.0.1:port" of each process tried, in order (", " between them in nginx's variable). */
  upstreams: string[];
  upstreamStatuses: string[];
  /** The visitor's address as nginx saw it. */
  client: string;
  /** The request's X-Test-Tag header, for a test to find its own requests. */
  tag: string;
}

export interface NginxFront {
  /** http://127.0.0.1:port */
  readonly url: string;
  readonly port: number;
  /** The access log so far, one entry per request nginx answered. */
  accessLog(): NginxLogLine[];
  /** nginx's error log (upstream failures, retries), for failure messages. */
  errorLog(): string;
  /** Sends the site again with other upstreams and reloads nginx (SIGHUP), waiting for the new workers. */
  reload(upstreams: string[]): Promise<void>;
  stop(): Promise<void>;
}

export interface NginxFrontOptions {
  /** "127.0.0.1:port" of each API process. */
  upstreams: string[];
  /** How long nginx may take to answer (default 30 s: a loaded machine). */
  startTimeoutMs?: number;
}

/**
 * The site file with the given upstream servers (each keeping the parameters of the file's first
 * `server` line: max_fails, fail_timeout) and one `listen` on loopback at `port`.
 */
export function renderSite(site: string, upstreams: string[], port: number): string {
  const upstreamBlock = /(upstream\s+[\w-]+\s*\{)([\s\S]*?)(\n\})/;
  const block = site.match(upstreamBlock);
  if (!block) throw new Error(`no upstream block in ${NGINX_SITE_FILE}`);
  const serverLine = /^(\s*)server\s+\S+((?:\s+[^;\s]+)*)\s*;[^\n]*$/gm;
  const first = [...block[2]!.matchAll(serverLine)][0];
  if (!first) throw new Error(`no server line in the upstream block of ${NGINX_SITE_FILE}`);
  const [, indent, parameters] = first;
  const servers = upstreams.map((address) => `${indent}server ${address}${parameters};`).join("\n");
  let placed = false;
  const body = block[2]!.replace(serverLine, () => {
    if (placed) return "";
    placed = true;
    return servers;
  });
  let listened = false;
  return site
    .replace(upstreamBlock, `$1${body}$3`)
    .replace(/^(\s*)listen\s+[^;]+;[^\n]*$/gm, (_line, lineIndent: string) => {
      if (listened) return "";
      listened = true;
      return `${lineIndent}listen 127.0.0.1:${port};`;
    });
}

function mainConf(prefix: string, sitePath: string): string {
  const p = (name: string) => path.join(prefix, name);
  // Workers as root when the tests run as root: they must reach the temporary prefix (mode 0700).
  const asRoot = process.getuid?.() === 0 ? "user root;\n" : "";
  const mimeTypes = "/etc/nginx/mime.types";
  let hasMimeTypes = true;
  try {
    accessSync(mimeTypes, constants.R_OK);
  } catch {
    hasMimeTypes = false;
  }
  // As Debian's /etc/nginx/nginx.conf (gzip on included: the site must turn it off itself), with
  // the paths a user without root can write, and one worker on a small machine.
  return `${asRoot}worker_processes 1;
pid ${p("nginx.pid")};
error_log ${p("error.log")} notice;
events { worker_connections 1024; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  ${hasMimeTypes ? `include ${mimeTypes};` : ""}
  default_type application/octet-stream;
  log_format test escape=json '{"time":"$msec","method":"$request_method","uri":"$request_uri",'
    '"status":"$status","upstream":"$upstream_addr","upstream_status":"$upstream_status",'
    '"client":"$remote_addr","tag":"$http_x_test_tag"}';
  access_log ${p("access.log")} test;
  client_body_temp_path ${p("client_body")};
  proxy_temp_path ${p("proxy")};
  fastcgi_temp_path ${p("fastcgi")};
  uwsgi_temp_path ${p("uwsgi")};
  scgi_temp_path ${p("scgi")};
  gzip on;
  include ${sitePath};
}
`;
}

function parseLog(text: string): NginxLogLine[] {
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const entry = JSON.parse(line) as Record<string, string>;
      // "a, b" when nginx tried a second process; "a : b" across an internal redirect.
      const list = (value: string | undefined) =>
        value && value !== "-" ? value.split(/\s*,\s*|\s+:\s+/).filter(Boolean) : [];
      return {
        time: Number(entry.time) * 1000,
        method: entry.method ?? "",
        uri: entry.uri ?? "",
        status: Number(entry.status),
        upstreams: list(entry.upstream),
        upstreamStatuses: list(entry.upstream_status),
        client: entry.client ?? "",
        tag: entry.tag ?? "",
      };
    });
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number, log: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`nginx ended before answering (${child.exitCode ?? child.signalCode}):\n${log()}`);
    }
    try {
      // Any answer will do (a 502 while no process listens yet): nginx itself is up.
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer within ${timeoutMs} ms:\n${log()}`);
}

/**
 * Starts nginx on a free loopback port in front of `upstreams`, and waits until it answers. Throws
 * when nginx is not installed (callers skip before, see nginxBinary).
 */
export async function startNginxFront(options: NginxFrontOptions): Promise<NginxFront> {
  const binary = nginxBinary();
  if (!binary) {
    throw new Error(
      `nginx not found at ${process.env.NGINX_PATH || "/usr/sbin/nginx"} (apt-get install nginx, or NGINX_PATH)`,
    );
  }
  const site = readFileSync(NGINX_SITE_FILE, "utf8");
  // A port found free may be taken before nginx binds it: a few tries.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(binary, site, options);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("Address already in use")) throw error;
    }
  }
}

async function startOnce(binary: string, site: string, options: NginxFrontOptions): Promise<NginxFront> {
  const prefix = mkdtempSync(path.join(tmpdir(), "cp-nginx-"));
  for (const folder of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(prefix, folder));
  }
  const port = await freePort();
  const sitePath = path.join(prefix, "culture-patrimoine.conf");
  const confPath = path.join(prefix, "nginx.conf");
  writeFileSync(sitePath, renderSite(site, options.upstreams, port));
  writeFileSync(confPath, mainConf(prefix, sitePath));
  const read = (name: string) => {
    try {
      return readFileSync(path.join(prefix, name), "utf8");
    } catch {
      return "";
    }
  };

  let printed = "";
  const child = spawn(
    binary,
    ["-p", prefix, "-c", confPath, "-e", path.join(prefix, "error.log"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const keep = (chunk: Buffer) => {
    printed = (printed + String(chunk)).slice(-8000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const ended = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  // nginx is not a child that ends with the test's process by itself: end it when this process exits.
  const onExit = () => child.kill("SIGKILL");
  process.once("exit", onExit);

  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => `${printed}${read("error.log")}`.slice(-8000);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: graceful (answers in flight finish), then SIGKILL if it lingers.
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await ended;
      clearTimeout(timer);
    }
    process.removeListener("exit", onExit);
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(url, child, options.startTimeoutMs ?? 30_000, errorLog);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    port,
    accessLog: () => parseLog(read("access.log")),
    errorLog,
    async reload(upstreams) {
      const workersBefore = read("error.log").split("start worker process").length;
      writeFileSync(sitePath, renderSite(site, upstreams, port));
      child.kill("SIGHUP");
      const deadline = Date.now() + 30_000;
      while (read("error.log").split("start worker process").length <= workersBefore) {
        if (Date.now() > deadline) throw new Error(`nginx did not reload within 30 s:\n${errorLog()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop,
  };
}
