/**
 * What kiosk mode puts over the page: the 'Still there?' dialog with its 10 s countdown, and the
 * attract screen (urgent announcements and gallery highlights in a loop, 'Touch to start'), and the dialog a
 * link to another site, a phone number or an e-mail address opens instead of leaving the kiosk. All are native
 * modal dialogs, so focus is trapped while they show and returns to where it was when they close.
 * State and timing live in src/stores/kiosk.ts.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { $attractSlides, $kioskPhase, $leavingLink, closeLeavingLink, loadAttractSlides, stillHere, touchToStart, type AttractSlide } from "../../stores/kiosk.ts";
import { university } from "../../lib/university-client.ts";
import type { LeavingLink } from "../../shared/rules/kiosk.ts";
import { QrCode } from "../parts/QrCode.tsx";

/** How long each attract slide stays. */
const SLIDE_MS = 7000;

function ModalDialog(props: { open: boolean; label: string; className: string; onCancel: () => void; children: ReactNode; name: string; role?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!props.open && dialog.open) {
      dialog.close();
      // After the touch that closed it has finished (its mousedown would otherwise move the focus again).
      const back = opener.current;
      opener.current = null;
      setTimeout(() => back instanceof HTMLElement && back.isConnected && back.focus(), 0);
    }
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      aria-label={props.label}
      role={props.role}
      className={props.className}
      data-kiosk-dialog={props.name}
      onCancel={(e) => {
        e.preventDefault();
        props.onCancel();
      }}
    >
      {props.open && props.children}
    </dialog>
  );
}

function StillThere({ secondsLeft }: { secondsLeft: number }) {
  return (
    <div className="flex flex-col items-center gap-6 text-center">
      <h2 className="text-3xl font-bold sm:text-4xl">Still there?</h2>
      <p className="text-lg sm:text-xl">
        To protect your privacy, this kiosk will clear everything and return to the home screen in{" "}
        <strong className="tabular-nums" data-kiosk-countdown>
          {secondsLeft}
        </strong>{" "}
        {secondsLeft === 1 ? "second" : "seconds"}.
      </p>
      <button type="button" className="btn btn-primary btn-lg min-h-16 px-10 text-xl" onClick={stillHere} autoFocus>
        I'm still here
      </button>
    </div>
  );
}

const LEAVING_TEXT: Record<LeavingLink["kind"], { title: string; hint: string }> = {
  web: { title: "Open this page on your phone", hint: "This kiosk stays on the university's information. Scan the code with your phone's camera to open the page there." },
  phone: { title: "Call this number", hint: "Scan the code with your phone's camera to dial it, or write it down." },
  email: { title: "Write to this address", hint: "Scan the code with your phone's camera to start an e-mail, or write the address down." },
};

function LeavingLinkDialog({ link }: { link: LeavingLink }) {
  const text = LEAVING_TEXT[link.kind];
  return (
    <div className="flex flex-col items-center gap-6 text-center" data-leaving-link={link.kind}>
      <h2 className="text-3xl font-bold">{text.title}</h2>
      <p className={`font-bold break-all ${link.kind === "web" ? "text-2xl" : "text-4xl"}`} data-leaving-address>
        {link.address}
      </p>
      <QrCode text={link.qrText} label={`QR code: ${link.address}`} size={300} />
      <p className="text-xl">{text.hint}</p>
      <button type="button" className="btn btn-primary btn-lg min-h-16 px-12 text-xl" onClick={closeLeavingLink} autoFocus>
        Close
      </button>
    </div>
  );
}

