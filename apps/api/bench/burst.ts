import type { BenchProcess } from "./harness.ts";
import type { HotSession } from "./seed-large.ts";

// A burst (issue 27, point 2): `count` registrations with join_waitlist sent at the same instant to
// one session, spread over the API processes given (two on PostgreSQL: two machines behind a load
// balancer). Each request is timed from the burst's start to its answer; nothing may answer 5xx.

export interface BurstResult {
  count: number;
  processes: number;
  statuses: Record<string, number>;
  /** Requests that got no HTTP answer (connection error, or no answer within 5 minutes). */
  unanswered: number;
  p50: number;
  p99: number;
  max: number;
  /** From the first request sent to the last answer (ms). */
  totalMs: number;
}

/** A bench registration of `places` places to `session`, anonymous (run.ts's and the bursts'). */
export function registrationBody(session: HotSession, places: number) {
  return {
    prenom: "Inès",
    nom: "Moreau",
    email: "ines.moreau@exemple.fr",
    telephone: "06 11 22 33 44",
    nombre_places: places,
    demandes_speciales: "",
    motivation: "Être là le soir de l’ouverture.",
    event_id: session.eventId,
    session_id: session.sessionId,
  };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

export async function burstOfRegistrations(
  apis: BenchProcess[],
  session: HotSession,
  count: number,
): Promise<BurstResult> {
  const statuses: Record<string, number> = {};
  const timings: number[] = [];
  let unanswered = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      try {
        const response = await fetch(`${apis[index % apis.length]!.url}/api/participations`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            ...registrationBody(session, 1 + (index % 2)),
            email: `rafale-${count}-${index}@exemple.fr`,
            join_waitlist: true,
          }),
          signal: AbortSignal.timeout(300_000),
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        timings.push(performance.now() - started);
      } catch {
        unanswered++;
      }
    }),
  );
  const totalMs = performance.now() - started;
  timings.sort((a, b) => a - b);
  return {
    count,
    processes: apis.length,
    statuses,
    unanswered,
    p50: Math.round(percentile(timings, 0.5)),
    p99: Math.round(percentile(timings, 0.99)),
    max: Math.round(timings.at(-1) ?? 0),
    totalMs: Math.round(totalMs),
  };
}

/** No 5xx and an answer for every request. */
export function burstIsSound(result: BurstResult): boolean {
  return result.unanswered === 0 && Object.keys(result.statuses).every((status) => !status.startsWith("5"));
}
