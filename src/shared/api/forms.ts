import { z } from "zod";
import { FORM_CATEGORIES } from "./values.ts";
import { handOrderedContracts, plainText, requiredText, sitePath, Slug, textList } from "./list-fields.ts";

/** The four form categories, in the order of the category buttons. */
export { FORM_CATEGORIES };
export const FormCategory = z.enum(FORM_CATEGORIES, { error: "Category must be academic, administrative, hr or financial" });
export type FormCategory = z.infer<typeof FormCategory>;

/** What staff edit of a downloadable form. */
export const FormFields = z.object({
  name: requiredText("Name", 200).describe("Form title"),
  description: plainText("Description", 2000).describe("What the form is for"),
  category: FormCategory.describe("academic, administrative, hr or financial"),
  requirements: textList("Requirements").optional().describe("Documents to attach when submitting; absent when none"),
  fileUrl: sitePath("File").describe("Path of the PDF, served offline by the kiosk"),
});

/** A downloadable form. GET /api/forms answers `FormList`. */
export const Form = FormFields.extend({ id: Slug.describe("Stable slug") });
export type Form = z.infer<typeof Form>;

/**
 * GET /api/forms answers `FormList`; POST /api/admin/forms takes `FormInput`; PATCH /api/admin/forms/{id} takes
 * `FormPatch` (any of the fields and/or a new place in the list); GET /api/admin/forms answers `AdminForm`.
 */
export const { list: FormList, input: FormInput, patch: FormPatch, admin: AdminForm } = handOrderedContracts(FormFields, Form);
