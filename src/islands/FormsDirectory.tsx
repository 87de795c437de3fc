/** Downloadable Forms list: category toggles with counts, search, cards, Download with a QR code. */
import type { Form, FormCategory } from "../shared/api/forms.ts";
import { FORM_CATEGORIES } from "../shared/api/values.ts";
import { forms } from "../stores/forms.ts";
import { ListCard, ListControls, ListPage, ListResults, RequirementList } from "./parts/ListPage.tsx";
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
  return (
    <ListPage store={forms} initial={initial} loadingText="Loading forms..." dialog={{ name: "download", title: (f) => f.name, body: (f) => <DownloadPanel form={f} /> }}>
      {(visible, open) => (
        <div className="space-y-4">
          <ListControls
            store={forms}
            search={{ label: "Search forms", placeholder: "Search by form name or description" }}
            filter={{ label: "Filter by category", values: FORM_CATEGORIES, labelOf: (c) => FORM_CATEGORY_LABELS[c] }}
            filterFirst
          />
          <ListResults items={visible} heading="Forms" empty={{ title: "No forms found", text: "Try another word or category." }} className="grid gap-4 md:grid-cols-2">
            {(f) => (
              <ListCard
                id={f.id}
                action={
                  <a className="btn btn-primary" href={f.fileUrl} download onClick={() => open(f)} data-download>
                    Download
                  </a>
                }
              >
                <div className="flex items-center justify-between gap-2">
                  <span className={`badge badge-lg border-0 ${CATEGORY_BADGE[f.category]}`}>{FORM_CATEGORY_LABELS[f.category]}</span>
                  <span className="text-base-content/75 text-sm">PDF Format</span>
                </div>
                <h3 className="card-title text-lg">{f.name}</h3>
                <p className="text-base-content/80">{f.description}</p>
                <RequirementList title="Required documents" items={f.requirements} />
              </ListCard>
            )}
          </ListResults>
        </div>
      )}
    </ListPage>
  );
}

/** Shown while a form downloads: a QR code (and the address) to open the same PDF on another device. */
function DownloadPanel({ form }: { form: Form }) {
  const downloadUrl = useAbsoluteUrl(form.fileUrl);
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p className="browser:hidden">The PDF is downloading on this screen. To take it with you, scan this code with your phone:</p>
      <p className="kiosk:hidden">The PDF is downloading. To open it on another device, scan this code or use the address below:</p>
      <QrCode text={downloadUrl} label={`QR code to open ${form.name} on another device`} size={220} />
      <p className="text-base-content/70 text-sm break-all">{downloadUrl}</p>
      <a className="btn btn-outline" href={form.fileUrl} target="_blank" rel="noopener">
        Open the PDF here
      </a>
    </div>
  );
}
