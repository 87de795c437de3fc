import type { Form } from "../shared/api/forms.ts";
import { formList } from "../lib/contracts.ts";
import { createDirectoryStore } from "./directory.ts";

/** Downloadable Forms: search on name or description; filter by category. */
export const forms = createDirectoryStore<Form>({
  path: "/api/forms",
  schema: formList,
  searchFields: (f) => [f.name, f.description],
  filterKey: (f) => f.category,
});
