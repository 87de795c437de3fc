/**
 * The console's add/edit form of each staff-edited list: which fields it shows and how (text, a choice,
 * one entry per line, a date and time), and the pure rules that turn the form into the API body and an
 * item back into the form. The body is checked with the list's own contract before it is sent, so the
 * dialog shows the server's sentences ("Title is required") without a round trip.
 */
import { ANNOUNCEMENT_CATEGORIES, scheduleError } from "../../shared/api/announcements.ts";
import { FORM_CATEGORIES } from "../../shared/api/forms.ts";
import { GALLERY_CATEGORIES } from "../../shared/api/gallery.ts";
import { BUILDING_CATEGORIES, MAP_ICON_TYPES, STREET_VIEW_ICON_TYPES } from "../../shared/api/map-buildings.ts";
import { LIST_CONTRACTS, type ContentListName } from "../../shared/api/admin-lists.ts";
import type { UploadedFile, UploadKind } from "../../shared/api/admin-files.ts";

export type FieldKind = "text" | "textarea" | "select" | "checkbox" | "datetime" | "lines" | "number";

/**
 * A field that can be filled by uploading a file: what kind of file, and which fields take which address
 * of the answer. `kind: "mediaType"` uploads the kind the form's media type names (a gallery item).
 */
export interface UploadSpec {
  kind: UploadKind | "mediaType";
  sets: Partial<Record<string, keyof Pick<UploadedFile, "url" | "phoneUrl" | "posterUrl">>>;
  /** What the file chooser offers (the server checks the content anyway). */
  accept: string;
}

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  options?: readonly string[];
  /** Left empty, the field is cleared (optional text) or left to the server (a publish time: now). */
  optional?: boolean;
  /** A hint under the field. */
  hint?: string;
  /** Takes the whole row of the dialog. */
  wide?: boolean;
  upload?: UploadSpec;
}

export type FormValues = Record<string, string | boolean>;

/** A field of one kind: `text("title", "Title", { wide: true })`. */
const fieldOf =
  (kind: FieldKind) =>
  (name: string, label: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({ name, label, kind, ...extra });
const text = fieldOf("text");
const textarea = fieldOf("textarea");
const lines = fieldOf("lines");
const number = fieldOf("number");
const checkbox = fieldOf("checkbox");
const datetime = fieldOf("datetime");
/** A choice of `options`; a blank form starts on the first. */
const select = (name: string, label: string, options: readonly string[]): FieldSpec => ({ name, label, kind: "select", options });

/** A description and the documents to bring: how a program's and a form's fields end (their cards show both). */
const describedWithRequirements = [textarea("description", "Description", { wide: true }), lines("requirements", "Requirements (one per line)", { wide: true })];

/** Each list's fields, in dialog order. */
export const LIST_FORMS: Record<ContentListName, { singular: string; fields: FieldSpec[] }> = {
  announcements: {
    singular: "Announcement",
    fields: [
      text("title", "Title", { wide: true }),
      select("category", "Category", ANNOUNCEMENT_CATEGORIES),
      checkbox("isUrgent", "Urgent (also shown in the banner)"),
      textarea("content", "Content", { wide: true }),
      datetime("createdAt", "Publish time", { optional: true, hint: "Empty: now. A later time schedules it." }),
      datetime("expiresAt", "Expiry", { optional: true, hint: "Empty: stays until deleted." }),
    ],
  },
  courses: {
    singular: "Program",
    fields: [
      text("code", "Code"),
      text("duration", "Duration", { hint: "e.g. 4 years" }),
      text("name", "Name", { wide: true }),
      text("college", "College", { wide: true }),
      ...describedWithRequirements,
    ],
  },
  forms: {
    singular: "Form",
    fields: [
      text("name", "Name", { wide: true }),
      select("category", "Category", FORM_CATEGORIES),
      text("fileUrl", "File (PDF)", { hint: "Upload the PDF, or give a path on this site", upload: { kind: "pdf", sets: { fileUrl: "url" }, accept: "application/pdf,.pdf" } }),
      ...describedWithRequirements,
    ],
  },
  faculty: {
    singular: "Person",
    fields: [
      text("name", "Name", { wide: true }),
      text("designation", "Designation"),
      text("department", "Department"),
      text("email", "Email", { optional: true }),
      text("phone", "Phone", { optional: true }),
      text("photo", "Photo", {
        optional: true,
        wide: true,
        hint: "Upload a portrait (location and camera data are removed), or leave empty for initials",
        upload: { kind: "image", sets: { photo: "phoneUrl" }, accept: "image/jpeg,image/png,image/webp" },
      }),
    ],
  },
  gallery: {
    singular: "Gallery item",
    fields: [
      text("title", "Title", { wide: true }),
      select("category", "Category", GALLERY_CATEGORIES),
      select("mediaType", "Media type", ["image", "video"]),
      text("mediaUrl", "Photo or video", {
        wide: true,
        hint: "Upload the file of the media type above (photos are resized, location data removed)",
        upload: { kind: "mediaType", sets: { mediaUrl: "url", thumbnailUrl: "phoneUrl" }, accept: "image/jpeg,image/png,image/webp,video/webm,video/mp4" },
      }),
      text("thumbnailUrl", "Thumbnail / video poster", {
        wide: true,
        hint: "Set by the upload; a video gets a labelled placeholder until you upload a poster image here",
        upload: { kind: "image", sets: { thumbnailUrl: "phoneUrl" }, accept: "image/jpeg,image/png,image/webp" },
      }),
      textarea("description", "Description", { optional: true, wide: true }),
      datetime("createdAt", "Date", { optional: true, hint: "Empty: now" }),
    ],
  },
  "map-buildings": {
    singular: "Building",
    fields: [
      text("code", "Code", { hint: "Used in ?building=CODE" }),
      select("category", "Category", BUILDING_CATEGORIES),
      text("title", "Name", { wide: true }),
      textarea("description", "Description", { wide: true }),
      number("x", "Map X (0-100, west to east)"),
      number("y", "Map Y (0-100, north to south)"),
      number("latitude", "Latitude"),
      number("longitude", "Longitude"),
      select("iconType", "Map icon", MAP_ICON_TYPES),
      select("streetViewIconType", "Street View icon", STREET_VIEW_ICON_TYPES),
      text("officeHours", "Office hours", { wide: true }),
      text("contactInfo", "Contact", { optional: true, wide: true }),
      lines("services", "Services (one per line)", { wide: true }),
    ],
  },
};

/** A blank form: empty text, the first choice of each list of options, unchecked boxes. */
export function emptyForm(list: ContentListName): FormValues {
  return Object.fromEntries(LIST_FORMS[list].fields.map((f) => [f.name, f.kind === "checkbox" ? false : f.kind === "select" ? (f.options?.[0] ?? "") : ""]));
}

const pad = (n: number) => String(n).padStart(2, "0");
/** An ISO time as a datetime-local value in this browser's time zone ('2026-11-23T08:30'). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** A datetime-local value (this browser's time zone) as ISO 8601, or the text as typed when it is no time. */
export function fromLocalInput(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

/** The form of a stored item (edit mode). */
export function itemToForm(list: ContentListName, item: Record<string, unknown>): FormValues {
  const form: FormValues = {};
  for (const f of LIST_FORMS[list].fields) {
    const value = item[f.name];
    if (f.kind === "checkbox") form[f.name] = value === true;
    else if (f.kind === "lines") form[f.name] = Array.isArray(value) ? value.join("\n") : "";
    else if (f.kind === "datetime") form[f.name] = typeof value === "string" ? toLocalInput(value) : "";
    else form[f.name] = value === undefined || value === null ? "" : String(value);
  }
  return form;
}

/**
 * The API body of a form. In add mode an empty optional time is left out (the server uses now); in edit
 * mode an empty expiry is null (cleared) and an empty publish time is left as stored.
 */
export function formToBody(list: ContentListName, form: FormValues, mode: "create" | "edit"): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of LIST_FORMS[list].fields) {
    const raw = form[f.name];
    const value = typeof raw === "string" ? raw : "";
    switch (f.kind) {
      case "checkbox":
        body[f.name] = raw === true;
        break;
      case "lines":
        body[f.name] = value
          .split(/\r?\n/)
          .map((s) => s.trim())
          .filter((s) => s !== "");
        break;
      case "number": {
        const n = Number(value);
        // Text that is no number is sent as it is, so the contract answers '<Field> must be a number'.
        body[f.name] = value.trim() !== "" && Number.isFinite(n) ? n : value;
        break;
      }
      case "datetime":
        if (value.trim() !== "") body[f.name] = fromLocalInput(value);
        else if (mode === "edit" && f.name === "expiresAt") body[f.name] = null;
        break;
      default:
        body[f.name] = value;
    }
  }
  return body;
}

