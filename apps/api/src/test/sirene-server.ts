import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { hasValidSiretKey } from "@culture-patrimoine/contract/siret";

// A stand-in for INSEE's API Sirene 3.11 (GET /siret/{siret}), started by the tests on a random
// port: it answers in that API's JSON shape for the SIRETs a test declares, as active, closed,
// unknown (404), failing (500) or with a body that is not the expected shape.

export type SireneBehaviour =
  | { kind: "active" | "closed"; name: string; city: string; unitCeased?: boolean }
  | { kind: "not_found" | "error" | "malformed" };

export interface SireneRequest {
  siret: string;
  headers: IncomingHttpHeaders;
}

export interface TestSireneServer {
  /** http://127.0.0.1:port, for SIRENE_API_URL. */
  readonly url: string;
  /** Every request received, in order. */
  readonly requests: SireneRequest[];
  /** How `siret` is answered from now on (an unknown SIRET is answered 404, as Sirene does). */
  answer(siret: string, behaviour: SireneBehaviour): void;
  close(): Promise<void>;
}

/** A SIRET with a valid INSEE key made from 13 digits: a new one for each test's organiser. */
export function siretFrom(first13: string): string {
  for (let key = 0; key <= 9; key++) {
    const siret = `${first13}${key}`;
    if (hasValidSiretKey(siret)) return siret;
  }
  throw new Error(`no key makes ${first13} a SIRET`);
}

function establishment(siret: string, behaviour: Extract<SireneBehaviour, { name: string }>) {
  const open = behaviour.kind === "active";
  return {
    header: { statut: 200, message: "ok" },
    etablissement: {
      siren: siret.slice(0, 9),
      nic: siret.slice(9),
      siret,
      statutDiffusionEtablissement: "O",
      dateCreationEtablissement: "2001-04-01",
      uniteLegale: {
        denominationUniteLegale: behaviour.name,
        etatAdministratifUniteLegale: behaviour.unitCeased ? "C" : "A",
        categorieJuridiqueUniteLegale: "9220",
      },
      adresseEtablissement: {
        numeroVoieEtablissement: "1",
        typeVoieEtablissement: "RUE",
        libelleVoieEtablissement: "DU MUSEE",
        codePostalEtablissement: "69002",
        libelleCommuneEtablissement: behaviour.city,
      },
      periodesEtablissement: [
        {
          dateFin: null,
          dateDebut: open ? "2001-04-01" : "2024-12-31",
          etatAdministratifEtablissement: open ? "A" : "F",
          changementEtatAdministratifEtablissement: !open,
        },
        ...(open
          ? []
          : [{ dateFin: "2024-12-30", dateDebut: "2001-04-01", etatAdministratifEtablissement: "A" }]),
      ],
    },
  };
}

export async function startTestSireneServer(): Promise<TestSireneServer> {
  const behaviours = new Map<string, SireneBehaviour>();
  const requests: SireneRequest[] = [];
  const server = createServer((request, response) => {
    const match = /^\/siret\/(\d{14})$/.exec(request.url ?? "");
    const siret = match?.[1] ?? "";
    requests.push({ siret, headers: request.headers });
    const behaviour = behaviours.get(siret) ?? { kind: "not_found" };
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json;charset=utf-8" });
      response.end(JSON.stringify(body));
    };
    switch (behaviour.kind) {
      case "active":
      case "closed":
        return json(200, establishment(siret, behaviour));
      case "not_found":
        return json(404, { header: { statut: 404, message: `Aucun élément trouvé pour le siret ${siret}` } });
      case "error":
        return json(500, { header: { statut: 500, message: "Erreur interne du serveur" } });
      case "malformed":
        return json(200, { header: { statut: 200, message: "ok" }, etablissement: { siret } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(siret, behaviour) {
      behaviours.set(siret, behaviour);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
