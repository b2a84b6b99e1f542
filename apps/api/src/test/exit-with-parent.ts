// Preloaded (node --import) into the API processes that tests start (api-process.ts): their stdin is
// a pipe from the test, which closes when the test's process ends, however it ends. The API then
// ends too, instead of staying behind with a port and database connections after a crashed run.
process.stdin.on("end", () => process.exit(1));
process.stdin.on("error", () => process.exit(1));
process.stdin.resume();
