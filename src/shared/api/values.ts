/**
 * The contracts' fixed lists and numbers, in a module without zod: the contracts import them from here, and
 * browser code imports them from here too, so a page that needs a category list does not ship the schemas.
 */

/** The known announcement categories; any other text is allowed and shown raw in grey. */
export const ANNOUNCEMENT_CATEGORIES = ["academic", "events", "facilities", "administrative"] as const;

/** The four form categories, in the order of the category buttons. */
export const FORM_CATEGORIES = ["academic", "administrative", "hr", "financial"] as const;

/** The gallery categories, in the order of the category buttons (after All Media). */
export const GALLERY_CATEGORIES = ["events", "academic", "facilities", "graduation"] as const;

/** What a server that predates kiosk mode (or a test double) is taken to mean: no kiosk, default times. */
export const DEFAULT_KIOSK_SETTINGS = { mode: false, idleSeconds: 60, attractSeconds: 180 };

/** The QR image is 200 px unless a size is asked for. */
export const QR_DEFAULT_SIZE = 200;

/** Building categories of the campus map, in legend order. */
export const BUILDING_CATEGORIES = ["Administrative", "Academic", "Facilities", "Services"] as const;
