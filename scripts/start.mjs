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
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
