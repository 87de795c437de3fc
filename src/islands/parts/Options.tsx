import type { ReactNode } from "react";

/**
 * The <option>s of a select, one per item. `value` and `label` say what each shows of its item; by default the
 * item itself, for a list of plain strings. The value is also the React key, so values must be distinct.
 */
export function Options<T>(props: { items: readonly T[]; value?: (item: T) => string | number; label?: (item: T) => ReactNode }) {
  const value = props.value ?? String;
  const label = props.label ?? value;
  return props.items.map((item) => {
    const v = value(item);
    return (
      <option key={v} value={v}>
        {label(item)}
      </option>
    );
  });
}
