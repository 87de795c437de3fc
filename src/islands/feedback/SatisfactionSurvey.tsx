import { useStore } from "@nanostores/react";
import { $csm, setCsmAnswer } from "../../stores/feedback.ts";
import type { CsmAnswers } from "../../shared/api/feedback.ts";
import { CC1_OPTIONS, CC2_OPTIONS, CC3_OPTIONS, CLIENT_TYPES, SQD_QUESTIONS, SQD_SCALE } from "../../shared/api/feedback-values.ts";

function Choice<K extends keyof CsmAnswers>({ name, legend, options, value }: { name: K; legend: string; options: readonly { value: NonNullable<CsmAnswers[K]>; label: string }[]; value: CsmAnswers[K] }) {
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend text-base">{legend}</legend>
      <div className="flex flex-col gap-1">
        {options.map((o) => (
          <label key={String(o.value)} className="flex min-h-12 cursor-pointer items-center gap-3 rounded-field px-2 hover:bg-base-200">
            <input type="radio" className="radio radio-primary" name={name} checked={value === o.value} onChange={() => setCsmAnswer(name, o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The optional second step: ARTA's Client Satisfaction Measurement (MC 2022-05), Citizen's Charter
 * questions CC1-CC3 and service quality dimensions SQD0-SQD8. Every question may be left blank.
 */
export default function SatisfactionSurvey() {
  const csm = useStore($csm);
  const aware = csm.cc1 !== undefined && csm.cc1 !== 4;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base-content/80">
        This short survey is the government's Client Satisfaction Measurement (ARTA). Every question is optional; answer what applies to you.
      </p>
      <Choice name="clientType" legend="I am a..." options={CLIENT_TYPES} value={csm.clientType} />
      <Choice name="cc1" legend="CC1. Which best describes your awareness of a Citizen's Charter (CC)?" options={CC1_OPTIONS} value={csm.cc1} />
      {aware && (
        <>
          <Choice name="cc2" legend="CC2. Would you say that the CC of this office was...?" options={CC2_OPTIONS} value={csm.cc2} />
          <Choice name="cc3" legend="CC3. How much did the CC help you in your transaction?" options={CC3_OPTIONS} value={csm.cc3} />
        </>
      )}
      <div className="flex flex-col gap-3">
        {SQD_QUESTIONS.map((q, i) => (
          <fieldset key={q.key} className="fieldset border-base-300 rounded-box border p-3">
            <legend className="fieldset-legend px-1 text-base">
              SQD{i}. {q.text}
            </legend>
            <div className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-6">
              {SQD_SCALE.map((s) => (
                <label key={s.value} className="flex min-h-12 cursor-pointer items-center gap-2 rounded-field px-2 hover:bg-base-200">
                  <input type="radio" className="radio radio-primary radio-sm" name={q.key} checked={csm[q.key] === s.value} onChange={() => setCsmAnswer(q.key, s.value)} />
                  <span className="text-sm">{s.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </div>
  );
}
