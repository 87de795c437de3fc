import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import handler, { config } from "../functions/feedback.mts";
import { toRows } from "../../src/server/db/rows.ts";
import { resetEnv } from "../../src/server/env.ts";
import { getFeedbackInbox } from "../../src/server/services/feedback-inbox.ts";
import { FeedbackCreated, MESSAGES } from "../../src/shared/api/feedback.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends, useTestDatabase } from "../../src/server/testing/databases.ts";

const valid = { name: "Juan Dela Cruz", email: "juan@example.ph", category: "academic", rating: 4, message: "The registrar queue moved quickly today.", isAnonymous: false };

describe.each(testBackends())("/api/feedback on $name", (backend) => {
  const handle = useTestDatabase(backend);
  let ip = 0;
  const post = (body: unknown, address = `10.0.0.${++ip}`) => handler(apiRequest("/api/feedback", { method: "POST", json: body }), context({}, address));
  const count = async () => toRows<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from feedback`))[0]!.n;

  beforeEach(async () => {
    process.env.FEEDBACK_RATE_LIMIT = "0";
    resetEnv();
    await handle.db.execute(sql`delete from feedback`);
    await handle.db.execute(sql`delete from rate_limits`);
  });
  afterEach(() => {
    delete process.env.FEEDBACK_RATE_LIMIT;
    resetEnv();
  });

  it("is served at /api/feedback", () => expect(config.path).toBe("/api/feedback"));

  it("stores a valid submission and answers 201 with its id after the commit", async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const body = FeedbackCreated.parse(await res.json());
    const [row] = (await getFeedbackInbox(handle.db, {})).items;
    expect(row).toMatchObject({ id: body.id, name: "Juan Dela Cruz", email: "juan@example.ph", category: "academic", rating: 4, isAnonymous: false, csm: null });
  });

  it("stores a resent submission once: the same submissionId answers the stored row", async () => {
    const submissionId = "5d7c2f0e-3b1a-4c2e-9f3d-2a6b8c9d0e1f";
    const first = FeedbackCreated.parse(await (await post({ ...valid, submissionId })).json());
    const again = await post({ ...valid, submissionId });
    expect(again.status).toBe(201);
    expect(FeedbackCreated.parse(await again.json()).id).toBe(first.id);
    const racing = await Promise.all([1, 2, 3].map(() => post({ ...valid, submissionId: "0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d" })));
    expect(new Set(await Promise.all(racing.map(async (r) => FeedbackCreated.parse(await r.json()).id))).size).toBe(1);
    expect(await count()).toBe(2);
    const bad = await post({ ...valid, submissionId: "not-a-uuid" });
    expect(bad.status).toBe(400);
    expect(await count()).toBe(2);
  });

  it("keeps no name or e-mail for an anonymous submission, even when the body carried them", async () => {
    const res = await post({ ...valid, isAnonymous: true });
    expect(res.status).toBe(201);
    const [row] = (await getFeedbackInbox(handle.db, {})).items;
    expect(row).toMatchObject({ name: null, email: null, isAnonymous: true });
  });

  it("accepts an empty e-mail and a missing name", async () => {
    const res = await post({ category: "general", rating: 5, message: "Salamat po sa tulong!", email: "" });
    expect(res.status).toBe(201);
    expect((await getFeedbackInbox(handle.db, {})).items[0]).toMatchObject({ name: null, email: null, isAnonymous: false });
  });

  it.each([
    ["a bad e-mail", { email: "juan@" }, "email", MESSAGES.email],
    ["no category", { category: undefined }, "category", MESSAGES.category],
    ["an unknown category", { category: "sports" }, "category", MESSAGES.category],
    ["rating 0", { rating: 0 }, "rating", MESSAGES.rating],
    ["rating 6", { rating: 6 }, "rating", "Rating must be between 1 and 5"],
    ["a fractional rating", { rating: 3.5 }, "rating", MESSAGES.rating],
    ["a rating as text", { rating: "5" }, "rating", MESSAGES.rating],
    ["a short message", { message: "too short" }, "message", MESSAGES.message],
    ["a blank message", { message: "            " }, "message", MESSAGES.message],
    ["a message over 5,000 characters", { message: "x".repeat(5001) }, "message", MESSAGES.messageTooLong],
    ["a name over 200 characters", { name: "n".repeat(201) }, "name", MESSAGES.nameTooLong],
    ["CSM answers out of range", { csm: { sqd0: 7 } }, "csm.sqd0", undefined],
    ["an unknown CSM question", { csm: { sqd9: 5 } }, "csm", undefined],
  ])("answers 400 for %s and stores nothing", async (_label, change, field, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.fields)).toContain(field);
    if (message) expect(body.fields[field]).toBe(message);
    expect(await count()).toBe(0);
  });

  it("answers 400 for malformed JSON and 413 over 64 KB, storing nothing", async () => {
    const bad = await handler(apiRequest("/api/feedback", { method: "POST", body: "{\"rating\":", headers: { "content-type": "application/json" } }), context());
    expect(bad.status).toBe(400);
    const big = await post({ ...valid, message: "x".repeat(70 * 1024) });
    expect(big.status).toBe(413);
    expect(await count()).toBe(0);
  });

  it("stores HTML as the text it is", async () => {
    const message = `<script>alert("x")</script><b>Great</b> service & "quick"`;
    expect((await post({ ...valid, message })).status).toBe(201);
    expect((await getFeedbackInbox(handle.db, {})).items[0]!.message).toBe(message);
  });

  it("stores the Client Satisfaction Measurement answers with the submission", async () => {
    const csm = { clientType: "citizen", cc1: 1, cc2: 1, cc3: 1, sqd0: 5, sqd1: 4, sqd5: 0, sqd8: 5 };
    expect((await post({ ...valid, csm })).status).toBe(201);
    expect((await getFeedbackInbox(handle.db, {})).items[0]!.csm).toEqual(csm);
  });

  it("limits submissions per address per minute with 429 and Retry-After, in the database", async () => {
    process.env.FEEDBACK_RATE_LIMIT = "3";
    resetEnv();
    for (let i = 0; i < 3; i++) expect((await post(valid, "192.0.2.7")).status).toBe(201);
    const limited = await post(valid, "192.0.2.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/wait a moment/);
    expect((await post(valid, "192.0.2.8")).status).toBe(201);
    expect(await count()).toBe(4);
    const stored = toRows<{ subject: string }>(await handle.db.execute(sql`select subject from rate_limits`));
    expect(stored.map((r) => r.subject).join()).not.toContain("192.0.2");
  });

  it("lists feedback only to a signed-in admin", async () => {
    const res = await handler(apiRequest("/api/feedback"), context());
    expect(res.status).toBe(401);
    expect((await res.json()).error).toMatch(/sign in/i);
  });
});
