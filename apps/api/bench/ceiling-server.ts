import Fastify from "fastify";

// The machine's ceiling for the benchmark: the same framework answering a constant, no database.
const app = Fastify({ logger: false });
app.get("/", async () => ({ status: "ok" }));
const port = Number(process.env.PORT ?? 3299);
await app.listen({ port, host: "127.0.0.1" });
console.log(`ceiling listening on ${port}`);
