import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has defaults for the embedded mode", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      databaseUrl: undefined,
      seedDemo: true,
      corsOrigins: [],
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.uploadsDir).toBe(`${config.dataDir}/uploads`);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it("reads the variables of DESIGN.md §3", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://app@db:5432/culture",
      CORS_ORIGINS: "https://a.example, https://b.example",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      databaseUrl: "postgres://app@db:5432/culture",
      corsOrigins: ["https://a.example", "https://b.example"],
      seedDemo: false,
      logLevel: "warn",
    });
  });

  it("requires APP_SECRET in production and refuses nonsense", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ NODE_ENV: "production", APP_SECRET: "x".repeat(40) })).not.toThrow();
    expect(() => loadConfig({ PORT: "quatre-vingt" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("writes mail to DATA_DIR/mail without SMTP_URL, and reads the mail variables", () => {
    const embedded = loadConfig({ DATA_DIR: "/srv/cp", PORT: "4000" });
    expect(embedded.mail).toMatchObject({
      smtpUrl: undefined,
      dir: "/srv/cp/mail",
      pollMs: 2000,
      leaseMs: 120_000,
    });
    expect(embedded.publicUrl).toBe("http://localhost:4000");
    const served = loadConfig({
      SMTP_URL: "smtps://app:secret@smtp.exemple.fr:465",
      MAIL_FROM: "Culture <ne-pas-repondre@exemple.fr>",
      PUBLIC_URL: "https://culture.exemple.fr/",
      MAIL_RETRY_BASE_MS: "1000",
    });
    expect(served.mail).toMatchObject({
      smtpUrl: "smtps://app:secret@smtp.exemple.fr:465",
      from: "Culture <ne-pas-repondre@exemple.fr>",
      retryBaseMs: 1000,
    });
    expect(served.publicUrl).toBe("https://culture.exemple.fr");
    expect(() => loadConfig({ SMTP_URL: "http://smtp.exemple.fr" })).toThrow(/SMTP_URL/);
  });
});
