// npm run dev: the API in watch mode and Vite's dev server (which proxies /api to it).
import { spawn } from "node:child_process";
import { root } from "./web-build.mjs";

const children = [
  spawn("npm", ["run", "dev", "-w", "apps/api"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { cwd: root, stdio: "inherit" }),
];
function stop() {
  for (const child of children) child.kill("SIGTERM");
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
