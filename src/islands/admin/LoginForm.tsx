import { useEffect, useRef } from "react";
import { $login, $loginAlert, $loginErrors, $signingIn, setLoginField, submitLogin } from "../../stores/admin/login.ts";
import { showCarriedToast } from "../../stores/admin/session.ts";
import Toaster from "../Toaster.tsx";
import { useStores } from "../parts/use-stores.ts";

/** What the form's fields hold: typed or auto-filled before the island hydrated, the store never saw it. */
function formValues(form: HTMLFormElement): { username: string; password: string } {
  const data = new FormData(form);
  return { username: String(data.get("username") ?? ""), password: String(data.get("password") ?? "") };
}

/**
 * The sign-in form: two fields, Sign In ('Signing in...' while pending) and the failure alert. It reads the
 * fields themselves at hydration and on submit, so what was typed or auto-filled before the script ran counts.
 */
export default function LoginForm() {
  const { values, errors, pending, alert } = useStores({ values: $login, errors: $loginErrors, pending: $signingIn, alert: $loginAlert });
  const form = useRef<HTMLFormElement>(null);
  useEffect(showCarriedToast, []);
  useEffect(() => {
    if (!form.current) return;
    const typed = formValues(form.current);
    if (typed.username) setLoginField("username", typed.username);
    if (typed.password) setLoginField("password", typed.password);
  }, []);

  return (
    <form
      ref={form}
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submitLogin(formValues(e.currentTarget));
      }}
    >
      {alert && (
        <div role="alert" className="alert alert-error" data-login-error>
          <span>{alert}</span>
        </div>
      )}
      <Field label="Username" name="username" value={values.username} error={errors.username} autoComplete="username" />
      <Field label="Password" name="password" type="password" value={values.password} error={errors.password} autoComplete="current-password" />
      <button type="submit" className="btn btn-primary btn-lg mt-2" disabled={pending}>
        {pending && <span className="loading loading-spinner" aria-hidden="true" />}
        {pending ? "Signing in..." : "Sign In"}
      </button>
      <Toaster />
    </form>
  );
}

function Field(props: { label: string; name: "username" | "password"; value: string; error?: string; type?: string; autoComplete: string }) {
  const id = `login-${props.name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        className={`input input-lg w-full ${props.error ? "input-error" : ""}`}
        value={props.value}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(e) => setLoginField(props.name, e.currentTarget.value)}
      />
      {props.error && (
        <p id={`${id}-error`} className="text-error text-sm" data-field-error={props.name}>
          {props.error}
        </p>
      )}
    </div>
  );
}
