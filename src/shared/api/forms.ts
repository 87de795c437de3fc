import { z } from "zod";
import { FORM_CATEGORIES } from "./values.ts";

export { FORM_CATEGORIES };
export const FormCategory = z.enum(FORM_CATEGORIES);
export type FormCategory = z.infer<typeof FormCategory>;

/** A downloadable form (spec section 3, Form). GET /api/forms answers `FormList`. */
export const Form = z.object({
  id: z.string().min(1).describe("Stable slug"),
  name: z.string().min(1).describe("Form title"),
  description: z.string().describe("What the form is for"),
  category: FormCategory.describe("academic, administrative, hr or financial"),
  requirements: z.array(z.string()).optional().describe("Documents to attach when submitting; absent when none"),
  fileUrl: z.string().startsWith("/").describe("Path of the PDF, served offline by the kiosk"),
});
export type Form = z.infer<typeof Form>;
export const FormList = z.array(Form);
