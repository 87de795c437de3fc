import { useRef } from "react";
import { RATING_LABELS } from "../../shared/api/feedback-values.ts";

interface Props {
  value: number;
  onChange(value: number): void;
  error?: string;
  labelId: string;
}

/** Five clickable stars labelled 1 Poor ... 5 Excellent; a radio group, so arrow keys work too. */
export default function StarRating({ value, onChange, error, labelId }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (to: number) => {
    const next = Math.min(5, Math.max(1, to));
    onChange(next);
    refs.current[next - 1]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? "rating-error" : undefined}
      className="flex flex-wrap gap-0.5 sm:gap-2"
      onKeyDown={(e) => {
        // Like native radios: arrows move from the focused star and select the star they land on.
        const focused = refs.current.findIndex((el) => el === document.activeElement) + 1 || value || 1;
        if (e.key === "ArrowRight" || e.key === "ArrowUp") {
          e.preventDefault();
          move(focused + 1);
        } else if (e.key === "ArrowLeft" || e.key === "ArrowDown") {
          e.preventDefault();
          move(focused - 1);
        }
      }}
    >
      {RATING_LABELS.map((label, i) => {
        const star = i + 1;
        const filled = star <= value;
        return (
          <button
            key={star}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={value === star}
            aria-label={`${star} ${label}`}
            tabIndex={value === star || (value === 0 && star === 1) ? 0 : -1}
            onClick={() => onChange(star)}
            className="flex min-h-16 min-w-12 flex-col items-center rounded-box px-0.5 py-1 focus-visible:outline-primary focus-visible:outline-2 sm:min-w-14 sm:px-1"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className={`size-9 sm:size-10 ${filled ? "fill-secondary stroke-secondary-content/40" : "fill-base-200 stroke-base-content/30"}`} strokeWidth="1.2">
              <path d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17.1 6.4 20l1.1-6.2L2.9 9.4l6.3-.9z" />
            </svg>
            <span className="text-[11px] leading-tight whitespace-nowrap sm:text-xs">
              {star} {label}
            </span>
          </button>
        );
      })}
    </div>
  );
}
