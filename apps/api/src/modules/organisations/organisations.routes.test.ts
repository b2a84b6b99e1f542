import { apiErrorMessages, organisationMessages } from "@culture-patrimoine/contract/messages";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitations, mailOutbox, memberships } from "../../db/schema.ts";
import {
  bearer,
  participantBody,
  registerProfessionnel,
  registerUser,
  uniqueEmail,
} from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { eventBody } from "../../test/fixtures-events.ts";
import { invitationTokenFor, joinOrganisation, organisationIdOf } from "../../test/organisations.ts";
import { insertLieu } from "../../test/rows.ts";
import { composeMail } from "../mail/compose.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
function call(method: Method, url: string, token?: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    ...(token && { headers: bearer(token) }),
    ...(payload && { payload }),
  });
}

async function museum(name = "Musée des Beaux-Arts") {
  const responsable = await registerProfessionnel(ctx.app, { organization: name });
  return { responsable, organisationId: await organisationIdOf(ctx.app, responsable.user.id) };
}

describe("GET /api/organisations", () => {
  it("answers the organisation an organiser's sign-up founded, which their session acts for", async () => {
    const { responsable, organisationId } = await museum("Musée Réattu");
    const response = await call("GET", "/api/organisations", responsable.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const acting = {
      id: organisationId,
      name: "Musée Réattu",
      role: "responsable",
      verification_status: "verified",
    };
    expect(response.json()).toEqual({ acting, organisations: [acting] });
  });

  it("answers none for a participant, and 401 without a session", async () => {
    const participant = await registerUser(ctx.app);
    expect((await call("GET", "/api/organisations", participant.token)).json()).toEqual({
      acting: null,
      organisations: [],
    });
    expect((await call("GET", "/api/organisations")).statusCode).toBe(401);
  });
});

describe("invitations", () => {
  it("invites by e-mail: the link shows the invitation to anyone, the invited account accepts it once", async () => {
    const { responsable, organisationId } = await museum("Théâtre de la Ville");
    const email = uniqueEmail("editrice");
    const invited = await call(
      "POST",
      `/api/organisations/${organisationId}/invitations`,
      responsable.token,
      {
        email: email.toUpperCase(),
        role: "editeur",
      },
    );
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email, role: "editeur", invited_by: "Camille Durand" });
    const token = await invitationTokenFor(ctx.app, email);
    // Only the token's hash is stored.
    const [stored] = await ctx.database.db.select().from(invitations).where(eq(invitations.email, email));
    expect(stored?.token_hash).not.toContain(token);

    const preview = await call("GET", `/api/invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ organisation: "Théâtre de la Ville", role: "editeur", email });
    const days = (Date.parse(preview.json().expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const someoneElse = await registerUser(ctx.app);
    const refused = await call("POST", `/api/invitations/${token}/accept`, someoneElse.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "INVITATION_OTHER_EMAIL" });
    expect((await call("POST", `/api/invitations/${token}/accept`)).statusCode).toBe(401);

    const invitee = await registerUser(ctx.app, participantBody({ email }));
    const accepted = await call("POST", `/api/invitations/${token}/accept`, invitee.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().acting).toMatchObject({ id: organisationId, role: "editeur" });

    const again = await call("POST", `/api/invitations/${token}/accept`, invitee.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: apiErrorMessages.INVITATION_INVALID, code: "INVITATION_INVALID" });
    expect((await call("GET", `/api/invitations/${token}`)).statusCode).toBe(404);
  });

  it("writes an e-mail with the link, the organisation and the role, not sent once the invitation is revoked", async () => {
    const { responsable, organisationId } = await museum("Archives municipales");
    const email = uniqueEmail("accueil");
    const invited = await call(
      "POST",
      `/api/organisations/${organisationId}/invitations`,
      responsable.token,
      {
        email,
        role: "accueil",
      },
    );
    const token = await invitationTokenFor(ctx.app, email);
    const [row] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "organisation_invitation"), eq(mailOutbox.recipient, email)));
    const deps = {
      db: ctx.database.db,
      publicUrl: "https://culture.example",
      appSecret: "s",
      now: new Date(),
      mailFrom: "x",
    };
    const mail = await composeMail(deps, row!);
    expect(mail?.content.subject).toContain("Archives municipales");
    expect(mail?.content.action?.url).toBe(`https://culture.example/invitation/${token}`);
    expect(mail?.content.details).toContainEqual(["Votre rôle", "Agent d’accueil"]);

    const revoked = await call(
      "DELETE",
      `/api/organisations/${organisationId}/invitations/${invited.json().id}`,
      responsable.token,
    );
    expect(revoked.statusCode).toBe(204);
    expect(await composeMail(deps, row!)).toBeNull();
    expect((await call("GET", `/api/invitations/${token}`)).statusCode).toBe(404);
    const twice = await call(
      "DELETE",
      `/api/organisations/${organisationId}/invitations/${invited.json().id}`,
      responsable.token,
    );
    expect(twice.statusCode).toBe(404);
  });

  it("replaces an open invitation to the same address, refuses a member's, and checks the body in French", async () => {
    const { responsable, organisationId } = await museum();
    const url = `/api/organisations/${organisationId}/invitations`;
    const email = uniqueEmail("deux-fois");
    await call("POST", url, responsable.token, { email, role: "editeur" });
    const first = await invitationTokenFor(ctx.app, email);
    await call("POST", url, responsable.token, { email, role: "accueil" });
    const second = await invitationTokenFor(ctx.app, email);
    expect((await call("GET", `/api/invitations/${first}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/invitations/${second}`)).json().role).toBe("accueil");
    const list = await call("GET", `/api/organisations/${organisationId}/members`, responsable.token);
    expect(list.json().invitations.map((invitation: { email: string }) => invitation.email)).toEqual([email]);

    const member = await call("POST", url, responsable.token, {
      email: responsable.user.email,
      role: "editeur",
    });
    expect(member.statusCode).toBe(409);
    expect(member.json().code).toBe("ALREADY_MEMBER");

    const bad = await call("POST", url, responsable.token, { email: "pas-une-adresse", role: "directeur" });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(["email", "role"]);
  });

  it("refuses an expired link", async () => {
    const { responsable, organisationId } = await museum();
    const email = uniqueEmail("tard");
    await call("POST", `/api/organisations/${organisationId}/invitations`, responsable.token, {
      email,
      role: "editeur",
    });
    const token = await invitationTokenFor(ctx.app, email);
    await ctx.database.db
      .update(invitations)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(invitations.email, email));
    expect((await call("GET", `/api/invitations/${token}`)).statusCode).toBe(404);
    const invitee = await registerUser(ctx.app, participantBody({ email }));
    expect((await call("POST", `/api/invitations/${token}/accept`, invitee.token)).statusCode).toBe(404);
    expect((await call("GET", "/api/invitations/not-a-token!")).statusCode).toBe(400);
  });
});

