import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import type { ChatbotConfig } from "../../shared/api/chatbot-config.ts";
import { $configRevision, $configSaving, CONFIG_LABELS, config, saveConfigField, saveConfigNumber, saveConfigText, type ConfigField } from "../../stores/admin/config.ts";
import { useResource } from "./parts/use-resource.ts";
import { Loaded } from "./parts/states.tsx";

/** Configuration: each control saves on its own (toggles at once, text and numbers when left or on Enter). */
export default function ConfigTab() {
  const state = useResource(config);
  return (
    <div className="card bg-base-100 shadow-sm">
      <div className="card-body gap-5">
        <div>
          <h2 className="card-title text-xl">Chatbot Configuration</h2>
          <p className="text-base-content/70">Each change is saved immediately.</p>
        </div>
        <Loaded state={state} onRetry={() => void config.load()}>
          {(data) => <ConfigForm data={data} />}
        </Loaded>
      </div>
    </div>
  );
}

function ConfigForm({ data }: { data: ChatbotConfig }) {
  const revision = useStore($configRevision);
  const saving = useStore($configSaving);
  // Keys tie the uncontrolled inputs to the stored value: a save or a refused change resets them.
  const key = (field: ConfigField) => `${field}-${String(data[field])}-${revision}`;
  return (
    <div className="grid gap-5 lg:grid-cols-2" data-config-form>
      <Toggle field="enabled" checked={data.enabled} saving={saving} hint="When off, the assistant tells visitors it is unavailable." />
      <div className="hidden lg:block" />
      <Row field="welcomeMessage" saving={saving} hint="The first message of every chat.">
        <MessageInput field="welcomeMessage" inputKey={key("welcomeMessage")} value={data.welcomeMessage} />
      </Row>
      <Row field="fallbackMessage" saving={saving} hint="The reply when no answer is confident enough.">
        <MessageInput field="fallbackMessage" inputKey={key("fallbackMessage")} value={data.fallbackMessage} />
      </Row>
      <Row field="maxResponseLength" saving={saving} hint="Characters, 50 to 2000.">
        <NumberInput field="maxResponseLength" inputKey={key("maxResponseLength")} value={data.maxResponseLength} min={50} max={2000} step={1} />
      </Row>
      <Row field="confidenceThreshold" saving={saving} hint="Percent, 0 to 100: lower answers more, higher answers only sure matches.">
        <NumberInput field="confidenceThreshold" inputKey={key("confidenceThreshold")} value={data.confidenceThreshold} min={0} max={100} step={0.1} />
      </Row>
      <Toggle field="enableSuggestions" checked={data.enableSuggestions} saving={saving} hint="Offer follow-up questions with replies." />
      <Toggle field="enableAnalytics" checked={data.enableAnalytics} saving={saving} hint="Count how often each knowledge item is used." />
    </div>
  );
}

function Row(props: { field: ConfigField; saving?: ConfigField; hint: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1" data-config={props.field}>
      <label htmlFor={`config-${props.field}`} className="flex items-center gap-2 font-medium">
        {CONFIG_LABELS[props.field]}
        {props.saving === props.field && <span className="loading loading-spinner loading-xs" aria-label="Saving" />}
      </label>
      {props.children}
      <p className="text-base-content/70 text-sm">{props.hint}</p>
    </div>
  );
}

function NumberInput(props: { field: "maxResponseLength" | "confidenceThreshold"; inputKey: string; value: number; min: number; max: number; step: number }) {
  return (
    <input
      key={props.inputKey}
      id={`config-${props.field}`}
      type="number"
      inputMode="decimal"
      className="input w-full max-w-xs"
      min={props.min}
      max={props.max}
      step={props.step}
      defaultValue={props.value}
      onBlur={(e) => void saveConfigNumber(props.field, e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === "Enter") e.currentTarget.blur();
      }}
    />
  );
}

/** A message the assistant sends, saved when the field loses focus. */
function MessageInput(props: { field: "welcomeMessage" | "fallbackMessage"; inputKey: string; value: string }) {
  return (
    <textarea
      key={props.inputKey}
      id={`config-${props.field}`}
      className="textarea w-full"
      rows={3}
      defaultValue={props.value}
      onBlur={(e) => void saveConfigText(props.field, e.currentTarget.value)}
    />
  );
}

function Toggle(props: { field: "enabled" | "enableSuggestions" | "enableAnalytics"; checked: boolean; saving?: ConfigField; hint: string }) {
  return (
    <div className="bg-base-200 rounded-box flex items-center gap-4 p-4" data-config={props.field}>
      <div className="grow">
        <label htmlFor={`config-${props.field}`} className="font-medium">
          {CONFIG_LABELS[props.field]}
        </label>
        <p className="text-base-content/70 text-sm">{props.hint}</p>
      </div>
      {props.saving === props.field && <span className="loading loading-spinner loading-sm" aria-label="Saving" />}
      <input
        id={`config-${props.field}`}
        type="checkbox"
        className="toggle toggle-primary toggle-lg"
        checked={props.checked}
        onChange={(e) => void saveConfigField(props.field, e.currentTarget.checked)}
      />
    </div>
  );
}
