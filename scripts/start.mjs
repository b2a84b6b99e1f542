// npm start: build the web app if needed, then run the API process that also serves it.
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureWebBuilt, root } from "./web-build.mjs";

ensureWebBuilt();
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/api/src/main.ts")], {
  cwd: root,
  stdio: "inherit",
  // NODE_ENV stays as given: a deployment sets NODE_ENV=production and APP_SECRET; a developer
  // machine runs in embedded mode, where the API keeps a generated secret in the data folder.
  // glibc's malloc (decision 055): the threads that convert pictures and hash passwords each kept an
  // arena of freed memory, 180 MB after the demo seed. Two arenas, and large blocks (over 128 KiB)
  // always given back: without fixed thresholds, the first 19 MiB argon2 block freed raises them.
  env: {
    MALLOC_ARENA_MAX: "2",
    MALLOC_MMAP_THRESHOLD_: "131072",
    MALLOC_TRIM_THRESHOLD_: "131072",
    ...process.env,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