describe("members and roles", () => {
  it("lets an éditeur edit the organisation's programme, whoever created it, but not its team", async () => {
    const { responsable, organisationId } = await museum();
    const editeur = await registerUser(ctx.app);
    await joinOrganisation(ctx.app, responsable, editeur, "editeur");
    const lieu = await insertLieu(ctx.database.db, responsable.user.id);

    const created = await call(
      "POST",
      "/api/events",
      editeur.token,
      eventBody(lieu.id, { title: "Nocturne" }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ user_id: editeur.user.id, organisation_id: organisationId });
    const own = await call("GET", `/api/events/user/${responsable.user.id}`, responsable.token);
    expect(own.json().map((event: { title: string }) => event.title)).toContain("Nocturne");
    const edited = await call(
      "PUT",
      `/api/events/${created.json().id}`,
      responsable.token,
      eventBody(lieu.id, { title: "Nocturne au musée" }),
    );
    expect(edited.statusCode).toBe(200);

    const invite = await call("POST", `/api/organisations/${organisationId}/invitations`, editeur.token, {
      email: uniqueEmail(),
      role: "editeur",
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().error).toBe(organisationMessages.membersForbidden);
    expect(
      (await call("GET", `/api/organisations/${organisationId}/members`, editeur.token)).statusCode,
    ).toBe(200);
  });

  it("keeps an agent d'accueil at the door: attendee lists yes, the programme no, saying why", async () => {
    const { responsable } = await museum();
    const agent = await registerUser(ctx.app);
    await joinOrganisation(ctx.app, responsable, agent, "accueil");
    const lieu = await insertLieu(ctx.database.db, responsable.user.id);
    const event = await call("POST", "/api/events", responsable.token, eventBody(lieu.id));

    const refused = await call("POST", "/api/events", agent.token, eventBody(lieu.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(organisationMessages.contentForbidden("accueil"));
    expect((await call("DELETE", `/api/events/${event.json().id}`, agent.token)).statusCode).toBe(403);
    expect((await call("GET", `/api/events/${event.json().id}/attendees`, agent.token)).statusCode).toBe(200);
  });

  it("removes a member: their next request is refused, the content they created stays", async () => {
    const { responsable, organisationId } = await museum();
    const editeur = await registerUser(ctx.app);
    await joinOrganisation(ctx.app, responsable, editeur, "editeur");
    const lieu = await insertLieu(ctx.database.db, responsable.user.id);
    const event = await call("POST", "/api/events", editeur.token, eventBody(lieu.id));

    const removed = await call(
      "DELETE",
      `/api/organisations/${organisationId}/members/${editeur.user.id}`,
      responsable.token,
    );
    expect(removed.statusCode).toBe(204);
    const after = await call("PUT", `/api/events/${event.json().id}`, editeur.token, eventBody(lieu.id));
    expect(after.statusCode).toBe(403);
    expect((await call("GET", "/api/organisations", editeur.token)).json()).toEqual({
      acting: null,
      organisations: [],
    });
    expect((await call("GET", `/api/events/${event.json().id}`)).statusCode).toBe(200);
    expect(
      (await call("GET", `/api/organisations/${organisationId}/members`, editeur.token)).statusCode,
    ).toBe(403);
  });

  it("never leaves an organisation without a responsable, even when two step down at once", async () => {
    const { responsable, organisationId } = await museum();
    const url = (userId: number) => `/api/organisations/${organisationId}/members/${userId}`;
    const alone = await call("DELETE", url(responsable.user.id), responsable.token);
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toEqual({ error: apiErrorMessages.LAST_RESPONSABLE, code: "LAST_RESPONSABLE" });
    expect(
      (await call("PATCH", url(responsable.user.id), responsable.token, { role: "editeur" })).statusCode,
    ).toBe(409);

    const second = await registerUser(ctx.app);
    await joinOrganisation(ctx.app, responsable, second, "responsable");
    const [a, b] = await Promise.all([
      call("DELETE", url(responsable.user.id), responsable.token),
      call("DELETE", url(second.user.id), second.token),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([204, 409]);
    const left = await ctx.database.db
      .select({ role: memberships.role })
      .from(memberships)
      .where(eq(memberships.organisation_id, organisationId));
    expect(left).toEqual([{ role: "responsable" }]);
  });

  it("changes a role, which applies to the member's very next request", async () => {
    const { responsable, organisationId } = await museum();
    const member = await registerUser(ctx.app);
    await joinOrganisation(ctx.app, responsable, member, "accueil");
    const lieu = await insertLieu(ctx.database.db, responsable.user.id);
    expect((await call("POST", "/api/events", member.token, eventBody(lieu.id))).statusCode).toBe(403);
    const changed = await call(
      "PATCH",
      `/api/organisations/${organisationId}/members/${member.user.id}`,
      responsable.token,
      { role: "editeur" },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ user_id: member.user.id, role: "editeur" });
    expect((await call("POST", "/api/events", member.token, eventBody(lieu.id))).statusCode).toBe(201);
    const unknown = await call(
      "PATCH",
      `/api/organisations/${organisationId}/members/999999`,
      responsable.token,
      {
        role: "editeur",
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("lets one person belong to two organisations and switch between them", async () => {
    const first = await museum("Musée A");
    const second = await museum("Musée B");
    const person = await registerUser(ctx.app);
    await joinOrganisation(ctx.app, first.responsable, person, "editeur");
    await joinOrganisation(ctx.app, second.responsable, person, "accueil");
    const mine = (await call("GET", "/api/organisations", person.token)).json();
    expect(mine.organisations.map((organisation: { name: string }) => organisation.name)).toEqual([
      "Musée A",
      "Musée B",
    ]);
    expect(mine.acting).toMatchObject({ name: "Musée B", role: "accueil" });

    const switched = await call("POST", `/api/organisations/${first.organisationId}/switch`, person.token);
    expect(switched.json().acting).toMatchObject({ name: "Musée A", role: "editeur" });
    const lieu = await insertLieu(ctx.database.db, first.responsable.user.id);
    const created = await call("POST", "/api/events", person.token, eventBody(lieu.id));
    expect(created.json().organisation_id).toBe(first.organisationId);

    const stranger = await museum("Musée C");
    const refused = await call("POST", `/api/organisations/${stranger.organisationId}/switch`, person.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(organisationMessages.notAMember);
  });
});
