/** Photo & Video Gallery: category buttons with counts, search, stats, grid and the detail dialog. */
import { useEffect, useRef, useState } from "react";
import type { GalleryItem } from "../shared/api/gallery.ts";
import { GALLERY_CATEGORIES } from "../shared/api/values.ts";
import { $galleryStats, gallery } from "../stores/gallery.ts";
import { ListControls, ListPage, ListResults, ListWithStats } from "./parts/ListPage.tsx";
import { formatDate } from "../shared/rules/dates.ts";
import { QrCode, useAbsoluteUrl } from "./parts/QrCode.tsx";

const LABELS: Record<GalleryItem["category"], string> = { events: "Events", academic: "Academic", facilities: "Facilities", graduation: "Graduation" };
const CATEGORY_BADGE: Record<GalleryItem["category"], string> = {
  events: "bg-purple-100 text-purple-900",
  academic: "bg-blue-100 text-blue-900",
  facilities: "bg-orange-100 text-orange-900",
  graduation: "bg-amber-100 text-amber-900",
};

function Badges({ item }: { item: GalleryItem }) {
  return (
    <>
      <span className={`badge border-0 ${item.mediaType === "video" ? "bg-rose-700 text-white" : "bg-sky-700 text-white"}`} data-media-badge>
        {item.mediaType === "video" ? "Video" : "Photo"}
      </span>
      <span className={`badge border-0 ${CATEGORY_BADGE[item.category]}`}>{LABELS[item.category]}</span>
    </>
  );
}

function Detail({ item }: { item: GalleryItem }) {
  const [playing, setPlaying] = useState(false);
  const [sharing, setSharing] = useState(false);
  const shareUrl = useAbsoluteUrl(item.mediaUrl);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (playing) void video.current?.play().catch(() => {});
  }, [playing]);
  return (
    <div className="space-y-3">
      {item.mediaType === "video" && playing ? (
        <video ref={video} src={item.mediaUrl} poster={item.thumbnailUrl} controls playsInline className="rounded-box aspect-video w-full bg-black" data-player />
      ) : (
        <img src={item.mediaType === "image" ? item.mediaUrl : item.thumbnailUrl} alt={item.title} className="rounded-box aspect-video w-full bg-base-300 object-cover" />
      )}
      <p className="flex flex-wrap items-center gap-2">
        <Badges item={item} />
        <time className="text-base-content/60 text-sm" dateTime={item.createdAt}>
          {formatDate(item.createdAt)}
        </time>
      </p>
      {item.description && <p className="text-lg">{item.description}</p>}
      <div className="flex flex-wrap gap-2">
        {item.mediaType === "video" && (
          <button type="button" className="btn btn-primary" onClick={() => setPlaying(true)} disabled={playing}>
            Play Video
          </button>
        )}
        <a className="btn btn-outline" href={item.mediaUrl} download>
          Download Media
        </a>
        <button type="button" className="btn btn-outline" aria-expanded={sharing} onClick={() => setSharing((s) => !s)}>
          Share Link
        </button>
      </div>
      {sharing && (
        <div className="bg-base-200 rounded-box flex flex-wrap items-center gap-4 p-3" data-share>
          <QrCode text={shareUrl} label={`QR code linking to ${item.title}`} size={160} />
          <p className="min-w-0 grow text-sm break-all">
            <span className="browser:hidden">Scan to open on your phone:</span>
            <span className="kiosk:hidden">Scan to open on another device, or copy the address:</span>
            <br />
            {shareUrl}
          </p>
        </div>
      )}
    </div>
  );
}

/** Thumbnails in view on a phone or kiosk before any scrolling. */
const FIRST_SCREEN_THUMBNAILS = 6;

/** `initial`: the list the page was prerendered with; the API's answer replaces it. */
export default function GalleryGrid({ initial }: { initial?: GalleryItem[] }) {
  return (
    <ListPage store={gallery} initial={initial} loadingText="Loading gallery..." dialog={{ name: "gallery", title: (g) => g.title, wide: true, body: (g) => <Detail item={g} /> }}>
      {(visible, open) => (
        <ListWithStats title="Gallery Stats" name="gallery-stats" stats={$galleryStats} labels={{ total: "Total Items", photos: "Photos", videos: "Videos" }}>
          <ListControls
            store={gallery}
            search={{ label: "Search the gallery", placeholder: "Search by title or description" }}
            filter={{ label: "Filter by category", values: GALLERY_CATEGORIES, labelOf: (c) => LABELS[c], all: "All Media" }}
            filterFirst
          />
          <ListResults items={visible} heading="Photos and videos" empty={{ title: "No media found", text: "Try another word or category." }} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {(g, i) => (
              <li data-card={g.id}>
                <button
                  type="button"
                  className="card bg-base-100 border-base-300 h-full w-full overflow-hidden border text-left shadow-sm transition hover:shadow-md focus-visible:outline-primary focus-visible:outline-4"
                  onClick={() => open(g)}
                >
                  <span className="relative block">
                    <img src={g.thumbnailUrl} alt="" width={480} height={270} loading={i < FIRST_SCREEN_THUMBNAILS ? "eager" : "lazy"} className="bg-base-300 aspect-video w-full object-cover" />
                    {g.mediaType === "video" && (
                      <span aria-hidden="true" className="absolute inset-0 grid place-items-center">
                        <span className="grid size-12 place-items-center rounded-full bg-black/60 text-white">▶</span>
                      </span>
                    )}
                  </span>
                  <span className="block space-y-1 p-3">
                    <span className="flex flex-wrap gap-1">
                      <Badges item={g} />
                    </span>
                    <span className="block font-semibold">{g.title}</span>
                  </span>
                </button>
              </li>
            )}
          </ListResults>
        </ListWithStats>
      )}
    </ListPage>
  );
}
