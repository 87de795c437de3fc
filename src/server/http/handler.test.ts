import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineHandler } from "./handler.ts";
import { HttpError } from "./errors.ts";
import { readJson } from "./request.ts";
import { json } from "./responses.ts";
import { apiRequest, context } from "../testing/requests.ts";

const Body = z.object({ name: z.string().min(2, "Name is too short"), age: z.number().int() });
const handler = defineHandler({
  GET: () => json({ ok: true }),
  POST: async (req) => json(await readJson(req, Body, 100), { status: 201 }),
  DELETE: () => {
    throw new Error("database password is hunter2");
  },
});

async function call(req: Request) {
  const res = await handler(req, context());
  return { status: res.status, headers: res.headers, body: res.status === 204 || req.method === "HEAD" ? null : await res.json() };
}

describe("defineHandler", () => {
  it("answers 405 with Allow for a method the resource lacks", async () => {
    const res = await call(apiRequest("/api/x", { method: "PUT" }));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, POST, DELETE, HEAD");
    expect(res.body.error).toMatch(/PUT is not allowed/);
  });

  it("answers HEAD like GET without a body", async () => {
    const res = await handler(apiRequest("/api/x", { method: "HEAD" }), context());
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });

  it("turns malformed JSON into 400", async () => {
    const res = await call(apiRequest("/api/x", { method: "POST", body: "{nope", headers: { "content-type": "application/json" } }));
    expect(res).toMatchObject({ status: 400, body: { error: "The request body is not valid JSON." } });
  });

  it("answers 400 with one message per field for a body failing its schema", async () => {
    const res = await call(apiRequest("/api/x", { method: "POST", json: { name: "A", age: 1.5 } }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ name: "Name is too short", age: expect.any(String) });
    expect(res.body.error).toMatch(/^Invalid request\. name: Name is too short; age: /);
  });

  it("answers 413 over the body limit and 415 for a non-JSON body", async () => {
    expect((await call(apiRequest("/api/x", { method: "POST", json: { name: "x".repeat(200), age: 1 } }))).status).toBe(413);
    const form = await call(apiRequest("/api/x", { method: "POST", body: "a=b", headers: { "content-type": "application/x-www-form-urlencoded" } }));
    expect(form.status).toBe(415);
  });

  it("passes HttpError status, message and headers through", async () => {
    const h = defineHandler({ GET: () => { throw new HttpError(429, "Too many attempts.", { headers: { "retry-after": "60" } }); } });
    const res = await h(apiRequest("/api/x"), context());
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(await res.json()).toEqual({ error: "Too many attempts." });
  });

  it("hides internal errors behind a generic 500", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await call(apiRequest("/api/x", { method: "DELETE" }));
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toMatch(/hunter2|at |Error/);
    spy.mockRestore();
  });
});
