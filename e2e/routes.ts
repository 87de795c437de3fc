/**
 * Every route of the site, for the checks that must cover all of them (the accessibility
 * spec runs axe on each, in a browser and on a kiosk). A new page is added here and nowhere else.
 */
export interface SiteRoute {
  path: string;
  /** Something visible once the page (and its data) is ready. */
  ready: string;
  /** A staff page: not part of the kiosk's offline set (the console needs the server anyway). */
  admin?: boolean;
}

export const ALL_ROUTES: SiteRoute[] = [
  { path: "/", ready: "h1" },
  { path: "/citizens-charter", ready: "h1" },
  { path: "/academic-calendar", ready: "h1" },
  { path: "/organizational-chart", ready: "h1" },
  { path: "/campus-map", ready: "h1" },
  { path: "/course-offerings", ready: "[data-card]" },
  { path: "/student-services", ready: "h1" },
  { path: "/admissions", ready: "h1" },
  { path: "/forms", ready: "[data-card]" },
  { path: "/transparency", ready: "h1" },
  { path: "/news", ready: "[data-card]" },
  { path: "/faculty", ready: "[data-card]" },
  { path: "/portal", ready: "h1" },
  { path: "/gallery", ready: "[data-card]" },
  { path: "/feedback", ready: "form" },
  { path: "/map-check", ready: "h1" },
  // The console's tabs are checked signed in by admin-tabs.spec.ts; signed out, /admin only redirects here.
  { path: "/admin-login", ready: "form", admin: true },
  // Any other path: the 404 page.
  { path: "/no-such-page", ready: "h1" },
];
