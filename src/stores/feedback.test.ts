import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  $csm, $feedback, $feedbackErrors, $feedbackNotice, $feedbackQueued, $feedbackStatus, $feedbackStep, EMPTY_FEEDBACK,
  buildPayload, clearFeedback, goToSurvey, setCsmAnswer, setField, startAnother, submitFeedback, validateFeedback,
} from "./feedback.ts";
import { $toast } from "./toast.ts";

const filled = { name: "Maria Santos", email: "maria@example.ph", category: "facilities", rating: 5, message: "The library aircon works again. Salamat!", isAnonymous: false };

function fill(values = filled) {
  for (const [k, v] of Object.entries(values)) setField(k as keyof typeof filled, v as never);
}

const created = () => new Response(JSON.stringify({ id: "0b9c7a9e-1111-4222-8333-444455556666", createdAt: new Date().toISOString() }), { status: 201 });

beforeEach(() => {
  startAnother();
  $toast.set(undefined);
});

describe("feedback form store", () => {
  it("starts from the spec's defaults", () => {
    expect($feedback.get()).toEqual(EMPTY_FEEDBACK);
    expect(EMPTY_FEEDBACK).toEqual({ name: "", email: "", category: "", rating: 0, message: "", isAnonymous: false });
  });

  it("names every rule of the form with its message", () => {
    expect(validateFeedback({ ...EMPTY_FEEDBACK, email: "not-an-email" })).toEqual({
      email: "Please enter a valid email address",
      category: "Please select a service category",
      rating: "Please provide a rating",
      message: "Please provide at least 10 characters of feedback",
    });
    expect(validateFeedback(filled)).toEqual({});
    expect(validateFeedback({ ...filled, email: "", name: "" })).toEqual({});
  });

  it("drops name and email from the payload when anonymous", () => {
    expect(buildPayload({ ...filled, isAnonymous: true })).toEqual({ category: "facilities", rating: 5, message: filled.message, isAnonymous: true });
    expect(buildPayload(filled)).toMatchObject({ name: "Maria Santos", email: "maria@example.ph" });
  });

  it("sends survey answers only when some were given", () => {
    expect(buildPayload(filled, {}).csm).toBeUndefined();
    expect(buildPayload(filled, { sqd0: 5, cc1: undefined }).csm).toEqual({ sqd0: 5 });
  });

  it("shows messages on submit and updates them while the visitor corrects the form", async () => {
    const fetcher = vi.fn();
    expect(await submitFeedback({ fetcher })).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
    expect(Object.keys($feedbackErrors.get())).toEqual(["category", "rating", "message"]);
    setField("category", "academic");
    expect($feedbackErrors.get().category).toBeUndefined();
  });

  it("on success: posts once, shows the success toast and the Thank You screen", async () => {
    fill();
    const fetcher = vi.fn(async () => created());
    const pending = submitFeedback({ fetcher });
    expect($feedbackStatus.get()).toBe("submitting");
    expect(await submitFeedback({ fetcher })).toBe(false); // a second press while sending does nothing
    expect(await pending).toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/feedback");
    expect(init).toMatchObject({ method: "POST", credentials: "include" });
    const sent = JSON.parse(String(init.body));
    expect(sent).toEqual({ ...filled, submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect($feedbackStatus.get()).toBe("submitted");
    expect($toast.get()).toMatchObject({ title: "Feedback Submitted", description: "Thank you for your valuable feedback. We appreciate your input!", variant: "default" });
  });

  it("sends one submission id with every attempt at the same form, and a new one for the next form", async () => {
    fill();
    const bodies: { submissionId: string }[] = [];
    const failing = vi.fn(async (_url: string, init: RequestInit) => (bodies.push(JSON.parse(String(init.body))), new Response("boom", { status: 500 })));
    await submitFeedback({ fetcher: failing as unknown as typeof fetch });
    const succeeding = vi.fn(async (_url: string, init: RequestInit) => (bodies.push(JSON.parse(String(init.body))), created()));
    expect(await submitFeedback({ fetcher: succeeding as unknown as typeof fetch })).toBe(true);
    startAnother();
    fill();
    await submitFeedback({ fetcher: succeeding as unknown as typeof fetch });
    expect(bodies).toHaveLength(3);
    expect(bodies[1].submissionId).toBe(bodies[0].submissionId);
    expect(bodies[2].submissionId).not.toBe(bodies[0].submissionId);
  });

  it("on failure: keeps everything typed and shows the destructive toast", async () => {
    fill();
    setCsmAnswer("sqd0", 4);
    const ok = await submitFeedback({ fetcher: async () => new Response("boom", { status: 500 }) });
    expect(ok).toBe(false);
    expect($feedback.get()).toEqual(filled);
    expect($csm.get()).toEqual({ sqd0: 4 });
    expect($feedbackStatus.get()).toBe("editing");
    expect($toast.get()).toMatchObject({ title: "Submission Failed", description: "There was an error submitting your feedback. Please try again.", variant: "destructive" });
  });

  it("explains a rate limit next to the buttons", async () => {
    fill();
    await submitFeedback({ fetcher: async () => new Response(JSON.stringify({ error: "Please wait a moment." }), { status: 429 }) });
    expect($feedbackNotice.get()).toBe("Please wait a moment.");
  });

  it("moves to the optional survey only with valid required fields; Clear Form resets everything", () => {
    expect(goToSurvey()).toBe(false);
    expect($feedbackStep.get()).toBe("form");
    fill();
    expect(goToSurvey()).toBe(true);
    expect($feedbackStep.get()).toBe("survey");
    setCsmAnswer("cc1", 1);
    clearFeedback();
    expect($feedback.get()).toEqual(EMPTY_FEEDBACK);
    expect($csm.get()).toEqual({});
    expect($feedbackErrors.get()).toEqual({});
    expect($feedbackStep.get()).toBe("form");
  });

  it("keeps a submission made offline for later and tells the visitor it will be sent", async () => {
    fill();
    const queued: unknown[] = [];
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    const ok = await submitFeedback({ fetcher: offline, queue: async (path, body) => (queued.push({ path, body }), true) });
    expect(ok).toBe(true);
    expect(queued).toEqual([{ path: "/api/feedback", body: { ...buildPayload(filled), submissionId: expect.any(String) } }]);
    expect($feedbackStatus.get()).toBe("submitted");
    expect($feedbackQueued.get()).toBe(true);
    expect($toast.get()).toMatchObject({ title: "Feedback Saved" });
    startAnother();
    expect($feedbackQueued.get()).toBe(false);
  });

  it("reports the failure as before when nothing can keep the submission, or the server answered an error", async () => {
    fill();
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    expect(await submitFeedback({ fetcher: offline, queue: async () => false })).toBe(false);
    expect($feedbackStatus.get()).toBe("editing");
    expect($toast.get()).toMatchObject({ title: "Submission Failed" });
    const queue = vi.fn(async () => true);
    const serverError = (async () => new Response('{"error":"boom"}', { status: 500 })) as typeof fetch;
    expect(await submitFeedback({ fetcher: serverError, queue })).toBe(false);
    expect(queue).not.toHaveBeenCalled();
  });
});