/** The contract's first message per field, the way the server's 400 lists them; empty when the body is valid. */
export function validateBody(list: ContentListName, body: Record<string, unknown>, mode: "create" | "edit"): Record<string, string> {
  const schema = mode === "create" ? LIST_CONTRACTS[list].input : LIST_CONTRACTS[list].patch;
  const result = schema.safeParse(body);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.map(String).join(".") || "body"] ??= issue.message;
  if (list === "announcements" && typeof body.createdAt === "string") {
    const message = scheduleError(body.createdAt, body.expiresAt as string | null | undefined);
    if (message) errors.expiresAt ??= message;
  }
  return errors;
}

/** The message of one field: its own, or the first of its entries ('requirements.2'). */
export function fieldError(errors: Record<string, string>, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];
}

/** What a row of the list tab shows of an item: a title and one line under it. */
export function itemSummary(list: ContentListName, item: Record<string, unknown>): { title: string; detail: string } {
  const s = (k: string) => (typeof item[k] === "string" ? (item[k] as string) : "");
  switch (list) {
    case "announcements":
      return { title: s("title"), detail: s("category") };
    case "courses":
      return { title: `${s("code")} · ${s("name")}`, detail: `${s("college")} · ${s("duration")}` };
    case "forms":
      return { title: s("name"), detail: `${s("category")} · ${s("fileUrl")}` };
    case "faculty":
      return { title: s("name"), detail: `${s("designation")} · ${s("department")}` };
    case "gallery":
      return { title: s("title"), detail: `${s("category")} · ${s("mediaType")}` };
    case "map-buildings":
      return { title: `${s("code")} · ${s("title")}`, detail: `${s("category")} · ${s("officeHours")}` };
  }
}

/**
 * The fields an upload answer fills. A video's poster goes where an image's phone copy would (the
 * gallery thumbnail).
 */
export function uploadedValues(spec: UploadSpec, kind: UploadKind, file: UploadedFile): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, from] of Object.entries(spec.sets)) {
    const source = kind === "video" && from === "phoneUrl" ? "posterUrl" : from;
    const value = source ? file[source] : undefined;
    if (value) values[field] = value;
  }
  return values;
}
