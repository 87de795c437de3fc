/**
 * Colours of the display-only statuses. Tailwind palette pairs rather than daisyUI's
 * success/info tokens: those put white text on mid-tone colours, below the 4.5:1 contrast axe asks for.
 */
const GREEN = "bg-green-100 text-green-900 border-green-300";
const AMBER = "bg-amber-100 text-amber-900 border-amber-300";
const BLUE = "bg-blue-100 text-blue-900 border-blue-300";
const GREY = "bg-base-200 text-base-content border-base-300";
const RED = "bg-red-100 text-red-900 border-red-300";

export const statusStyles: Record<string, { label: string; className: string }> = {
  // procurement
  ongoing: { label: "Ongoing", className: AMBER },
  completed: { label: "Completed", className: GREEN },
  planned: { label: "Planned", className: BLUE },
  // jobs
  active: { label: "Active", className: GREEN },
  // bids
  awarded: { label: "Awarded", className: BLUE },
  // budget
  "on-track": { label: "On Track", className: GREEN },
  // semester phases
  upcoming: { label: "Upcoming", className: BLUE },
  // exam registration
  open: { label: "Open", className: GREEN },
  "filling-fast": { label: "Filling Fast", className: AMBER },
  full: { label: "Full", className: RED },
};

/** Label and classes of a status; an unknown one shows its raw name in grey. */
export function statusStyle(status: string): { label: string; className: string } {
  return statusStyles[status] ?? { label: status, className: GREY };
}

/** Category badges of calendar events. */
export const eventCategoryStyles: Record<string, string> = {
  Academic: BLUE,
  Cultural: "bg-purple-100 text-purple-900 border-purple-300",
  Sports: AMBER,
  Administrative: GREY,
  Community: GREEN,
};
