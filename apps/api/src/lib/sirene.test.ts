import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siretFrom, startTestSireneServer, type TestSireneServer } from "../test/sirene-server.ts";
import { lookUpSiret } from "./sirene.ts";

// lookUpSiret reads API Sirene 3.11's answer and never throws: the states the administrator sees.

let sirene: TestSireneServer;
const now = new Date("2026-11-28T10:00:00Z");

beforeAll(async () => {
  sirene = await startTestSireneServer();
});
afterAll(() => sirene.close());

/** An address where nothing listens: a port taken, then given back. */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 9}`;
}

describe("lookUpSiret", () => {
  it("reads an active establishment's name and city, and sends the key only when there is one", async () => {
    const siret = siretFrom("7328293200007");
    sirene.answer(siret, { kind: "active", name: "MUSEE DE BRETAGNE", city: "RENNES" });
    expect(await lookUpSiret({ url: `${sirene.url}/`, apiKey: undefined }, siret, now)).toEqual({
      state: "active",
      name: "MUSEE DE BRETAGNE",
      city: "RENNES",
      checked_at: "2026-11-28T11:00:00+01:00",
    });
    expect(sirene.requests.at(-1)?.headers).not.toHaveProperty("x-insee-api-key-integration");
    await lookUpSiret({ url: sirene.url, apiKey: "k" }, siret, now);
    expect(sirene.requests.at(-1)?.headers["x-insee-api-key-integration"]).toBe("k");
  });

  it("says closed, not_found, or unavailable for a 5xx, a strange body or no server", async () => {
    const closed = siretFrom("1111111111111");
    sirene.answer(closed, { kind: "closed", name: "ANCIEN CINEMA", city: "BREST" });
    const failing = siretFrom("2222222222222");
    sirene.answer(failing, { kind: "error" });
    const strange = siretFrom("3333333333333");
    sirene.answer(strange, { kind: "malformed" });
    const config = { url: sirene.url, apiKey: undefined };
    expect((await lookUpSiret(config, closed, now)).state).toBe("closed");
    expect(await lookUpSiret(config, siretFrom("4444444444444"), now)).toMatchObject({
      state: "not_found",
      name: null,
    });
    expect((await lookUpSiret(config, failing, now)).state).toBe("unavailable");
    expect((await lookUpSiret(config, strange, now)).state).toBe("unavailable");
    expect((await lookUpSiret({ url: await deadUrl(), apiKey: undefined }, closed, now)).state).toBe(
      "unavailable",
    );
  });
});
