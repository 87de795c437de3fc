/**
 * The Feedback and Suggestions form: values, field errors, the optional satisfaction survey step and the
 * submission. Validation gives the server contract's messages without shipping zod
 * (shared/rules/feedback-form.ts).
 */
import { atom, map } from "nanostores";
import type { CsmAnswers, FeedbackInput } from "../shared/api/feedback.ts";
import { checkFeedbackForm } from "../shared/rules/feedback-form.ts";
import { feedbackCreated } from "../lib/contracts.ts";
import { ApiRequestError, apiFetch } from "../lib/api.ts";
import { queueForLater } from "../lib/outbox.ts";
import { showToast } from "./toast.ts";

export interface FeedbackValues {
  name: string;
  email: string;
  category: string;
  rating: number;
  message: string;
  isAnonymous: boolean;
}

/** Clear Form's defaults: empty name, email and category, rating 0, not anonymous. */
export const EMPTY_FEEDBACK: FeedbackValues = { name: "", email: "", category: "", rating: 0, message: "", isAnonymous: false };

export type FeedbackField = keyof FeedbackValues;
export type FeedbackStatus = "editing" | "submitting" | "submitted";
export type FeedbackStep = "form" | "survey";

export const $feedback = map<FeedbackValues>({ ...EMPTY_FEEDBACK });
export const $feedbackErrors = atom<Partial<Record<FeedbackField, string>>>({});
export const $feedbackStatus = atom<FeedbackStatus>("editing");
export const $feedbackStep = atom<FeedbackStep>("form");
export const $csm = map<CsmAnswers>({});
/** True when the last submission was kept offline and will be sent when the link returns. */
export const $feedbackQueued = atom(false);
/** A sentence from the server worth showing next to the buttons (e.g. the rate limit), besides the toast. */
export const $feedbackNotice = atom<string | undefined>(undefined);

let attempted = false;

export const SUCCESS_TOAST = { title: "Feedback Submitted", description: "Thank you for your valuable feedback. We appreciate your input!" };
export const QUEUED_TOAST = { title: "Feedback Saved", description: "You are offline. Your feedback is saved on this device and will be sent when the connection returns." };
export const FAILURE_TOAST = { title: "Submission Failed", description: "There was an error submitting your feedback. Please try again.", variant: "destructive" as const };

/** The body POST /api/feedback receives: name and email removed when anonymous, survey only if answered. */
export function buildPayload(values: FeedbackValues, csm: CsmAnswers = {}): FeedbackInput {
  const answered = Object.fromEntries(Object.entries(csm).filter(([, v]) => v !== undefined)) as CsmAnswers;
  const payload: FeedbackInput = {
    category: values.category as FeedbackInput["category"],
    rating: values.rating,
    message: values.message,
    isAnonymous: values.isAnonymous,
  };
  if (!values.isAnonymous) {
    payload.name = values.name;
    payload.email = values.email;
  }
  if (Object.keys(answered).length > 0) payload.csm = answered;
  return payload;
}

/** Checks the form with the server contract's rules; answers the first message per field. */
export function validateFeedback(values: FeedbackValues): Partial<Record<FeedbackField, string>> {
  return checkFeedbackForm(buildPayload(values));
}

export function setField<K extends FeedbackField>(field: K, value: FeedbackValues[K]): void {
  $feedback.set({ ...$feedback.get(), [field]: value });
  // After a first submit attempt, messages follow the edits.
  if (attempted) $feedbackErrors.set(validateFeedback($feedback.get()));
}

export function setCsmAnswer<K extends keyof CsmAnswers>(key: K, value: CsmAnswers[K]): void {
  $csm.set({ ...$csm.get(), [key]: value });
}

/**
 * The id of the form being filled, sent with every attempt to submit it: a retry after a lost answer, or
 * the offline outbox sending it later, is then stored once. A new one after success or Clear Form.
 */
let submissionId: string | undefined;
const currentSubmissionId = () => (submissionId ??= crypto.randomUUID());

/** Clear Form: back to the defaults, survey answers and messages included. */
export function clearFeedback(): void {
  attempted = false;
  submissionId = undefined;
  $feedback.set({ ...EMPTY_FEEDBACK });
  $csm.set({});
  $feedbackErrors.set({});
  $feedbackNotice.set(undefined);
  $feedbackStep.set("form");
  $feedbackQueued.set(false);
}

/** Validates the required fields; shows their messages when something is wrong. */
function checkRequired(): boolean {
  attempted = true;
  const errors = validateFeedback($feedback.get());
  $feedbackErrors.set(errors);
  return Object.keys(errors).length === 0;
}

/** Moves to the optional survey once the required fields are valid. */
export function goToSurvey(): boolean {
  if (!checkRequired()) return false;
  $feedbackStep.set("survey");
  return true;
}

export function backToForm(): void {
  $feedbackStep.set("form");
}

/**
 * Sends the feedback. On success: the success toast, the Thank You screen, and the cached feedback list
 * refreshed. On failure: the destructive toast, and everything typed stays.
 */
/** No answer from the server (offline, or a gateway that cannot reach it): worth keeping for later. */
function unreachable(err: unknown): boolean {
  return err instanceof TypeError || (err instanceof ApiRequestError && [502, 503, 504].includes(err.status));
}

export async function submitFeedback(
  options: { includeSurvey?: boolean; fetcher?: typeof fetch; queue?: (path: string, body: unknown) => Promise<boolean> } = {},
): Promise<boolean> {
  if ($feedbackStatus.get() === "submitting") return false;
  if (!checkRequired()) {
    $feedbackStep.set("form");
    return false;
  }
  $feedbackStatus.set("submitting");
  $feedbackNotice.set(undefined);
  const payload = { ...buildPayload($feedback.get(), options.includeSurvey === false ? {} : $csm.get()), submissionId: currentSubmissionId() };
  try {
    await apiFetch("/api/feedback", feedbackCreated, { method: "POST", body: payload, fetcher: options.fetcher });
    submissionId = undefined;
    showToast(SUCCESS_TOAST);
    $feedbackStatus.set("submitted");
    return true;
  } catch (err) {
    // Offline: kept in the outbox and sent by the service worker when the link returns; the visitor is told so.
    if (unreachable(err) && (await (options.queue ?? queueForLater)("/api/feedback", payload))) {
      $feedbackQueued.set(true);
      submissionId = undefined;
      showToast(QUEUED_TOAST);
      $feedbackStatus.set("submitted");
      return true;
    }
    const message = err instanceof Error ? err.message : "";
    if (/^429: /.test(message)) $feedbackNotice.set(safeServerSentence(message));
    showToast(FAILURE_TOAST);
    $feedbackStatus.set("editing");
    return false;
  }
}

function safeServerSentence(message: string): string | undefined {
  try {
    return (JSON.parse(message.replace(/^\d+: /, "")) as { error?: string }).error;
  } catch {
    return undefined;
  }
}

/** Submit Another Feedback: a fresh form. */
export function startAnother(): void {
  clearFeedback();
  $feedbackStatus.set("editing");
}