function Slide({ slide }: { slide: AttractSlide | undefined }) {
  if (!slide) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-6 p-8 text-center">
        <img src={university.logo} alt="" width="200" height="200" className="size-40 sm:size-52" />
        <p className="text-4xl font-bold sm:text-6xl">Welcome to {university.shortName}</p>
        <p className="text-xl opacity-90 sm:text-2xl">{university.name}</p>
      </div>
    );
  }
  if (slide.kind === "announcement") {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-6 p-8 text-center sm:p-16" data-attract-slide="announcement">
        <span className="badge badge-lg bg-error text-error-content border-0 px-4 py-4 text-lg font-bold uppercase">Urgent announcement</span>
        <p className="max-w-5xl text-4xl font-bold sm:text-6xl">{slide.title}</p>
        <p className="max-w-4xl text-xl opacity-95 sm:text-3xl">{slide.text}</p>
      </div>
    );
  }
  // Landscape: the picture fills the screen with the caption over its lower part. Portrait: the 16:9 picture
  // keeps its whole width near the top and the caption sits below it, so 'Touch to start' covers neither.
  return (
    <figure className="relative flex h-full w-full flex-col justify-center pb-32 sm:pb-44 landscape:block landscape:pb-0" data-attract-slide="media">
      <img src={slide.image} alt="" className="portrait:rounded-box aspect-video w-full object-cover landscape:absolute landscape:inset-0 landscape:h-full" />
      <figcaption className="p-8 text-white portrait:pt-10 sm:p-16 portrait:sm:pt-14 landscape:absolute landscape:inset-x-0 landscape:bottom-0 landscape:bg-gradient-to-t landscape:from-black/85 landscape:via-black/55 landscape:to-transparent landscape:pb-40 landscape:sm:pb-48">
        <p className="text-3xl font-bold sm:text-5xl">{slide.title}</p>
        {slide.text && <p className="mt-3 max-w-4xl text-lg sm:text-2xl">{slide.text}</p>}
      </figcaption>
    </figure>
  );
}

function Attract() {
  const slides = useStore($attractSlides);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    void loadAttractSlides();
  }, []);
  useEffect(() => {
    if (slides.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), SLIDE_MS);
    return () => clearInterval(timer);
  }, [slides.length]);
  const slide = slides.length ? slides[index % slides.length] : undefined;
  return (
    <div
      className="bg-primary text-primary-content relative h-full w-full cursor-default select-none"
      onPointerDown={touchToStart}
      onKeyDown={touchToStart}
      data-attract
    >
      <div key={slide?.id ?? "welcome"} className="h-full w-full motion-safe:animate-[attract-fade_700ms_ease-out]">
        <Slide slide={slide} />
      </div>
      <div className="pointer-events-none absolute inset-x-0 bottom-10 flex justify-center sm:bottom-16">
        <button
          type="button"
          className="btn btn-secondary btn-lg pointer-events-auto min-h-20 rounded-full px-12 text-2xl shadow-xl motion-safe:animate-pulse sm:text-3xl"
          onClick={touchToStart}
          autoFocus
        >
          Touch to start
        </button>
      </div>
    </div>
  );
}

export default function KioskOverlay() {
  const phase = useStore($kioskPhase);
  const leaving = useStore($leavingLink);
  return (
    <>
      <ModalDialog
        name="leaving-link"
        label={leaving ? LEAVING_TEXT[leaving.kind].title : "Link"}
        open={leaving !== null && phase.phase === "active"}
        onCancel={closeLeavingLink}
        className="rounded-box bg-base-100 text-base-content m-auto w-[calc(100%-2rem)] max-w-2xl p-8 shadow-2xl backdrop:bg-black/60 sm:p-10"
      >
        {leaving && <LeavingLinkDialog link={leaving} />}
      </ModalDialog>
      <ModalDialog
        name="still-there"
        role="alertdialog"
        label="Still there?"
        open={phase.phase === "warning"}
        onCancel={stillHere}
        className="rounded-box bg-base-100 text-base-content m-auto w-[calc(100%-2rem)] max-w-xl p-8 shadow-2xl backdrop:bg-black/60 sm:p-10"
      >
        {phase.phase === "warning" && <StillThere secondsLeft={phase.secondsLeft} />}
      </ModalDialog>
      <ModalDialog
        name="attract"
        label={`${university.shortName} information kiosk: touch to start`}
        open={phase.phase === "attract"}
        onCancel={touchToStart}
        className="m-0 h-dvh max-h-none w-dvw max-w-none overflow-hidden border-0 p-0 backdrop:bg-black"
      >
        <Attract />
      </ModalDialog>
    </>
  );
}
