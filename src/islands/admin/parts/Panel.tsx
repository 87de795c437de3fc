import type { ReactNode } from "react";
import { Icon } from "./Icon.tsx";

/**
 * A console card under a title: the panels of the dashboard, analytics and feedback tabs. `level` is the title's
 * heading level (3, under the tab's heading, unless the tab has none); `name` becomes the card's `data-card` hook;
 * `icon` stands before the title; `gap` spaces the card's body.
 */
export function Panel(props: { title: string; level?: 2 | 3; name?: string; icon?: string; gap?: string; children: ReactNode }) {
  const Heading = props.level === 2 ? "h2" : "h3";
  return (
    <section className="card bg-base-100 shadow-sm" data-card={props.name}>
      <div className={props.gap ? `card-body ${props.gap}` : "card-body"}>
        <Heading className={props.icon ? "card-title flex items-center gap-2" : "card-title"}>
          {props.icon && <Icon svg={props.icon} className="text-primary size-5" />}
          {props.title}
        </Heading>
        {props.children}
      </div>
    </section>
  );
}
