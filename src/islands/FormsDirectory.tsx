/** Downloadable Forms list: category toggles with counts, search, cards, Download with a QR code. */
import { useState } from "react";
import type { Form, FormCategory } from "../shared/api/forms.ts";
import { FORM_CATEGORIES } from "../shared/api/values.ts";
import { forms } from "../stores/forms.ts";
import { ListCard, ListPage, ListResults, RequirementList, useListPage } from "./parts/ListPage.tsx";
import { FilterButtons, SearchBox } from "./parts/ui.tsx";
import { Modal } from "./parts/Modal.tsx";
import { QrCode, useAbsoluteUrl } from "./parts/QrCode.tsx";

export const FORM_CATEGORY_LABELS: Record<FormCategory, string> = {
  academic: "Academic",
  administrative: "Administrative",
  hr: "Human Resources",
  financial: "Financial",
};
const CATEGORY_BADGE: Record<FormCategory, string> = {
  academic: "bg-blue-100 text-blue-900",
  administrative: "bg-purple-100 text-purple-900",
  hr: "bg-orange-100 text-orange-900",
  financial: "bg-green-100 text-green-900",
};

/** `initial`: the list the page was prerendered with; the API's answer replaces it. */
export default function FormsDirectory({ initial }: { initial?: Form[] }) {
  const { query, filter, visible, counts } = useListPage(forms, initial);
  /** The form whose download panel (with its QR code) is open. */
  const [downloading, setDownloading] = useState<Form | null>(null);
  const downloadUrl = useAbsoluteUrl(downloading?.fileUrl ?? "/");

  return (
    <ListPage store={forms} loadingText="Loading forms...">
      <div className="space-y-4">
        <FilterButtons
          label="Filter by category"
          active={filter}
          onToggle={forms.toggle}
          options={FORM_CATEGORIES.map((c) => ({ value: c, label: FORM_CATEGORY_LABELS[c], count: counts.get(c) ?? 0 }))}
        />
        <SearchBox value={query} onChange={forms.setQuery} label="Search forms" placeholder="Search by form name or description" />
        <ListResults items={visible} heading="Forms" empty={{ title: "No forms found", text: "Try another word or category." }} className="grid gap-4 md:grid-cols-2">
          {(f) => (
            <ListCard id={f.id}>
              <div className="flex items-center justify-between gap-2">
                <span className={`badge badge-lg border-0 ${CATEGORY_BADGE[f.category]}`}>{FORM_CATEGORY_LABELS[f.category]}</span>
                <span className="text-base-content/75 text-sm">PDF Format</span>
              </div>
              <h3 className="card-title text-lg">{f.name}</h3>
              <p className="text-base-content/80">{f.description}</p>
              <RequirementList title="Required documents" items={f.requirements} />
              <div className="card-actions mt-2 justify-end">
                <a className="btn btn-primary" href={f.fileUrl} download onClick={() => setDownloading(f)} data-download>
                  Download
                </a>
              </div>
            </ListCard>
          )}
        </ListResults>
      </div>
      <Modal open={downloading !== null} onClose={() => setDownloading(null)} title={downloading?.name ?? ""} name="download">
        {downloading && (
          <div className="flex flex-col items-center gap-3 text-center">
            <p className="browser:hidden">The PDF is downloading on this screen. To take it with you, scan this code with your phone:</p>
            <p className="kiosk:hidden">The PDF is downloading. To open it on another device, scan this code or use the address below:</p>
            <QrCode text={downloadUrl} label={`QR code to open ${downloading.name} on another device`} size={220} />
            <p className="text-base-content/70 text-sm break-all">{downloadUrl}</p>
            <a className="btn btn-outline" href={downloading.fileUrl} target="_blank" rel="noopener">
              Open the PDF here
            </a>
          </div>
        )}
      </Modal>
    </ListPage>
  );
}
