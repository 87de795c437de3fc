import type { InputHTMLAttributes } from "react";
import {
  $feedback, $feedbackErrors, $feedbackNotice, $feedbackQueued, $feedbackStatus, $feedbackStep,
  backToForm, clearFeedback, goToSurvey, setField, startAnother, submitFeedback, type FeedbackField,
} from "../../stores/feedback.ts";
import { FEEDBACK_CATEGORIES } from "../../shared/api/feedback-values.ts";
import StarRating from "./StarRating.tsx";
import SatisfactionSurvey from "./SatisfactionSurvey.tsx";
import Toaster from "../Toaster.tsx";
import { useStores } from "../parts/use-stores.ts";
import { Options } from "../parts/Options.tsx";

function FieldError({ field, errors }: { field: FeedbackField; errors: Partial<Record<FeedbackField, string>> }) {
  const message = errors[field];
  return message ? (
    <p id={`${field}-error`} className="text-error mt-1 text-sm" role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * A way to reach the visitor, which they may leave empty: shown blank, locked and never sent while the
 * feedback is anonymous.
 */
function IdentityField({ field, label, example, anonymous, value, errors, ...input }: {
  field: "name" | "email";
  label: string;
  example: string;
  anonymous: boolean;
  value: string;
  errors: Partial<Record<FeedbackField, string>>;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "autoComplete" | "maxLength" | "type" | "inputMode">) {
  return (
    <label className="flex flex-col gap-1">
      <span className="font-medium">{label}</span>
      <input
        className="input input-lg w-full"
        name={field}
        {...input}
        placeholder={anonymous ? "Hidden when anonymous" : example}
        value={anonymous ? "" : value}
        disabled={anonymous}
        onChange={(e) => setField(field, e.target.value)}
        {...(errors[field] ? { "aria-invalid": true, "aria-describedby": `${field}-error` } : {})}
      />
      <FieldError field={field} errors={errors} />
    </label>
  );
}

/** The Feedback and Suggestions form card, its optional survey step and the Thank You screen. */
export default function FeedbackForm() {
  const { values, errors, status, step, notice, queued } = useStores({ values: $feedback, errors: $feedbackErrors, status: $feedbackStatus, step: $feedbackStep, notice: $feedbackNotice, queued: $feedbackQueued });
  const submitting = status === "submitting";
  const invalid = (f: FeedbackField) => (errors[f] ? { "aria-invalid": true, "aria-describedby": `${f}-error` } : {});

  if (status === "submitted") {
    return (
      <>
        <div className="card bg-base-100 shadow-sm" data-thank-you>
          <div className="card-body items-center gap-4 py-12 text-center">
            <div className="bg-success text-success-content grid size-20 place-items-center rounded-full text-4xl" aria-hidden="true">
              ✓
            </div>
            <h2 className="text-3xl font-bold">Thank You!</h2>
            {queued ? (
              <p className="text-base-content/80 max-w-md text-lg" data-feedback-queued>
                This device is offline right now. Your feedback is saved here and will be sent automatically when the connection returns.
              </p>
            ) : (
              <p className="text-base-content/80 max-w-md text-lg">
                Your feedback has been submitted successfully. We appreciate you taking the time to help us improve our services.
              </p>
            )}
            <div className="mt-2 flex flex-wrap justify-center gap-3">
              <button type="button" className="btn btn-primary btn-lg" onClick={startAnother}>
                Submit Another Feedback
              </button>
              <a href="/" className="btn btn-outline btn-lg">
                Return to Home
              </a>
            </div>
          </div>
        </div>
        <Toaster />
      </>
    );
  }

  return (
    <>
      <form
        className="card bg-base-100 shadow-sm"
        noValidate
        aria-busy={submitting}
        onSubmit={(e) => {
          e.preventDefault();
          void submitFeedback({ includeSurvey: step === "survey" });
        }}
      >
        <div className="card-body gap-5">
          <div>
            <h2 className="card-title text-2xl">{step === "form" ? "Share Your Feedback" : "Client Satisfaction Survey (optional)"}</h2>
            <ul className="steps steps-horizontal mt-2 w-full text-sm" aria-label="Steps">
              <li className={`step step-primary`}>Your feedback</li>
              <li className={`step ${step === "survey" ? "step-primary" : ""}`}>Satisfaction survey (optional)</li>
            </ul>
          </div>

          <div hidden={step !== "form"} className="flex flex-col gap-5">
            <div className="grid gap-4 sm:grid-cols-2">
              <IdentityField field="name" label="Name (Optional)" example="Juan Dela Cruz" anonymous={values.isAnonymous} value={values.name} errors={errors} autoComplete="name" maxLength={200} />
              <IdentityField field="email" label="Email (Optional)" example="your.email@example.com" anonymous={values.isAnonymous} value={values.email} errors={errors} type="email" inputMode="email" autoComplete="email" />
            </div>

            <label className="flex flex-col gap-1">
              <span className="font-medium">Service Category *</span>
              <select className="select select-lg w-full" name="category" value={values.category} onChange={(e) => setField("category", e.target.value)} {...invalid("category")}>
                <option value="">Select a category</option>
                <Options items={FEEDBACK_CATEGORIES} value={(c) => c.value} label={(c) => c.label} />
              </select>
              <FieldError field="category" errors={errors} />
            </label>

            <div className="flex flex-col gap-1">
              <span id="rating-label" className="font-medium">
                Overall Rating *
              </span>
              <StarRating value={values.rating} onChange={(v) => setField("rating", v)} error={errors.rating} labelId="rating-label" />
              <FieldError field="rating" errors={errors} />
            </div>

            <label className="flex flex-col gap-1">
              <span className="font-medium">Your Feedback *</span>
              <textarea
                className="textarea textarea-lg w-full"
                name="message"
                rows={6}
                maxLength={5000}
                placeholder="Please share your feedback, suggestions, or concerns..."
                value={values.message}
                onChange={(e) => setField("message", e.target.value)}
                {...invalid("message")}
              />
              <FieldError field="message" errors={errors} />
            </label>

            <label className="flex min-h-12 cursor-pointer items-center gap-3">
              <input type="checkbox" className="checkbox checkbox-primary checkbox-lg" name="isAnonymous" checked={values.isAnonymous} onChange={(e) => setField("isAnonymous", e.target.checked)} />
              <span>Submit anonymously (your name and email will not be recorded)</span>
            </label>
          </div>

          {step === "survey" && <SatisfactionSurvey />}

          {notice && (
            <div role="alert" className="alert alert-warning">
              {notice}
            </div>
          )}

          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn btn-primary btn-lg" disabled={submitting}>
              {submitting ? "Submitting..." : "Submit Feedback"}
            </button>
            {step === "form" ? (
              <>
                <button type="button" className="btn btn-outline btn-lg" disabled={submitting} onClick={clearFeedback}>
                  Clear Form
                </button>
                <button type="button" className="btn btn-ghost btn-lg h-auto max-w-full min-w-0 shrink py-2 whitespace-normal text-left" disabled={submitting} onClick={() => goToSurvey()}>
                  Next: satisfaction survey (optional) →
                </button>
              </>
            ) : (
              <button type="button" className="btn btn-outline btn-lg" disabled={submitting} onClick={backToForm}>
                ← Back
              </button>
            )}
          </div>
        </div>
      </form>
      <Toaster />
    </>
  );
}
