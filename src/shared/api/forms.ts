import { z } from "zod";
import { FORM_CATEGORIES } from "./values.ts";
import { Ordered, Position, plainText, requiredText, sitePath, Slug, textList } from "./list-fields.ts";

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
export const FormList = z.array(Form);

/** POST /api/admin/forms. An empty requirements list means none. */
export const FormInput = z.strictObject(FormFields.shape);
export type FormInput = z.infer<typeof FormInput>;
/** PATCH /api/admin/forms/{id}. */
export const FormPatch = z.strictObject({ ...FormFields.partial().shape, position: Position.optional() });
export type FormPatch = z.infer<typeof FormPatch>;
/** GET /api/admin/forms. */
export const AdminForm = Form.extend(Ordered.shape);
export type AdminForm = z.infer<typeof AdminForm>;
