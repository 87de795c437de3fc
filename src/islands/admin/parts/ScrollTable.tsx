import type { ReactNode } from "react";

/**
 * A console table in its own scrolling region: focusable, so keyboard users can scroll it, and named for screen
 * readers by `label`. `columns` is the heading row: column names, or heading cells of their own. `hook` becomes
 * the table's `data-<hook>` attribute; `children` are the body rows.
 */
export function ScrollTable(props: { label: string; scroll: string; table: string; hook: string; columns: readonly string[] | ReactNode; children: ReactNode }) {
  const { columns } = props;
  return (
    <div className={props.scroll} tabIndex={0} role="region" aria-label={props.label}>
      <table className={props.table} {...{ [`data-${props.hook}`]: true }}>
        <thead className="text-base-content/80">
          <tr>{isNames(columns) ? columns.map((name) => <th key={name}>{name}</th>) : columns}</tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

function isNames(columns: readonly string[] | ReactNode): columns is readonly string[] {
  return Array.isArray(columns) && columns.every((c) => typeof c === "string");
}
